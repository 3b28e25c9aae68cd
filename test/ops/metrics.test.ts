// Prometheus metrics of a real server process, on their own loopback port.
import { describe, expect, it } from "vitest";
import { get, scrape } from "#test/support/http.ts";
import { prospectus, startServerProcess, tempDir } from "#test/support/process.ts";

/** The value of one sample, by its name and exact labels as prom-client writes them. */
function sample(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : Number.NaN;
}

describe("metrics", () => {
  it("counts requests by route template and status, cache hits, store time and imports", async () => {
    const dataDir = await tempDir();
    const server = await startServerProcess({ DATA_DIR: dataDir, METRICS_PORT: "0" });
    try {
      const announced = /Metrics: (http:\/\/127\.0\.0\.1:\d+\/metrics)/.exec(server.stdout());
      expect(announced, server.stdout()).not.toBeNull();
      const url = announced![1]!;
      const lookup = await get(server.port, "/", { host: "localhost" });
      expect(lookup.status).toBe(200);
      await get(server.port, "/", { host: "localhost" });
      // Pages: one label per route of the site's table, never the address itself.
      const unknownId = "ffffffffffffffffffffffff";
      expect((await get(server.port, "/notice", { host: "localhost" })).status).toBe(200);
      const detail = await get(server.port, `/one/notice/${unknownId}/detail`, {
        host: "localhost",
      });
      expect(detail.status).toBe(404);
      for (const path of ["/no/such/page", "/nor/this-one"]) {
        expect((await get(server.port, path, { host: "localhost" })).status).toBe(404);
      }
      expect((await get(server.port, "/notice.data", { host: "localhost" })).status).toBe(200);
      const profile = "/api/v1/landing/4329f6129b3167949fcd66ff/one/web/profile";
      await get(server.port, profile);
      await get(server.port, profile);
      await get(server.port, "/api/v1/landing/ffffffffffffffffffffffff/one/web/profile");

      const out = await tempDir();
      const written = await prospectus(["demo", "--out", out]);
      const bundle = written.stdout.split("\n")[0]!.replace(/^Wrote /, "");
      expect((await prospectus(["import", bundle], { DATA_DIR: dataDir })).code).toBe(0);

      const metrics = await scrape(url);
      expect(metrics.status).toBe(200);
      expect(metrics.type).toContain("text/plain");
      const text = metrics.text;
      const route = "/api/v1/landing/:id/one/web/profile";
      expect(
        sample(text, `prospectus_http_requests_total{route="${route}",method="GET",status="200"}`),
      ).toBeGreaterThanOrEqual(2);
      expect(
        sample(text, `prospectus_http_requests_total{route="${route}",method="GET",status="404"}`),
      ).toBe(1);
      expect(
        sample(
          text,
          `prospectus_http_request_duration_seconds_count{route="${route}",method="GET",status="200"}`,
        ),
      ).toBeGreaterThanOrEqual(2);
      const pages = (route: string, status: number) =>
        sample(
          text,
          `prospectus_http_requests_total{route="${route}",method="GET",status="${status}"}`,
        );
      expect(pages("/", 200)).toBeGreaterThanOrEqual(2);
      expect(pages("/notice", 200)).toBe(2); // the page and its data
      expect(pages("/one/notice/:noticeId/detail", 404)).toBe(1);
      expect(pages("/*", 404)).toBe(2);
      expect(text).not.toContain(unknownId);
      expect(text).not.toContain("/no/such/page");
      expect(
        sample(text, `prospectus_cache_lookups_total{cache="page",result="hit"}`),
      ).toBeGreaterThanOrEqual(1);
      expect(
        sample(text, `prospectus_cache_lookups_total{cache="page",result="miss"}`),
      ).toBeGreaterThanOrEqual(1);
      expect(
        sample(text, `prospectus_cache_lookups_total{cache="api",result="hit"}`),
      ).toBeGreaterThanOrEqual(1);
      expect(
        sample(text, `prospectus_store_query_duration_seconds_count{operation="query"}`),
      ).toBeGreaterThan(0);
      expect(sample(text, `prospectus_imports_total{outcome="imported"}`)).toBe(1);
      expect(text).toContain("process_resident_memory_bytes");

      // Not on the site's port.
      const onSite = await get(server.port, "/metrics", { host: "localhost" });
      expect(onSite.text.includes("prospectus_http_requests_total")).toBe(false);
    } finally {
      await server.stop();
    }
  }, 240_000);

  it("matches a page's path against the route table once, then answers its template from memory", async () => {
    const server = await startServerProcess({ DATA_DIR: await tempDir(), METRICS_PORT: "0" });
    try {
      const url = /Metrics: (http:\/\/127\.0\.0\.1:\d+\/metrics)/.exec(server.stdout())?.[1];
      expect(url, server.stdout()).toBeDefined();
      for (let i = 0; i < 3; i++) {
        expect((await get(server.port, "/notice", { host: "localhost" })).status).toBe(200);
      }
      const text = (await scrape(url ?? "")).text;
      expect(sample(text, `prospectus_cache_lookups_total{cache="route",result="miss"}`)).toBe(1);
      expect(sample(text, `prospectus_cache_lookups_total{cache="route",result="hit"}`)).toBe(2);
      expect(
        sample(text, `prospectus_http_requests_total{route="/notice",method="GET",status="200"}`),
      ).toBe(3);
      // The page in Hindi (issue 24) is the same template.
      expect((await get(server.port, "/hi/notice", { host: "localhost" })).status).toBe(200);
      const after = (await scrape(url ?? "")).text;
      expect(
        sample(after, `prospectus_http_requests_total{route="/notice",method="GET",status="200"}`),
      ).toBe(4);

      // Kept pages answered at the door, before the application, count under their template
      // too: a query and a language prefix are not part of it.
      const gzip = { host: "localhost", headers: { "accept-encoding": "gzip" } };
      for (let i = 0; i < 3; i++) {
        const reply = await get(server.port, "/hi/notice?from=feed", gzip);
        expect(reply.status).toBe(200);
        expect(reply.headers["content-encoding"]).toBe("gzip");
      }
      const door = (await scrape(url ?? "")).text;
      expect(
        sample(door, `prospectus_http_requests_total{route="/notice",method="GET",status="200"}`),
      ).toBe(7);
      expect(
        sample(
          door,
          `prospectus_http_request_duration_seconds_count{route="/notice",method="GET",status="200"}`,
        ),
      ).toBe(7);
      expect(door).not.toContain("from=feed");
    } finally {
      await server.stop();
    }
  }, 240_000);
});

// Finished pages are kept per tenant and address, yet every answer has its own nonce, no
// answer shows the placeholder, and new content replaces kept pages.
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importBundle } from "#server/content/bundle-io.server.ts";
import { NONCE_PLACEHOLDER, PageCache } from "#server/page-cache.server.ts";
import type { Db } from "#server/store/db.server.ts";
import { demo, demoJson, withJson } from "#test/support/bundles.ts";
import { get, startTestServer, type Reply, type TestServer } from "#test/support/http.ts";
import { backends } from "#test/support/stores.ts";

function nonces(reply: Reply): { header: string; scripts: string[] } {
  const header =
    /'nonce-([^']+)'/.exec(String(reply.headers["content-security-policy"]))?.[1] ?? "";
  const scripts = [...reply.text.matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((m) => m[1] ?? "");
  return { header, scripts };
}

describe("page cache", () => {
  let db: Db;
  let server: TestServer;
  const host = demoJson(0).hosts[0]!;

  beforeAll(async () => {
    db = await backends[0]!.open();
    await importBundle(db, demo(0));
    server = await startTestServer(db);
  });

  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it("gives every answer, kept or not, its own nonce and never the placeholder", async () => {
    const seen = new Set<string>();
    for (const path of ["/", "/", "/notice", "/notice", "/no/such/page", "/no/such/page"]) {
      const reply = await get(server.port, path, { host });
      expect(reply.text).not.toContain(NONCE_PLACEHOLDER);
      expect(String(reply.headers["content-security-policy"])).not.toContain(NONCE_PLACEHOLDER);
      const { header, scripts } = nonces(reply);
      expect(header).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(scripts.length).toBeGreaterThan(0);
      expect(new Set(scripts)).toEqual(new Set([header]));
      expect(seen.has(header)).toBe(false);
      seen.add(header);
    }
  });

  it("sends kept pages gzipped with their own nonce, a valid gzip stream", async () => {
    const plainReply = await get(server.port, "/notice", { host });
    const seen = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const reply = await get(server.port, "/notice", {
        host,
        headers: { "accept-encoding": "gzip" },
      });
      expect(reply.headers["content-encoding"]).toBe("gzip");
      // gunzipSync checks the trailer's CRC-32 and length.
      const text = gunzipSync(reply.body).toString("utf8");
      const { header, scripts } = nonces({ ...reply, text });
      expect(new Set(scripts)).toEqual(new Set([header]));
      expect(seen.has(header)).toBe(false);
      seen.add(header);
      expect(text.replaceAll(header, "N")).toBe(
        plainReply.text.replaceAll(nonces(plainReply).header, "N"),
      );
      expect(reply.body.length).toBeLessThan(text.length / 3);
    }
  });

  it("shows new content as soon as the store changes", async () => {
    const json = demoJson(0);
    json.notices[0]!.insAnnTitle = "Revised examination time table for all classes";
    expect((await get(server.port, "/notice", { host })).text).not.toContain(
      json.notices[0]!.insAnnTitle,
    );
    await importBundle(db, withJson(0, json));
    server.invalidate();
    expect((await get(server.port, "/notice", { host })).text).toContain(
      json.notices[0]!.insAnnTitle,
    );
  });

  it("keeps the notices' feed and the events' calendar as pages, until the content changes", async () => {
    server.invalidate();
    for (const path of ["/notice/feed.xml", "/event/calendar.ics"]) {
      const before = server.cacheStats().pages;
      expect((await get(server.port, path, { host })).status, path).toBe(200);
      expect(server.cacheStats().pages, path).toBe(before + 1);
      expect((await get(server.port, path, { host })).status, path).toBe(200);
      expect(server.cacheStats().pages, path).toBe(before + 1);
    }
    const json = demoJson(0);
    json.notices[0]!.insAnnTitle = "Hall tickets for the winter examinations";
    json.events[0]!.event_name = "Annual science exhibition of the winter term";
    await importBundle(db, withJson(0, json));
    server.invalidate();
    expect((await get(server.port, "/notice/feed.xml", { host })).text).toContain(
      json.notices[0]!.insAnnTitle,
    );
    expect((await get(server.port, "/event/calendar.ics", { host })).text).toContain(
      json.events[0]!.event_name,
    );
    await importBundle(db, demo(0));
    server.invalidate();
    expect((await get(server.port, "/notice", { host })).status).toBe(200);
  });

  it("keeps no page with no bytes for them (PAGE_CACHE_MB=0), and still answers gzipped", async () => {
    const uncached = await startTestServer(db, { pageCacheBytes: 0 });
    try {
      for (let i = 0; i < 2; i++) {
        const reply = await get(uncached.port, "/notice", {
          host,
          headers: { "accept-encoding": "gzip" },
        });
        expect(reply.status).toBe(200);
        expect(reply.headers["content-encoding"]).toBe("gzip");
        expect(gunzipSync(reply.body).toString("utf8")).toContain('id="rr-boot"');
      }
      expect(uncached.cacheStats().pages).toBe(0);
      expect(server.cacheStats().pages).toBeGreaterThan(0);
    } finally {
      await uncached.close();
    }
  });
});

describe("a text every page holds (the site's stylesheet)", () => {
  // Text beyond ASCII, in the shared text and the page's own, passes through byte for byte.
  const styles = `.a{color:red}.b::after{content:"→"}${"x".repeat(30_000)}`;
  const html = (i: number) =>
    `<!doctype html><head><style id="s">${styles}</style>` +
    `<script nonce="${NONCE_PLACEHOLDER}">${i}</script></head><p>page ${i} é ₹ मराठी</p>`;
  const response = (i: number) =>
    new Response(html(i), { headers: { "content-type": "text/html; charset=utf-8" } });

  it("is held once, however many pages are kept, and every answer is whole", async () => {
    const cache = new PageCache({ maxBytes: 1024 * 1024, shared: styles });
    for (let i = 0; i < 20; i++) await cache.keep(`page ${i}`, response(i), undefined);
    expect(cache.stats.pages).toBe(20);
    expect(cache.stats.bytes).toBeLessThan(20 * 1_000);
    for (const i of [0, 19]) {
      for (const encoding of ["gzip", undefined]) {
        const answer = cache.answer(`page ${i}`, encoding);
        const body = Buffer.from(await answer!.arrayBuffer());
        const text = (encoding ? gunzipSync(body) : body).toString("utf8");
        const nonce = /nonce="([^"]+)"/.exec(text)?.[1] ?? "";
        expect(text).toBe(html(i).replace(NONCE_PLACEHOLDER, nonce));
        expect(answer!.headers.get("vary")).toBe("Accept-Encoding");
      }
    }
  });

  it("is held with each page when none is named", async () => {
    const cache = new PageCache({ maxBytes: 4 * 1024 * 1024 });
    for (let i = 0; i < 20; i++) await cache.keep(`page ${i}`, response(i), undefined);
    expect(cache.stats.bytes).toBeGreaterThan(20 * styles.length);
  });
});

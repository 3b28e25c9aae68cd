// A client that makes every URL unique (`?v=1`, `?v=2`, …) gets kept answers, and every cache
// stays under its byte bound whatever it is fed.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { endpointUrl } from "#contract/index.ts";
import { PageCache } from "#server/page-cache.server.ts";
import { loadSiteBuild } from "#server/site.server.ts";
import { CHIP_PARAM } from "#site/components/documents/DocumentFilter.tsx";
import { DEPARTMENT_SEARCH_PARAM, SEARCH_PARAM } from "#site/components/NameSearch.tsx";
import { PAGE_QUERY_PARAMS } from "#site/lib/query-params.ts";
import { ReadCache } from "#site/platform/client.server.ts";
import { demoJson } from "#test/support/bundles.ts";
import { demoServer } from "#test/support/server.ts";

const host = demoJson(0).hosts[0]!;

describe("cache-busting", () => {
  const running = demoServer();

  it("keeps one page for URLs that differ only in parameters the page does not read", async () => {
    const first = await running.get("/?v=1", { host });
    expect(first.status).toBe(200);
    const kept = running.server.cacheStats().pages;
    for (const search of ["?v=2", "?v=3&utm_source=x", "?", ""]) {
      expect((await running.get(`/${search}`, { host })).status).toBe(200);
    }
    expect(running.server.cacheStats().pages).toBe(kept);
    // A parameter a page reads still makes its own page.
    await running.get("/?chip=abc", { host });
    expect(running.server.cacheStats().pages).toBe(kept + 1);
  });

  it("keeps one page for a value written with %20 or + for its spaces, in the links' form", async () => {
    const plus = await running.get("/?chip=a+b&v=1", { host });
    const kept = running.server.cacheStats().pages;
    const percent = await running.get("/?chip=a%20b", { host });
    expect(percent.status).toBe(200);
    expect(percent.headers.etag).toBe(plus.headers.etag);
    expect(running.server.cacheStats().pages).toBe(kept);
  });

  it("answers React Router's route discovery with the routes it asks for", async () => {
    const build = await loadSiteBuild();
    const version = build?.assets.version ?? "";
    const reply = await running.get(
      `/__manifest?paths=${encodeURIComponent("/notice")}&version=${version}`,
      { host },
    );
    expect(reply.status).toBe(200);
    expect(reply.text).toContain('"screens/notice/list"');
  });

  it("names every query parameter a page reads", () => {
    expect(PAGE_QUERY_PARAMS).toEqual(
      expect.arrayContaining([
        CHIP_PARAM,
        SEARCH_PARAM,
        DEPARTMENT_SEARCH_PARAM,
        "active",
        "open",
        "tab",
        "kind",
        "page",
        "department",
        "designation",
      ]),
    );
  });

  it("answers API calls from the cache whatever unknown parameters come with them", async () => {
    const path = `/api${endpointUrl("hostLookup", {}, { filter_by: host })}`;
    const first = await running.get(`${path}&v=1`, { host });
    expect(first.status).toBe(200);
    const bytes = running.server.cacheStats().apiBytes;
    for (let v = 2; v < 20; v++) {
      const again = await running.get(`${path}&v=${v}`, { host });
      expect(again.headers.etag).toBe(first.headers.etag);
    }
    expect(running.server.cacheStats().apiBytes).toBe(bytes);
  });
});

describe("cache byte bounds", () => {
  // Text that compresses little, as a kept page holds its compressed bytes.
  const page = (i: number) => ({
    status: 200,
    headers: [["content-type", "text/html; charset=utf-8"]] as [string, string][],
    body: Buffer.from(`<!doctype html><p>${i}</p>${randomBytes(15_000).toString("base64")}`),
    etag: null,
  });

  it("keeps the page cache under its byte bound", async () => {
    const cache = new PageCache({ maxBytes: 256 * 1024 });
    const asked = { acceptEncoding: undefined, ifNoneMatch: undefined };
    for (let i = 0; i < 100; i++) cache.keep(`page ${i}`, page(i), asked);
    const { pages, bytes } = cache.stats;
    expect(bytes).toBeLessThanOrEqual(256 * 1024);
    expect(pages).toBeGreaterThan(0);
    expect(pages).toBeLessThan(100);
    // What a page really holds: its compressed bytes (about 15 KB here).
    expect(bytes / pages).toBeGreaterThan(14_000);
  });

  it("keeps the site's read cache under its byte bound", () => {
    const cache = new ReadCache({ maxBytes: 64 * 1024 });
    for (let i = 0; i < 100; i++) {
      cache.entries.set(`read ${i}`, { data: { text: "x".repeat(5_000) }, extra: {} });
    }
    expect(cache.bytes).toBeLessThanOrEqual(64 * 1024);
    expect(cache.entries.size).toBeGreaterThan(0);
    expect(cache.entries.size).toBeLessThan(100);
  });
});

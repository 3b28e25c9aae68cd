// Live mode kept honest (issue 60): the site reading a live platform, here a second Prospectus
// server behind a proxy that counts the calls, answers 404 for our own calls as the platform
// does, and fails on demand. The site's caches age by a clock the test turns.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { READ_CACHE_IDLE_MS } from "#contract/constants.ts";
import { routes } from "#contract/links.ts";
import { importBundle } from "#server/content/bundle-io.server.ts";
import type { Db } from "#server/store/db.server.ts";
import { demo, demoJson, withJson } from "#test/support/bundles.ts";
import { get, startTestServer, type TestServer } from "#test/support/http.ts";
import { backends } from "#test/support/stores.ts";

const MINUTE = 60_000;

describe("a site on a live platform", () => {
  const bundle = demoJson(0);
  const host = bundle.hosts[0]!;
  let platformDb: Db;
  let siteDb: Db;
  let platform: TestServer;
  let proxy: http.Server;
  let platformUrl = "";
  /** The paths the platform was asked for, in order. */
  let calls: string[] = [];
  let failing = false;
  const sites: TestServer[] = [];

  /** A clock for one site's caches: it moves only when told. */
  const clock = () => {
    let now = 1_000;
    return {
      perf: { now: () => now },
      later: async (ms: number) => {
        now += ms;
        // lru-cache reuses a time it read for a millisecond of real time.
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
    };
  };
  const startSite = async (opts: Parameters<typeof startTestServer>[1] = {}) => {
    const site = await startTestServer(siteDb, { platformApiUrl: platformUrl, ...opts });
    sites.push(site);
    return site;
  };
  /** The title of the newest notice, first on the notice list. */
  const newest = () =>
    [...bundle.notices].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
  const editNewestNotice = async (title: string) => {
    const json = demoJson(0);
    json.notices.find((n) => n._id === newest()._id)!.insAnnTitle = title;
    await importBundle(platformDb, withJson(0, json));
    platform.invalidate();
  };

  beforeAll(async () => {
    platformDb = await backends[0]!.open();
    await importBundle(platformDb, demo(0));
    platform = await startTestServer(platformDb);
    proxy = http.createServer((req, res) => {
      void (async () => {
        const path = req.url ?? "/";
        calls.push(path);
        if (failing || path.startsWith("/api/v1/prospectus/")) {
          res.writeHead(failing ? 503 : 404, { "content-type": "application/json" });
          res.end("{}");
          return;
        }
        const upstream = await fetch(`http://127.0.0.1:${platform.port}${path}`);
        res.writeHead(upstream.status, { "content-type": "application/json" });
        res.end(await upstream.text());
      })();
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    platformUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/api`;
    siteDb = await backends[0]!.open();
  });

  afterAll(async () => {
    for (const site of sites) await site.close();
    proxy?.closeAllConnections();
    await new Promise((resolve) => proxy?.close(resolve));
    await platform?.close();
    await siteDb?.close();
    await platformDb?.close();
  });

  it("shows an edit within READ_CACHE_IDLE_MS of reading, however steadily the page is read", async () => {
    const time = clock();
    const site = await startSite({ pageCacheBytes: 0, clock: time.perf });
    const title = "Revised examination time table for every class";
    expect((await get(site.port, "/notice", { host })).text).toContain(newest().insAnnTitle);
    await editNewestNotice(title);
    try {
      const shown: boolean[] = [];
      for (let minute = 1; minute <= READ_CACHE_IDLE_MS / MINUTE + 1; minute++) {
        await time.later(MINUTE);
        shown.push((await get(site.port, "/notice", { host })).text.includes(title));
      }
      // Kept while its answers are young, shown once they are READ_CACHE_IDLE_MS old.
      expect(shown.slice(0, -2)).not.toContain(true);
      expect(shown.at(-1)).toBe(true);
    } finally {
      await importBundle(platformDb, demo(0));
      platform.invalidate();
    }
  });

  it("keeps a page no longer than the oldest answer it was made of", async () => {
    const time = clock();
    const site = await startSite({ clock: time.perf });
    const title = "Scholarship forms due this Friday";
    expect((await get(site.port, "/notice", { host })).status).toBe(200);
    // Made of the answers read for /notice four minutes before.
    await time.later(READ_CACHE_IDLE_MS - MINUTE);
    expect((await get(site.port, "/hi/notice", { host })).status).toBe(200);
    await editNewestNotice(title);
    try {
      await time.later(MINUTE + 1_000);
      expect((await get(site.port, "/hi/notice", { host })).text).toContain(title);
    } finally {
      await importBundle(platformDb, demo(0));
      platform.invalidate();
    }
  });

  it("asks once for an archive the platform lacks", async () => {
    const site = await startSite({ pageCacheBytes: 0 });
    calls = [];
    for (let i = 0; i < 2; i++) {
      expect((await get(site.port, "/notice", { host })).status).toBe(200);
    }
    const archive = calls.filter((path) => path.startsWith("/api/v1/prospectus/notices/"));
    expect(archive).toHaveLength(1);
  });

  it("asks for each call once while it renders the landing page", async () => {
    const site = await startSite({ pageCacheBytes: 0 });
    calls = [];
    expect((await get(site.port, "/", { host })).status).toBe(200);
    const times = new Map<string, number>();
    for (const path of calls) times.set(path, (times.get(path) ?? 0) + 1);
    const repeated = [...times].filter(([, n]) => n > 1);
    expect(repeated).toEqual([]);
    expect(calls.length).toBeGreaterThan(10);
  });

  it("answers a page's last good rendering, marked stale, while the platform fails", async () => {
    const time = clock();
    const site = await startSite({ clock: time.perf });
    const good = await get(site.port, "/notice", { host });
    expect(good.status).toBe(200);
    expect(good.headers["x-prospectus-stale"]).toBeUndefined();
    failing = true;
    try {
      await time.later(READ_CACHE_IDLE_MS + 1_000);
      const started = Date.now();
      const stale = await get(site.port, "/notice", { host });
      expect(Date.now() - started).toBeLessThan(4_000);
      expect(stale.status).toBe(200);
      expect(stale.headers["x-prospectus-stale"]).toBe("1");
      expect(stale.headers["cache-control"]).toBe("public, max-age=0, s-maxage=10");
      expect(stale.text).toBe(good.text);
    } finally {
      failing = false;
    }
    const fresh = await get(site.port, "/notice", { host });
    expect(fresh.status).toBe(200);
    expect(fresh.headers["x-prospectus-stale"]).toBeUndefined();
    expect(fresh.headers["cache-control"]).toBe(good.headers["cache-control"]);
  }, 30_000);

  it("offers no search and no disclosure report, which a live platform cannot answer", async () => {
    const site = await startSite();
    const live = await get(site.port, "/", { host });
    const own = await get(platform.port, "/", { host });
    expect(live.status).toBe(200);
    expect(own.status).toBe(200);
    const searchForm = `action="${routes.search()}"`;
    const disclosureLink = `href="${routes.disclosure()}"`;
    expect(own.text).toContain(searchForm);
    expect(own.text).toContain(disclosureLink);
    expect(own.text).toContain('rel="search"');
    expect(live.text).not.toContain(searchForm);
    expect(live.text).not.toContain(disclosureLink);
    expect(live.text).not.toContain('rel="search"');
    for (const path of [routes.search("exam"), routes.disclosure(), routes.openSearch()]) {
      expect((await get(site.port, path, { host })).status, path).toBe(404);
    }
  });
});

// The site reading a live platform over HTTP (PLATFORM_API_URL) instead of its own store:
// here the "live platform" is a second Prospectus server holding the demo institutes.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_SIZES } from "#contract/constants.ts";
import { routes } from "#contract/links.ts";
import { importDemo } from "#demo/import-demo.server.ts";
import type { Db } from "#server/store/db.server.ts";
import { demoJson } from "#test/support/bundles.ts";
import { get, startTestServer, type TestServer } from "#test/support/http.ts";
import { onHost, pathOf, readSitemap } from "#test/support/sitemap.ts";
import { backends } from "#test/support/stores.ts";
import { yearInIndia } from "#test/support/india-year.ts";

describe("site on a remote platform", () => {
  let platformDb: Db;
  let siteDb: Db;
  let platform: TestServer;
  let site: TestServer;

  beforeAll(async () => {
    platformDb = await backends[0]!.open();
    await importDemo(platformDb);
    platform = await startTestServer(platformDb);
    siteDb = await backends[0]!.open();
    site = await startTestServer(siteDb, {
      platformApiUrl: `http://127.0.0.1:${platform.port}/api`,
    });
  });

  afterAll(async () => {
    await site?.close();
    await platform?.close();
    await siteDb?.close();
    await platformDb?.close();
  });

  it("renders each institute's pages from the platform's answers", async () => {
    for (const index of [0, 1]) {
      const bundle = demoJson(index);
      const reply = await get(site.port, "/notice", { host: bundle.hosts[0] });
      expect(reply.status).toBe(200);
      expect(reply.text).toContain(bundle.institute.insName);
    }
  });

  it("offers pictures' smaller copies only when it serves the pictures itself", async () => {
    const host = demoJson(0).hosts[0]!;
    const remote = await get(site.port, "/", { host });
    const own = await get(platform.port, "/", { host });
    expect(remote.status).toBe(200);
    expect(own.status).toBe(200);
    expect(own.text).toMatch(/<img[^>]+srcSet="[^"]+\?w=320 320w/);
    expect(remote.text).toContain("<img");
    expect(remote.text).not.toMatch(/srcSet|imageSrcSet|\?w=\d/);
  });

  it("answers a host the platform does not know with the plain 404 page", async () => {
    const reply = await get(site.port, "/", { host: "unknown-college.example.in" });
    expect(reply.status).toBe(404);
    expect(reply.text).toContain("No college is served at this address");
  });
});

describe("site on the live platform's answers", () => {
  let platformDb: Db;
  let siteDb: Db;
  let platform: TestServer;
  let site: TestServer;
  let proxy: http.Server;

  beforeAll(async () => {
    platformDb = await backends[0]!.open();
    await importDemo(platformDb);
    platform = await startTestServer(platformDb);
    // The platform's backend answers About Us as { ins_name, ins_about, vision, mission }:
    // the profile passes through with the entries taken out. It has none of our own calls.
    proxy = http.createServer((req, res) => {
      void (async () => {
        if (req.url?.startsWith("/api/v1/prospectus/")) {
          res.writeHead(404, { "content-type": "application/json" });
          res.end("{}");
          return;
        }
        const upstream = await fetch(`http://127.0.0.1:${platform.port}${req.url ?? "/"}`);
        const body = (await upstream.json()) as {
          one_ins?: { landing_control: { about_us_institute_object: { about?: unknown } } };
        };
        delete body.one_ins?.landing_control.about_us_institute_object.about;
        res.writeHead(upstream.status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      })();
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    const { port } = proxy.address() as AddressInfo;
    siteDb = await backends[0]!.open();
    site = await startTestServer(siteDb, { platformApiUrl: `http://127.0.0.1:${port}/api` });
  });

  afterAll(async () => {
    await site?.close();
    proxy?.closeAllConnections();
    await new Promise((resolve) => proxy?.close(resolve));
    await platform?.close();
    await siteDb?.close();
    await platformDb?.close();
  });

  it("shows the About Us text under the institute's name", async () => {
    const bundle = demoJson(0);
    const entries = bundle.profile.landing_control.about_us_institute_object.about;
    const reply = await get(site.port, "/institute/aboutus", { host: bundle.hosts[0] });
    expect(reply.status).toBe(200);
    const main = reply.text.slice(reply.text.indexOf("<main"));
    expect(main).toContain(bundle.institute.insName);
    const words = /<p>([^<]{20,60})/.exec(entries[0]?.description ?? "")?.[1];
    expect(words).toBeDefined();
    expect(main).toContain(words);
  });

  it("pages through the newest notices and events itself, by year too", async () => {
    const bundle = demoJson(0);
    const host = bundle.hosts[0];
    const notices = [...bundle.notices].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const size = PAGE_SIZES.notices;
    expect(notices.length).toBeGreaterThan(size);
    const second = await get(site.port, routes.notice({ page: 2 }), { host });
    expect(second.status).toBe(200);
    expect(second.text).toContain(routes.noticeDetail(notices[size]?._id ?? ""));
    expect(second.text).not.toContain(routes.noticeDetail(notices[size - 1]?._id ?? ""));
    expect(second.text).toContain('rel="prev"');

    const oldest = notices.at(-1);
    const year = yearInIndia(oldest?.createdAt ?? "");
    const ofYear = await get(site.port, routes.notice({ year }), { host });
    expect(ofYear.status).toBe(200);
    expect(ofYear.text).toContain(routes.noticeDetail(oldest?._id ?? ""));
    expect(ofYear.text).not.toContain(routes.noticeDetail(notices[0]?._id ?? ""));

    // With nothing to come, the events page opens on the latest year; an older one is its year's.
    const events = [...bundle.events].sort((a, b) => a.event_date.localeCompare(b.event_date));
    const first = events[0];
    const last = events.at(-1);
    const opening = await get(site.port, routes.event(), { host });
    expect(opening.status).toBe(200);
    expect(opening.text).toContain(routes.eventDetail(last?._id ?? "", "attendance"));
    expect(opening.text).not.toContain(routes.eventDetail(first?._id ?? "", "attendance"));
    const firstYear = yearInIndia(first?.event_date ?? "");
    const older = await get(site.port, routes.event({ year: firstYear }), { host });
    expect(older.status).toBe(200);
    expect(older.text).toContain(routes.eventDetail(first?._id ?? "", "attendance"));
    const past = await get(site.port, routes.event({ page: 99 }), { host });
    expect(past.status).toBe(404);
  });

  it("lists every notice and event, and each page of their lists, in the sitemap's files", async () => {
    const bundle = demoJson(0);
    const host = bundle.hosts[0] ?? "";
    const sitemap = await readSitemap(onHost(site.port, host));
    expect(sitemap.index.files.map((file) => pathOf(file.loc))).toEqual([
      "/sitemap/pages.xml",
      "/sitemap/notices-1.xml",
      "/sitemap/events-1.xml",
    ]);
    const newest = bundle.notices
      .map((n) => n.createdAt)
      .sort()
      .at(-1);
    expect(sitemap.index.files[1]?.lastmod).toBe(newest);
    const paths = sitemap.urls.map((url) => pathOf(url.loc));
    expect(paths).toEqual(
      expect.arrayContaining([
        ...bundle.notices.map((n) => routes.noticeDetail(n._id)),
        ...bundle.events.map((e) => routes.eventDetail(e._id, "other")),
        routes.notice({ page: 2 }),
      ]),
    );
    const lists = paths.filter((path) => /^\/(notice|event)(\?|$)/.test(path));
    for (const path of lists) {
      expect((await get(site.port, path, { host })).status, path).toBe(200);
    }
  });
});

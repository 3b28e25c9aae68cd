// The sitemap of a large institute over real HTTP (issue 22): /sitemap.xml is an index of files
// a crawler reads whole, each a 200 in the sitemap protocol's shape and within its limits, that
// together list every notice's and event's page and every page of their lists (every year's and
// each year's), only the tenant's own, kept until the next import; a file the index does not
// name is a 404. How the lists split into files is proved in src/site/lib/sitemap-files.test.ts.
import { beforeAll, describe, expect, it } from "vitest";
import { EVENT_TABS } from "#contract/links.ts";
import { importBundle } from "#server/content/bundle-io.server.ts";
import { demo, demoJson, withJson } from "#test/support/bundles.ts";
import { get, startTestServer } from "#test/support/http.ts";
import { largeTenant } from "#test/support/large.ts";
import { onHost, pathOf, readSitemap, type SitemapRead } from "#test/support/sitemap.ts";
import { backends } from "#test/support/stores.ts";
import { storeServer } from "#test/support/server.ts";
import { yearInIndia } from "#test/support/india-year.ts";

const SIZES = { notices: 420, events: 130, staff: 0, departments: 0, albums: 2, photos: 4 };
/** Notices and events to a page of their lists (PAGE_SIZES), written out to be checked. */
const PER_PAGE = { notice: 50, event: 30 };
const HOUR = 3_600_000;

const source = largeTenant(SIZES);
// The newest 130 notices all in 2026, so that a year has pages of its own.
source.json.notices = source.json.notices.map((notice, i) =>
  i < 130
    ? {
        ...notice,
        createdAt: new Date(Date.parse("2026-05-01T00:00:00Z") - i * HOUR).toISOString(),
      }
    : notice,
);
const host = source.json.hosts[0] ?? "";
const origin = `http://${host}`;
const otherHost = demoJson(1).hosts[0] ?? "";

/** Every page of a dated list, worked out from its items' dates: `/notice`, `/notice?page=2`,
 * and, with more than one year (or `everyYear`), `/notice?year=2026` and
 * `/notice?year=2026&page=2`. */
function listPages(
  list: "notice" | "event",
  dates: readonly string[],
  { everyYear = false } = {},
): string[] {
  const size = PER_PAGE[list];
  const pages = (count: number, query: (page: number) => string) =>
    Array.from({ length: Math.max(1, Math.ceil(count / size)) }, (_, i) => query(i + 1));
  const byYear = new Map<number, number>();
  for (const date of dates) byYear.set(yearInIndia(date), (byYear.get(yearInIndia(date)) ?? 0) + 1);
  return [
    ...pages(dates.length, (page) => (page === 1 ? `/${list}` : `/${list}?page=${page}`)),
    ...(byYear.size > 1 || everyYear
      ? [...byYear].flatMap(([year, count]) =>
          pages(count, (page) =>
            page === 1 ? `/${list}?year=${year}` : `/${list}?year=${year}&page=${page}`,
          ),
        )
      : []),
  ];
}

const noticePages = source.json.notices.map((n) => `/one/notice/${n._id}/detail`);
const eventPages = source.json.events.flatMap((e) =>
  EVENT_TABS.map((tab) => `/one/event/${e._id}/detail/${tab.slug}`),
);
const listedLists = [
  ...listPages(
    "notice",
    source.json.notices.map((n) => n.createdAt),
  ),
  // The events page shows what is to come; every event is on its year's pages (decision 089).
  "/event",
  ...listPages(
    "event",
    source.json.events.map((e) => e.event_date),
    { everyYear: true },
  ).filter((path) => path.startsWith("/event?year=")),
];

describe.each(backends)("the sitemap of a large institute on $name", (backend) => {
  const running = storeServer([source, demo(1)], {}, backend);
  let sitemap: SitemapRead;

  beforeAll(async () => {
    sitemap = await readSitemap(onHost(running.server.port, host));
  });

  const paths = (file: string) =>
    sitemap.files.find((f) => f.path === `/sitemap/${file}`)?.urls.map((u) => pathOf(u.loc));

  it("is an index of its files, each dated by its newest page where known", () => {
    expect(sitemap.index.type).toMatch(/^application\/xml/);
    expect(sitemap.index.files.map((f) => f.loc)).toEqual([
      `${origin}/sitemap/pages.xml`,
      `${origin}/sitemap/notices-1.xml`,
      `${origin}/sitemap/events-1.xml`,
    ]);
    const newest = source.json.notices
      .map((n) => n.createdAt)
      .sort()
      .at(-1);
    expect(sitemap.index.files.map((f) => f.lastmod)).toEqual([null, newest, null]);
  });

  it("answers every file as XML within the protocol's limits", () => {
    for (const file of sitemap.files) {
      expect(file.status, file.path).toBe(200);
      expect(file.type, file.path).toMatch(/^application\/xml/);
      expect(file.urls.length, file.path).toBeGreaterThan(0);
      expect(file.urls.length, file.path).toBeLessThanOrEqual(50_000);
      expect(Buffer.byteLength(file.text), file.path).toBeLessThan(50 * 1024 * 1024);
      expect(file.urls.every((url) => url.loc.startsWith(`${origin}/`))).toBe(true);
    }
  });

  it("lists every notice's and event's page in their files, each once", () => {
    expect(paths("notices-1.xml")?.sort()).toEqual([...noticePages].sort());
    expect(paths("events-1.xml")?.sort()).toEqual([...eventPages].sort());
    const all = sitemap.urls.map((u) => u.loc);
    expect(new Set(all).size).toBe(all.length);
    // A notice's page is dated when it was written.
    const newest = sitemap.files[1]?.urls.find((u) => u.loc.endsWith(noticePages[0] ?? "-"));
    expect(newest?.lastmod).toBe(source.json.notices[0]?.createdAt);
  });

  it("lists every page of the notices' and events' lists, and each answers", async () => {
    const listed = (paths("pages.xml") ?? []).filter((path) =>
      /^\/(notice|event)(\?|$)/.test(path),
    );
    expect([...listed].sort()).toEqual([...listedLists].sort());
    expect(listed).toContain("/notice?year=2026&page=3");
    for (const path of listed) {
      expect((await running.get(path, { host })).status, path).toBe(200);
    }
    // The pages file lists no notice's or event's own page.
    expect(paths("pages.xml")?.filter((path) => /^\/one\/(notice|event)\//.test(path))).toEqual([]);
  });

  it("never mixes two institutes' pages", async () => {
    const other = await readSitemap(onHost(running.server.port, otherHost));
    const ours = sitemap.urls.map((u) => u.loc);
    const theirs = other.urls.map((u) => u.loc);
    expect(theirs.length).toBeGreaterThan(10);
    expect(theirs.every((loc) => loc.startsWith(`http://${otherHost}/`))).toBe(true);
    expect(other.index.files.every((f) => f.loc.startsWith(`http://${otherHost}/`))).toBe(true);
    const ids = (locs: string[]) =>
      new Set(locs.flatMap((loc) => loc.match(/[0-9a-f]{24}/g) ?? []));
    const theirIds = ids(theirs);
    expect([...ids(ours)].filter((id) => theirIds.has(id))).toEqual([]);
  });

  it.each([
    "/sitemap/notices-2.xml",
    "/sitemap/events-2.xml",
    "/sitemap/notices-0.xml",
    "/sitemap/staff-1.xml",
    "/sitemap/pages",
    "/sitemap/sitemap.xml",
  ])("answers 404 for %s, a file the index does not name", async (path) => {
    const reply = await running.get(path, { host });
    expect(reply.status).toBe(404);
    expect(reply.text).not.toContain("<urlset");
  });

  it("keeps its files, answering them again from the kept copy, until an import changes the institute", async () => {
    const fresh = await startTestServer(running.db);
    try {
      const files = ["/sitemap.xml", "/sitemap/pages.xml", "/sitemap/notices-1.xml"];
      for (const [i, path] of files.entries()) {
        expect((await get(fresh.port, path, { host })).status).toBe(200);
        expect(fresh.cacheStats().pages, path).toBe(i + 1);
      }
      for (const path of files) {
        const again = await get(fresh.port, path, { host });
        expect(again.text, path).toBe(
          path === "/sitemap.xml"
            ? sitemap.index.text
            : sitemap.files.find((f) => f.path === path)?.text,
        );
      }
      expect(fresh.cacheStats().pages).toBe(files.length);
    } finally {
      await fresh.close();
    }

    // One more notice of the other institute, its newest: its sitemap, kept, names it after
    // the import.
    const onOther = onHost(running.server.port, otherHost);
    const before = await readSitemap(onOther);
    const json = demoJson(1);
    const added = {
      ...json.notices[0]!,
      _id: "f".repeat(24),
      // An hour after the demo's newest notice.
      createdAt: new Date(
        Math.max(...json.notices.map((n) => Date.parse(n.createdAt))) + HOUR,
      ).toISOString(),
    };
    json.notices = [added, ...json.notices];
    await importBundle(running.db, withJson(1, json));
    running.server.invalidate();
    const after = await readSitemap(onOther);
    const page = `http://${otherHost}/one/notice/${added._id}/detail`;
    expect(before.urls.map((u) => u.loc)).not.toContain(page);
    expect(after.urls.map((u) => u.loc)).toContain(page);
    expect(after.index.files.find((f) => f.loc.includes("/notices-1.xml"))?.lastmod).toBe(
      added.createdAt,
    );
  });
});

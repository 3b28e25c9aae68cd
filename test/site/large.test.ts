// A large institute over real HTTP (issue 22), at sizes that keep the suite quick: every item
// of its long lists is reachable by links from the list's first page, page by page and year by
// year, no page is over 300 KB of HTML, and an address of a page that does not exist is a 404.
import { describe, expect, it } from "vitest";
import { MENU_DEPARTMENTS, PAGE_SIZES } from "#contract/constants.ts";
import { routes } from "#contract/links.ts";
import { demoJson } from "#test/support/bundles.ts";
import { storeServer } from "#test/support/server.ts";
import { linksOf } from "#test/support/html.ts";
import { largeTenant } from "#test/support/large.ts";
import { backends } from "#test/support/stores.ts";
import { yearInIndia } from "#test/support/india-year.ts";

const MAX_PAGE_BYTES = 300 * 1024;

const source = largeTenant({
  notices: 420,
  events: 130,
  staff: 120,
  departments: 40,
  albums: 12,
  photos: 150,
});
const host = source.json.hosts[0] ?? "";
// Every department past the demo's own has no type: more than the Department menu names.
const demoDepartments = demoJson(0).departments.length;
source.json.departments = source.json.departments.map((d, i) =>
  i < demoDepartments ? d : { ...d, department_type: null },
);

describe.each(backends)("a large institute on $name", (backend) => {
  const running = storeServer([source], {}, backend);

  /**
   * Every page of a list reached from its first page by the links of its own kind (pages and
   * years), and the items each links to; fails on a page that is not 200 or too large.
   */
  async function crawl(start: string, pages: RegExp, items: RegExp) {
    const seen = new Set([start]);
    const queue = [start];
    const found = new Set<string>();
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const page = await running.get(path, { host });
      expect(page.status, path).toBe(200);
      expect(Buffer.byteLength(page.text), path).toBeLessThan(MAX_PAGE_BYTES);
      for (const item of linksOf(page.text, items)) found.add(item);
      for (const next of linksOf(page.text, pages)) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    return { pages: seen, items: found };
  }

  it("reaches every notice from /notice by its pages and years", async () => {
    const { pages, items } = await crawl("/notice", /^\/notice(\?|$)/, /^\/one\/notice\//);
    expect([...items].sort()).toEqual(
      source.json.notices.map((n) => routes.noticeDetail(n._id)).sort(),
    );
    // Every page of every year and of all years: no year is longer than one page here.
    const years = new Set(source.json.notices.map((n) => yearInIndia(n.createdAt)));
    expect(pages.size).toBeGreaterThanOrEqual(Math.ceil(420 / PAGE_SIZES.notices) + years.size);
  }, 120_000);

  it("shows a page of the newest notices with links to the next page and to each year", async () => {
    const first = await running.get("/notice", { host });
    expect(linksOf(first.text, /^\/one\/notice\//)).toHaveLength(PAGE_SIZES.notices);
    expect(first.text).toMatch(
      /<a[^>]+href="\/notice\?page=2"[^>]*rel="next"|rel="next"[^>]+href="\/notice\?page=2"/,
    );
    expect(first.text).not.toContain('rel="prev"');
    const newest = [...source.json.notices].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    expect(first.text).toContain(routes.noticeDetail(newest[0]?._id ?? ""));

    const last = Math.ceil(420 / PAGE_SIZES.notices);
    const end = await running.get(`/notice?page=${last}`, { host });
    expect(end.status).toBe(200);
    expect(end.text).toContain('rel="prev"');
    expect(end.text).not.toContain('rel="next"');
    expect(end.text).toContain(routes.noticeDetail(newest.at(-1)?._id ?? ""));
    expect(end.text).toContain(`<title>Notices, page ${last}`);
    expect(end.text).toContain(`rel="canonical" href="http://${host}/notice?page=${last}"`);

    const year = yearInIndia(newest.at(-1)?.createdAt ?? "");
    const ofYear = await running.get(routes.notice({ year }), { host });
    expect(ofYear.status).toBe(200);
    expect(ofYear.text).toContain(`Notices of ${year}`);
    for (const link of linksOf(ofYear.text, /^\/one\/notice\//)) {
      const id = link.split("/")[3];
      expect(yearInIndia(source.json.notices.find((n) => n._id === id)?.createdAt ?? "")).toBe(
        year,
      );
    }
  });

  it("names the first departments without a type in the menu, and links the page of all", async () => {
    const untyped = source.json.departments.filter((d) => !d.department_type);
    expect(untyped.length).toBeGreaterThan(MENU_DEPARTMENTS);
    const home = await running.get("/", { host });
    const named = untyped.filter((d) => home.text.includes(routes.onedepartment(d._id, d.dName)));
    expect(named).toEqual(untyped.slice(0, MENU_DEPARTMENTS));
    expect(home.text).toMatch(/<a[^>]*href="\/department"[^>]*>More departments<\/a>/);
    const all = await running.get(routes.department(), { host });
    for (const d of untyped) expect(all.text).toContain(routes.onedepartment(d._id, d.dName));
  });

  it("reaches every event from /event by its pages and years", async () => {
    const { items } = await crawl("/event", /^\/event(\?|$)/, /^\/one\/event\//);
    expect([...items].sort()).toEqual(
      source.json.events.map((e) => routes.eventDetail(e._id, "attendance")).sort(),
    );
  }, 120_000);

  it("answers 404 for a page or year a list does not have", async () => {
    const pages = Math.ceil(420 / PAGE_SIZES.notices);
    for (const path of [
      `/notice?page=${pages + 1}`,
      "/notice?page=0",
      "/notice?page=-1",
      "/notice?page=2.5",
      "/notice?page=abc",
      "/notice?page=99999999999",
      "/notice?year=1990",
      "/notice?year=20x4",
      "/notice?year=2024&page=9",
      "/event?year=1990",
      `/event?page=${Math.ceil(130 / PAGE_SIZES.events) + 1}`,
    ]) {
      const reply = await running.get(path, { host });
      expect(reply.status, path).toBe(404);
      expect(reply.text, path).toContain("This page does not exist");
    }
  });
});

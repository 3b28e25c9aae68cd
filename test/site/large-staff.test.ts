// A large institute's staff over real HTTP (issue 22), at sizes that keep the suite quick: every
// member of staff is reachable from a faculty table's first page by its pages and filters, and
// a department's faculty and activities by their pages; the filters offer only the departments
// and designations that have people, with how many; a filter, a search and a page combine; no
// page is over 300 KB of HTML; an address of a page or filter value that does not exist is a 404.
import { describe, expect, it } from "vitest";
import { PAGE_SIZES } from "#contract/constants.ts";
import type { Bundle } from "#contract/index.ts";
import { FACULTY_TABS, routes, type FacultyTab } from "#contract/links.ts";
import { fullName, staffOfTab } from "#domain/staff.ts";
import { counter } from "#test/support/bundles.ts";
import { storeServer } from "#test/support/server.ts";
import { largeTenant } from "#test/support/large.ts";
import { backends } from "#test/support/stores.ts";
import { word } from "#test/support/words.ts";

const MAX_PAGE_BYTES = 300 * 1024;
const STAFF = PAGE_SIZES.staff;

type Staff = Bundle["staff"][number];

/**
 * 160 staff and 15 departments (the demo's): 90 staff in the first department, so that its
 * tables run to pages; 60 in five more; 10 in none; the other nine departments have nobody.
 * The first department has 70 more activities than the demo gives it.
 */
function institute() {
  const source = largeTenant({
    notices: 1,
    events: 1,
    staff: 160,
    departments: 12,
    albums: 1,
    photos: 1,
  });
  const { json } = source;
  const [crowded, ...others] = json.departments;
  if (!crowded) throw new Error("the demo has no departments");
  json.staff = json.staff.map((s, i) => {
    const d = i < 120 && i % 4 !== 3 ? crowded : i < 150 ? others[i % 5] : undefined;
    return { ...s, staff_department: d ? { _id: d._id, dName: d.dName } : null };
  });
  const ids = counter(70_000);
  const model = json.department_activities.find((a) => a.activity_department._id === crowded._id);
  if (!model) throw new Error("the demo's department has no activities");
  const file = (f: { _id: string; name: string; attach: string }) => ({ ...f, _id: ids() });
  for (let i = 1; i <= 70; i++) {
    json.department_activities.push({
      ...model,
      _id: ids(),
      activity_name: `Departmental Seminar No. ${i}`,
      attendance: model.attendance.map(file),
      notice: model.notice.map(file),
      permission_letter: model.permission_letter.map(file),
      activity_report: model.activity_report.map(file),
      other: model.other.map(file),
    });
  }
  return { source, crowded, empty: json.departments.slice(6) };
}

const { source, crowded, empty } = institute();
const { json } = source;
const host = json.hosts[0] ?? "";

const nameOf = (s: Staff) => fullName([s.staffFirstName, s.staffMiddleName, s.staffLastName]);
const staffOf = (tab: FacultyTab) => json.staff.filter((s) => staffOfTab(tab, s));

/** The common entities of React's HTML decoded. */
const decode = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

/** The links of a page's main part, as paths with their query, each with its text. */
function linksOf(html: string): { href: string; text: string }[] {
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  return [...main.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => ({
    href: decode(m[1] ?? ""),
    text: decode((m[2] ?? "").replace(/<[^>]+>/g, "")).trim(),
  }));
}

/** The names of a table's rows (its wide layout's row headers, each a link to the page). */
const rowsOf = (html: string) =>
  [...html.matchAll(/<th scope="row"[^>]*><a [^>]*>([^<]*)<\/a><\/th>/g)].map((m) =>
    decode(m[1] ?? ""),
  );

/** A filter's links: value to the count its link says. */
function filterOf(html: string, path: string, param: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const { href, text } of linksOf(html)) {
    const url = new URL(href, "http://x");
    const value = url.searchParams.get(param);
    if (url.pathname !== path || value === null || url.searchParams.has("page")) continue;
    found.set(value, Number(/\((\d+)\)$/.exec(text)?.[1]));
  }
  return found;
}

/** How many of `items` have each value, leaving out those that have none. */
function countBy<T>(items: readonly T[], valueOf: (item: T) => string | undefined) {
  const counts = new Map<string, number>();
  for (const item of items) {
    const value = valueOf(item);
    if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
}

const sorted = <K, V>(map: Map<K, V>) =>
  [...map].sort((a, b) => String(a[0]).localeCompare(String(b[0])));

describe.each(backends)("a large institute's staff on $name", (backend) => {
  const running = storeServer([source], {}, backend);

  const page = (path: string) => running.get(path, { host });

  /**
   * Every page reached from `start` by the links `follow` takes, with the rows and the links
   * each holds; fails on a page that is not 200 or too large.
   */
  async function crawl(start: string, follow: (url: URL) => boolean) {
    const seen = new Set([start]);
    const queue = [start];
    const rows = new Set<string>();
    const links = new Set<string>();
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const reply = await page(path);
      expect(reply.status, path).toBe(200);
      expect(Buffer.byteLength(reply.text), path).toBeLessThan(MAX_PAGE_BYTES);
      for (const name of rowsOf(reply.text)) rows.add(name);
      for (const { href } of linksOf(reply.text)) {
        links.add(href);
        if (!seen.has(href) && follow(new URL(href, "http://x"))) {
          seen.add(href);
          queue.push(href);
        }
      }
    }
    return { pages: seen, rows, links };
  }

  /** A table's own pages, and its pages of one filter (not of one filter within another). */
  const ownPages = (path: string) => (url: URL) => {
    const filters = [...url.searchParams.keys()].filter((key) => key !== "page");
    return (
      url.pathname === path &&
      filters.length <= 1 &&
      filters.every((key) => key === "department" || key === "designation")
    );
  };

  it.each(FACULTY_TABS.map((t) => t.slug))(
    "reaches every member of the %s staff from the table's first page",
    async (tab) => {
      const path = routes.facultyTab(tab);
      const { pages, rows } = await crawl(path, ownPages(path));
      expect([...rows].sort()).toEqual(staffOf(tab).map(nameOf).sort());
      const all = staffOf(tab).length;
      if (all > STAFF) expect(pages).toContain(routes.facultyTab(tab, { page: 2 }));
    },
    120_000,
  );

  it("offers only the departments and designations that have people, with how many", async () => {
    for (const tab of FACULTY_TABS.map((t) => t.slug)) {
      const path = routes.facultyTab(tab);
      const html = (await page(path)).text;
      const staff = staffOf(tab);
      const departments = countBy(staff, (s) => s.staff_department?._id);
      const designations = countBy(staff, (s) => s.current_designation.trim());
      expect(sorted(filterOf(html, path, "department")), tab).toEqual(
        departments.size > 1 ? sorted(departments) : [],
      );
      expect(sorted(filterOf(html, path, "designation")), tab).toEqual(
        designations.size > 1 ? sorted(designations) : [],
      );
      for (const d of empty) expect(html).not.toContain(`department=${d._id}`);
    }
    // Within a department, the designations it has.
    const teaching = staffOf("teaching").filter((s) => s.staff_department?._id === crowded._id);
    const filtered = routes.facultyTab("teaching", { department: crowded._id });
    expect(
      sorted(filterOf((await page(filtered)).text, "/institute/faculties/teaching", "designation")),
    ).toEqual(sorted(countBy(teaching, (s) => s.current_designation.trim())));
    // A department's faculty by designation.
    const faculty = routes.onedepartmentTab(crowded._id, "faculty", crowded.dName);
    const own = json.staff.filter((s) => s.staff_department?._id === crowded._id);
    expect(
      sorted(filterOf((await page(faculty)).text, faculty.split("?")[0] ?? "", "designation")),
    ).toEqual(sorted(countBy(own, (s) => s.current_designation.trim())));
  });

  it("says how many people a table holds in the plural form of the count, there and in its description", async () => {
    const teaching = staffOf("teaching");
    const pairs = countBy(teaching, (s) =>
      s.staff_department ? `${s.staff_department._id}|${s.current_designation}` : undefined,
    );
    const one = [...pairs].find(([, n]) => n === 1);
    const several = [...pairs].find(([, n]) => n > 1);
    if (!one || !several) throw new Error("the institute has no table of one and of several");
    for (const [pair, n] of [one, several]) {
      const [department, designation] = pair.split("|");
      const html = (await page(routes.facultyTab("teaching", { department, designation }))).text;
      const counted = word("en", "people_count", { count: String(n) });
      expect(counted).toBe(n === 1 ? "1 person" : `${n} people`);
      expect(html).toContain(`>${counted}</p>`);
      expect(html).toMatch(new RegExp(`<meta name="description" content="[^"]*: ${counted}\\."`));
    }
  });

  it("pages a department's teaching staff, numbering on, with the filter in every address", async () => {
    const teaching = staffOf("teaching").filter((s) => s.staff_department?._id === crowded._id);
    expect(teaching.length).toBeGreaterThan(STAFF);
    const first = routes.facultyTab("teaching", { department: crowded._id });
    const second = routes.facultyTab("teaching", { department: crowded._id, page: 2 });
    const one = await page(first);
    expect(rowsOf(one.text)).toHaveLength(STAFF);
    expect(linksOf(one.text).find((l) => l.text === "Next")?.href).toBe(second);
    const two = await page(second);
    expect(two.status).toBe(200);
    expect(rowsOf(two.text)).toEqual(teaching.slice(STAFF, 2 * STAFF).map(nameOf));
    expect(two.text).toContain(`<td class="py-3 pr-4">${STAFF + 1}</td>`);
    expect(two.text).toContain(`<title>Teaching Staff, ${crowded.dName}, page 2`);
    expect(two.text).toContain(
      `rel="canonical" href="http://${host}${second.replace("&", "&amp;")}"`,
    );
    // The search form keeps the filter and starts again at the first page.
    expect(two.text).toContain(`<input type="hidden" name="department" value="${crowded._id}"/>`);
    expect(two.text).not.toContain(`<input type="hidden" name="page"`);

    const faculty = json.staff.filter((s) => s.staff_department?._id === crowded._id);
    const last = Math.ceil(faculty.length / STAFF);
    const end = routes.onedepartmentTab(crowded._id, "faculty", crowded.dName, { page: last });
    const { pages, rows } = await crawl(
      routes.onedepartmentTab(crowded._id, "faculty", crowded.dName),
      (url) =>
        url.pathname === new URL(end, "http://x").pathname && !url.searchParams.has("designation"),
    );
    expect(pages).toContain(end);
    expect([...rows].sort()).toEqual(faculty.map(nameOf).sort());
  });

  it("searches the whole table by name, a page of results at a time", async () => {
    const teaching = staffOf("teaching");
    // Someone the first page does not show.
    const someone = teaching.at(-1);
    if (!someone) throw new Error("no teaching staff");
    const found = await page(
      routes.facultyTab("teaching", { search: nameOf(someone).toUpperCase() }),
    );
    expect(rowsOf(found.text)).toEqual([nameOf(someone)]);
    expect(found.text).toContain(`1 of ${teaching.length} match`);

    // A search many match: its pages hold every match, and the search rides in their links.
    const letter = "a";
    const matching = teaching.filter((s) => nameOf(s).toLowerCase().includes(letter));
    expect(matching.length).toBeGreaterThan(STAFF);
    const start = routes.facultyTab("teaching", { search: letter });
    const { pages, rows } = await crawl(
      start,
      (url) =>
        url.searchParams.get("q") === letter &&
        [...url.searchParams.keys()].every((k) => k === "q" || k === "page"),
    );
    expect(pages).toContain(routes.facultyTab("teaching", { search: letter, page: 2 }));
    expect([...rows].sort()).toEqual(matching.map(nameOf).sort());

    // With a filter.
    const inDepartment = matching.filter((s) => s.staff_department?._id === crowded._id);
    const filtered = await page(
      routes.facultyTab("teaching", { department: crowded._id, search: letter }),
    );
    expect(filtered.text).toContain(
      `${inDepartment.length} of ${teaching.filter((s) => s.staff_department?._id === crowded._id).length} match`,
    );
    const none = await page(routes.facultyTab("teaching", { search: "no such person" }));
    expect(none.status).toBe(200);
    expect(rowsOf(none.text)).toEqual([]);
    expect(none.text).toContain(`0 of ${teaching.length} match`);
  });

  it("reaches every activity of a department from its first page", async () => {
    const activities = json.department_activities.filter(
      (a) => a.activity_department._id === crowded._id,
    );
    expect(activities.length).toBeGreaterThan(PAGE_SIZES.activities * 2);
    const start = routes.onedepartmentTab(crowded._id, "activity", crowded.dName);
    const path = start.split("?")[0] ?? "";
    const { pages, links } = await crawl(
      start,
      (url) => url.pathname === path && !url.searchParams.has("search"),
    );
    expect(pages.size).toBe(Math.ceil(activities.length / PAGE_SIZES.activities));
    const reached = [...links].filter((href) => href.startsWith(`/one/${crowded._id}/activity/`));
    expect(reached.sort()).toEqual(
      activities.map((a) => routes.departmentActivity(crowded._id, a._id, crowded.dName)).sort(),
    );
  });

  it("answers 404 for a page or filter value a table does not have", async () => {
    const teaching = staffOf("teaching");
    const pages = Math.ceil(teaching.length / STAFF);
    // Another department with teaching staff, and a designation of teaching staff it has not.
    const other = teaching.find((s) => s.staff_department && s.staff_department._id !== crowded._id)
      ?.staff_department?._id;
    const theirs = new Set(
      teaching.filter((s) => s.staff_department?._id === other).map((s) => s.current_designation),
    );
    const elsewhere = teaching.find((s) => !theirs.has(s.current_designation))?.current_designation;
    const registrar = staffOf("non-teaching")[0]?.current_designation;
    expect([other, elsewhere, registrar]).not.toContain(undefined);
    expect(teaching.some((s) => s.current_designation === registrar)).toBe(false);
    const tab = (at: Parameters<typeof routes.facultyTab>[1]) => routes.facultyTab("teaching", at);
    const faculty = (more: string) =>
      `${routes.onedepartmentTab(crowded._id, "faculty", crowded.dName)}&${more}`;
    const activities = json.department_activities.filter(
      (a) => a.activity_department._id === crowded._id,
    ).length;
    for (const path of [
      tab({ page: pages + 1 }),
      "/institute/faculties/teaching?page=0",
      "/institute/faculties/teaching?page=x",
      "/institute/faculties?page=99",
      tab({ department: empty[0]?._id }),
      tab({ department: "not-a-department" }),
      tab({ designation: "Nobody At All" }),
      tab({ designation: registrar }),
      tab({ department: other, designation: elsewhere }),
      tab({ department: crowded._id, page: 9 }),
      tab({ search: "no such person", page: 2 }),
      "/institute/faculties/non-teaching?department=&page=1",
      faculty("designation=Nobody%20At%20All"),
      faculty("page=4"),
      faculty("page=1.5"),
      `${routes.onedepartmentTab(crowded._id, "activity", crowded.dName)}&page=${Math.ceil(activities / PAGE_SIZES.activities) + 1}`,
    ]) {
      const reply = await page(path);
      expect(reply.status, path).toBe(404);
      expect(reply.text, path).toContain("This page does not exist");
    }
  });
});

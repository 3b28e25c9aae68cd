// Departments (spec 2.15, 5): every department by type, one department's tabs, the activity
// search and an activity's files, in the server's HTML on every demo institute; tabs, the
// search, chips and the lightbox by keyboard and without JavaScript; hostile content as text;
// 404s inside the frame; and accessibility at both widths.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { pinnedDepartmentList, pinnedTypeNames } from "#contract/endpoints.ts";
import { DEPARTMENT_TABS } from "#contract/links.ts";
import { textOf } from "#test/support/html.ts";
import { suiteBrowser, siteUrl } from "./support/browser.ts";
import { HOSTILE_HOST } from "./support/hostile.ts";
import {
  api,
  AXE_HOSTS,
  DEMO_HOSTS,
  inEnglishAt,
  expectNotFoundInFrame,
  expectPagesAccessible,
  getHtml,
  instituteIdOf,
  titleOf,
  visit,
  visitHostile,
} from "./support/site.ts";

interface Summary {
  _id: string;
  dName: string;
  department_type: string | null;
}
interface Department extends Summary {
  sub_head_title: string;
  laboratory?: unknown[];
  mou_collaboration?: unknown[];
}
interface FileItem {
  _id: string;
  name: string;
  attach: string;
}
interface Activity {
  _id: string;
  activity_name: string;
  activity_department: { _id: string; dName: string };
  other: FileItem[];
}

async function departmentsOf(host: string): Promise<{ types: string[]; all: Summary[] }> {
  const id = await instituteIdOf(host);
  // The backend's shapes: type names for DEPENDENT, departments otherwise (decision 011).
  const pinned = (flow: string) =>
    api<(string | Summary)[]>(
      host,
      `/v1/landing/${id}/all/pinned/department/query?flow=${flow}`,
      "ins",
    );
  const [dependent, independent] = await Promise.all([pinned("DEPENDENT"), pinned("INDEPENDENT")]);
  const types = pinnedTypeNames(dependent);
  const ofType = await Promise.all(
    types.map((type) =>
      api<Summary[]>(
        host,
        `/v1/landing/${id}/one/pinned/department/query?type=${encodeURIComponent(type)}`,
        "ins",
      ),
    ),
  );
  return {
    types,
    all: [...ofType.flat(), ...pinnedDepartmentList(independent)],
  };
}

const departmentOf = (host: string, id: string) =>
  api<Department>(host, `/v1/site/info/department/${id}`, "department_site");

const activitiesOf = (host: string, id: string) =>
  api<Activity[]>(
    host,
    `/v1/site/all/activity/query?page=1&limit=10000&search=&sid=${id}&flow=DEPARTMENT`,
    "all_act",
  );

const activityOf = (host: string, id: string) =>
  api<Activity>(host, `/v1/site/${id}/one/activity/query`, "act");

const q = (name: string) => `?${new URLSearchParams({ q: name })}`;
const departmentPath = (d: Summary, tab?: string) =>
  `/onedepartment/${d._id}${tab ? `/tab/${tab}` : ""}${q(d.dName)}`;
const activityPath = (a: Activity, tab?: string) =>
  `/one/${a.activity_department._id}/activity/${a._id}${tab ? `/${tab}` : ""}${q(a.activity_department.dName)}`;

/** A department of the first demo institute with activities, one of them with two pictures. */
async function withPictures(host: string): Promise<{ department: Summary; activity: Activity }> {
  for (const department of (await departmentsOf(host)).all) {
    for (const summary of await activitiesOf(host, department._id)) {
      const activity = await activityOf(host, summary._id);
      if (activity.other.length >= 2) return { department, activity };
    }
  }
  throw new Error(`${host} has no department activity with two pictures`);
}

/** The value, or a failed test naming what the demo data lacks. */
function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the demo data lacks ${what}`);
  return value;
}

/** The last word of an activity's name: what the searches look for. */
const lastWord = (activities: readonly Activity[]) =>
  need(need(activities[0], "an activity").activity_name.split(" ").at(-1), "a word");

const activityLinks = (page: Page) =>
  page.getByRole("list", { name: "Activities" }).getByRole("link");

describe("departments", () => {
  const browser = suiteBrowser();

  it.each(DEMO_HOSTS)(
    "lists every department by type and shows each tab in the server's HTML on %s",
    async (host) => {
      // The titles' words are read in English, on whichever host.
      const en = (path: string) => inEnglishAt(host, path);
      const { types, all } = await departmentsOf(host);
      expect(all.length).toBeGreaterThan(0);
      const index = await getHtml(host, en("/department"));
      expect(index.status).toBe(200);
      expect(titleOf(index.html).startsWith("Departments · ")).toBe(true);
      for (const d of all)
        expect(index.html).toContain(en(departmentPath(d)).replace(/&/g, "&amp;"));
      for (const type of types) {
        const typePage = await getHtml(host, en(`/department/type/${encodeURIComponent(type)}`));
        expect(typePage.status).toBe(200);
        expect(titleOf(typePage.html).startsWith(`${type} · `)).toBe(true);
      }
      const samples = [all.find((d) => d.department_type), all.find((d) => !d.department_type)];
      for (const summary of samples) {
        if (!summary) throw new Error(`${host} lacks a department with or without a type`);
        const department = await departmentOf(host, summary._id);
        const about = await getHtml(host, en(departmentPath(summary)));
        expect(about.status).toBe(200);
        expect(titleOf(about.html).startsWith(`${summary.dName} · `)).toBe(true);
        expect(textOf(about.html)).toContain(department.sub_head_title);
        const shown = DEPARTMENT_TABS.filter((tab) =>
          about.html.includes(
            `href="${en(departmentPath(summary, tab.slug)).replace(/&/g, "&amp;")}"`,
          ),
        );
        expect(shown.length).toBeGreaterThanOrEqual(9);
        for (const tab of shown) {
          const page = await getHtml(host, en(departmentPath(summary, tab.slug)));
          expect(page.status, tab.slug).toBe(200);
          const title = tab.slug === "about" ? summary.dName : `${summary.dName}: ${tab.label}`;
          expect(titleOf(page.html).startsWith(`${title} · `), tab.slug).toBe(true);
        }
        const activities = await activitiesOf(host, summary._id);
        const list = await getHtml(host, en(departmentPath(summary, "activity")));
        for (const activity of activities)
          expect(textOf(list.html)).toContain(activity.activity_name);
      }
    },
  );

  it("moves between a department's tabs by keyboard", async () => {
    const department = need((await departmentsOf("localhost")).all[0], "a department");
    await visit(browser(), "localhost", departmentPath(department), async ({ page }) => {
      const nav = page.getByRole("navigation", { name: department.dName });
      const current = nav.locator('a[aria-current="page"]');
      expect(await current.innerText()).toBe("About");
      expect(await page.locator("h1").innerText()).toBe(department.dName);
      await nav.getByRole("link", { name: "Faculty", exact: true }).focus();
      await page.keyboard.press("Enter");
      await page.waitForURL(`**/onedepartment/${department._id}/tab/faculty?q=*`);
      await expect.poll(() => current.innerText()).toBe("Faculty");
      await expect.poll(() => page.locator("h1").innerText()).toBe(`${department.dName}: Faculty`);
      expect(await page.locator("tbody tr").count()).toBeGreaterThan(0);
    });
  });

  it("searches a department's activities as one types, keeping the department in the address", async () => {
    const { department } = await withPictures("localhost");
    const activities = await activitiesOf("localhost", department._id);
    const word = lastWord(activities);
    const matching = activities.filter((a) =>
      a.activity_name.toLowerCase().includes(word.toLowerCase()),
    );
    expect(matching.length).toBeLessThan(activities.length);
    await visit(
      browser(),
      "localhost",
      departmentPath(department, "activity"),
      async ({ page }) => {
        const links = activityLinks(page);
        expect(await links.count()).toBe(activities.length);
        await page.getByRole("main").getByRole("searchbox").pressSequentially(word.toUpperCase());
        // Each key press may navigate and load: under a busy machine that takes longer than the
        // default poll.
        await expect.poll(() => links.count(), { timeout: 20_000 }).toBe(matching.length);
        // The list can match before the last key's address is written: wait for the address.
        const param = (name: string) => new URL(page.url()).searchParams.get(name);
        await expect.poll(() => param("search"), { timeout: 20_000 }).toBe(word.toUpperCase());
        expect(param("q")).toBe(department.dName);
      },
    );
  });

  it("searches activities and moves between tabs without JavaScript", async () => {
    const { department } = await withPictures("localhost");
    const activities = await activitiesOf("localhost", department._id);
    const word = lastWord(activities);
    const matching = activities.filter((a) =>
      a.activity_name.toLowerCase().includes(word.toLowerCase()),
    );
    const context = await browser().newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(siteUrl("localhost", departmentPath(department)));
      const nav = page.getByRole("navigation", { name: department.dName });
      await nav.getByRole("link", { name: "Activities", exact: true }).click();
      await page.waitForURL(`**/tab/activity?q=*`);
      const search = page.getByRole("main").getByRole("searchbox");
      await search.fill(word.toLowerCase());
      await search.press("Enter");
      await page.waitForURL(`**search=${encodeURIComponent(word.toLowerCase())}*`);
      expect(new URL(page.url()).searchParams.get("q")).toBe(department.dName);
      expect(await activityLinks(page).allInnerTexts()).toEqual(
        matching.map((a) => a.activity_name),
      );
    } finally {
      await context.close();
    }
  });

  it("opens an activity, filters its files by chip, and steps through its pictures in the lightbox", async () => {
    const { department, activity } = await withPictures("localhost");
    await visit(
      browser(),
      "localhost",
      departmentPath(department, "activity"),
      async ({ page }) => {
        await activityLinks(page).filter({ hasText: activity.activity_name }).first().click();
        await page.waitForURL(`**/one/${department._id}/activity/${activity._id}?q=*`);
        await expect.poll(() => page.locator("h1").innerText()).toBe(activity.activity_name);
        const tabs = page.getByRole("navigation", { name: activity.activity_name });
        await tabs.getByRole("link", { name: "Other", exact: true }).focus();
        await page.keyboard.press("Enter");
        await page.waitForURL(`**/activity/${activity._id}/other?q=*`);

        const first = page.getByRole("list", { name: "Pictures" }).getByRole("link").first();
        await first.focus();
        await page.keyboard.press("Enter");
        const title = page.getByRole("dialog").getByRole("heading");
        await expect.poll(() => title.innerText()).toContain(`(1 of ${activity.other.length})`);
        await page.keyboard.press("ArrowRight");
        await expect
          .poll(() => title.innerText())
          .toContain(need(activity.other[1], "a second picture").name);
        await page.keyboard.press("Escape");
        await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
        await expect.poll(() => first.evaluate((el) => el === document.activeElement)).toBe(true);

        const chips = page.getByRole("navigation", { name: "Filter the Other documents" });
        const chosen = need(activity.other[1], "a second picture");
        await chips.getByRole("link", { name: chosen.name, exact: true }).focus();
        await page.keyboard.press("Enter");
        await page.waitForURL(`**chip=${chosen._id}*`);
        await expect
          .poll(() => page.getByRole("list", { name: "Pictures" }).getByRole("link").count())
          .toBe(1);
      },
    );
  });

  it("answers a 404 inside the frame for what is not one of this institute's departments", async () => {
    const [own, other] = await Promise.all(DEMO_HOSTS.map((host) => departmentsOf(host)));
    const mine = need(own?.all[0], "a department");
    const foreign = need(other?.all[0], "a department of the second institute");
    const [ownActivities, foreignActivities, elsewhere] = await Promise.all([
      activitiesOf("localhost", mine._id),
      activitiesOf("krishna.localhost", foreign._id),
      activitiesOf("localhost", need(own?.all[1], "a second department")._id),
    ]);
    for (const path of [
      "/department/type/No%20Such%20Type",
      "/onedepartment/not-an-id",
      "/onedepartment/0123456789abcdef01234567",
      departmentPath(foreign),
      departmentPath(mine, "no-such-tab"),
      `/one/${mine._id}/activity/not-an-id`,
      `/one/${mine._id}/activity/${need(elsewhere[0], "an activity")._id}`,
      `/one/${mine._id}/activity/${need(foreignActivities[0], "an activity")._id}`,
      `/one/${mine._id}/activity/${need(ownActivities[0], "an activity")._id}/no-such-tab`,
    ]) {
      await expectNotFoundInFrame(browser(), "localhost", path);
    }
  });

  it("shows hostile departments and activities as text", async () => {
    const { all } = await departmentsOf(HOSTILE_HOST);
    const department = need(all[0], "a department");
    const activity = need((await activitiesOf(HOSTILE_HOST, department._id))[0], "an activity");
    await visitHostile(browser(), "/department", async (page) => {
      await page.locator(`main a[href^="/onedepartment/${department._id}"]`).first().click();
      await page.waitForURL(`**/onedepartment/${department._id}?q=*`);
      await expect.poll(() => page.locator("h1").textContent()).toContain(department.dName);
    });
    for (const tab of ["vision-mission", "message", "laboratory", "achievement", "contact"]) {
      await visitHostile(browser(), departmentPath(department, tab), async (page) => {
        expect(await page.locator("h1").count()).toBe(1);
      });
    }
    await visitHostile(browser(), activityPath(activity, "other"), async (page) => {
      await page.getByRole("list", { name: "Pictures" }).getByRole("link").first().click();
      await expect.poll(() => page.getByRole("dialog").isVisible()).toBe(true);
    });
  });

  for (const viewport of ["desktop", "mobile"] as const) {
    it(`has no accessibility violations (${viewport})`, async () => {
      for (const host of AXE_HOSTS) {
        const { types, all } = await departmentsOf(host);
        const department = need(all[0], "a department");
        const activity = need((await activitiesOf(host, department._id))[0], "an activity");
        const paths = [
          "/department",
          `/department/type/${encodeURIComponent(need(types[0], "a department type"))}`,
          departmentPath(department),
          departmentPath(department, "faculty"),
          departmentPath(department, "activity"),
          activityPath(activity, "other"),
        ];
        await expectPagesAccessible(browser(), host, paths, viewport);
      }
    });
  }
});

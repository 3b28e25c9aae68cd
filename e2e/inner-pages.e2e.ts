// What a visitor does on the inner pages (spec 2.8, 2.9, 2.11, 2.13, 2.14, 2.18): tabs that are
// addresses, with and without JavaScript; the staff search and the college toggle; the
// accordion and the lightbox by keyboard; files opening from tabs; and 404 pages for ids that
// name nothing of this institute.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { isImageFile } from "#contract/constants.ts";
import { get } from "#test/support/http.ts";
import { instituteOf, readApi } from "./support/api.ts";
import { suiteBrowser, openPage, siteUrl, type OpenedPage } from "./support/browser.ts";

const SAHYADRI = "localhost";
const KRISHNA = "krishna.localhost";

/** The server's HTML of a page: what a visitor without JavaScript gets. */
async function html(path: string, host = SAHYADRI): Promise<{ status: number; text: string }> {
  const reply = await get(inject("port"), path, { host });
  return { status: reply.status, text: reply.text };
}

/** The links of a navigation landmark in the server's HTML, with the current one marked. */
function tabsIn(text: string, label: string): { href: string; current: boolean }[] {
  const nav = new RegExp(`<nav aria-label="${label}"[^>]*>([\\s\\S]*?)</nav>`).exec(text)?.[1];
  return [...(nav ?? "").matchAll(/<a ([^>]*)>/g)].map((m) => ({
    href: /href="([^"]*)"/.exec(m[1] ?? "")?.[1]?.replaceAll("&amp;", "&") ?? "",
    current: /aria-current="page"/.test(m[1] ?? ""),
  }));
}

describe("inner pages", () => {
  const browser = suiteBrowser();
  let sahyadri: string;
  let lcid: string;
  let committeeId: string;

  beforeAll(async () => {
    sahyadri = await instituteOf(SAHYADRI);
    const [institute, profile] = await Promise.all([
      readApi("instituteDash", { id: sahyadri }),
      readApi("landingProfile", { id: sahyadri }),
    ]);
    lcid = profile.landing_control._id;
    committeeId = institute.iqac_module[0] ?? "";
  });

  async function visit(
    path: string,
    check: (opened: OpenedPage) => Promise<void>,
    viewport: "desktop" | "mobile" = "desktop",
    options: { reducedMotion?: "reduce" | "no-preference" } = {},
  ): Promise<void> {
    const opened = await openPage(browser(), viewport, options);
    try {
      await opened.page.goto(siteUrl(SAHYADRI, path));
      await check(opened);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  }

  const h1 = (page: Page) => page.locator("h1").innerText();

  it("serves every tab as a link in the HTML, the current one marked", async () => {
    const index = await html("/institute");
    expect(index.status).toBe(200);
    const tabs = tabsIn(index.text, "Our College");
    expect(tabs.slice(0, 8).map((t) => t.href)).toEqual([
      "/institute/aboutus",
      "/institute/vision-mission",
      "/institute/college-layout",
      "/institute/organogram",
      "/institute/idp",
      "/institute/model-conduct",
      "/institute/policies-procedures",
      "/institute/principal-message",
    ]);
    expect(tabs.filter((t) => t.current).map((t) => t.href)).toEqual(["/institute/aboutus"]);
    const organogram = await html("/institute/organogram");
    expect(
      tabsIn(organogram.text, "Our College")
        .filter((t) => t.current)
        .map((t) => t.href),
    ).toEqual(["/institute/organogram"]);
    expect(organogram.text).toContain(">Organogram</h1>");
  });

  it("moves between tabs in the browser, the address and the current tab following", async () => {
    await visit("/institute/aboutus", async ({ page }) => {
      const nav = page.getByRole("navigation", { name: "Our College" });
      await nav.getByRole("link", { name: "Model Code of Conduct" }).click();
      await page.waitForURL("**/institute/model-conduct");
      await expect.poll(() => h1(page)).toBe("Model Code of Conduct");
      expect(await nav.locator('[aria-current="page"]').innerText()).toBe("Model Code of Conduct");
    });
  });

  it("lays the tabs out as pills on a wide screen and in one sideways row on a phone", async () => {
    const nav = (page: Page) => page.getByRole("navigation", { name: "Our College" });
    const tops = async (page: Page) =>
      new Set(
        await nav(page)
          .getByRole("link")
          .evaluateAll((links) =>
            links.map((link) => Math.round(link.getBoundingClientRect().top)),
          ),
      );
    await visit("/institute/aboutus", async ({ page }) => {
      // Pills that wrap: more than one tab on a row.
      const links = await nav(page).getByRole("link").count();
      expect((await tops(page)).size).toBeLessThan(links);
    });
    // The last tab is current: the row scrolls to show it once the page is ready.
    const tabs = tabsIn((await html("/institute/aboutus")).text, "Our College");
    const last = tabs.findLast((tab) => tab.href.startsWith("/institute/"))?.href ?? "";
    expect(tabs.length).toBeGreaterThan(5);
    await visit(
      last,
      async ({ page }) => {
        expect((await tops(page)).size).toBe(1);
        const row = nav(page).getByRole("list");
        expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
        const current = nav(page).locator('[aria-current="page"]');
        await expect
          .poll(() =>
            current.evaluate((el) => {
              const box = el.getBoundingClientRect();
              return box.left >= 0 && box.right <= window.innerWidth;
            }),
          )
          .toBe(true);
      },
      "mobile",
    );
  });

  it("searches the staff by name as one types, and by address without JavaScript", async () => {
    const staff = await readApi("staffList", { id: sahyadri }, { page: 1, limit: 1000 });
    const someone = staff.find((s) => ["Teaching", "Teaching Faculty"].includes(s.teaching_type));
    const query = someone?.staffLastName.slice(0, 4).toLowerCase() ?? "";
    expect(query.length).toBeGreaterThan(2);

    const served = await html(`/institute/faculties/teaching?q=${encodeURIComponent(query)}`);
    const names = [
      ...served.text.matchAll(/<th scope="row"[^>]*><a [^>]*>([^<]*)<\/a><\/th>/g),
    ].map((m) => m[1] ?? "");
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name.toLowerCase().includes(query))).toBe(true);

    await visit("/institute/faculties/teaching", async ({ page }) => {
      const rows = page.locator("tbody tr");
      const all = await rows.count();
      await page.getByRole("main").getByRole("searchbox").pressSequentially(query.toUpperCase());
      // Each letter asks for its page; the address names the whole query once the last one has
      // rendered (an earlier page shows the rows of fewer letters).
      await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(query.toUpperCase());
      await expect.poll(() => rows.count()).toBeLessThan(all);
      const shown = await page.locator("tbody th").allInnerTexts();
      expect(shown.every((name) => name.toLowerCase().includes(query))).toBe(true);
    });
  });

  it("narrows teaching staff to the junior or senior college by address", async () => {
    // How many people the table has, over all its pages.
    const count = async (path: string) =>
      Number(/>(\d+) people</.exec((await html(path)).text)?.[1] ?? Number.NaN);
    const [all, junior, senior] = await Promise.all([
      count("/institute/faculties/teaching"),
      count("/institute/faculties/teaching?active=junior"),
      count("/institute/faculties/teaching?active=senior"),
    ]);
    expect(junior).toBeGreaterThan(0);
    expect(senior).toBeGreaterThan(0);
    expect(junior + senior).toBeLessThanOrEqual(all);
    const served = await html("/institute/faculties/teaching?active=senior");
    const toggle = tabsIn(served.text, "College");
    expect(toggle.filter((t) => t.current).map((t) => t.href)).toEqual([
      "/institute/faculties/teaching?active=senior",
    ]);
  });

  it("opens a committee activity's description by keyboard, animated unless motion is reduced", async () => {
    const authorities = (await readApi("committeeDashboard", { id: committeeId })).authority;
    let target = "";
    for (const authority of authorities) {
      const list = await readApi(
        "committeeActivities",
        { id: authority._id },
        { page: 1, limit: 1000 },
      );
      if (list.some((a) => a.description.trim())) {
        target = authority._id;
        break;
      }
    }
    expect(target).not.toBe("");
    const path = `/committee/${committeeId}/one/${target}/nxt/activity`;
    for (const [reducedMotion, duration] of [
      ["no-preference", "0.5s"],
      ["reduce", "0s"],
    ] as const) {
      await visit(
        path,
        async ({ page }) => {
          const panel = page.locator("details").first();
          expect(await panel.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
          await panel.locator("summary").focus();
          await page.keyboard.press("Enter");
          await expect
            .poll(() => panel.evaluate((el) => (el as HTMLDetailsElement).open))
            .toBe(true);
          const transition = await panel.evaluate(
            (el) => getComputedStyle(el, "::details-content").transitionDuration,
          );
          expect(transition.split(",")[0]?.trim()).toBe(duration);
        },
        "desktop",
        { reducedMotion },
      );
    }
  });

  it("steps through a picture grid in the lightbox with the arrow keys", async () => {
    const notices = await readApi("noticeList", { id: sahyadri }, { page: 1, limit: 1000 });
    let noticeId = "";
    let pictures: string[] = [];
    for (const summary of notices) {
      const notice = await readApi("noticeOne", { id: summary._id });
      const images = notice.announcementDocument.filter(
        (d) => isImageFile(d.documentKey) || isImageFile(d.documentName),
      );
      if (images.length >= 2) {
        noticeId = notice._id;
        pictures = images.map((d) => d.documentName);
        break;
      }
    }
    expect(pictures.length).toBeGreaterThanOrEqual(2);
    await visit(`/one/notice/${noticeId}/detail`, async ({ page }) => {
      const first = page.getByRole("list", { name: "Pictures" }).getByRole("link").first();
      await first.focus();
      await page.keyboard.press("Enter");
      const title = page.getByRole("dialog").getByRole("heading");
      await expect.poll(() => title.innerText()).toContain(`(1 of ${pictures.length})`);
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => title.innerText()).toContain(pictures[1] ?? "");
      await page.keyboard.press("ArrowLeft");
      await expect.poll(() => title.innerText()).toContain(pictures[0] ?? "");
      await page.keyboard.press("Escape");
      await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
      await expect.poll(() => first.evaluate((el) => el === document.activeElement)).toBe(true);
    });
  });

  it("filters documents by chip address without JavaScript", async () => {
    const notices = await readApi("noticeList", { id: sahyadri }, { page: 1, limit: 1000 });
    const institute = await readApi("instituteDash", { id: sahyadri });
    const events = await readApi(
      "eventList",
      { id: institute.eventManagerDepart[0] ?? "" },
      { page: 1, limit: 1000 },
    );
    expect(notices.length).toBeGreaterThan(0);
    for (const summary of events) {
      const event = await readApi("eventOne", { id: summary._id });
      if (event.attendance.length < 2) continue;
      const [first, second] = event.attendance;
      const path = `/one/event/${event._id}/detail/attendance`;
      const all = await html(path);
      const one = await html(`${path}?chip=${first?._id}`);
      expect(all.text).toContain(second?.name ?? "-");
      // Every name is a chip; a shown document's name is there once more.
      const mentions = (text: string) => text.split(`>${second?.name}<`).length - 1;
      expect(mentions(one.text)).toBe(mentions(all.text) - 1);
      return;
    }
    throw new Error("no demo event has two attendance documents");
  });

  it("opens a student corner file from its tab and lists a tab's nested items", async () => {
    const corner = await readApi("studentCorner", { id: lcid });
    const withFile = corner.find((item) => item.pdf_key);
    const nested = corner.find((item) => !item.pdf_key && item.second_level.length > 0);
    expect(withFile && nested).toBeTruthy();
    await visit(`/student/corner/${lcid}`, async ({ page }) => {
      const tabs = page.getByRole("navigation", { name: "Student Corner" });
      await tabs.getByRole("link", { name: withFile?.name ?? "" }).click();
      await expect.poll(() => page.getByRole("dialog").isVisible()).toBe(true);
      await page.keyboard.press("Escape");
      await tabs.getByRole("link", { name: nested?.name ?? "" }).click();
      await page.waitForURL(`**/student/corner/${lcid}/lvl1/${nested?._id}`);
      await expect.poll(() => h1(page)).toBe(nested?.name);
      for (const second of nested?.second_level ?? []) {
        await expect.poll(() => page.getByText(second.name, { exact: true }).count()).toBe(1);
      }
    });
  });

  it("leads from a custom module item one level down", async () => {
    const tabs = await readApi(
      "moduleTabs",
      { id: sahyadri },
      { is_flow: "INSTITUTE", module_type: "OUR_COLLEGE" },
    );
    for (const tab of tabs) {
      const items = await readApi("moduleItems", { id: tab._id }, { parent_key: "" });
      const parent = items.find((item) => item.is_nested);
      if (!parent) continue;
      await visit(`/institute/custom/${tab._id}`, async ({ page }) => {
        await expect.poll(() => h1(page)).toBe(tab.name);
        await page
          .getByRole("link", { name: parent.name })
          .filter({ hasText: /^View Detail/ })
          .click();
        await page.waitForURL(`**/institute/custom/nested/${tab._id}/level/${parent._id}`);
        await expect.poll(() => h1(page)).toBe(parent.name);
      });
      return;
    }
    throw new Error("no demo custom module has a nested item");
  });

  it("shows only the contacts with a department", async () => {
    const profile = await readApi("landingProfile", { id: sahyadri });
    const page = await html("/contact/us");
    const { persons } = profile.contact_list;
    expect(persons.some((p) => p.department_name.trim())).toBe(true);
    for (const person of persons) {
      const shown = page.text.includes(`<p>${person.person_name}</p>`);
      expect(shown, person.person_name).toBe(Boolean(person.department_name.trim()));
    }
  });

  it("answers 404 in the frame for ids that are unknown, malformed or another institute's", async () => {
    const krishna = await instituteOf(KRISHNA);
    const [ownProfile, krishnaInstitute] = await Promise.all([
      readApi("landingProfile", { id: sahyadri }),
      readApi("instituteDash", { id: krishna }),
    ]);
    const ownLibrary = (await readApi("instituteDash", { id: sahyadri })).library[0] ?? "";
    for (const path of [`/governing/${sahyadri}`, `/governing/${lcid}`, `/library/${sahyadri}`]) {
      expect((await html(path)).status, path).toBe(200);
    }
    const missing = [
      `/governing/${krishna}`,
      `/administration/${krishna}`,
      `/accrediation/${committeeId}`,
      `/library/${krishnaInstitute.library[0]}`,
      `/library/${ownLibrary}/bookshelf`,
      `/committee/${krishnaInstitute.iqac_module[0]}`,
      `/committee/${committeeId}/one/${sahyadri}`,
      `/committee/${committeeId}/one/not-an-id/nxt/about`,
      `/student/corner/${ownProfile.landing_control._id}/lvl1/${sahyadri}`,
      `/institute/custom/${"0".repeat(24)}`,
      "/institute/custom/<script>",
      "/institute/history",
      "/society/trustees",
    ];
    for (const path of missing) {
      const page = await html(path);
      expect(page.status, path).toBe(404);
      expect(page.text, path).toContain("Page not found");
      // The frame is there: the footer and the main menu.
      expect(page.text, path).toContain("<footer");
    }
  });
});

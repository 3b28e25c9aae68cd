// The frame of every page (spec 2.1, 2.2): every menu link against the demo data read through
// the API, tab_toggle flags, hover and keyboard dropdowns, the mobile drawer, files opening in
// the viewer, the footer, the accent colour and WCAG 2.2 AA at desktop and phone widths.
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import {
  COMMITTEE_MENU_EXCLUDED,
  pinnedDepartmentList,
  pinnedTypeNames,
  type ModuleType,
} from "#contract/index.ts";
import { routes } from "#contract/links.ts";
import { contrastRatio } from "#site/lib/theme.ts";
import { instituteOf, readApi } from "./support/api.ts";
import {
  expectAccessible,
  suiteBrowser,
  openPage,
  siteUrl,
  VIEWPORTS,
  withAxe,
} from "./support/browser.ts";
import { EDITED_HOST } from "./support/edited.ts";
import { inEnglishAt, wordsAt } from "./support/site.ts";

const SAHYADRI = "localhost";
const KRISHNA = "krishna.localhost";

interface Expected {
  /** Each main-menu dropdown's links, by its label. */
  groups: Record<string, string[]>;
  /** The main menu's plain links. */
  links: Record<string, string>;
  /** The top bar's dropdowns: links and the names of entries that open a file. */
  topGroups: Record<string, { hrefs: string[]; files: string[] }>;
  firstFile: string;
  company: string;
}

/** Spec 2.2's menu, written out path by path from the demo data. */
async function expectedMenus(): Promise<Expected> {
  const host = await readApi("hostLookup", {}, { filter_by: SAHYADRI });
  const ins = host.link_up._id;
  const [institute, profile, dynamicTabs, dependent, independent, categories] = await Promise.all([
    readApi("instituteDash", { id: ins }),
    readApi("landingProfile", { id: ins }),
    readApi("dynamicTabs", { id: ins }),
    readApi("pinnedDepartments", { id: ins }, { flow: "DEPENDENT" }),
    readApi("pinnedDepartments", { id: ins }, { flow: "INDEPENDENT" }),
    readApi("activityCategories", { id: ins }),
  ]);
  const committee = institute.iqac_module[0] ?? "";
  const lcid = profile.landing_control._id;
  const authorities = (await readApi("committeeDashboard", { id: committee })).authority;
  const rnd = authorities.find((a) => a.name === "RND")?._id ?? "";
  const detail = authorities.find((a) => a.name === "IQAC")?.iqac_detail ?? "";
  const quality = await readApi("qualityDetail", { id: detail });
  const corner = await readApi("studentCorner", { id: lcid });
  const custom = async (type: ModuleType, path: (id: string) => string) =>
    (await readApi("moduleTabs", { id: ins }, { is_flow: "INSTITUTE", module_type: type })).map(
      (tab) => path(tab._id),
    );
  const activity = (type: string, segment: string) => [
    `/institute/activity/${segment}`,
    ...categories
      .filter((c) => c.activity_type === type)
      .map((c) => `/institute/activity/${segment}/detail/${c._id}`),
  ];
  const tabsOf = (body: string, tabs: { _id: string }[]) =>
    tabs.map((tab) => `/${body}/${detail}/tab/${tab._id}`);

  const groups: Record<string, string[]> = {
    "Our College": [
      "/institute/aboutus",
      "/institute/vision-mission",
      "/institute/principal-message",
      `/governing/${ins}`,
      ...institute.about_us_governing_body.map((c) => `/governing/${ins}/category/${c._id}`),
      "/institute/college-layout",
      "/society",
      "/institute/achievements",
      // Not of spec 2.2: the mandatory disclosure page (docs/disclosure.md).
      "/mandatory-disclosure",
      `/administration/${ins}`,
      ...institute.administration_object.map((p) => `/administration/${ins}/one/${p._id}`),
      `/accrediation/${ins}`,
      ...institute.home_accreditation_object.map((a) => `/accrediation/${ins}/one/${a._id}`),
      "/institute/organogram",
      "/institute/faculties",
      "/institute/faculties/teaching?active=junior",
      "/institute/faculties/teaching?active=senior",
      "/institute/faculties/non-teaching",
      "/institute/faculties/other",
      `/committee/${committee}`,
      ...authorities
        .filter((a) => !COMMITTEE_MENU_EXCLUDED.includes(a.name))
        .map((a) => `/committee/${committee}/one/${a._id}`),
      "/institute/idp",
      "/institute/model-conduct",
      "/institute/policies-procedures",
      ...(await custom("OUR_COLLEGE", (id) => `/institute/custom/${id}`)),
    ],
    Academics: [
      "/academic/course",
      ...(await custom("ACADEMIC_COURSE", (id) => `/academic/course/custom/${id}`)),
    ],
    Department: [
      "/department",
      ...pinnedTypeNames(dependent).map((type) => `/department/type/${encodeURIComponent(type)}`),
      ...pinnedDepartmentList(independent).map(
        (d) => `/onedepartment/${d._id}?${new URLSearchParams({ q: d.dName })}`,
      ),
      ...(await custom("DEPARTMENT", (id) => `/department/custom/${id}`)),
    ],
    Admission: [
      "/admission",
      "/admission/application",
      "/admission/process",
      "/admission/document",
      "/admission/contact",
      ...(await custom("ADMISSION", (id) => `/admission/custom/${id}`)),
    ],
    "R&D": [
      // The spec's placeholder entries have no content and are left out (decision 031).
      `/research/development/${rnd}`,
      `/research/development/${rnd}/irins`,
      ...(await custom("RND", (id) => `/research/development/${rnd}/custom/${id}`)),
    ],
    Examinations: [
      "/examination",
      ...["notice", "timetable", "seating", "result", "project"].map((t) => `/examination/${t}`),
      ...(await custom("EXAMINATION", (id) => `/examination/custom/${id}`)),
    ],
    "Student's Zone": [
      "/student/zone",
      ...["council", "support", "research", "complaint", "scholarship", "notice", "alumni"].map(
        (t) => `/student/zone/${t}`,
      ),
      ...(await custom("STUDENT_ZONE", (id) => `/student/zone/custom/${id}`)),
    ],
    Activities: [
      ...activity("Hosted Event", "hosted"),
      ...activity("Associations & Committees", "association"),
      ...activity("Sports", "sport"),
      ...activity("Cultural", "cultural"),
      ...activity("Celebrations", "celebration"),
      "/institute/activity/other",
      ...(await custom("ACTIVITY", (id) => `/institute/activity/other/custom/${id}`)),
    ],
    Infrastructure: [
      "/infrastructure",
      ...[
        "library",
        "gymkhana",
        "laboratories",
        "smart-classroom",
        "ladies-common-room",
        "botanical-garden",
      ].map((t) => `/infrastructure/${t}`),
      ...(await custom("INFRASTRUCTURE", (id) => `/infrastructure/custom/${id}`)),
    ],
    // The IQAC menu also leads to the bodies no spec menu names (decision 030).
    IQAC: [
      ...tabsOf("iqac", quality.outer_tab_nested),
      ...(quality.indi_outer_tab_nested.length > 0 ? [`/institutional/${detail}`] : []),
      ...(quality.ss_outer_tab_nested.length > 0 ? [`/special/${detail}`] : []),
    ],
    NAAC: tabsOf("naac", quality.naac_outer_tab_nested),
    AQAR: tabsOf("aqar", quality.aqar_outer_tab_nested),
    NIRF: tabsOf("nirf", quality.nirf_outer_tab_nested),
  };

  const topGroups: Expected["topGroups"] = {};
  for (const tab of dynamicTabs) {
    const items = await readApi("dynamicItems", { id: tab._id }, { parent_key: "" });
    topGroups[tab.name] = {
      hrefs: [
        `/dynamic/${tab._id}`,
        ...items.filter((i) => !i.pdf_key).map((i) => `/dynamic/${tab._id}/level/${i._id}`),
      ],
      files: items.filter((i) => i.pdf_key).map((i) => i.name),
    };
  }
  topGroups["Student Corner"] = {
    hrefs: [
      `/student/corner/${lcid}`,
      ...corner.filter((c) => !c.pdf_key).map((c) => `/student/corner/${lcid}/lvl1/${c._id}`),
    ],
    files: corner.filter((c) => c.pdf_key).map((c) => c.name),
  };

  return {
    groups,
    links: {
      Home: "/",
      "NAAC And more": `/naac/${ins}`,
      Notice: "/notice",
      Library: `/library/${institute.library[0] ?? ""}`,
    },
    topGroups,
    firstFile: topGroups["Student Corner"].files[0] ?? "",
    company: institute.company_name,
  };
}

const sorted = (list: string[]) => [...new Set(list)].sort();

/** The links to pages (hrefs) and to files (names) inside an open dropdown panel. */
async function panelEntries(panel: Locator): Promise<{ hrefs: string[]; files: string[] }> {
  return {
    hrefs: sorted(
      await panel
        .locator("a:not([data-print-url])")
        .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? "")),
    ),
    // A file's name, without its type and size (decision 094).
    files: sorted(
      await panel.locator("a[data-print-url]").evaluateAll((as) =>
        as.map((a) =>
          [...a.childNodes]
            .filter((node) => !(node instanceof Element && node.classList.contains("file-about")))
            .map((node) => node.textContent ?? "")
            .join("")
            .trim(),
        ),
      ),
    ),
  };
}

/** The panel a dropdown trigger controls, once it is open. */
async function openPanel(page: Page, trigger: Locator): Promise<Locator> {
  await expect.poll(() => trigger.getAttribute("aria-expanded")).toBe("true");
  const id = await trigger.getAttribute("aria-controls");
  const panel = page.locator(`[id="${id}"]`);
  await panel.waitFor({ state: "visible" });
  return panel;
}

/** Opens a page and waits until React has hydrated it, so that its controls respond. */
async function visit(page: Page, host: string, path: string): Promise<void> {
  await page.goto(siteUrl(host, path));
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.waitForLoadState("networkidle");
}

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const quickNav = (page: Page) => page.getByRole("navigation", { name: "Quick links" });

describe("site frame", () => {
  const browser = suiteBrowser();
  let expected: Expected;
  beforeAll(async () => {
    expected = await expectedMenus();
  });
  it("shows every main-menu link of spec 2.2, each dropdown opening on hover", async () => {
    const { page, errors, close } = await openPage(browser());
    try {
      await visit(page, SAHYADRI, "/notice");
      const nav = mainNav(page);
      const triggers = nav.locator("button[aria-expanded]");
      expect(await triggers.allInnerTexts()).toEqual(Object.keys(expected.groups));
      for (const [label, hrefs] of Object.entries(expected.groups)) {
        const trigger = nav.getByRole("button", { name: label, exact: true });
        await trigger.hover();
        const panel = await openPanel(page, trigger);
        expect({ label, ...(await panelEntries(panel)) }).toEqual({
          label,
          hrefs: sorted(hrefs),
          files: [],
        });
      }
      // The committee submenu scrolls beyond 20rem.
      const ourCollege = nav.getByRole("button", { name: "Our College" });
      await ourCollege.hover();
      const committees = (await openPanel(page, ourCollege)).getByRole("list", {
        name: "Committees",
      });
      expect(await committees.evaluate((el) => getComputedStyle(el).maxHeight)).toBe("320px");
      for (const [label, href] of Object.entries(expected.links)) {
        await expect
          .poll(() => nav.getByRole("link", { name: label, exact: true }).getAttribute("href"))
          .toBe(href);
      }
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("shows the top bar: social icons, dynamic tabs, New Admission, Student Corner and links", async () => {
    const { page, errors, close } = await openPage(browser());
    try {
      await visit(page, SAHYADRI, "/notice");
      const header = page.locator("header");
      for (const network of ["Facebook", "X (Twitter)", "LinkedIn", "YouTube", "Instagram"]) {
        const link = header.getByRole("link", {
          name: `${network} (opens another site in a new tab)`,
        });
        expect(await link.getAttribute("target")).toBe("_blank");
      }
      const nav = quickNav(page);
      for (const [label, entries] of Object.entries(expected.topGroups)) {
        const trigger = nav.getByRole("button", { name: label, exact: true });
        await trigger.hover();
        const panel = await openPanel(page, trigger);
        expect({ label, ...(await panelEntries(panel)) }).toEqual({
          label,
          hrefs: sorted(entries.hrefs),
          files: sorted(entries.files),
        });
        // The dynamic-tab and student-corner dropdowns scroll beyond 60% of the window.
        expect(await panel.evaluate((el) => getComputedStyle(el).maxHeight)).toBe(`${0.6 * 800}px`);
      }
      const hrefOf = (name: string) => nav.getByRole("link", { name }).getAttribute("href");
      expect(await hrefOf("New Admission")).toBe("/admission?tab=new-admission");
      expect(await hrefOf("Photo Gallery")).toBe("/photo/gallery");
      expect(await hrefOf("Video Gallery")).toBe("/video/gallery");
      expect(await hrefOf("Contact Us")).toBe("/contact/us");
      const login = nav.getByRole("link", { name: "Login (opens another site in a new tab)" });
      expect(await login.getAttribute("href")).toMatch(/^https:\/\//);
      expect(await login.getAttribute("target")).toBe("_blank");
      expect(await login.getAttribute("rel")).toBe("noopener noreferrer");
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("follows tab_toggle: Krishna has no R&D, Library or quality menus, and no social icons", async () => {
    const { page, errors, close } = await openPage(browser());
    try {
      // Both menus in English, whichever language a host speaks by default.
      const menuOf = async (host: string) => {
        await visit(page, host, inEnglishAt(host, "/notice"));
        return {
          groups: await mainNav(page).locator("button[aria-expanded]").allInnerTexts(),
          // The bar's own links; its dropdowns' links are in the page too, hidden until opened.
          links: await mainNav(page).locator(":scope > ul > li > a").allInnerTexts(),
          social: await page
            .locator("header")
            .getByRole("link", { name: /^(Facebook|X \(Twitter\)|LinkedIn|YouTube|Instagram) / })
            .count(),
          footerSocial: await page.getByRole("heading", { name: "Social Links" }).count(),
        };
      };
      const sahyadri = await menuOf(SAHYADRI);
      const krishna = await menuOf(KRISHNA);
      for (const label of ["R&D", "IQAC", "NAAC", "AQAR", "NIRF"]) {
        expect(sahyadri.groups).toContain(label);
        expect(krishna.groups).not.toContain(label);
      }
      expect(sahyadri.links).toContain("Library");
      expect(krishna.links).not.toContain("Library");
      expect(krishna.links).toEqual(["Home", "NAAC And more", "Notice"]);
      expect(krishna.groups).toContain("Our College");
      expect(sahyadri.social).toBe(5);
      expect(krishna.social).toBe(0);
      expect(sahyadri.footerSocial).toBe(1);
      expect(krishna.footerSocial).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("opens a dropdown by keyboard and closes it with Escape, focus back on its trigger", async () => {
    const { page, errors, close } = await openPage(browser());
    try {
      await visit(page, SAHYADRI, "/notice");
      const trigger = mainNav(page).getByRole("button", { name: "Our College" });
      await trigger.focus();
      expect(await trigger.getAttribute("aria-expanded")).toBe("false");
      await page.keyboard.press("Enter");
      const panel = await openPanel(page, trigger);
      await page.keyboard.press("ArrowDown");
      await expect
        .poll(() => panel.evaluate((el) => el.contains(document.activeElement)))
        .toBe(true);
      await page.keyboard.press("ArrowDown");
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe("Vision, Mission & Motto");
      await page.keyboard.press("Escape");
      await panel.waitFor({ state: "hidden" });
      expect(await trigger.getAttribute("aria-expanded")).toBe("false");
      // Focus moves after the panel's exit; poll rather than read it at once.
      await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);
      // Space opens too, and the arrow keys move between triggers.
      await page.keyboard.press("ArrowRight");
      const next = mainNav(page).getByRole("button", { name: "Academics" });
      await expect.poll(() => next.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press("Space");
      await openPanel(page, next);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it.each([SAHYADRI, EDITED_HOST])(
    "closes a dropdown when Tab takes focus on past it, so it hides no item of the bar on %s",
    async (host) => {
      const { page, errors, close } = await openPage(browser());
      try {
        await visit(page, host, "/notice");
        const trigger = mainNav(page).getByRole("button", { name: "Academics" });
        await trigger.focus();
        await page.keyboard.press("Enter");
        const panel = await openPanel(page, trigger);
        const inPanel = () => panel.evaluate((el) => el.contains(document.activeElement));
        // Tab walks the panel's links (they follow the button), then on to the next item.
        await page.keyboard.press("Tab");
        await expect.poll(inPanel).toBe(true);
        const links = await panel.locator("a").count();
        for (let i = 1; i < links; i++) await page.keyboard.press("Tab");
        expect(await inPanel()).toBe(true);
        await page.keyboard.press("Tab");
        await panel.waitFor({ state: "hidden" });
        expect(await trigger.getAttribute("aria-expanded")).toBe("false");
        // The item focus moved to is in view, not under the panel: nothing covers its middle.
        const focused = await page.evaluate(() => {
          const el = document.activeElement;
          if (!(el instanceof HTMLElement)) return false;
          const box = el.getBoundingClientRect();
          return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === el;
        });
        expect(focused).toBe(true);
        // Leaving backwards, with Shift+Tab, closes it too.
        await trigger.focus();
        await page.keyboard.press("Enter");
        await openPanel(page, trigger);
        await page.keyboard.down("Shift");
        await page.keyboard.press("Tab");
        await page.keyboard.up("Shift");
        await panel.waitFor({ state: "hidden" });
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
  );

  it.each([SAHYADRI, EDITED_HOST])(
    "fits every dropdown in a 1280 × 800 window, a long one scrolling, on %s",
    async (host) => {
      const { page, errors, close } = await openPage(browser());
      try {
        await visit(page, host, "/notice");
        const triggers = mainNav(page).locator("button[aria-expanded]");
        let scrolls = 0;
        for (let i = 0; i < (await triggers.count()); i++) {
          const trigger = triggers.nth(i);
          await trigger.focus();
          await page.keyboard.press("Enter");
          const panel = await openPanel(page, trigger);
          const box = await panel.evaluate((el) => ({
            bottom: el.getBoundingClientRect().bottom,
            right: el.getBoundingClientRect().right,
            scrolls: el.scrollHeight > el.clientHeight,
          }));
          expect(box.bottom, await trigger.innerText()).toBeLessThanOrEqual(800);
          expect(box.right, await trigger.innerText()).toBeLessThanOrEqual(1280);
          if (box.scrolls) scrolls++;
          await page.keyboard.press("Escape");
          await panel.waitFor({ state: "hidden" });
        }
        // Our College's 41 links need more than the window: that panel scrolls.
        expect(scrolls).toBeGreaterThan(0);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
  );

  it("keeps a dropdown open when the mouse that opened it clicks its button", async () => {
    const { page, errors, close } = await openPage(browser());
    try {
      await visit(page, SAHYADRI, "/notice");
      const trigger = mainNav(page).getByRole("button", { name: "Academics" });
      await trigger.hover();
      await openPanel(page, trigger);
      await trigger.click();
      // Two frames: any state the click set has been rendered.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      expect(await trigger.getAttribute("aria-expanded")).toBe("true");
      // A key still toggles it.
      await page.keyboard.press("Enter");
      await expect.poll(() => trigger.getAttribute("aria-expanded")).toBe("false");
      await page.keyboard.press("Enter");
      await expect.poll(() => trigger.getAttribute("aria-expanded")).toBe("true");
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("opens a student-corner file in the viewer instead of navigating", async () => {
    const { page, errors, close } = await openPage(browser());
    try {
      await visit(page, SAHYADRI, "/notice");
      const trigger = quickNav(page).getByRole("button", { name: "Student Corner" });
      await trigger.hover();
      const panel = await openPanel(page, trigger);
      await panel.getByRole("link", { name: expected.firstFile }).click();
      const viewer = page.getByRole("dialog", { name: expected.firstFile });
      await viewer.waitFor({ state: "visible" });
      expect(new URL(page.url()).pathname).toBe("/notice");
      expect(await viewer.locator("iframe").getAttribute("src")).toMatch(/^\/media\/.+\.pdf$/);
      await page.keyboard.press("Escape");
      await viewer.waitFor({ state: "detached" });
      // Focus goes back to the dropdown's trigger, which the closed dropdown handed it to.
      await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("opens the mobile drawer from the hamburger, keeps focus in it, closes on the backdrop", async () => {
    const { page, errors, close } = await openPage(browser(), "mobile");
    try {
      await visit(page, SAHYADRI, "/notice");
      expect(await mainNav(page).isVisible()).toBe(false);
      // While the drawer is open the page behind it is hidden from assistive technology, so
      // the hamburger is found by its attribute rather than its role.
      const hamburger = page.locator("header [aria-haspopup=dialog]");
      expect(await hamburger.innerText()).toBe("Menu");
      expect(await hamburger.getAttribute("aria-expanded")).toBe("false");
      const drawerId = await hamburger.getAttribute("aria-controls");
      await hamburger.tap();
      const drawer = page.getByRole("dialog", { name: "Menu" });
      await drawer.waitFor({ state: "visible" });
      expect(await hamburger.getAttribute("aria-expanded")).toBe("true");
      expect(await drawer.getAttribute("id")).toBe(drawerId);
      const focusInside = () => drawer.evaluate((el) => el.contains(document.activeElement));
      await expect.poll(focusInside).toBe(true);
      for (let i = 0; i < 40; i++) await page.keyboard.press("Tab");
      expect(await focusInside()).toBe(true);

      // The same entries as the desktop bars, in accordion groups.
      await drawer.getByText("Our College", { exact: true }).tap();
      expect(await drawer.getByRole("link", { name: "About Us" }).getAttribute("href")).toBe(
        "/institute/aboutus",
      );
      expect(await drawer.getByRole("link", { name: "New Admission" }).getAttribute("href")).toBe(
        "/admission/application",
      );

      // A tap on the dimmed backdrop, right of the drawer, closes it.
      await page.touchscreen.tap(375, 600);
      await drawer.waitFor({ state: "detached" });
      expect(await hamburger.getAttribute("aria-expanded")).toBe("false");
      await expect.poll(() => hamburger.evaluate((el) => el === document.activeElement)).toBe(true);

      // Escape closes it; following a link closes it and navigates.
      await hamburger.tap();
      await drawer.waitFor({ state: "visible" });
      await page.keyboard.press("Escape");
      await drawer.waitFor({ state: "detached" });
      await hamburger.tap();
      await drawer.getByRole("link", { name: "Home", exact: true }).tap();
      await drawer.waitFor({ state: "detached" });
      await page.waitForURL(siteUrl(SAHYADRI, "/"));

      // The hamburger toggles it too.
      await hamburger.tap();
      await drawer.waitFor({ state: "visible" });
      await drawer.getByRole("button", { name: "Close menu" }).tap();
      await drawer.waitFor({ state: "detached" });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("leads a phone without JavaScript from the hamburger to every menu link", async () => {
    const context = await browser().newContext({ ...VIEWPORTS.mobile, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(siteUrl(SAHYADRI, "/notice"));
      expect(await mainNav(page).isVisible()).toBe(false);
      await page.getByRole("button", { name: "Menu", exact: true }).tap();
      await mainNav(page).waitFor({ state: "visible" });
      expect(await quickNav(page).isVisible()).toBe(true);
      // A dropdown shows its links while its trigger holds focus, as on a desktop without script.
      await mainNav(page).getByRole("button", { name: "Our College" }).focus();
      const aboutUs = mainNav(page).getByRole("link", { name: "About Us" });
      await aboutUs.tap();
      await page.waitForURL(siteUrl(SAHYADRI, "/institute/aboutus"));
    } finally {
      await context.close();
    }
  });

  it("links New Admission to the application form on phones, pulsing only without reduced motion", async () => {
    for (const reducedMotion of ["no-preference", "reduce"] as const) {
      const { page, errors, close } = await openPage(browser(), "mobile", { reducedMotion });
      try {
        await visit(page, SAHYADRI, "/notice");
        const link = page.locator("header").getByRole("link", { name: "New Admission" });
        expect(await link.getAttribute("href")).toBe("/admission/application");
        const animation = await link
          .locator(".motion-safe\\:animate-ping")
          .evaluate((el) => getComputedStyle(el).animationName);
        expect(animation).toBe(reducedMotion === "reduce" ? "none" : "ping");
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    }
  });

  it("keeps the stylesheet of its head through hydration and client navigation", async () => {
    const { page, errors, close } = await openPage(browser());
    try {
      const styles = () =>
        page.evaluate(() => ({
          css: document.getElementById("site-styles")?.textContent?.length ?? 0,
          sheets: document.styleSheets.length,
          footer: getComputedStyle(document.querySelector("footer") ?? document.body)
            .backgroundColor,
        }));
      await visit(page, SAHYADRI, "/");
      const hydrated = await styles();
      expect(hydrated.css).toBeGreaterThan(10_000);
      expect(hydrated.sheets).toBe(1);
      expect(hydrated.footer).not.toBe("rgba(0, 0, 0, 0)");
      await page.locator("footer").getByRole("link", { name: "Photo Gallery" }).click();
      await page.waitForURL(/\/photo\/gallery$/);
      expect(await page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(true);
      expect(await styles()).toEqual(hydrated);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("has an icon the browser draws: the logo, /favicon.ico to it, and the emblem's file", async () => {
    const { page, errors, close } = await openPage(browser());
    try {
      await visit(page, SAHYADRI, "/notice");
      // Each address drawn as a picture, after any redirect: its size, or 0 when it is none.
      const drawn = (href: string) =>
        page.evaluate(async (src) => {
          const picture = new Image();
          picture.src = src;
          await picture.decode().catch(() => undefined);
          return picture.naturalWidth;
        }, href);
      const icon = await page.locator('link[rel="icon"]').getAttribute("href");
      expect(icon).toMatch(/^\/media\//);
      for (const href of [icon ?? "", routes.favicon(), routes.emblemIcon()]) {
        expect(await drawn(href), href).toBeGreaterThan(0);
      }
      expect(errors).toEqual([]);
      expect(await drawn("/no-such-icon.svg")).toBe(0);
    } finally {
      await close();
    }
  });

  it("shows the banner and footer, with the accent colour readable on white", async () => {
    const { page, errors, close } = await openPage(browser());
    try {
      await visit(page, SAHYADRI, "/notice");
      const accent = await page.evaluate(() =>
        document.documentElement.style.getPropertyValue("--accent"),
      );
      expect(contrastRatio(accent, "#ffffff")).toBeGreaterThanOrEqual(4.5);
      const banner = page.locator("header");
      expect(await banner.getByRole("link", { name: /\+91/ }).getAttribute("href")).toMatch(
        /^tel:\+91\d+$/,
      );
      expect(await banner.getByRole("link", { name: /@/ }).getAttribute("href")).toMatch(
        /^mailto:/,
      );
      expect(await page.locator("h1").count()).toBe(1);

      const footer = page.locator("footer");
      for (const title of [
        "How to Reach",
        "Social Links",
        "Useful Links",
        "Internal Links",
        "Contact Us",
      ]) {
        expect(await footer.getByRole("heading", { name: title }).count()).toBe(1);
      }
      expect(await footer.innerText()).toContain(
        `© ${new Date().getFullYear()} All Rights Reserved by ${expected.company}`,
      );
      expect(await footer.getByRole("link", { name: "Photo Gallery" }).getAttribute("href")).toBe(
        "/photo/gallery",
      );
      expect(await footer.getByRole("link", { name: "Video Gallery" }).getAttribute("href")).toBe(
        "/video/gallery",
      );
      // A useful link is a web address in a new tab, or a file for the viewer.
      const web = footer.getByRole("link", { name: /University Grants Commission/ });
      expect(await web.getAttribute("target")).toBe("_blank");
      const file = footer.getByRole("link", { name: "List of Holidays 2026" });
      await file.click();
      await page.getByRole("dialog", { name: "List of Holidays 2026" }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/notice");

      // The other institute's footer, in its own language (Marathi) and with its own name.
      await visit(page, KRISHNA, "/notice");
      const { company_name } = await readApi("instituteDash", { id: await instituteOf(KRISHNA) });
      expect(await page.locator("footer").innerText()).toContain(
        wordsAt(KRISHNA)("footer_copyright", {
          year: String(new Date().getFullYear()),
          company: company_name,
        }),
      );
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  describe.each(["desktop", "mobile"] as const)("at %s width", (viewport) => {
    it.each(["/", "/notice"])("has no WCAG 2.2 A/AA violations on %s", async (path) => {
      const { page, errors, close } = await openPage(browser(), viewport);
      try {
        await visit(page, SAHYADRI, path);
        await expectAccessible(page);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });

    it("is checked whole where its layout is new, and its content on every page", async () => {
      const { page, context, close } = await openPage(browser(), viewport);
      /** Read in the page: a picture without a text alternative, put in `selector`. */
      const addUnnamedPicture = (selector: string) => {
        document.querySelector(selector)?.prepend(document.createElement("img"));
      };
      try {
        await withAxe(context);
        const layoutsSeen = new Set<string>();
        await visit(page, SAHYADRI, "/notice");
        await expectAccessible(page, layoutsSeen);
        expect(layoutsSeen.size).toBe(1);
        // The same layout on another page: what is checked there is the rest of the page.
        await visit(page, SAHYADRI, "/event");
        await page.evaluate(addUnnamedPicture, "main");
        await expect(expectAccessible(page, layoutsSeen)).rejects.toThrow(/image-alt/);
        expect(layoutsSeen.size).toBe(1);
        // A layout in a form not seen before is checked too.
        await visit(page, SAHYADRI, "/event");
        await page.evaluate(addUnnamedPicture, "body > header");
        await expect(expectAccessible(page, layoutsSeen)).rejects.toThrow(/image-alt/);
        expect(layoutsSeen.size).toBe(2);
      } finally {
        await close();
      }
    });

    it("has no violations with a menu open", async () => {
      const { page, errors, close } = await openPage(browser(), viewport);
      try {
        await visit(page, SAHYADRI, "/notice");
        if (viewport === "desktop") {
          const trigger = mainNav(page).getByRole("button", { name: "Our College" });
          await trigger.click();
          await openPanel(page, trigger);
          await expectAccessible(page);
        } else {
          await page.getByRole("button", { name: "Menu", exact: true }).tap();
          const drawer = page.getByRole("dialog", { name: "Menu" });
          await drawer.waitFor({ state: "visible" });
          await drawer.getByText("Our College", { exact: true }).tap();
          await expectAccessible(page);
        }
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  });
});

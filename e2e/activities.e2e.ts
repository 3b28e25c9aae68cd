// Institute activities (spec 2.17): a page per activity type with its categories as tabs, each
// category's entries on its own page, the other page with the Activity custom modules, and
// 404s inside the frame for anything that is not this institute's.
import { describe, expect, it } from "vitest";
import { ACTIVITY_ROUTES } from "#contract/constants.ts";
import { ACTIVITY_PAGES } from "#contract/links.ts";
import { textOf } from "#test/support/html.ts";
import { suiteBrowser } from "./support/browser.ts";
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

interface Category {
  _id: string;
  category: string;
  activity_type: string;
}

async function categoriesOf(host: string): Promise<Category[]> {
  const id = await instituteIdOf(host);
  return api(host, `/v1/site/category/other/${id}/detail/query`, "activity_category");
}

const TYPES = Object.entries(ACTIVITY_ROUTES);

describe("institute activities", () => {
  const browser = suiteBrowser();

  it.each(DEMO_HOSTS)(
    "shows each type's categories and each category's entries in the server's HTML on %s",
    async (host) => {
      const categories = await categoriesOf(host);
      expect(categories.length).toBeGreaterThan(0);
      for (const page of ACTIVITY_PAGES) {
        // The pages' labels are read in English, on whichever host.
        const { status, html } = await getHtml(
          host,
          inEnglishAt(host, `/institute/activity/${page.slug}`),
        );
        expect(status).toBe(200);
        expect(html).toContain(`<h1`);
        expect(titleOf(html).startsWith(`${page.label} · `)).toBe(true);
      }
      for (const [route, type] of TYPES) {
        const { html } = await getHtml(host, `/institute/activity/${route}`);
        const own = categories.filter((c) => c.activity_type === type);
        const tabs = [
          ...html.matchAll(
            new RegExp(`href="(/institute/activity/${route}/detail/[0-9a-f]{24})"`, "g"),
          ),
        ].map((m) => m[1]);
        expect(new Set(tabs)).toEqual(
          new Set(own.map((c) => `/institute/activity/${route}/detail/${c._id}`)),
        );
        for (const category of own) {
          const entries = await api<{ title: string }[]>(
            host,
            `/v1/site/other/activity/${category._id}/detail/query`,
            "data_list",
          );
          const detail = await getHtml(host, `/institute/activity/${route}/detail/${category._id}`);
          expect(detail.status).toBe(200);
          expect(titleOf(detail.html).startsWith(`${category.category} · `)).toBe(true);
          const text = textOf(detail.html);
          expect(text).toContain(category.category);
          for (const entry of entries) expect(text).toContain(entry.title);
        }
      }
    },
  );

  it.each(DEMO_HOSTS)("lists the Activity custom modules on the other page of %s", async (host) => {
    const id = await instituteIdOf(host);
    const modules = await api<{ _id: string; name: string }[]>(
      host,
      `/v1/site/module/dynamic/${id}/list/query?is_flow=INSTITUTE&module_type=ACTIVITY`,
      "dynamic_tab",
    );
    expect(modules.length).toBeGreaterThan(0);
    const { html } = await getHtml(host, "/institute/activity/other");
    for (const module of modules) {
      const href = `/institute/activity/other/custom/${module._id}`;
      expect(html).toContain(`href="${href}"`);
      const page = await getHtml(host, href);
      expect(page.status).toBe(200);
      expect(textOf(page.html)).toContain(module.name);
    }
  });

  it("moves to a category by its tab, which then is the current one", async () => {
    const sport = (await categoriesOf("localhost")).find((c) => c.activity_type === "Sports");
    if (!sport) throw new Error("the demo institute has no sports category");
    await visit(browser(), "localhost", "/institute/activity/sport", async ({ page }) => {
      expect(await page.locator("h1").innerText()).toBe("Sports");
      const nav = page.getByRole("navigation", { name: "Sports" });
      await nav.getByRole("link", { name: sport.category, exact: true }).click();
      await page.waitForURL(`**/institute/activity/sport/detail/${sport._id}`);
      await expect.poll(() => page.locator("h1").innerText()).toBe(sport.category);
      await expect
        .poll(() => nav.locator('a[aria-current="page"]').innerText())
        .toBe(sport.category);
    });
  });

  it("answers a 404 inside the frame for what is not one of this institute's activities", async () => {
    const [own, other] = await Promise.all(DEMO_HOSTS.map(categoriesOf));
    const sport = own?.find((c) => c.activity_type === "Sports");
    const foreign = other?.find((c) => c.activity_type === "Sports");
    const id = await instituteIdOf("localhost");
    const modules = await api<{ _id: string }[]>(
      "localhost",
      `/v1/site/module/dynamic/${id}/list/query?is_flow=INSTITUTE&module_type=ACTIVITY`,
      "dynamic_tab",
    );
    if (!sport || !foreign || !modules[0]) throw new Error("the demo data lacks sports categories");
    for (const path of [
      "/institute/activity/nope",
      "/institute/activity/Sports",
      "/institute/activity/sport/detail/not-an-id",
      "/institute/activity/sport/detail/0123456789abcdef01234567",
      `/institute/activity/cultural/detail/${sport._id}`,
      `/institute/activity/other/detail/${sport._id}`,
      `/institute/activity/sport/detail/${foreign._id}`,
      `/institute/activity/sport/custom/${modules[0]._id}`,
    ]) {
      await expectNotFoundInFrame(browser(), "localhost", path);
    }
  });

  it("shows hostile categories and entries as text", async () => {
    await visitHostile(browser(), "/institute/activity/sport", async (page) => {
      const nav = page.getByRole("navigation", { name: "Sports" });
      await nav.getByRole("link").first().click();
      await page.waitForURL("**/institute/activity/sport/detail/**");
      await page
        .getByRole("link", { name: /^View Detail: .*, picture$/ })
        .first()
        .click();
      await expect.poll(() => page.getByRole("dialog").isVisible()).toBe(true);
    });
  });

  for (const viewport of ["desktop", "mobile"] as const) {
    it(`has no accessibility violations (${viewport})`, async () => {
      for (const host of AXE_HOSTS) {
        const category = (await categoriesOf(host))[0];
        if (!category) throw new Error(`${host} has no activity category`);
        const route = TYPES.find(([, type]) => type === category.activity_type)?.[0];
        const paths = [
          "/institute/activity/sport",
          "/institute/activity/other",
          `/institute/activity/${route}/detail/${category._id}`,
        ];
        await expectPagesAccessible(browser(), host, paths, viewport);
      }
    });
  }
});

// The galleries and achievements of a large institute in the browser (issue 22): a later page
// of a year's photos opens in the lightbox, which steps through that page's photos; the
// category and department chips are one strip that scrolls sideways on a phone, scrolled to
// the current chip, and the page itself is no wider than the phone.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PAGE_SIZES } from "#contract/constants.ts";
import { ALL_CATEGORIES, routes } from "#contract/links.ts";
import { expectAccessible, suiteBrowser } from "./support/browser.ts";
import { largeE2eTenant, LARGE_HOST } from "./support/large.ts";
import { visit } from "./support/site.ts";

const { json } = largeE2eTenant();
const [year] = json.academic_years;
if (!year) throw new Error("the large institute has no academic year");
const ofYear = json.photo_gallery.images.filter((p) => p.batch === year._id).length;
const categories = json.photo_gallery.categories.filter((c) => c.batch === year._id);
const lastCategory = categories.at(-1);
const departments = json.departments.filter((d) => d.student_achievements.length > 0);
const lastDepartment = departments.at(-1);
if (!lastCategory || !lastDepartment) throw new Error("the large institute is too small");

/** The page is no wider than the phone; the strip of chips is, and shows its current chip. */
async function expectStripOnPhone(page: Page, label: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  const strip = page.getByRole("navigation", { name: label, exact: true }).getByRole("list");
  expect(await strip.evaluate((ul) => ul.scrollWidth > ul.clientWidth)).toBe(true);
  await expect
    .poll(() =>
      strip.evaluate((ul) => {
        const chip = ul.querySelector("[aria-current]")?.getBoundingClientRect();
        const row = ul.getBoundingClientRect();
        return chip !== undefined && chip.left >= row.left && chip.right <= row.right;
      }),
    )
    .toBe(true);
}

describe("a large institute's galleries and achievements", () => {
  const browser = suiteBrowser();

  it("steps through a later page's photos in the lightbox, and pages on by Next", async () => {
    const pages = Math.ceil(ofYear / PAGE_SIZES.photos);
    expect(pages).toBeGreaterThan(2);
    const at = (page: number) =>
      routes.galleryCategory("photo", year._id, ALL_CATEGORIES, year.batchName, page);
    await visit(browser(), LARGE_HOST, at(2), async ({ page }) => {
      const grid = page.getByRole("list", { name: "Pictures" });
      expect(await grid.getByRole("link").count()).toBe(PAGE_SIZES.photos);
      await grid.getByRole("link").first().click();
      const title = page.getByRole("dialog").getByRole("heading");
      await expect.poll(() => title.innerText()).toContain(`(1 of ${PAGE_SIZES.photos})`);
      await page.keyboard.press("ArrowLeft");
      await expect
        .poll(() => title.innerText())
        .toContain(`(${PAGE_SIZES.photos} of ${PAGE_SIZES.photos})`);
      await page.keyboard.press("Escape");
      await expect.poll(() => page.getByRole("dialog").count()).toBe(0);

      const pager = page.getByRole("navigation", { name: "Pages of photos" });
      await pager.getByRole("link", { name: "Next" }).click();
      await page.waitForURL(`**${at(3)}`);
      await expect
        .poll(() => grid.getByRole("link").count())
        .toBe(Math.min(PAGE_SIZES.photos, ofYear - 2 * PAGE_SIZES.photos));
      await expect.poll(() => page.locator("h1").innerText()).toContain("page 3");
    });
  });

  it("keeps a year's many categories in one strip on a phone, at the current one", async () => {
    const path = routes.galleryCategory("photo", year._id, lastCategory._id, year.batchName);
    await visit(
      browser(),
      LARGE_HOST,
      path,
      async ({ page }) => {
        await expectStripOnPhone(page, "Categories");
        await expectAccessible(page);
      },
      "mobile",
    );
  });

  it("pages the achievements, each department's a link in a strip on a phone", async () => {
    const path = routes.achievements({ department: lastDepartment._id });
    await visit(
      browser(),
      LARGE_HOST,
      path,
      async ({ page }) => {
        await expectStripOnPhone(page, "Achievements by department");
        const strip = page.getByRole("navigation", { name: "Achievements by department" });
        expect(await strip.getByRole("link").count()).toBe(departments.length + 1);
        await strip.getByRole("link", { name: "All departments" }).click();
        await page.waitForURL(`**${routes.achievements()}`);
        const pager = page.getByRole("navigation", { name: "Pages of achievements" });
        await pager.getByRole("link", { name: "Next" }).click();
        await page.waitForURL(`**${routes.achievements({ page: 2 })}`);
        await expect.poll(() => page.locator("h1").innerText()).toContain("page 2");
        await expectAccessible(page);
      },
      "mobile",
    );
  });
});

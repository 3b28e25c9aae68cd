// A member of staff's page in the browser (issue 62), in each language at a phone's and a
// desktop's width: from the faculty table a visitor opens a teacher's page by their name, sees
// their photo, designation, department and the institute's fields, with axe finding nothing and
// nothing wider than the screen, and comes back to the table with the browser's Back.
import { describe, expect, it } from "vitest";
import { LOCALES } from "#contract/locales.ts";
import { routes } from "#contract/links.ts";
import { localePath } from "#site/i18n/locale.ts";
import { word } from "#test/support/words.ts";
import {
  expectAccessible,
  openPage,
  siteUrl,
  suiteBrowser,
  withAxe,
  type ViewportName,
} from "./support/browser.ts";

const SAHYADRI = "localhost";
const VIEWPORTS: ViewportName[] = ["mobile", "desktop"];

describe("a teacher's page", () => {
  const browser = suiteBrowser();

  describe.each(LOCALES)("in %s", (locale) => {
    // Sahyadri speaks English at its plain addresses, the others under their prefix.
    const prefix = locale === "en" ? "" : `/${locale}`;
    const list = localePath(prefix, routes.facultyTab("teaching"));

    it.each(VIEWPORTS)(
      "opens from the faculty table and goes back to it at the %s width",
      async (viewport) => {
        const opened = await openPage(browser(), viewport);
        await withAxe(opened.context);
        const { page } = opened;
        try {
          await page.goto(siteUrl(SAHYADRI, list));
          // The first teacher's name, in the table on a desktop and on a card on a phone.
          const name = page
            .getByRole("main")
            .locator(`a[href^="${prefix}/institute/faculties/staff/"]:visible`)
            .first();
          const shown = (await name.innerText()).trim();
          expect(shown.length).toBeGreaterThan(0);
          await name.click();
          await page.waitForURL(/\/institute\/faculties\/staff\/[0-9a-f]{24}$/);
          expect(new URL(page.url()).pathname.startsWith(`${prefix}/`)).toBe(true);
          await expect.poll(() => page.locator("h1").innerText()).toBe(shown);
          expect(await page.locator("html").getAttribute("lang")).toBe(locale);
          const facts = page.getByRole("main").locator("dl");
          await expect
            .poll(() => facts.locator("dt").first().innerText())
            .toBe(word(locale, "people_designation"));
          expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(
            0,
          );
          // Nothing wider than the screen.
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow).toBeLessThanOrEqual(0);
          await expectAccessible(page);

          await page.goBack();
          await page.waitForURL((url) => url.pathname === list);
          await expect.poll(() => name.isVisible()).toBe(true);
          expect(opened.errors).toEqual([]);
        } finally {
          await opened.close();
        }
      },
    );
  });
});

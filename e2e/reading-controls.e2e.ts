// The site's own text size and contrast controls (issue 62, decision 088), in each language: a
// visitor's keyboard changes the page's text size and contrast, the choice is on <html> before
// anything of the body is parsed on the next page (no flash), it holds across a reload, the
// high-contrast page has no axe violation at phone and desktop widths, and without JavaScript
// no control is shown that could not work.
import type { Locale } from "#contract/locales.ts";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { word } from "#test/support/words.ts";
import { expectAccessible, openPage, siteUrl, suiteBrowser, withAxe } from "./support/browser.ts";

const HOST = "localhost";
const LANGUAGES: { locale: Locale; home: string; page: string }[] = [
  { locale: "en", home: "/", page: "/notice" },
  { locale: "hi", home: "/hi", page: "/hi/notice" },
  { locale: "mr", home: "/mr", page: "/mr/notice" },
];

/**
 * Installed before the page's own scripts: the classes of <html> at the moment the body
 * element is added to the document, before any of the page's content is parsed, so before it
 * can be painted.
 */
const CLASSES_AT_BODY = `new MutationObserver(function(changes, observer){if(document.body){window.__classesAtBody=document.documentElement.className;observer.disconnect()}}).observe(document,{childList:true,subtree:true})`;

function rootFontSize(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
}

/** The visible group of controls (the desktop bar's or the phone's). */
function controls(page: Page, locale: Locale) {
  return page
    .getByRole("group", { name: word(locale, "frame_reading_controls") })
    .filter({ visible: true });
}

describe("text size and contrast controls", () => {
  const browser = suiteBrowser();

  for (const { locale, home, page: path } of LANGUAGES) {
    for (const viewport of ["desktop", "mobile"] as const) {
      it(`${locale}, ${viewport}: the keyboard makes the text larger, and the choice is on the next page before its first paint`, async () => {
        const opened = await openPage(browser(), viewport);
        const { page, errors } = opened;
        try {
          await page.addInitScript({ content: CLASSES_AT_BODY });
          expect((await page.goto(siteUrl(HOST, home)))?.status()).toBe(200);
          const group = controls(page, locale);
          await expect.poll(() => group.count()).toBe(1);
          const normal = group.getByRole("button", {
            name: `A ${word(locale, "frame_text_normal")}`,
          });
          const larger = group.getByRole("button", {
            name: `A+ ${word(locale, "frame_text_larger")}`,
          });
          const smaller = group.getByRole("button", {
            name: `A− ${word(locale, "frame_text_smaller")}`,
          });
          expect(await normal.getAttribute("aria-pressed")).toBe("true");
          expect(await rootFontSize(page)).toBe("16px");

          await larger.focus();
          await page.keyboard.press("Enter");
          expect(await larger.getAttribute("aria-pressed")).toBe("true");
          expect(await normal.getAttribute("aria-pressed")).toBe("false");
          expect(await rootFontSize(page)).toBe("20px");
          // The page does not scroll sideways at the larger size.
          expect(
            await page.evaluate(
              () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
            ),
          ).toBe(true);

          expect((await page.goto(siteUrl(HOST, path)))?.status()).toBe(200);
          expect(
            await page.evaluate(() => (window as { __classesAtBody?: string }).__classesAtBody),
          ).toContain("reading-larger");
          expect(await rootFontSize(page)).toBe("20px");
          expect(await controls(page, locale).getByRole("button", { pressed: true }).count()).toBe(
            1,
          );
          expect(await larger.getAttribute("aria-pressed")).toBe("true");

          await smaller.focus();
          await page.keyboard.press("Space");
          expect(await rootFontSize(page)).toBe("14px");
          await page.reload();
          expect(await rootFontSize(page)).toBe("14px");
          await controls(page, locale)
            .getByRole("button", { name: `A ${word(locale, "frame_text_normal")}` })
            .click();
          expect(await rootFontSize(page)).toBe("16px");
          expect(errors).toEqual([]);
        } finally {
          await opened.close();
        }
      });

      it(`${locale}, ${viewport}: high contrast is black on white, kept across a reload, with no axe violation`, async () => {
        const opened = await openPage(browser(), viewport);
        const { page, context, errors } = opened;
        try {
          await withAxe(context);
          expect((await page.goto(siteUrl(HOST, home)))?.status()).toBe(200);
          const contrast = controls(page, locale).getByRole("button", {
            name: word(locale, "frame_high_contrast"),
          });
          expect(await contrast.getAttribute("aria-pressed")).toBe("false");
          await contrast.focus();
          await page.keyboard.press("Space");
          expect(await contrast.getAttribute("aria-pressed")).toBe("true");
          await page.reload();
          expect(await page.getAttribute("html", "class")).toContain("reading-contrast");
          expect(await contrast.getAttribute("aria-pressed")).toBe("true");
          const colours = await page.evaluate(() => ({
            text: getComputedStyle(document.body).color,
            bar: getComputedStyle(document.querySelector("header .bg-accent") ?? document.body)
              .backgroundColor,
          }));
          expect(colours).toEqual({ text: "rgb(0, 0, 0)", bar: "rgb(0, 0, 0)" });
          await expectAccessible(page);
          await contrast.click();
          expect(await page.getAttribute("html", "class")).not.toContain("reading-contrast");
          expect(errors).toEqual([]);
        } finally {
          await opened.close();
        }
      });
    }
  }

  it("without JavaScript, no control is shown", async () => {
    const context = await browser().newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      expect((await page.goto(siteUrl(HOST, "/notice")))?.status()).toBe(200);
      const buttons = page.locator("button[data-reading]");
      expect(await buttons.count()).toBeGreaterThan(0);
      for (const button of await buttons.all()) expect(await button.isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });
});

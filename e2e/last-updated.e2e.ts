// The "Last updated" line a visitor sees (issue 62, GIGW 5.2, decision 092), on a phone (390
// px) in English, Hindi and Marathi: under the page's content and above the footer, in the
// page's language with its month name, a <time> whose datetime is a day, whole on the screen's
// width; after a click to another page in the client, the line is that page's (a notice
// list's newest notice, then the landing page's import day), as its server renders it.
import { describe, expect, it } from "vitest";
import type { Locale } from "#contract/locales.ts";
import { routes } from "#contract/links.ts";
import { localePath } from "#site/i18n/locale.ts";
import { expectAccessible, openPage, siteUrl, suiteBrowser } from "./support/browser.ts";
import { hydrated } from "./support/site.ts";

const HOST = "localhost";

const WORDS: Record<Locale, RegExp> = {
  en: /^Last updated \d{1,2} [A-Z][a-z]+ \d{4}$/,
  hi: /^अंतिम अद्यतन: \d{1,2} [\u0900-\u097f]+ \d{4}$/,
  mr: /^शेवटचे अद्यतन: \d{1,2} [\u0900-\u097f]+, \d{4}$/,
};

describe.each(["en", "hi", "mr"] as const)("the last update on a phone in %s", (locale) => {
  const browser = suiteBrowser();
  const at = (path: string) => (locale === "en" ? path : localePath(`/${locale}`, path));

  it("is under the content, whole on the screen, and follows the page shown", async () => {
    const opened = await openPage(browser(), "mobile");
    const { page } = opened;
    try {
      const response = await page.goto(siteUrl(HOST, at(routes.notice({}))));
      expect(response?.status()).toBe(200);
      await hydrated(page);
      const line = page.locator("main > p").filter({ has: page.locator("time") });
      await expect.poll(() => line.count()).toBe(1);
      await line.scrollIntoViewIfNeeded();
      expect(await line.isVisible()).toBe(true);
      expect((await line.innerText()).trim()).toMatch(WORDS[locale]);
      const datetime = (await line.locator("time").getAttribute("datetime")) ?? "";
      expect(datetime).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Date.parse(datetime)).toBeLessThanOrEqual(Date.now());
      // The line is the last of the page's content, above the footer, and fits the phone.
      const place = await line.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const footer = document.querySelector("footer")?.getBoundingClientRect();
        return {
          last: el.parentElement?.lastElementChild === el,
          left: box.left,
          right: box.right,
          above: footer ? box.bottom <= footer.top : false,
          width: document.documentElement.clientWidth,
          scrolls: document.documentElement.scrollWidth > document.documentElement.clientWidth,
        };
      });
      expect(place).toMatchObject({ last: true, above: true, scrolls: false });
      expect(place.left).toBeGreaterThanOrEqual(0);
      expect(place.right).toBeLessThanOrEqual(place.width);
      await expectAccessible(page);

      // The notices' newest day, then the landing page's own after a click in the client.
      const noticeDay = datetime;
      const home = page.locator(`header a[href="${at("/")}"]`).first();
      // The landing page's line as its server renders it: the client shows the same once the
      // page it navigated to has rendered (the address changes before).
      const served = await (await fetch(siteUrl(HOST, at("/")))).text();
      const [, homeDay = "", homeDate = ""] =
        /<p[^>]*>[^<]*<time dateTime="(\d{4}-\d{2}-\d{2})">([^<]*)<\/time>/.exec(served) ?? [];
      // The demo's newest notice is older than its import: the line must change.
      expect(homeDay > noticeDay).toBe(true);
      await home.click();
      await page.waitForURL(siteUrl(HOST, at("/")));
      await expect.poll(() => line.locator("time").getAttribute("datetime")).toBe(homeDay);
      expect(await line.locator("time").innerText()).toBe(homeDate);
      expect((await line.innerText()).trim()).toMatch(WORDS[locale]);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});

// The pages about the website in the browser (GIGW, decision 087): on a phone and on a
// desktop, in each language of an institute, the footer's About This Website column leads to
// each page (its heading the link's name), each page has no axe violation, and the feedback
// link writes to the institute about the page the visitor is on.
import { describe, expect, it } from "vitest";
import { WEBSITE_POLICIES } from "#contract/links.ts";
import type { Locale } from "#contract/locales.ts";
import { word } from "#test/support/words.ts";
import {
  expectAccessible,
  openPage,
  siteUrl,
  suiteBrowser,
  type ViewportName,
} from "./support/browser.ts";
import { hydrated } from "./support/site.ts";

// Krishna Valley speaks Marathi at its plain addresses, English and Hindi under their prefixes.
const HOST = "krishna.localhost";
const LANGUAGES: [Locale, string][] = [
  ["mr", ""],
  ["en", "/en"],
  ["hi", "/hi"],
];
const TITLES = [
  "website_title_accessibility",
  "website_title_help",
  ...WEBSITE_POLICIES.map((policy) => `website_title_${policy}`),
  "website_title_site_map",
];
const VIEWPORT_NAMES: ViewportName[] = ["mobile", "desktop"];

describe.each(VIEWPORT_NAMES)("the pages about the website at the %s width", (viewport) => {
  const browser = suiteBrowser();

  it.each(LANGUAGES)(
    "in %s: the footer reaches each, and each passes axe",
    async (locale, prefix) => {
      const opened = await openPage(browser(), viewport);
      const { page } = opened;
      try {
        const layoutsSeen = new Set<string>();
        for (const key of TITLES) {
          const title = word(locale, key);
          await page.goto(siteUrl(HOST, `${prefix}/notice`));
          await hydrated(page);
          const column = page
            .locator("footer section")
            .filter({ has: page.getByRole("heading", { name: word(locale, "footer_website") }) });
          const link = column.getByRole("link", { name: title, exact: true });
          const target = new URL((await link.getAttribute("href")) ?? "", page.url());
          // The page changes once its data has come (the site map's reads every page the
          // XML sitemap lists: seconds on a cold server), then shows its heading.
          await Promise.all([page.waitForURL(target.href), link.click()]);
          await expect.poll(() => page.locator("h1").innerText()).toBe(title);
          expect(await page.getAttribute("html", "lang")).toBe(locale);
          expect(new URL(page.url()).pathname.startsWith(`${prefix}/`)).toBe(true);
          // A page loaded whole, as a visitor coming from a search engine sees it.
          const response = await page.goto(page.url());
          expect(response?.status(), key).toBe(200);
          await hydrated(page);
          await expectAccessible(page, layoutsSeen);
        }
        // The feedback link names the page the visitor is on, by its own address.
        const feedback = page.locator("footer").getByRole("link", {
          name: word(locale, "footer_feedback"),
        });
        const href = (await feedback.getAttribute("href")) ?? "";
        expect(href.startsWith("mailto:")).toBe(true);
        const subject = new URL(href).searchParams.get("subject") ?? "";
        const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
        expect(subject).toBe(`${word(locale, "footer_feedback_subject")}: ${canonical}`);
        expect(opened.errors).toEqual([]);
      } finally {
        await opened.close();
      }
    },
    180_000,
  );
});

// A document link's type and size as a visitor sees it (issue 62, decision 094), on a phone
// (390 px) in English, Hindi and Marathi: a notice's document says "(PDF, 2 kB)" after its
// name, whole on the screen, with the size of the file the link opens; the button that opens
// it says the same in its accessible name, and so does a menu's link to a file; axe finds
// nothing.
import { describe, expect, it } from "vitest";
import type { Locale } from "#contract/locales.ts";
import { routes } from "#contract/links.ts";
import { localePath } from "#site/i18n/locale.ts";
import { fileSize } from "#site/lib/file-facts.server.ts";
import { linksOf } from "#test/support/html.ts";
import { expectAccessible, openPage, siteUrl, suiteBrowser } from "./support/browser.ts";
import { hydrated } from "./support/site.ts";

const HOST = "localhost";

const PDF: Record<Locale, string> = { en: "PDF", hi: "पीडीएफ", mr: "पीडीएफ" };

/** The first notice of the demo's list whose page links a document. */
async function noticeWithDocument(): Promise<string> {
  const list = await (await fetch(siteUrl(HOST, routes.notice({})))).text();
  for (const path of linksOf(list, /^\/one\/notice\/[^/]+\/detail$/)) {
    const html = await (await fetch(siteUrl(HOST, path))).text();
    if (/<main[\s\S]*class="file-about"[\s\S]*<\/main>/.test(html)) return path;
  }
  throw new Error("no notice of the demo links a document");
}

describe.each(["en", "hi", "mr"] as const)(
  "a document's type and size on a phone in %s",
  (locale) => {
    const browser = suiteBrowser();
    const at = (path: string) => (locale === "en" ? path : localePath(`/${locale}`, path));

    it("shows after the document's name, on the screen, in the link's name", async () => {
      const notice = await noticeWithDocument();
      const opened = await openPage(browser(), "mobile");
      const { page } = opened;
      try {
        const response = await page.goto(siteUrl(HOST, at(notice)));
        expect(response?.status()).toBe(200);
        await hydrated(page);
        const card = page
          .locator("main li")
          .filter({ has: page.locator(".file-about") })
          .first();
        const mark = card.locator(".file-about");
        await mark.scrollIntoViewIfNeeded();
        expect(await mark.isVisible()).toBe(true);
        const box = (await mark.boundingBox()) ?? { x: -1, width: 0 };
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
        // The size is the file's own, as the page's language writes it.
        const link = card.locator("a[href]");
        const href = (await link.getAttribute("href")) ?? "";
        const file = await fetch(siteUrl(HOST, href));
        const bytes = (await file.arrayBuffer()).byteLength;
        const about = `${PDF[locale]}, ${fileSize(bytes, locale)}`;
        expect((await mark.innerText()).trim()).toBe(`(${about})`);
        // The button that opens it says it to a screen reader.
        const name = await link.evaluate((el) => el.textContent ?? "");
        expect(name).toContain(about);
        expect(
          await page
            .getByRole("link", { name: new RegExp(`${about.replace(".", "\\.")}$`) })
            .count(),
        ).toBeGreaterThan(0);
        await expectAccessible(page);
        expect(opened.errors).toEqual([]);
      } finally {
        await opened.close();
      }
    });
  },
);

// A page in Hindi in the browser (issue 24): it hydrates without an error or a mismatch, a
// click on one of its links navigates in the client and stays in Hindi (address, `lang`, the
// frame's words), the browser's back button returns, and the switcher loads the same page in
// English as a new document; the visitor's choice is remembered for their next visit.
import { describe, expect, it } from "vitest";
import { expectAccessible, suiteBrowser, openPage, siteUrl } from "./support/browser.ts";
import { hydrated } from "./support/site.ts";

const HOST = "localhost";

describe("a page in Hindi", () => {
  const browser = suiteBrowser();

  it("hydrates, and client navigation stays in Hindi", async () => {
    const opened = await openPage(browser());
    const { page } = opened;
    try {
      const response = await page.goto(siteUrl(HOST, "/hi/notice"));
      expect(response?.status()).toBe(200);
      await hydrated(page);
      expect(await page.getAttribute("html", "lang")).toBe("hi");
      // A marker on the window survives a client navigation, not a page load.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));

      const home = page
        .getByRole("navigation", { name: "मुख्य" })
        .getByRole("link", { name: "मुखपृष्ठ" });
      await home.click();
      await page.waitForURL(siteUrl(HOST, "/hi"));
      expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
      expect(await page.getAttribute("html", "lang")).toBe("hi");
      await expect.poll(() => page.locator("a.skip-link").textContent()).toBe("मुख्य सामग्री पर जाएँ");
      // Every link the page now shows is a Hindi page's, but the switcher's.
      const outside = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLAnchorElement>("a[data-discover]")]
          .map((a) => new URL(a.href))
          .filter((url) => url.origin === location.origin)
          .map((url) => url.pathname)
          .filter((path) => path !== "/hi" && !path.startsWith("/hi/")),
      );
      expect(outside).toEqual([]);

      await page.goBack();
      await page.waitForURL(siteUrl(HOST, "/hi/notice"));
      expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
      // The address changes before the page it names has rendered (its data is still on the
      // way on a busy machine): the notices are shown once the switcher leads to their English
      // page.
      const english = page
        .getByRole("navigation", { name: "भाषा" })
        .getByRole("link", { name: "English" });
      await expect.poll(() => english.getAttribute("href")).toBe("/notice?remember");

      await expectAccessible(page);

      // The switcher loads the English page as a new document.
      await english.click();
      await page.waitForURL(siteUrl(HOST, "/notice"));
      await hydrated(page);
      expect(await page.evaluate(() => "sameDocument" in window)).toBe(false);
      expect(await page.getAttribute("html", "lang")).toBe("en");
      expect(await page.locator("a.skip-link").textContent()).toBe("Skip to main content");
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
  it("remembers the visitor's choice: their next visit opens in it, until they choose again", async () => {
    const opened = await openPage(browser());
    const { page } = opened;
    try {
      await page.goto(siteUrl(HOST, "/notice"));
      await page
        .getByRole("navigation", { name: "Language" })
        .getByRole("link", { name: "हिन्दी" })
        .click();
      await page.waitForURL(siteUrl(HOST, "/hi/notice"));
      // A later visit, typed or from a link elsewhere, to any plain address.
      await page.goto(siteUrl(HOST, "/"));
      expect(page.url()).toBe(siteUrl(HOST, "/hi"));
      expect(await page.getAttribute("html", "lang")).toBe("hi");
      await page.goto(siteUrl(HOST, "/event"));
      expect(page.url()).toBe(siteUrl(HOST, "/hi/event"));

      await page
        .getByRole("navigation", { name: "भाषा" })
        .getByRole("link", { name: "English" })
        .click();
      await page.waitForURL(siteUrl(HOST, "/event"));
      await page.goto(siteUrl(HOST, "/"));
      expect(page.url()).toBe(siteUrl(HOST, "/"));
      expect(await page.getAttribute("html", "lang")).toBe("en");
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});

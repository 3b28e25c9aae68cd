// Content first (decision 024): a page's JavaScript is asked for only once the page has
// loaded and painted its first content, or at once when the visitor presses a key or touches
// the page before that; then the page hydrates as always, under its CSP, with no error.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, siteUrl, type OpenedPage } from "./support/browser.ts";

/** Read in the page: when each script was asked for, when the page's load event began and
 * when it first painted content. */
function scriptTimes(): {
  load: number;
  paint: number;
  scripts: { name: string; start: number }[];
} {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  const scripts = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
    .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
    .map((entry) => ({ name: entry.name, start: entry.startTime }));
  const [paint] = performance.getEntriesByName("first-contentful-paint");
  return {
    load: navigation?.loadEventStart ?? Number.NaN,
    paint: paint?.startTime ?? Number.NaN,
    scripts,
  };
}

const hydrated = (page: Page) => page.waitForFunction(() => "__reactRouterDataRouter" in window);

describe("loading order", () => {
  let browser: Browser;
  const opened: OpenedPage[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const o of opened) await o.close();
    await browser?.close();
  });

  it.each(["/", "/notice", "/photo/gallery"])(
    "asks for %s's JavaScript after the page has loaded and painted, then hydrates",
    async (path) => {
      const o = await openPage(browser, "mobile");
      opened.push(o);
      const { page, errors } = o;
      // The server's HTML asks for no module: no preload link, no module script that runs.
      const response = await page.goto(siteUrl("localhost", path));
      expect(response?.status()).toBe(200);
      const html = (await response?.text()) ?? "";
      expect(html).not.toContain('<link rel="modulepreload"');
      expect(html).toMatch(/<script nonce="[^"]+" type="text\/plain" id="rr-boot">/);
      await hydrated(page);
      const { load, paint, scripts } = await page.evaluate(scriptTimes);
      expect(scripts.length).toBeGreaterThan(3);
      expect(paint).toBeGreaterThan(0);
      expect(scripts.filter((s) => s.start < load || s.start < paint)).toEqual([]);
      // Hydrated: a link is followed by the router, without a new document.
      const documents: string[] = [];
      page.on("request", (r) => {
        if (r.resourceType() === "document") documents.push(r.url());
      });
      await page.locator('a[href="/notice"]').first().dispatchEvent("click");
      await page.waitForURL(siteUrl("localhost", "/notice"));
      expect(documents).toEqual([]);
      expect(errors).toEqual([]);
    },
  );

  it("starts at once when the visitor presses a key before the page has loaded", async () => {
    const o = await openPage(browser, "desktop");
    opened.push(o);
    const { page, errors } = o;
    // Pictures that never arrive hold the load event back for as long as the test runs.
    await page.route("**/media/**", () => {});
    await page.goto(siteUrl("localhost", "/"), { waitUntil: "domcontentloaded" });
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(false);
    expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
    await page.keyboard.press("Tab");
    await hydrated(page);
    expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
    expect(errors).toEqual([]);
  });
});

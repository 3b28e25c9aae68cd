// Content first (decision 024): a page's JavaScript is asked for only once the page has
// loaded and painted its first content, or at once when the visitor presses a key or touches
// the page before that; then the page hydrates as always, under its CSP, with no error.
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import {
  afterNextFrame,
  suiteBrowser,
  openPage,
  siteUrl,
  type OpenedPage,
} from "./support/browser.ts";
import { hydrated } from "./support/site.ts";

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

/** The router's state as the page holds it (the part read here). */
interface RouterWindow {
  __reactRouterDataRouter: {
    subscribe(listener: (state: { navigation: { state: string } }) => void): () => void;
  };
  __navigations?: number;
}

/** Read in the page: counts the router's navigations that end from now on. */
function watchNavigation(): void {
  const w = window as unknown as RouterWindow;
  w.__navigations = 0;
  let moving = false;
  w.__reactRouterDataRouter.subscribe(({ navigation }) => {
    if (navigation.state !== "idle") moving = true;
    else if (moving) {
      moving = false;
      w.__navigations = (w.__navigations ?? 0) + 1;
    }
  });
}

/** Read in the page: a navigation watched by `watchNavigation` has ended. */
function navigationEnded(): boolean {
  return ((window as unknown as RouterWindow).__navigations ?? 0) > 0;
}

/**
 * Read in the page: clicks its first link to /notice in the first task after React's
 * hydration has reached it, before the menu bar's effect has marked the page enhanced.
 * Resolves whether it found that moment.
 */
function clickWhileHydrating(): Promise<boolean> {
  const channel = new MessageChannel();
  return new Promise((resolve) => {
    channel.port1.onmessage = () => {
      const link = document.querySelector<HTMLAnchorElement>('a[href="/notice"]');
      const reached = link && Object.keys(link).some((key) => key.startsWith("__reactFiber"));
      if (document.querySelector(".menu-bar[data-enhanced]")) resolve(false);
      else if (reached) {
        link.click();
        resolve(true);
      } else channel.port2.postMessage(null);
    };
    channel.port2.postMessage(null);
  });
}

/** The page's own new documents (its frames' aside), as they are asked for. */
function documentsOf(page: Page): string[] {
  const documents: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "document" && r.frame() === page.mainFrame()) {
      documents.push(r.url());
    }
  });
  return documents;
}

const browser = suiteBrowser();
const opened: OpenedPage[] = [];
afterAll(async () => {
  for (const o of opened) await o.close();
});

describe("loading order", () => {
  it.each(["/", "/notice", "/photo/gallery"])(
    "asks for %s's JavaScript after the page has loaded and painted, then hydrates",
    async (path) => {
      const o = await openPage(browser(), "mobile");
      opened.push(o);
      const { page, errors } = o;
      // The server's HTML asks for no module: no preload link, no module script that runs.
      const response = await page.goto(siteUrl("localhost", path));
      expect(response?.status()).toBe(200);
      const html = (await response?.text()) ?? "";
      expect(html).not.toContain('<link rel="modulepreload"');
      expect(html).toContain('<script type="text/plain" id="rr-boot">');
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
    const o = await openPage(browser(), "desktop");
    opened.push(o);
    const { page, errors } = o;
    // Pictures that never arrive hold the load event back for as long as the test runs.
    let held = 0;
    await page.route("**/media/**", () => {
      held += 1;
    });
    await page.goto(siteUrl("localhost", "/"), { waitUntil: "domcontentloaded" });
    // The page is as far as it gets without its pictures: they have been asked for, and the
    // browser has painted a frame since. Had the scripts started, they would have been asked
    // for by now: a module is requested in the task that imports it.
    await expect.poll(() => held).toBeGreaterThan(0);
    await page.evaluate(afterNextFrame);
    expect((await page.evaluate(scriptTimes)).scripts).toEqual([]);
    expect(await page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(false);
    expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
    await page.keyboard.press("Tab");
    await hydrated(page);
    expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
    expect(errors).toEqual([]);
  });
});

describe("the site's links while the page hydrates", () => {
  // On a processor six times slower, hydration yields between tasks: the click comes while
  // React is still hydrating or has committed but not yet run its effects. Without the
  // listener's start in the commit (a layout effect, on the window), it is the browser's.
  // Five visits, each its own test: where the click lands differs from one to the next.
  for (const visit of [1, 2, 3, 4, 5]) {
    it(`are the router's from the commit that ends hydration, before any effect has run (visit ${visit})`, async () => {
      const o = await openPage(browser(), "mobile");
      opened.push(o);
      const { page, context, errors } = o;
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
      await page.goto(siteUrl("localhost", "/photo/gallery"), { waitUntil: "commit" });
      const documents = documentsOf(page);
      const clicked = await page.evaluate(clickWhileHydrating);
      await page.waitForURL(siteUrl("localhost", "/notice"));
      expect(clicked).toBe(true);
      expect(documents).toEqual([]);
      expect(errors).toEqual([]);
      await o.close();
    });
  }
});

describe("the site's links once the page has hydrated", () => {
  it("are followed by the router, except a click with a modifier key, which the browser takes", async () => {
    const o = await openPage(browser(), "desktop");
    opened.push(o);
    const { page, context, errors } = o;
    await page.goto(siteUrl("localhost", "/"));
    await hydrated(page);
    const documents = documentsOf(page);
    const toNotices = page.locator('main a[href="/notice"]').first();

    // Ctrl and click: a new tab, this one stays where it is.
    const [tab] = await Promise.all([
      context.waitForEvent("page"),
      toNotices.click({ modifiers: ["Control"] }),
    ]);
    await tab.waitForURL(siteUrl("localhost", "/notice"));
    await tab.close();
    expect(page.url()).toBe(siteUrl("localhost", "/"));

    // A plain click: the router's navigation, one history entry more, no new document.
    const entries = await page.evaluate(() => history.length);
    await toNotices.click();
    await page.waitForURL(siteUrl("localhost", "/notice"));
    await expect.poll(() => page.locator("h1").innerText()).toMatch(/notice/i);
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);

    // A link to the page shown replaces its history entry instead of adding one: once the
    // router's navigation it starts has ended.
    await page.evaluate(watchNavigation);
    await page.locator('a[href="/notice"]').first().dispatchEvent("click");
    await page.waitForFunction(navigationEnded);
    expect(page.url()).toBe(siteUrl("localhost", "/notice"));
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
    expect(documents).toEqual([]);
    expect(errors).toEqual([]);
  });
});

// The smoke suite of every page template, driven by the route table and the sitemap: every
// route template of src/site/routes.ts has a page in the sitemap, and one page of each, on
// every demo host, answers 200 with its heading, shows no console error and passes axe (at
// 1280 and 390 px on the first host, at 1280 px on the second), and runs nothing of the
// hostile institute's content. A new screen is covered as soon as its pages are in the route
// table and the sitemap.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ID_PATTERN } from "#contract/constants.ts";
import { PAGE_ROUTES, routeOf, UNLISTED_PAGES } from "#test/support/route-table.ts";
import { onHost, sitemapPaths } from "#test/support/sitemap.ts";
import {
  expectAccessible,
  launchBrowser,
  openPage,
  serveVideoService,
  siteUrl,
  type OpenedPage,
  type ViewportName,
} from "./support/browser.ts";
import { HOSTILE_HOST } from "./support/hostile.ts";

const DEMO_HOSTS = ["localhost", "krishna.localhost"] as const;

/**
 * One page per route template and tab: the first the sitemap lists. Tabs of one template
 * render different views (a committee's composition, its activities), so each is visited.
 */
function samples(paths: readonly string[]): [string, string][] {
  const byKind = new Map<string, [string, string]>();
  for (const path of paths) {
    const route = routeOf(path);
    const last = new URL(path, "http://site.test").pathname.split("/").at(-1) ?? "";
    const kind = ID_PATTERN.test(last) ? route : `${route} ${last}`;
    if (route && kind && !byKind.has(kind)) byKind.set(kind, [route, path]);
  }
  return [...byKind.values()];
}

const sitemaps = Object.fromEntries(
  await Promise.all(
    [...DEMO_HOSTS, HOSTILE_HOST].map(
      async (host) => [host, await sitemapPaths(onHost(inject("port"), host))] as const,
    ),
  ),
);

/**
 * The widths a host's pages are read at: both on the first demo host; desktop only on the
 * other, whose content differs while what a narrow screen changes is the same code on both
 * (these visits are most of the browser suite's time).
 */
const viewportsOf = (host: string): readonly ViewportName[] =>
  host === DEMO_HOSTS[0] ? ["desktop", "mobile"] : ["desktop"];

// An index route shows its section's first tab, whose own address is the one listed.
const ALIASES = (route: string) => route.endsWith("/index") && route !== "dynamic/index";

describe("the sitemap", () => {
  it("lists a page of every route template of the route table", () => {
    const covered = new Set(sitemaps["localhost"]?.map(routeOf));
    const missing = PAGE_ROUTES.filter(
      (route) => !ALIASES(route) && !UNLISTED_PAGES.has(route) && !covered.has(route),
    );
    expect(missing).toEqual([]);
  });
});

describe.each(DEMO_HOSTS)("one page of every template on %s", (host) => {
  let browser: Browser;
  const opened: Partial<Record<ViewportName, OpenedPage>> = {};

  beforeAll(async () => {
    browser = await launchBrowser();
    opened.desktop = await openPage(browser, "desktop");
    opened.mobile = await openPage(browser, "mobile");
    await serveVideoService(opened.desktop.context);
    await serveVideoService(opened.mobile.context);
  });

  afterAll(async () => {
    await opened.desktop?.close();
    await opened.mobile?.close();
    await browser?.close();
  });

  it.each(samples(sitemaps[host] ?? []))("%s (%s)", async (_route, path) => {
    for (const viewport of viewportsOf(host)) {
      const tab = opened[viewport];
      if (!tab) throw new Error("no page");
      tab.errors.length = 0;
      const response = await tab.page.goto(siteUrl(host, path), { waitUntil: "load" });
      expect(response?.status(), `${viewport} ${path}`).toBe(200);
      await expect.poll(() => tab.page.locator("h1").count()).toBe(1);
      expect(await tab.page.locator("h1").innerText()).not.toBe("Page not found");
      // The page's own metadata: a title of its own, a canonical address, and indexable.
      expect(await tab.page.title()).not.toMatch(/^(Temporarily unavailable|Page not found)/);
      expect(await tab.page.locator('link[rel="canonical"]').count()).toBe(1);
      expect(await tab.page.locator('meta[name="robots"]').count()).toBe(0);
      // The page has hydrated (openPage's goto waits for it): what a visitor sees is in.
      await expectAccessible(tab.page);
      expect(tab.errors, `${viewport} ${path}`).toEqual([]);
    }
  });
});

describe("the hostile institute's pages", () => {
  let browser: Browser;
  let tab: OpenedPage;
  const dialogs: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    tab = await openPage(browser);
    // Hostile links and images point at other sites; the test machine talks only to itself.
    await tab.context.route(
      (url) => url.hostname !== HOSTILE_HOST && url.hostname !== "127.0.0.1",
      (route) => route.abort("blockedbyclient"),
    );
    tab.page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  });

  afterAll(async () => {
    await tab?.close();
    await browser?.close();
  });

  it.each(samples(sitemaps[HOSTILE_HOST] ?? []))("%s runs nothing (%s)", async (_route, path) => {
    const response = await tab.page.goto(siteUrl(HOSTILE_HOST, path), { waitUntil: "load" });
    expect(response?.status()).toBe(200);
    await tab.page.waitForTimeout(300);
    expect(await tab.page.evaluate(() => "__xss" in window)).toBe(false);
    expect(dialogs).toEqual([]);
  });
});

// The smoke suite of every page template (see pages.e2e.ts), shared by the files that run it
// host by host and width by width, so that the browser files can run side by side.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ID_PATTERN } from "#contract/constants.ts";
import { isLocale, type Locale } from "#contract/locales.ts";
import { localePath } from "#site/i18n/locale.ts";
import { routeOf } from "#test/support/route-table.ts";
import { MAX_PAGE_BYTES } from "#test/support/page-reader.ts";
import { onHost, sitemapPaths } from "#test/support/sitemap.ts";
import { word } from "#test/support/words.ts";
import {
  afterNextFrame,
  expectAccessible,
  hydrationEnded,
  suiteBrowser,
  openPage,
  siteUrl,
  VIEWPORTS,
  withAxe,
  type OpenedPage,
  type ViewportName,
} from "./browser.ts";
import { HOSTILE_HOST } from "./hostile.ts";

/** A line of text: what must show of a page's content, under its heading, on the first screen. */
const LINE_PX = 40;

/**
 * On a phone the page's heading and the start of its own content (under its banner and tabs)
 * are within the first screen, at the top of the page.
 */
export async function expectContentInFirstScreen(page: Page, path: string): Promise<void> {
  const screen = VIEWPORTS.mobile.viewport.height;
  const { heading, content } = await page.evaluate(() => {
    const top = (el: Element | null | undefined) =>
      el ? el.getBoundingClientRect().top + window.scrollY : null;
    const h1 = document.querySelector("h1");
    const body = document.querySelector(".page-body");
    return {
      heading: h1 ? h1.getBoundingClientRect().bottom + window.scrollY : null,
      content: top(body?.firstElementChild ?? body),
    };
  });
  expect(heading, `the heading of ${path}`).not.toBeNull();
  expect(heading ?? screen, `the heading of ${path}`).toBeLessThanOrEqual(screen);
  if (content !== null) {
    expect(content + LINE_PX, `the content of ${path}`).toBeLessThanOrEqual(screen);
  }
}

/** The paths the sitemap of `host` lists (on the suite's server, or the one at `port`). */
export function sitemapOf(host: string, port: number = inject("port")): Promise<string[]> {
  return sitemapPaths(onHost(port, host));
}

/**
 * One page per route template and tab: the first the sitemap lists. Tabs of one template
 * render different views (a committee's composition, its activities), so each is visited.
 */
export function samples(paths: readonly string[]): [string, string][] {
  const byKind = new Map<string, [string, string]>();
  for (const path of paths) {
    const route = routeOf(path);
    const last = new URL(path, "http://site.test").pathname.split("/").at(-1) ?? "";
    const kind = ID_PATTERN.test(last) ? route : `${route} ${last}`;
    if (route && kind && !byKind.has(kind)) byKind.set(kind, [route, path]);
  }
  return [...byKind.values()];
}

/**
 * One page of every template of `host` at one width, at its plain addresses or in a `locale`
 * under its prefix: 200 and within the page budget, with its heading in the page's language,
 * its own metadata, no console error, and axe passes. On the suite's server, or on another
 * (`server`: a mirrored institute's), named in the tests' titles.
 */
export async function describeTemplates(
  host: string,
  viewport: ViewportName,
  locale?: Locale,
  server?: { port: number; name: string },
): Promise<void> {
  const prefix = locale ? `/${locale}` : "";
  const port = server?.port ?? inject("port");
  const pages = samples(await sitemapOf(host, port)).map(
    ([route, path]) => [route, localePath(prefix, path)] as [string, string],
  );
  const name = `${locale ? ` in ${locale}` : ""}${server ? ` ${server.name}` : ""}`;

  describe(`one page of every template on ${host}${name} at the ${viewport} width`, () => {
    const browser = suiteBrowser();
    let tab: OpenedPage;
    const layoutsSeen = new Set<string>();

    beforeAll(async () => {
      tab = await openPage(browser(), viewport);
      await withAxe(tab.context);
    });

    afterAll(async () => {
      await tab?.close();
    });

    it.each(pages)("%s (%s)", async (_route, path) => {
      tab.errors.length = 0;
      const response = await tab.page.goto(siteUrl(host, path, port), { waitUntil: "load" });
      expect(response?.status(), `${viewport} ${path}`).toBe(200);
      expect((await response?.body())?.length, path).toBeLessThan(MAX_PAGE_BYTES);
      await expect.poll(() => tab.page.locator("h1").count()).toBe(1);
      const lang = (await tab.page.locator("html").getAttribute("lang")) ?? "";
      if (locale) expect(lang, path).toBe(locale);
      if (!isLocale(lang)) throw new Error(`${path} is in no language of the site: ${lang}`);
      const notFound = word(lang, "error_not_found_title");
      expect(await tab.page.locator("h1").innerText()).not.toBe(notFound);
      // The page's own metadata: a title of its own, a canonical address, and indexable.
      const title = await tab.page.title();
      for (const error of [notFound, word(lang, "error_unavailable_title")]) {
        expect(title.startsWith(error), path).toBe(false);
      }
      expect(await tab.page.locator('link[rel="canonical"]').count()).toBe(1);
      expect(await tab.page.locator('meta[name="robots"]').count()).toBe(0);
      if (viewport === "mobile") await expectContentInFirstScreen(tab.page, path);
      // The page has hydrated (openPage's goto waits for it): what a visitor sees is in.
      await expectAccessible(tab.page, layoutsSeen);
      expect(tab.errors, `${viewport} ${path}`).toEqual([]);
    });
  });
}

/** Every template of the hostile institute: loaded and hydrated, its content ran nothing. */
export async function describeHostileTemplates(): Promise<void> {
  const pages = samples(await sitemapOf(HOSTILE_HOST));

  describe("the hostile institute's pages", () => {
    const browser = suiteBrowser({ localOnly: true });
    let tab: OpenedPage;
    const dialogs: string[] = [];

    beforeAll(async () => {
      tab = await openPage(browser());
      tab.page.on("dialog", (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
    });

    afterAll(async () => {
      await tab?.close();
    });

    it.each(pages)("%s runs nothing (%s)", async (_route, path) => {
      const response = await tab.page.goto(siteUrl(HOSTILE_HOST, path), { waitUntil: "load" });
      expect(response?.status()).toBe(200);
      // Whatever the content could run has had its chance: the page has loaded (every
      // picture has answered or failed) and React has hydrated it and committed its effects.
      await tab.page.waitForFunction(hydrationEnded);
      await tab.page.evaluate(afterNextFrame);
      expect(await tab.page.evaluate(() => "__xss" in window)).toBe(false);
      expect(dialogs).toEqual([]);
    });
  });
}

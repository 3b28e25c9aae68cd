// What the screen-family browser tests share: the platform API as the site's own source of
// truth, a page visit that fails on any console error, the server's HTML as a visitor without
// JavaScript gets it, and the 404 page inside the site frame.
import type { IncomingHttpHeaders } from "node:http";
import type { Browser, Page } from "playwright-core";
import { expect, inject } from "vitest";
import { DEFAULT_LANGUAGES, isLocale, type Languages } from "#contract/locales.ts";
import { DEMO_INSTITUTES } from "#demo/generate.server.ts";
import { textOf } from "#test/support/html.ts";
import { get as httpGet } from "#test/support/http.ts";
import { inEnglish, word, wordsOf } from "#test/support/words.ts";
import {
  expectAccessible,
  hydrationEnded,
  openPage,
  serveVideoService,
  siteUrl,
  withAxe,
  type OpenedPage,
  type ViewportName,
} from "./browser.ts";
import { HOSTILE_HOST } from "./hostile.ts";

/** The demo institutes: the first is served on localhost. */
export const DEMO_HOSTS = ["localhost", "krishna.localhost"] as const;
/**
 * The host whose pages a section's own accessibility test reads, in the states that test opens
 * (a disclosure, a tab, a query). pages.e2e.ts checks one page of every template on every demo
 * host, so checking each section's states on a second host again only repeats axe's work.
 */
export const AXE_HOSTS = [DEMO_HOSTS[0]] as const;

/** The languages a host's institute offers (the second demo institute speaks Marathi at its
 * plain addresses). */
function languagesAt(host: string): Languages {
  return DEMO_INSTITUTES.find((i) => i.hosts.includes(host))?.languages ?? DEFAULT_LANGUAGES;
}

/** A path's English page on a host, for a test that reads the site's English words: under
 * `/en` where English is not the host's default. */
export function inEnglishAt(host: string, path: string): string {
  return inEnglish({ languages: languagesAt(host) }, path);
}

/** The site's words at a host's plain addresses, in its default language. */
export function wordsAt(host: string): ReturnType<typeof wordsOf> {
  return wordsOf({ languages: languagesAt(host) });
}

/** How long a page may take to answer: as long as Playwright waits for a page to load. */
const PAGE_TIMEOUT_MS = 30_000;

/**
 * A GET on a host, sent to the test server with that Host header (Node's resolver, unlike the
 * browser's, does not send *.localhost to this machine), on a connection of its own. Redirects
 * are not followed; the path is sent as given.
 */
export async function get(
  host: string,
  path: string,
): Promise<{ status: number; body: string; headers: IncomingHttpHeaders }> {
  const reply = await httpGet(inject("port"), path, { host, timeoutMs: PAGE_TIMEOUT_MS });
  return { status: reply.status, body: reply.text, headers: reply.headers };
}

/** One field of an API answer on a host. */
export async function api<T>(host: string, path: string, field: string): Promise<T> {
  const res = await get(host, `/api${path}`);
  expect(res.status, path).toBe(200);
  const body: Record<string, T> = JSON.parse(res.body);
  const value = body[field];
  if (value === undefined) throw new Error(`${path} answered without ${field}`);
  return value;
}

/** The institute id a host serves. */
export async function instituteIdOf(host: string): Promise<string> {
  const found = await api<{ link_up: { _id: string } }>(
    host,
    `/v1/admin/sub/domain/by/host?filter_by=${host}`,
    "all_domain",
  );
  return found.link_up._id;
}

/** The server's answer to a plain GET, as a visitor without JavaScript (or a crawler) gets it. */
export async function getHtml(
  host: string,
  path: string,
): Promise<{ status: number; html: string }> {
  const res = await get(host, path);
  return { status: res.status, html: res.body };
}

/** The page's <title>, as text. */
export function titleOf(html: string): string {
  return textOf(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "").trim();
}

/**
 * Waits until React has hydrated the page, so its controls respond: the page's scripts start
 * only after its load event.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(hydrationEnded);
}

/** Goes to `path` of `host`, which must answer 200 and hydrate. */
async function goHydrated(page: Page, host: string, path: string): Promise<void> {
  const response = await page.goto(siteUrl(host, path));
  expect(response?.status(), path).toBe(200);
  await hydrated(page);
}

/** Opens a page that must answer 200, runs the checks, and fails on any console error. */
export async function visit(
  browser: Browser,
  host: string,
  path: string,
  check: (opened: OpenedPage) => Promise<void>,
  viewport: ViewportName = "desktop",
  /** Runs before the page is opened: routes for services outside this machine. */
  prepare?: (page: Page) => Promise<void>,
): Promise<void> {
  const opened = await openPage(browser, viewport);
  try {
    await prepare?.(opened.page);
    await goHydrated(opened.page, host, path);
    await check(opened);
    expect(opened.errors).toEqual([]);
  } finally {
    await opened.close();
  }
}

/**
 * Opens each of `paths` of `host` in turn, in one tab at one width: each answers 200, shows no
 * console error, and passes axe (its layout checked once for each form it takes).
 */
export async function expectPagesAccessible(
  browser: Browser,
  host: string,
  paths: readonly string[],
  viewport: ViewportName,
): Promise<void> {
  const opened = await openPage(browser, viewport);
  const layoutsSeen = new Set<string>();
  try {
    await withAxe(opened.context);
    for (const path of paths) {
      await goHydrated(opened.page, host, path);
      await expectAccessible(opened.page, layoutsSeen);
      expect(opened.errors, path).toEqual([]);
    }
  } finally {
    await opened.close();
  }
}

/** The address is a 404 page inside the site frame, marked noindex. */
export async function expectNotFoundInFrame(
  browser: Browser,
  host: string,
  path: string,
): Promise<void> {
  const { page, errors, close } = await openPage(browser);
  try {
    const response = await page.goto(siteUrl(host, path));
    expect(response?.status(), path).toBe(404);
    // In the page's language: a host's default, or the one its address names.
    const lang = (await page.locator("html").getAttribute("lang")) ?? "";
    expect(isLocale(lang), lang).toBe(true);
    if (isLocale(lang)) {
      expect(await page.locator("h1").innerText()).toBe(word(lang, "error_not_found_title"));
    }
    expect(await page.locator("header").first().isVisible()).toBe(true);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    // The browser reports the document's own 404 status as a console error; nothing else.
    expect(errors.filter((e) => !e.includes("status of 404"))).toEqual([]);
  } finally {
    await close();
  }
}

/**
 * Opens a page of the institute full of hostile content (xss.localhost), lets the test use it,
 * and requires that no payload ran: none set window.__xss or opened a dialog.
 */
export async function visitHostile(
  browser: Browser,
  path: string,
  use: (page: Page) => Promise<void>,
): Promise<void> {
  const opened = await openPage(browser);
  const { page } = opened;
  let dialogs = 0;
  page.on("dialog", (dialog) => {
    dialogs++;
    void dialog.dismiss();
  });
  try {
    await serveVideoService(page);
    const response = await page.goto(siteUrl(HOSTILE_HOST, path));
    expect(response?.status(), path).toBe(200);
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    await use(page);
    expect(await page.evaluate(() => "__xss" in window)).toBe(false);
    expect(dialogs).toBe(0);
  } finally {
    await opened.close();
  }
}

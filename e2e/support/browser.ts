// Debian's Chromium driven by playwright-core, pages that record every console error and CSP
// violation, and the axe-core check of WCAG 2.2 A and AA.
import axeCore from "axe-core";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-sync",
];

/**
 * Every name but this machine's fails to resolve: hostile content links and loads from other
 * sites (by name: e2e/support/hostile.ts writes no address in numbers), and the test machine
 * talks only to itself. Resolving, rather than routing requests (which would turn off the
 * browser's HTTP cache), keeps the pages' scripts cached.
 */
const LOCAL_ONLY =
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1";

function launchBrowser(options: { localOnly?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: options.localOnly ? [...CHROMIUM_ARGS, LOCAL_ONLY] : CHROMIUM_ARGS,
  });
}

/**
 * The browser of the tests of the describe block (or file) that calls this: launched before
 * their first hook that comes after this call, closed after their last. The function returned
 * gives it to those tests and hooks.
 */
export function suiteBrowser(options: { localOnly?: boolean } = {}): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser(options);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("The suite's browser is read before the suite has started.");
    return browser;
  };
}

export const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  mobile: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** The address of a path on a demo host: localhost, krishna.localhost, xss.localhost… */
export function siteUrl(host: string, path = "/", port: number = inject("port")): string {
  return `http://${host}:${port}${path}`;
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors, uncaught exceptions and CSP violations, in order. */
  errors: string[];
  close(): Promise<void>;
}

/** How long a test waits for a loaded page to hydrate; a page without scripts never does. */
const HYDRATION_TIMEOUT_MS = 5000;

/**
 * Read in the page: React has finished hydrating it. The router exists from the first render
 * of hydration, which can take a while on a long page; the menu bar marks itself enhanced in
 * an effect of the commit that ends it, after the site's link listener has started.
 */
export function hydrationEnded(): boolean {
  const menuBar = document.querySelector(".menu-bar");
  return "__reactRouterDataRouter" in window && (!menuBar || menuBar.hasAttribute("data-enhanced"));
}

/** Read in the page: resolves once the browser has rendered one more frame and run the tasks
 * queued in it. */
export function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * A page's modules start a frame after it has loaded and painted (decision 024), so a test
 * that clicks at once after `goto` could click before React listens. Like a visitor who waits
 * for the page, `goto` here resolves once a loaded site page has hydrated (or could not).
 */
function gotoHydrated(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    const loaded =
      (options?.waitUntil ?? "load") !== "domcontentloaded" && options?.waitUntil !== "commit";
    const html = response?.headers()["content-type"]?.startsWith("text/html") ?? false;
    if (loaded && html && response?.ok()) {
      await page
        .waitForFunction(hydrationEnded, undefined, { timeout: HYDRATION_TIMEOUT_MS })
        .catch(() => undefined);
    }
    return response;
  };
}

export async function openPage(
  browser: Browser,
  viewport: ViewportName = "desktop",
  options: { reducedMotion?: "reduce" | "no-preference" } = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({
    ...VIEWPORTS[viewport],
    reducedMotion: options.reducedMotion,
  });
  const page = await context.newPage();
  gotoHydrated(page);
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, context, errors, close: () => context.close() };
}

/**
 * The video service's thumbnails and player are outside this machine: a page or a whole
 * browser context gets a blank thumbnail and an empty player from here instead. Only a test
 * that opens a video needs it: a page's own pictures are never the service's, and a routed
 * page or context loses the browser's HTTP cache (every page fetches and compiles the site's
 * scripts again).
 */
export async function serveVideoService(target: Page | BrowserContext): Promise<void> {
  await target.route("https://i.ytimg.com/**", (route) =>
    route.fulfill({
      contentType: "image/svg+xml",
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"/>',
    }),
  );
  await target.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title>" }),
  );
}

/** The rules checked: WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * axe-core for one frame. Frames of other origins (a video player) answer the page's axe too,
 * so their content is checked as it was in @axe-core/playwright's default mode.
 */
const AXE_IN_FRAME = `${axeCore.source};axe.configure({ allowedOrigins: ["<unsafe_all_origins>"] });`;

/**
 * Gives every document of `context` axe-core as it starts, in every frame: a test that checks
 * many pages then does not send the 550 KB of axe-core through the protocol for each one
 * (measured: about 300 ms a page sent that way, about 120 ms more of each load as an init script).
 */
export async function withAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: AXE_IN_FRAME });
}

/** How long a frame may take to receive axe-core before it is left out (as in the default mode). */
const FRAME_INJECTION_MS = 1000;

/** Read in the page: whether axe-core is in it (`withAxe`), not an element whose id is "axe". */
function hasAxe(): boolean {
  const { axe } = window as { axe?: { run?: unknown } };
  return typeof axe?.run === "function";
}

/** The site's layout: the same header and footer around every page of a host, language and
 * width, but for their state (the current section, the language switcher's addresses). */
const LAYOUT = ["body > header", "body > footer"];

/** Read in the page: its layout as axe-core sees it, the addresses of its links aside. */
function layoutOf(selectors: string[]): string {
  return selectors
    .map((selector) => {
      const copy = document.querySelector(selector)?.cloneNode(true);
      if (!(copy instanceof Element)) return "";
      for (const link of copy.querySelectorAll("[href]")) link.removeAttribute("href");
      return copy.outerHTML;
    })
    .join("\n");
}

/**
 * Read in the page: a one-line summary of each violation of `tags` axe-core finds, in the whole
 * page or in all of it but `exclude`. The one rule of these tags that reads the whole page (a
 * way to skip to the content, `bypass`) runs on the whole page either way: axe leaves it out
 * when a part is excluded.
 */
async function axeViolations({ tags, exclude }: { tags: string[]; exclude: string[] }) {
  const { axe } = window as unknown as { axe: typeof axeCore };
  // Only violations are read: axe then skips the node lists of what passed.
  const resultTypes = ["violations" as const];
  const context = { include: [document], exclude: exclude.map((selector) => [selector]) };
  const { violations } = await axe.run(context, {
    resultTypes,
    runOnly: { type: "tag", values: tags },
  });
  if (exclude.length > 0) {
    const whole = await axe.run(document, {
      resultTypes,
      runOnly: { type: "rule", values: ["bypass"] },
    });
    violations.push(...whole.violations);
  }
  return violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")})`,
  );
}

/**
 * Zero axe-core violations of WCAG 2.0, 2.1 and 2.2 at levels A and AA, in the page and every
 * frame in it. axe runs in the page itself: @axe-core/playwright's default mode checks the
 * same rules but opens a blank page per check to gather the frames' results, which cost more
 * than the check (2.2 s against 0.8 s a page).
 *
 * `layoutsSeen`, kept by a test that checks many pages of one host, language and width, holds
 * the forms of the site's layout (header and footer) already checked: a page whose layout is
 * one of them is checked but for it, which is more than half of axe's work on a page.
 */
export async function expectAccessible(page: Page, layoutsSeen?: Set<string>): Promise<void> {
  if (!(await page.evaluate(hasAxe))) await page.evaluate(AXE_IN_FRAME);
  // A frame that cannot take axe in time (one still loading) is left out, as the default
  // mode leaves it out.
  await Promise.all(
    page
      .frames()
      .filter((frame) => frame !== page.mainFrame())
      .map((frame) =>
        Promise.race([
          frame.evaluate(hasAxe).then((has) => has || frame.evaluate(AXE_IN_FRAME)),
          new Promise((resolve) => setTimeout(resolve, FRAME_INJECTION_MS)),
        ]).catch(() => undefined),
      ),
  );
  let exclude: string[] = [];
  if (layoutsSeen) {
    const layout = await page.evaluate(layoutOf, LAYOUT);
    if (layoutsSeen.has(layout)) exclude = LAYOUT;
    else layoutsSeen.add(layout);
  }
  const violations = await page.evaluate(axeViolations, { tags: WCAG_TAGS, exclude });
  expect(violations, violations.join("; ")).toEqual([]);
}

// Documents are links (issue 23): every control that opens a file is an `<a href>` to it, so
// with JavaScript off, or before the page is ready on a slow phone, a visitor opens it, and a
// long press can save or share it. Their names tell them apart in a screen reader's list of
// links. Printed, a page is its content, the institute's name, its address and each file's.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { TITLE_SEPARATOR } from "#site/lib/seo.ts";
import { onHost, sitemapPaths } from "#test/support/sitemap.ts";
import { launchBrowser, openPage, siteUrl } from "./support/browser.ts";
import { DEMO_HOSTS, get } from "./support/site.ts";
import { samples } from "./support/templates.ts";

/** The links of a page's own content that lead to a stored file (or a video's page). */
const FILE_LINKS = "main a[data-print-url]";

/** Pages of the first demo institute that list files, by template: each must keep its links. */
const LISTING_FILES = [
  /^\/one\/notice\/[^/]+\/detail$/,
  /^\/examination\/notice$/,
  /^\/iqac\/[^/]+\/tab\/[^/]+$/,
  /^\/naac\/[^/]+\/tab\/[^/]+\/nested\//,
  /^\/aqar\/[^/]+\/tab\/[^/]+$/,
  /^\/admission\/document$/,
  /^\/photo\/gallery\/year\/[^/]+\/category\/[^/]+$/,
  /^\/one\/[^/]+\/activity\/[^/]+\/[^/]+$/,
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** One page per route template (its tabs aside), of the sample of every template and tab. */
function perTemplate(pages: readonly [string, string][]): string[] {
  const byRoute = new Map<string, string>();
  for (const [route, path] of pages) if (!byRoute.has(route)) byRoute.set(route, path);
  return [...byRoute.values()];
}

/** The pages' pictures are not fetched: what these tests read is in the HTML, and a file the
 * visitor opens is a document, not a picture in a page. */
async function withoutPictures(context: BrowserContext): Promise<void> {
  await context.route("**/media/**", (route) =>
    route.request().resourceType() === "image" ? route.abort() : route.fallback(),
  );
}

/** Pages whose content is a quality body's tree, where items repeat names (each meeting's
 * "Proceedings"): every link of their content must have a name of its own. */
const TREES = /^\/(iqac|naac|aqar|nirf|institutional|special)\//;

describe.each(DEMO_HOSTS)("documents on %s", (host) => {
  let pages: [string, string][];
  beforeAll(async () => {
    pages = samples(await sitemapPaths(onHost(inject("port"), host)));
  });

  it("opens a file from every template that lists one, with JavaScript off", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await withoutPictures(context);
    const listing: string[] = [];
    try {
      for (const path of perTemplate(pages)) {
        // The server's HTML says whether the page lists a file; the browser then opens one.
        const { body } = await get(host, path);
        if (!/<main[^]*data-print-url=[^]*<\/main>/.test(body)) continue;
        listing.push(path);
        const page = await context.newPage();
        try {
          await page.goto(siteUrl(host, path), { waitUntil: "domcontentloaded" });
          // In a closed accordion, the visitor opens it first (a native <details>).
          const shown = page.locator(FILE_LINKS).filter({ visible: true });
          if ((await shown.count()) === 0) {
            const closed = page.locator("main details", { has: page.locator("a[data-print-url]") });
            await closed.first().locator("summary").first().click();
          }
          const link = shown.first();
          const href = (await link.getAttribute("href", { timeout: 10_000 })) ?? "";
          if (!href.startsWith("/")) continue; // a video's page on the video service
          const [answer] = await Promise.all([
            page.waitForResponse((r) => new URL(r.url()).pathname === href, { timeout: 10_000 }),
            link.click({ timeout: 10_000 }),
          ]).catch((error: unknown) => {
            throw new Error(`${path}: ${String(error)}`);
          });
          expect(answer.status(), `${path} → ${href}`).toBe(200);
          expect(answer.headers()["content-type"], `${path} → ${href}`).not.toMatch(/text\/html/);
        } finally {
          await page.close();
        }
      }
    } finally {
      await context.close();
    }
    const expected = host === DEMO_HOSTS[0] ? LISTING_FILES : LISTING_FILES.slice(0, 2);
    for (const template of expected) {
      expect(
        listing.some((path) => template.test(path)),
        String(template),
      ).toBe(true);
    }
  }, 240_000);

  it("gives each link to a file, and each link of a quality body's tree, a name of its own", async () => {
    // The names are in the server's HTML: no need to wait for the page's scripts or pictures.
    const context = await browser.newContext({ javaScriptEnabled: false });
    await withoutPictures(context);
    try {
      const page = await context.newPage();
      for (const [, path] of pages) {
        await page.goto(siteUrl(host, path), { waitUntil: "domcontentloaded" });
        // The names the site composes (View Detail: …), and every name in a tree; other
        // names are the institute's own words, which may repeat.
        const links = TREES.test(path) ? "main a[href]:not(nav a)" : FILE_LINKS;
        const shared = await page.evaluate((selector) => {
          const hrefs = new Map<string, Set<string>>();
          for (const link of document.querySelectorAll(selector)) {
            // The name a screen reader gives the link: its label, or its text, hidden parts too.
            const name = (link.getAttribute("aria-label") ?? link.textContent ?? "")
              .replace(/\s+/g, " ")
              .trim();
            hrefs.set(name, (hrefs.get(name) ?? new Set()).add(link.getAttribute("href") ?? ""));
          }
          return [...hrefs].filter(([, set]) => set.size > 1).map(([name]) => name);
        }, `${links}:not(:has(img))`);
        expect(shared, path).toEqual([]);
      }
    } finally {
      await context.close();
    }
  }, 240_000);
});

/** The page's printed look: what `selector` shows and the text after a file's link. */
async function printed(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).first().isVisible();
}

describe("a printed page", () => {
  const host = DEMO_HOSTS[0];

  it("is a notice's content, the institute's name, its address and each file's address", async () => {
    const { page, close } = await openPage(browser);
    try {
      const paths = await sitemapPaths(onHost(inject("port"), host));
      const notice = paths.find((path) => LISTING_FILES[0]?.test(path)) ?? "";
      await page.goto(siteUrl(host, notice));
      await page.emulateMedia({ media: "print" });
      // The site's navigation stays on screen.
      for (const selector of ["header nav", "footer", "form[role=search]", ".skip-link"]) {
        expect(await printed(page, selector), selector).toBe(false);
      }
      expect(await page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
      const institute = (await page.title()).split(TITLE_SEPARATOR).at(-1) ?? "";
      expect(await page.locator("header").getByText(institute).first().isVisible()).toBe(true);
      const address = page.getByText(siteUrl(host, notice).replace(/:\d+/, ""), { exact: false });
      expect(await address.isVisible()).toBe(true);
      const file = page
        .locator(FILE_LINKS)
        .filter({ hasNot: page.locator("img") })
        .first();
      const after = await file.evaluate((link) => getComputedStyle(link, "::after").content);
      expect(after).toContain(`${new URL(siteUrl(host)).protocol}//`);
      expect(after).toContain(String(await file.getAttribute("href")));
      // One notice prints on one A4 page.
      const pdf = (await page.pdf({ format: "A4" })).toString("latin1");
      expect(pdf.match(/\/Type\s*\/Page\b/g)?.length).toBe(1);
    } finally {
      await close();
    }
  });
});

// Documents are links (issue 23): every control that opens a file is an `<a href>` to it, so
// with JavaScript off, or before the page is ready on a slow phone, a visitor opens it, and a
// long press can save or share it. Their names tell them apart in a screen reader's list of
// links. Printed, a page is its content, the institute's name, its address and each file's.
import { DomUtils, parseDocument } from "htmlparser2";
import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { TITLE_SEPARATOR } from "#site/lib/seo.ts";
import { onHost, sitemapPaths } from "#test/support/sitemap.ts";
import { suiteBrowser, openPage, siteUrl } from "./support/browser.ts";
import { EDITED_HOST } from "./support/edited.ts";
import { DEMO_HOSTS, get } from "./support/site.ts";
import { samples } from "./support/templates.ts";

/** The links of a page's own content that lead to a stored file (or a video's page). */
const FILE_LINKS = "main a[data-print-url]";

/** How long a click on a file's link may take to bring the file's answer. */
const FILE_ANSWER_MS = 30_000;

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

const browser = suiteBrowser();

/** One page per route template (its tabs aside), of the sample of every template and tab. */
function perTemplate(pages: readonly [string, string][]): string[] {
  const byRoute = new Map<string, string>();
  for (const [route, path] of pages) if (!byRoute.has(route)) byRoute.set(route, path);
  return [...byRoute.values()];
}

/** Visits every path on `tabs` pages of a context at once, each page reused from path to path. */
async function visitAll(
  context: BrowserContext,
  paths: readonly string[],
  tabs: number,
  visit: (page: Page, path: string) => Promise<void>,
): Promise<void> {
  const queue = [...paths];
  const tab = async () => {
    const page = await context.newPage();
    try {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        await visit(page, path);
      }
    } finally {
      await page.close();
    }
  };
  await Promise.all(Array.from({ length: tabs }, tab));
}

/** The pages' pictures are not fetched: what these tests read is in the HTML, and a file the
 * visitor opens is a document, not a picture in a page. */
async function withoutPictures(context: BrowserContext): Promise<void> {
  await context.route("**/media/**", (route) =>
    route.request().resourceType() === "image" ? route.abort() : route.fallback(),
  );
}

type HtmlElement = ReturnType<typeof DomUtils.findAll>[number];

/**
 * The names that lead to more than one address among the links of a page's content, its rows
 * of tabs and filters aside (links inside a nav) and pictures' links aside: files (View Detail:
 * …), a tree's items, and lists whose items may share a title (notices of one title on two
 * days). A link's name is the one a screen reader gives it: its label, or its text, hidden
 * parts too.
 */
function sharedLinkNames(html: string): string[] {
  const within = (el: HtmlElement, name: string) => {
    for (let up = el.parent; up; up = up.parent) {
      if (DomUtils.isTag(up) && up.name === name) return true;
    }
    return false;
  };
  const links = DomUtils.findAll(
    (el) =>
      el.name === "a" &&
      el.attribs.href !== undefined &&
      within(el, "main") &&
      !within(el, "nav") &&
      DomUtils.findOne((inner) => inner.name === "img", el.children) === null,
    parseDocument(html).children,
  );
  const hrefs = new Map<string, Set<string>>();
  for (const link of links) {
    const name = (link.attribs["aria-label"] ?? DomUtils.textContent(link))
      .replace(/\s+/g, " ")
      .trim();
    hrefs.set(name, (hrefs.get(name) ?? new Set()).add(link.attribs.href ?? ""));
  }
  return [...hrefs].filter(([, set]) => set.size > 1).map(([name]) => name);
}

describe.each([...DEMO_HOSTS, EDITED_HOST])("documents on %s", (host) => {
  let pages: [string, string][];
  beforeAll(async () => {
    pages = samples(await sitemapPaths(onHost(inject("port"), host)));
  });

  it("opens a file from every template that lists one, with JavaScript off", async () => {
    // The file's answer is what is checked: the browser does not keep the download, which could
    // otherwise still be in progress when its page moves on or closes.
    const context = await browser().newContext({
      javaScriptEnabled: false,
      acceptDownloads: false,
    });
    await withoutPictures(context);
    const listing: string[] = [];
    try {
      // Most of a visit here waits on the browser (a click, a file's answer): three at once.
      await visitAll(context, perTemplate(pages), 3, async (page, path) => {
        // The server's HTML says whether the page lists a file; the browser then opens one.
        const { body } = await get(host, path);
        if (!/<main[^]*data-print-url=[^]*<\/main>/.test(body)) return;
        listing.push(path);
        // Until its load event, the page's layout can still move a link from under the click.
        await page.goto(siteUrl(host, path), { waitUntil: "load" });
        // In a closed accordion, the visitor opens it first (a native <details>).
        const shown = page.locator(FILE_LINKS).filter({ visible: true });
        if ((await shown.count()) === 0) {
          const closed = page.locator("main details", { has: page.locator("a[data-print-url]") });
          await closed.first().locator("summary").first().click();
        }
        const link = shown.first();
        const href = (await link.getAttribute("href", { timeout: 10_000 })) ?? "";
        if (!href.startsWith("/")) return; // a video's page on the video service
        // Three tabs at once on a loaded machine: in a CI run, no answer came within 10 s.
        const [answer] = await Promise.all([
          page.waitForResponse((r) => new URL(r.url()).pathname === href, {
            timeout: FILE_ANSWER_MS,
          }),
          link.click({ timeout: FILE_ANSWER_MS }),
        ]).catch((error: unknown) => {
          throw new Error(`${path}: ${String(error)}`);
        });
        expect(answer.status(), `${path} → ${href}`).toBe(200);
        expect(answer.headers()["content-type"], `${path} → ${href}`).not.toMatch(/text\/html/);
      });
    } finally {
      await context.close();
    }
    // The second demo institute lists files on fewer templates; the hand-edited copy of the
    // first on all of them.
    const expected = host === DEMO_HOSTS[1] ? LISTING_FILES.slice(0, 2) : LISTING_FILES;
    for (const template of expected) {
      expect(
        listing.some((path) => template.test(path)),
        String(template),
      ).toBe(true);
    }
    // Each step has its own limit; the whole took 60–108 s in CI runs, and once over 240 s.
  }, 420_000);

  it("gives each link of a page's content a name of its own", async () => {
    // The names are in the server's HTML, as a browser without JavaScript reads it: no browser
    // is needed to read them.
    for (const [, path] of pages) {
      const { status, body } = await get(host, path);
      expect(status, path).toBe(200);
      expect(sharedLinkNames(body), path).toEqual([]);
    }
  }, 240_000);
});

/** The pages printed (issue 23), the first the sitemap lists of each; `files`: it has a
 * file whose address must print beside its link. */
const PRINTED = [
  { name: "a notice", template: /^\/one\/notice\/[^/]+\/detail$/, files: true },
  { name: "an event", template: /^\/one\/event\/[^/]+\/detail(\/[a-z-]+)?$/, files: false },
  { name: "a staff list", template: /^\/institute\/faculties\/teaching$/, files: false },
  { name: "an IQAC page", template: /^\/iqac\/[^/]+\/tab\/[^/]+$/, files: true },
];

/** What print leaves on screen: the site's menus, search, footer, and every row of tabs,
 * filters or pages (a nav whose current item is a link; a breadcrumb's is not). */
const NOT_PRINTED = [
  "header nav",
  "footer",
  "form[role=search]",
  ".skip-link",
  "nav:has(a[aria-current])",
];

describe.each([DEMO_HOSTS[0], EDITED_HOST])("a printed page on %s", (host) => {
  let paths: string[];
  beforeAll(async () => {
    paths = await sitemapPaths(onHost(inject("port"), host));
  });

  it.each(PRINTED)(
    "prints $name as its content, the institute's name, its address and each file's",
    async ({ template, files }) => {
      const path = paths.find((p) => template.test(p));
      expect(path, String(template)).toBeDefined();
      const { page, close } = await openPage(browser());
      try {
        await page.goto(siteUrl(host, path));
        await page.emulateMedia({ media: "print" });
        for (const selector of NOT_PRINTED) {
          const shown = page.locator(selector).filter({ visible: true });
          expect(await shown.count(), `${path}: ${selector}`).toBe(0);
        }
        expect(await page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
        expect(await page.locator(".page-body").first().isVisible(), path).toBe(true);
        const institute = (await page.title()).split(TITLE_SEPARATOR).at(-1) ?? "";
        expect(await page.locator("header").getByText(institute).first().isVisible()).toBe(true);
        const address = page.getByText(siteUrl(host, path).replace(/:\d+/, ""), { exact: false });
        expect(await address.isVisible(), path).toBe(true);
        const links = page.locator(FILE_LINKS).filter({ hasNot: page.locator("img") });
        if (files) expect(await links.count(), path).toBeGreaterThan(0);
        for (const file of (await links.all()).slice(0, 3)) {
          const after = await file.evaluate((link) => getComputedStyle(link, "::after").content);
          expect(after).toContain(`${new URL(siteUrl(host)).protocol}//`);
          expect(after).toContain(String(await file.getAttribute("href")));
        }
        // One notice prints on one A4 page.
        if (LISTING_FILES[0]?.test(path ?? "")) {
          const pdf = (await page.pdf({ format: "A4" })).toString("latin1");
          expect(pdf.match(/\/Type\s*\/Page\b/g)?.length).toBe(1);
        }
      } finally {
        await close();
      }
    },
  );
});

// Every link leads somewhere (issue "Inner pages III"): a crawl of each demo institute from its
// home page, through the server's HTML only (menus, drawer entries, footer, tab bars, cards),
// finds every same-origin link answering 200; links that leave the site use a safe scheme and
// open safely; no link is a dead "#". The crawl and the sitemap agree: every page the sitemap
// lists is reached, and every page reached names a canonical address the sitemap lists.
import { beforeAll, describe, expect, inject, it } from "vitest";
import { onHost, sitemapPaths } from "#test/support/sitemap.ts";
import { suiteBrowser, siteUrl } from "./support/browser.ts";
import { DEMO_HOSTS, get } from "./support/site.ts";

const decode = (value: string) =>
  value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

interface Anchor {
  href: string;
  target: string | undefined;
  rel: string | undefined;
}

/** A page's anchors, but for its links to itself in other languages (the switcher's, with
 * `hreflang`): the crawl stays in the default language (issue 24). */
function anchorsOf(html: string): Anchor[] {
  const anchors = [...html.matchAll(/<a\s[^>]*>/g)].filter(([tag]) => !/\shrefLang=/i.test(tag));
  return anchors.map(([tag]) => {
    const attribute = (name: string) => {
      const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
      return value === undefined ? undefined : decode(value);
    };
    return { href: attribute("href") ?? "", target: attribute("target"), rel: attribute("rel") };
  });
}

interface Crawl {
  /** Every same-origin address linked, with its status. */
  statuses: Map<string, number>;
  /** Same-origin redirects: where each address that answered one sends the visitor. */
  redirects: Map<string, string>;
  /** Canonical paths of the pages reached. */
  canonicals: Set<string>;
  external: Anchor[];
  /** Anchors without a destination: "#", empty, javascript:, or a fragment the page lacks. */
  dead: { page: string; href: string }[];
}

async function crawl(host: string): Promise<Crawl> {
  const statuses = new Map<string, number>();
  const redirects = new Map<string, string>();
  const canonicals = new Set<string>();
  const external: Anchor[] = [];
  const dead: { page: string; href: string }[] = [];
  const queue = ["/"];
  const seen = new Set(queue);
  const visit = async (path: string) => {
    const res = await get(host, path);
    statuses.set(path, res.status);
    const location = res.headers.location;
    if (res.status >= 300 && res.status < 400 && location?.startsWith("/")) {
      redirects.set(path, location);
      if (!location.startsWith("//") && !seen.has(location)) {
        seen.add(location);
        queue.push(location);
      }
      return;
    }
    const isHtml = String(res.headers["content-type"]).startsWith("text/html");
    if (res.status !== 200 || !isHtml) return;
    const canonical = /<link rel="canonical" href="([^"]*)"/.exec(res.body)?.[1];
    if (canonical) {
      const url = new URL(decode(canonical));
      canonicals.add(url.pathname + url.search);
    }
    for (const anchor of anchorsOf(res.body)) {
      const { href } = anchor;
      const fragment = href.startsWith("#") ? href.slice(1) : undefined;
      if (
        href === "" ||
        /^javascript:/i.test(href) ||
        (fragment !== undefined && !(fragment && res.body.includes(` id="${fragment}"`)))
      ) {
        dead.push({ page: path, href });
      } else if (fragment !== undefined) {
        continue;
      } else if (href.startsWith("/") && !href.startsWith("//")) {
        if (!seen.has(href)) {
          seen.add(href);
          queue.push(href);
        }
      } else {
        external.push(anchor);
      }
    }
  };
  while (queue.length > 0) {
    await Promise.all(queue.splice(0, 8).map(visit));
  }
  return { statuses, redirects, canonicals, external, dead };
}

describe.each(DEMO_HOSTS)("the links of %s", (host) => {
  let result: Crawl;
  beforeAll(async () => {
    result = await crawl(host);
  }, 600_000);

  it("all answer 200, whichever page they are on", () => {
    // A link the spec gives a redirect (the top bar's New Admission) counts by where it leads.
    const statusOf = (path: string, hops = 0): number | undefined => {
      const target = result.redirects.get(path);
      return target && hops < 5 ? statusOf(target, hops + 1) : result.statuses.get(path);
    };
    const failing = [...result.statuses]
      .filter(([path]) => statusOf(path) !== 200)
      .map(([path, status]) => `${status} ${path}`);
    expect(failing).toEqual([]);
    expect(result.statuses.size).toBeGreaterThan(100);
  });

  it("are never a dead '#'", () => {
    expect(result.dead).toEqual([]);
  });

  it("leave the site only for safe schemes, opening new tabs safely", () => {
    expect(result.external.length).toBeGreaterThan(0);
    for (const anchor of result.external) {
      expect(anchor.href).toMatch(/^(https?:\/\/|mailto:|tel:)/);
      if (anchor.target === "_blank") expect(anchor.rel).toContain("noopener");
    }
  });

  it("agree with the sitemap", async () => {
    const sitemap = await sitemapPaths(onHost(inject("port"), host));
    const reached = new Set(
      [...result.statuses].filter(([, status]) => status === 200).map(([path]) => path),
    );
    expect(sitemap.filter((path) => !reached.has(path))).toEqual([]);
    const listed = new Set(sitemap);
    expect([...result.canonicals].filter((path) => !listed.has(path))).toEqual([]);
  });
});

describe("the menus without JavaScript", () => {
  const browser = suiteBrowser();

  it("hold every dropdown's links in the page, hidden until opened", async () => {
    const context = await browser().newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(siteUrl("localhost", "/notice"));
      const main = page.getByRole("navigation", { name: "Main" });
      for (const href of [
        "/infrastructure/gymkhana",
        "/student/zone/notice",
        "/institute/activity/other",
        "/institute/aboutus",
      ]) {
        const link = main.locator(`a[href="${href}"]`);
        expect(await link.count(), href).toBe(1);
        expect(await link.isVisible(), href).toBe(false);
      }
      const quick = page.getByRole("navigation", { name: "Quick links" });
      expect(await quick.locator('a[href^="/student/corner/"]').count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});

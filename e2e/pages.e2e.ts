// The smoke suite of every page template, driven by the route table and the sitemap: every
// route template of src/site/routes.ts has a page in the sitemap, and one page of each, on
// every demo host, answers 200 with its heading, shows no console error and passes axe (at
// 1280 and 390 px on the first host, at 1280 px on the second), in each of the three
// languages, and runs nothing of the hostile institute's content. A new screen is covered as
// soon as its pages are in the route table and the sitemap. The visits are most of the browser
// suite's time, so they are cut in four files that run side by side: this one (the first host
// at 1280 px, in English), pages-mobile (the first host at 390 px, in Hindi),
// pages-second-host (at 1280 px only, in Marathi, its default: its content differs while what
// a narrow screen changes is the same code on both) and pages-hostile.
import { describe, expect, it } from "vitest";
import { PAGE_ROUTES, routeOf, UNLISTED_PAGES } from "#test/support/route-table.ts";
import { DEMO_HOSTS } from "./support/site.ts";
import { describeTemplates, sitemapOf } from "./support/templates.ts";

const listed = await sitemapOf(DEMO_HOSTS[0]);

// An index route shows its section's first tab, whose own address is the one listed.
const ALIASES = (route: string) => route.endsWith("/index") && route !== "dynamic/index";

describe("the sitemap", () => {
  it("lists a page of every route template of the route table", () => {
    const covered = new Set(listed.map(routeOf));
    const missing = PAGE_ROUTES.filter(
      (route) => !ALIASES(route) && !UNLISTED_PAGES.has(route) && !covered.has(route),
    );
    expect(missing).toEqual([]);
  });
});

await describeTemplates(DEMO_HOSTS[0], "desktop");

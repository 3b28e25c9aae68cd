// The smoke suite of every page template, driven by the route table and the sitemap: every
// route template of src/site/routes.ts has a page in the sitemap, and one page of each, on
// every demo host and in each of the three languages, answers 200 with its heading in the
// page's language, shows no console error and passes axe (at 1280 and 390 px on each host),
// and runs nothing of the hostile institute's content. A new screen is covered as soon as its
// pages are in the route table and the sitemap. The visits are most of the browser suite's
// time, so they are cut in files that run side by side, one host, language and width each:
// this one (the first host at 1280 px, in English, its default), pages-mobile (390 px, Hindi),
// pages-marathi (390 px, Marathi); pages-second-host (1280 px, Marathi, its default),
// pages-second-host-english (390 px), pages-second-host-hindi (1280 px); and pages-hostile.
// That the links of every template stay in their language, and that no English is left on a
// Hindi or Marathi page, the server's HTML shows (test/site/untranslated.test.ts).
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

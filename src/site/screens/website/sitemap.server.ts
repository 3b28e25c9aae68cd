// The pages about the website in the sitemap: the site's own, whether or not the footer links
// an institute's page of a kind instead (those are in the sitemap with their section).
import { routes, WEBSITE_POLICIES } from "#contract/links.ts";
import { paths, type SitemapSource } from "../../lib/sitemap.server.ts";

export const sitemap: SitemapSource = {
  routes: [
    "screens/website/accessibility",
    "screens/website/help",
    "screens/website/policy",
    "screens/sitemap/site-map",
  ],
  pages: async () =>
    paths([
      routes.accessibility(),
      routes.help(),
      ...WEBSITE_POLICIES.map((policy) => routes.websitePolicy(policy)),
      routes.siteMap(),
    ]),
};

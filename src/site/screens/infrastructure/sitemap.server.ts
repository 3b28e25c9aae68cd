// The infrastructure in the sitemap: its tabs and custom module pages.
import { INFRASTRUCTURE_TABS, routes } from "#contract/links.ts";
import { customPagePaths } from "../../lib/section.server.ts";
import { paths, type SitemapSource } from "../../lib/sitemap.server.ts";

export const sitemap: SitemapSource = {
  routes: [
    "infrastructure/index",
    "screens/infrastructure/tab",
    "custom/INFRASTRUCTURE",
    "custom-nested/INFRASTRUCTURE",
  ],
  pages: async (context) =>
    paths([
      ...INFRASTRUCTURE_TABS.map((tab) => routes.infrastructureTab(tab.slug)),
      ...(await customPagePaths(context, "INFRASTRUCTURE", routes.infrastructure())),
    ]),
};

// The library in the sitemap: its tabs (none when the institute turns its library menu off:
// sitemapPages' rule).
import { LIBRARY_TABS, routes } from "#contract/links.ts";
import { paths, type SitemapSource } from "../../lib/sitemap.server.ts";

export const sitemap: SitemapSource = {
  routes: ["library/index", "screens/library/tab"],
  pages: async (_context, { libraryId }) =>
    libraryId ? paths(LIBRARY_TABS.map((tab) => routes.libraryTab(libraryId, tab.slug))) : [],
};

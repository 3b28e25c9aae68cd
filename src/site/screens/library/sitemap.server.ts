// The library in the sitemap: its tabs; none when the institute turns its library menu off, so
// that the sitemap lists what a visitor can reach.
import { LIBRARY_TABS, routes } from "#contract/links.ts";
import { paths, toggled, type SitemapSource } from "../../lib/sitemap.server.ts";

export const sitemap: SitemapSource = {
  routes: ["library/index", "screens/library/tab"],
  pages: async (context, { instituteId, libraryId }) => {
    if (!libraryId) return [];
    if (!(await toggled(context, instituteId, "library"))) return [];
    return paths(LIBRARY_TABS.map((tab) => routes.libraryTab(libraryId, tab.slug)));
  },
};

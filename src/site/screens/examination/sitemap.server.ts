// The examinations in the sitemap: the tabs and custom module pages (none when the institute
// turns the menu off: sitemapPages' rule).
import { EXAMINATION_TABS, routes } from "#contract/links.ts";
import { customPagePaths } from "../../lib/section.server.ts";
import { paths, type SitemapSource } from "../../lib/sitemap.server.ts";

export const sitemap: SitemapSource = {
  routes: [
    "examination/index",
    "screens/examination/tab",
    "custom/EXAMINATION",
    "custom-nested/EXAMINATION",
  ],
  pages: async (context) =>
    paths([
      ...EXAMINATION_TABS.map((tab) => routes.examinationTab(tab.slug)),
      ...(await customPagePaths(context, "EXAMINATION", routes.examination())),
    ]),
};

// R&D in the sitemap: the tabs and custom module pages under the authority named RND (none
// when the institute turns the menu off: sitemapPages' rule).
import { RESEARCH_TABS, routes } from "#contract/links.ts";
import { customPagePaths } from "../../lib/section.server.ts";
import { paths, type SitemapSource } from "../../lib/sitemap.server.ts";

export const sitemap: SitemapSource = {
  routes: ["research/index", "screens/research/tab", "custom/RND", "custom-nested/RND"],
  pages: async (context, { rndAuthorityId }) =>
    rndAuthorityId
      ? paths([
          ...RESEARCH_TABS.map((tab) => routes.researchTab(rndAuthorityId, tab.slug)),
          ...(await customPagePaths(context, "RND", routes.research(rndAuthorityId))),
        ])
      : [],
};

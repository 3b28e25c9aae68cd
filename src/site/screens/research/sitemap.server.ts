// R&D in the sitemap: the tabs and custom module pages under the authority named RND; none
// when the institute turns the menu off.
import { RESEARCH_TABS, routes } from "#contract/links.ts";
import { customPagePaths } from "../../lib/section.server.ts";
import { paths, toggled, type SitemapSource } from "../../lib/sitemap.server.ts";

export const sitemap: SitemapSource = {
  routes: ["research/index", "screens/research/tab", "custom/RND", "custom-nested/RND"],
  pages: async (context, { instituteId, rndAuthorityId }) =>
    rndAuthorityId && (await toggled(context, instituteId, "rnd"))
      ? paths([
          ...RESEARCH_TABS.map((tab) => routes.researchTab(rndAuthorityId, tab.slug)),
          ...(await customPagePaths(context, "RND", routes.research(rndAuthorityId))),
        ])
      : [],
};

// The society in the sitemap: its tabs and each governing category of it.
import { LIMITS } from "#contract/constants.ts";
import { routes, SOCIETY_TABS } from "#contract/links.ts";
import { present } from "../../lib/resource.server.ts";
import { paths, type SitemapSource } from "../../lib/sitemap.server.ts";

export const sitemap: SitemapSource = {
  routes: ["society/index", "screens/society/tab", "screens/society/governing"],
  pages: async ({ platform }, { lcid }) => {
    const categories = lcid
      ? present(
          await platform.read(
            "societyGoverningCategories",
            { id: lcid },
            { page: 1, limit: LIMITS.list },
          ),
        )
      : null;
    return paths([
      ...SOCIETY_TABS.map((tab) => routes.societyTab(tab.slug)),
      ...(lcid
        ? (categories ?? []).map((c) => routes.societyGoverning(c.category, lcid, c._id))
        : []),
    ]);
  },
};

// The institute activities in the sitemap: each type's page, each category's, and the custom
// module pages under the other activities.
import { ACTIVITY_PAGES, activityRouteOf, routes } from "#contract/links.ts";
import { present } from "../../lib/resource.server.ts";
import { customPagePaths } from "../../lib/section.server.ts";
import { paths, type SitemapSource } from "../../lib/sitemap.server.ts";

export const sitemap: SitemapSource = {
  routes: [
    "activity/index",
    "screens/activity/detail",
    "custom/ACTIVITY",
    "custom-nested/ACTIVITY",
  ],
  pages: async (context, { instituteId }) => {
    const [categories, custom] = await Promise.all([
      context.platform.read("activityCategories", { id: instituteId }).then(present),
      customPagePaths(context, "ACTIVITY", routes.activity("other")),
    ]);
    return paths([
      ...ACTIVITY_PAGES.map((page) => routes.activity(page.slug)),
      ...(categories ?? []).flatMap((category) => {
        const route = activityRouteOf(category.activity_type);
        return route ? [routes.activityDetail(route, category._id)] : [];
      }),
      ...custom,
    ]);
  },
};

// The governing body in the sitemap: each category's members.
import { LIMITS } from "#contract/constants.ts";
import { routes } from "#contract/links.ts";
import { present } from "../../lib/resource.server.ts";
import { paths, type SitemapSource } from "../../lib/sitemap.server.ts";

export const sitemap: SitemapSource = {
  routes: ["governing/index", "screens/governing/members"],
  pages: async ({ platform }, { instituteId, lcid }) => {
    if (!lcid) return [];
    const categories = present(
      await platform.read("governingCategories", { id: lcid }, { page: 1, limit: LIMITS.list }),
    );
    return paths((categories ?? []).map((c) => routes.governingCategory(instituteId, c._id)));
  },
};

// Our College in the sitemap: its tabs, its custom module pages, and every page of the student
// achievements, every department's and each department's.
import type { AppLoadContext } from "react-router";
import { PAGE_SIZES } from "#contract/constants.ts";
import { INSTITUTE_TABS, routes } from "#contract/links.ts";
import { customPagePaths } from "../../lib/section.server.ts";
import { listPages, paths, type SitemapSource } from "../../lib/sitemap.server.ts";
import { departmentsWithAchievements } from "./achievements.server.ts";

async function achievementPages(context: AppLoadContext, instituteId: string): Promise<string[]> {
  const departments = await departmentsWithAchievements(context, instituteId);
  const size = PAGE_SIZES.achievements;
  const count = (list: typeof departments) =>
    list.reduce((n, d) => n + d.student_achievements.length, 0);
  return [
    ...listPages((page) => routes.achievements({ page }), count(departments), size),
    ...(departments.length > 1
      ? departments.flatMap((d) =>
          listPages((page) => routes.achievements({ department: d._id, page }), count([d]), size),
        )
      : []),
  ];
}

export const sitemap: SitemapSource = {
  routes: [
    "institute/index",
    "screens/institute/about",
    "screens/institute/vision-mission",
    "screens/institute/principal-message",
    "screens/institute/entries",
    "custom/OUR_COLLEGE",
    "custom-nested/OUR_COLLEGE",
    "screens/institute/achievements",
  ],
  pages: async (context, { instituteId }) =>
    paths([
      ...INSTITUTE_TABS.map((tab) => routes.instituteTab(tab.slug)),
      ...(await customPagePaths(context, "OUR_COLLEGE", routes.institute())),
      ...(await achievementPages(context, instituteId)),
    ]),
};

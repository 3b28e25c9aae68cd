// The Student's Zone in the sitemap: its tabs and custom module pages.
import { routes, STUDENT_ZONE_TABS } from "#contract/links.ts";
import { customPagePaths } from "../../lib/section.server.ts";
import { paths, type SitemapSource } from "../../lib/sitemap.server.ts";

export const sitemap: SitemapSource = {
  routes: [
    "student-zone/index",
    "screens/student-zone/tab",
    "custom/STUDENT_ZONE",
    "custom-nested/STUDENT_ZONE",
  ],
  pages: async (context) =>
    paths([
      ...STUDENT_ZONE_TABS.map((tab) => routes.studentZoneTab(tab.slug)),
      ...(await customPagePaths(context, "STUDENT_ZONE", routes.studentZone())),
    ]),
};

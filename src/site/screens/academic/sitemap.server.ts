// The academic courses in the sitemap: every tab of each course type and the custom module
// pages (none when the institute turns the menu off: sitemapPages' rule).
import { ACADEMIC_ABOUT_TAB, routes } from "#contract/links.ts";
import { present } from "../../lib/resource.server.ts";
import { customPagePaths } from "../../lib/section.server.ts";
import { paths, type SitemapSource } from "../../lib/sitemap.server.ts";

export const sitemap: SitemapSource = {
  routes: [
    "academic/index",
    "screens/academic/type",
    "custom/ACADEMIC_COURSE",
    "custom-nested/ACADEMIC_COURSE",
  ],
  pages: async (context, { instituteId }) => {
    const profile = present(await context.platform.read("landingProfile", { id: instituteId }));
    const control = profile?.landing_control;
    if (!control) return [];
    return paths([
      routes.academicCourse(),
      ...control.academic_courses_desk.flatMap((type) => [
        routes.academicType(type._id, ACADEMIC_ABOUT_TAB),
        ...type.sub_head.map((sub) => routes.academicType(type._id, sub._id)),
      ]),
      ...(await customPagePaths(context, "ACADEMIC_COURSE", routes.academicCourse())),
    ]);
  },
};

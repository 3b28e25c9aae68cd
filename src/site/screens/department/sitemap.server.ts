// The departments in the sitemap: the types and their lists, the custom module pages, every
// department's tabs (laboratory and MoU only where it has content, every page of the faculty
// and activity lists) and every tab of each of its activities (none when the institute turns
// its department menu off: sitemapPages' rule).
import { ID_PATTERN, LIMITS, PAGE_SIZES } from "#contract/constants.ts";
import { pinnedDepartmentList, pinnedTypeNames } from "#contract/endpoints.ts";
import { DEPARTMENT_ACTIVITY_TABS, DEPARTMENT_TABS, routes } from "#contract/links.ts";
import { isNamedType } from "#domain/department.ts";
import { present } from "../../lib/resource.server.ts";
import { customPagePaths } from "../../lib/section.server.ts";
import { staffAddresses } from "../../lib/staff.server.ts";
import { listPages, paths, type SitemapSource } from "../../lib/sitemap.server.ts";
import { hasTab } from "./department.server.ts";

export const sitemap: SitemapSource = {
  routes: [
    "department/index",
    "screens/department/list",
    "custom/DEPARTMENT",
    "custom-nested/DEPARTMENT",
    "onedepartment/index",
    "screens/department/one/faculty",
    "screens/department/one/activities",
    "screens/department/one/tab",
    "department-activity/index",
    "screens/department/activity/files",
  ],
  pages: async (context, { instituteId }) => {
    const { platform } = context;
    const byInstitute = { id: instituteId };
    const [dependent, independent, custom] = await Promise.all([
      platform.read("pinnedDepartments", byInstitute, { flow: "DEPENDENT" }).then(present),
      platform.read("pinnedDepartments", byInstitute, { flow: "INDEPENDENT" }).then(present),
      customPagePaths(context, "DEPARTMENT", routes.department()),
    ]);
    const types = pinnedTypeNames(dependent ?? []).filter(isNamedType);
    const ofType = await Promise.all(
      types.map((type) =>
        platform.read("pinnedDepartmentsOfType", byInstitute, { type }).then(present),
      ),
    );
    const listed = [
      ...ofType.flatMap((list) => list ?? []),
      ...pinnedDepartmentList(independent ?? []),
    ].filter((d) => ID_PATTERN.test(d._id));
    const pages = await Promise.all(
      listed.map(async ({ _id: id }) => {
        const [department, activities] = await Promise.all([
          platform.read("departmentSite", { id }).then(present),
          platform
            .read(
              "departmentActivities",
              {},
              { page: 1, limit: LIMITS.departmentList, search: "", sid: id, flow: "DEPARTMENT" },
            )
            .then(present),
        ]);
        if (!department) return [];
        const name = department.dName;
        const faculty =
          present(
            await platform.read(
              "departmentFaculty",
              { id },
              { page: 1, limit: LIMITS.departmentList },
            ),
          ) ?? [];
        return [
          ...DEPARTMENT_TABS.filter((tab) => hasTab(department, tab.slug)).flatMap((tab) =>
            tab.slug === "faculty"
              ? staffAddresses(faculty, ["designation"], (at) =>
                  routes.onedepartmentTab(id, "faculty", name, at),
                )
              : tab.slug === "activity"
                ? listPages(
                    (page) => routes.onedepartmentTab(id, "activity", name, { page }),
                    (activities ?? []).length,
                    PAGE_SIZES.activities,
                  )
                : [routes.onedepartmentTab(id, tab.slug, name)],
          ),
          ...(activities ?? [])
            .filter((activity) => ID_PATTERN.test(activity._id))
            .flatMap((activity) =>
              DEPARTMENT_ACTIVITY_TABS.map((tab) =>
                routes.departmentActivity(id, activity._id, name, tab.slug),
              ),
            ),
        ];
      }),
    );
    return paths([
      routes.department(),
      ...types.map((type) => routes.departmentType(type)),
      ...custom,
      ...pages.flat(),
    ]);
  },
};

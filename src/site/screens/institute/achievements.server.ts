// The departments with student achievements, in the menu's order: the achievements page's
// list and filter, and the sitemap's pages of it.
import type { AppLoadContext } from "react-router";
import { pinnedDepartmentList, pinnedTypeNames } from "#contract/index.ts";
import { optional } from "../../lib/load.server.ts";

export async function departmentsWithAchievements(context: AppLoadContext, instituteId: string) {
  const { platform } = context;
  const byInstitute = { id: instituteId };
  const [types, independent] = await Promise.all([
    platform.read("pinnedDepartments", byInstitute, { flow: "DEPENDENT" }).then(optional),
    platform.read("pinnedDepartments", byInstitute, { flow: "INDEPENDENT" }).then(optional),
  ]);
  const ofTypes = await Promise.all(
    pinnedTypeNames(types ?? []).map(async (type) => {
      const read = await platform.read("pinnedDepartmentsOfType", byInstitute, { type });
      return optional(read) ?? [];
    }),
  );
  const summaries = [...ofTypes.flat(), ...pinnedDepartmentList(independent ?? [])];
  const sites = await Promise.all(
    summaries.map(async (d) => optional(await platform.read("departmentSite", { id: d._id }))),
  );
  return sites.flatMap((site) => (site && site.student_achievements.length > 0 ? [site] : []));
}

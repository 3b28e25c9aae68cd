// The faculty tables in the sitemap: every page of each tab, of each college for teaching
// staff, by their filters.
import type { Staff } from "#contract/entities.ts";
import { LIMITS } from "#contract/constants.ts";
import { FACULTY_TABS, routes } from "#contract/links.ts";
import { isOfCollege, staffOfTab } from "#domain/staff.ts";
import { present } from "../../lib/resource.server.ts";
import { staffAddresses } from "../../lib/staff.server.ts";
import { paths, type SitemapSource } from "../../lib/sitemap.server.ts";

function staffPages(staff: readonly Staff[]): string[] {
  return FACULTY_TABS.flatMap((tab) => {
    const ofTab = staff.filter((s) => staffOfTab(tab.slug, s));
    const levels =
      tab.slug === "teaching" ? ([undefined, "junior", "senior"] as const) : [undefined];
    return levels.flatMap((level) =>
      staffAddresses(
        ofTab.filter((s) => !level || isOfCollege(s, level)),
        ["department", "designation"],
        (at) => routes.facultyTab(tab.slug, { ...at, active: level }),
      ),
    );
  });
}

export const sitemap: SitemapSource = {
  routes: ["faculties/index", "screens/faculties/staff"],
  pages: async ({ platform }, { instituteId }) => {
    const staff = present(
      await platform.read("staffList", { id: instituteId }, { page: 1, limit: LIMITS.maxRows }),
    );
    return paths(staffPages(staff ?? []));
  },
};

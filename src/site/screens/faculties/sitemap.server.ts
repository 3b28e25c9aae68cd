// The faculty tables in the sitemap: every page of each tab, of each college for teaching
// staff, by their filters; then every member of staff's own page.
import type { Staff } from "#contract/entities.ts";
import { ID_PATTERN, LIMITS } from "#contract/constants.ts";
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

/** Each member of staff's own page, in the platform's order. */
const memberPages = (staff: readonly Staff[]) =>
  staff.filter((s) => ID_PATTERN.test(s._id)).map((s) => routes.staffMember(s._id));

export const sitemap: SitemapSource = {
  routes: ["faculties/index", "screens/faculties/staff", "screens/faculties/member"],
  pages: async ({ platform }, { instituteId }) => {
    const staff =
      present(
        await platform.read("staffList", { id: instituteId }, { page: 1, limit: LIMITS.maxRows }),
      ) ?? [];
    return paths([...staffPages(staff), ...memberPages(staff)]);
  },
};

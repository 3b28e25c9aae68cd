// Staff as the person tables show them (spec 2.9, 2.15), a page at a time (issue 22): by name,
// filtered by department or designation, searched by name.
import { PAGE_SIZES } from "#contract/constants.ts";
import type { Staff } from "#contract/entities.ts";
import { fullName } from "#domain/staff.ts";
import { routes, type PeopleAt } from "#contract/links.ts";
import { listAddresses, listPage, type FilterOf, type FilterParam } from "./list-page.server.ts";
import { mediaUrl } from "./media.ts";
import { m } from "../i18n/generated/messages.js";
import type { Locale } from "../i18n/locale.ts";
import type { Say } from "../i18n/tab-words.ts";
import type { PersonRow } from "./view-models.ts";

const STAFF_CLASS_WORDS: Record<string, Say> = {
  Teaching: m.staff_teaching,
  "Teaching Faculty": m.staff_teaching_faculty,
  "Non-Teaching": m.staff_non_teaching,
  "Non-Teaching Faculty": m.staff_non_teaching_faculty,
};

/** The platform's staff classes as the page's language names them; any other value (a
 * technicality the institute wrote) as it is. */
export function staffClassIn(value: string, locale: Locale): string {
  const say = STAFF_CLASS_WORDS[value];
  return say ? say({}, { locale }) : value;
}

const staffName = (s: Staff) => fullName([s.staffFirstName, s.staffMiddleName, s.staffLastName]);

const byDepartment: FilterOf<Staff> = (s) =>
  s.staff_department && s.staff_department.dName.trim()
    ? { value: s.staff_department._id, label: s.staff_department.dName.trim() }
    : undefined;

const byDesignation: FilterOf<Staff> = (s) => {
  const designation = s.current_designation.trim();
  return designation ? { value: designation, label: designation } : undefined;
};

const FILTERS = { department: byDepartment, designation: byDesignation };

/** "12 people": how many a table of people holds, in the plural form its language asks. */
export function peopleCount(locale: Locale, count: number): string {
  return m.people_count({ count }, { locale });
}

/**
 * The page of a table of staff an address asks for: filtered by `filters`, searched under
 * `searchParam`; `detail` fills the table's last column; `locale` words how many it holds.
 */
export function staffPage(
  staff: readonly Staff[],
  url: URL,
  {
    mediaBaseUrl,
    searchParam,
    filters,
    detail,
    locale,
  }: {
    mediaBaseUrl: string;
    searchParam: string;
    filters: readonly FilterParam[];
    detail: (s: Staff) => string;
    locale: Locale;
  },
) {
  const page = listPage(staff, url, {
    size: PAGE_SIZES.staff,
    searchParam,
    nameOf: staffName,
    filters: Object.fromEntries(filters.map((f) => [f, FILTERS[f]])),
    row: (s): PersonRow => ({
      id: s._id,
      name: staffName(s),
      photo: s.staffProfilePhoto ? mediaUrl(mediaBaseUrl, s.staffProfilePhoto) : undefined,
      designation: s.current_designation,
      detail: detail(s),
      href: routes.staffMember(s._id),
    }),
  });
  return { ...page, counted: peopleCount(locale, page.count) };
}

/** Every address of a table of staff reached by its filters and pages (for the sitemap). */
export function staffAddresses(
  staff: readonly Staff[],
  filters: readonly FilterParam[],
  href: (at: PeopleAt) => string,
): string[] {
  const chosen = Object.fromEntries(filters.map((f) => [f, FILTERS[f]]));
  return listAddresses(staff, { size: PAGE_SIZES.staff, filters: chosen }, href);
}

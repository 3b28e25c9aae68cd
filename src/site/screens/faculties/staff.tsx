// /institute/faculties/{teaching|non-teaching|other} (spec 2.9, 5): the institute's staff of
// one kind in a table, a page at a time (?page=, issue 22), by department (?department=) or
// designation (?designation=), searched by name (?q=); the index shows teaching staff.
// Teaching staff can be narrowed to the junior or the senior college (?active=junior|senior).
import { Link } from "../../components/Link.tsx";
import { LIMITS } from "#contract/constants.ts";
import { FACULTY_TABS, routes, tabOf } from "#contract/links.ts";
import { SEARCH_PARAM } from "../../components/NameSearch.tsx";
import { pageNotFound } from "../../lib/page-not-found.ts";
import { StaffList } from "../../components/people/StaffList.tsx";
import { must } from "../../lib/load.server.ts";
import { metaDescription } from "../../lib/seo.ts";
import { tabLabel } from "../../i18n/tab-words.ts";
import { facultiesText } from "./faculties-text.server.ts";
import { listTitle } from "../../lib/list-page.server.ts";
import { staffPage } from "../../lib/staff.server.ts";
import { collegeLevelOf, isOfCollege, staffOfTab } from "#domain/staff.ts";
import type { Route } from "./+types/staff.ts";
import { sectionMeta } from "../../lib/section.ts";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const tab = tabOf(FACULTY_TABS, params.tabName ?? "teaching");
  if (!tab) throw pageNotFound();
  const url = new URL(request.url);
  const level =
    tab.slug === "teaching" ? collegeLevelOf(url.searchParams.get("active")) : undefined;
  // Every member of staff: the spec's 1000 would leave out a large college's others.
  const staff = must(
    await context.platform.read(
      "staffList",
      { id: context.tenant._id },
      { page: 1, limit: LIMITS.maxRows },
    ),
  );
  const list = staffPage(
    staff.filter((s) => staffOfTab(tab.slug, s) && (!level || isOfCollege(s, level))),
    url,
    {
      mediaBaseUrl: context.mediaBaseUrl,
      searchParam: SEARCH_PARAM,
      filters: ["department", "designation"],
      detail: (s) => s.staff_department?.dName ?? "",
      locale: context.locale,
    },
  );
  const { at } = list;
  const text = facultiesText(context.locale);
  const label = tabLabel(FACULTY_TABS, tab.slug, context.locale);
  const what = level ? `${label}: ${text.levels[level]}` : label;
  const title = listTitle(
    what,
    [list.filters.department?.find((d) => d.value === at.department)?.label, at.designation],
    list.page,
    context.locale,
  );
  return {
    title,
    description: metaDescription(text.description(title, context.tenant.insName, list.count)),
    // A search's pages are the list's.
    path: routes.facultyTab(tab.slug, {
      ...at,
      active: level,
      search: undefined,
      page: at.search ? 1 : at.page,
    }),
    tab: tab.slug,
    level,
    list,
    text: {
      caption: label,
      department: text.department,
      college: text.college,
      all: text.all,
      levels: text.levels,
    },
  };
}

export const meta = sectionMeta;

export default function Staff({ loaderData }: Route.ComponentProps) {
  const { tab, level, list, text } = loaderData;
  return (
    <div className="space-y-6">
      <StaffList
        list={list}
        caption={text.caption}
        detailLabel={text.department}
        href={(at) => routes.facultyTab(tab, { ...at, active: level })}
      >
        {tab === "teaching" ? <CollegeToggle active={level} text={text} /> : null}
      </StaffList>
    </div>
  );
}

/** Junior College / Senior College (spec 2.9): links, so the filter is an address. */
function CollegeToggle({
  active,
  text,
}: {
  active: "junior" | "senior" | undefined;
  text: Pick<Route.ComponentProps["loaderData"]["text"], "all" | "college" | "levels">;
}) {
  const options = [
    { level: undefined, label: text.all, href: routes.teachingFaculty() },
    { level: "junior", label: text.levels.junior, href: routes.teachingFaculty("junior") },
    { level: "senior", label: text.levels.senior, href: routes.teachingFaculty("senior") },
  ] as const;
  return (
    <nav aria-label={text.college} className="basis-full sm:basis-auto print:hidden">
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => (
          <li key={option.label}>
            <Link
              to={option.href}
              aria-current={option.level === active ? "page" : undefined}
              className="block rounded-full border border-accent px-4 py-1.5 text-sm aria-[current=page]:bg-accent aria-[current=page]:text-accent-ink"
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

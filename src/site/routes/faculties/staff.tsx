// /institute/faculties/{teaching|non-teaching|other} (spec 2.9, 5): the institute's staff of
// one kind in a searchable table; the index shows teaching staff. Teaching staff can be
// narrowed to the junior or the senior college (?active=junior|senior).
import { useSearchParams } from "react-router";
import { Link } from "../../components/Link.tsx";
import { COLLEGE_LEVELS, LIMITS } from "#contract/constants.ts";
import { FACULTY_TABS, routes, tabOf } from "#contract/routes.ts";
import { pageNotFound } from "../../components/PageError.tsx";
import { PersonTable } from "../../components/people/PersonTable.tsx";
import { must } from "../../lib/load.server.ts";
import { mediaUrl } from "../../lib/media.ts";
import { metaDescription } from "../../lib/seo.ts";
import { collegeLevelOf, fullName, isOfCollege, staffOfTab } from "#domain/staff.ts";
import type { Route } from "./+types/staff.ts";
import { sectionMeta } from "../../lib/section.ts";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const tab = tabOf(FACULTY_TABS, params.tabName ?? "teaching");
  if (!tab) throw pageNotFound();
  const level =
    tab.slug === "teaching"
      ? collegeLevelOf(new URL(request.url).searchParams.get("active"))
      : undefined;
  const staff = must(
    await context.platform.read(
      "staffList",
      { id: context.tenant._id },
      { page: 1, limit: LIMITS.list },
    ),
  );
  const rows = staff
    .filter((s) => staffOfTab(tab.slug, s) && (!level || isOfCollege(s, level)))
    .map((s) => ({
      id: s._id,
      name: fullName([s.staffFirstName, s.staffMiddleName, s.staffLastName]),
      photo: s.staffProfilePhoto ? mediaUrl(context.mediaBaseUrl, s.staffProfilePhoto) : undefined,
      designation: s.current_designation,
      detail: s.staff_department?.dName ?? "",
    }));
  const title = level ? `${tab.label}: ${COLLEGE_LEVELS[level]}` : tab.label;
  return {
    title,
    description: metaDescription(`${title} of ${context.tenant.insName}: ${rows.length} people.`),
    path: tab.slug === "teaching" ? routes.teachingFaculty(level) : routes.facultyTab(tab.slug),
    tab: tab.slug,
    level,
    rows,
  };
}

export const meta = sectionMeta;

export default function Staff({ loaderData }: Route.ComponentProps) {
  const { tab, title, rows } = loaderData;
  return (
    <div className="space-y-6">
      {tab === "teaching" ? <CollegeToggle /> : null}
      {/* The key starts a new search when the list changes. */}
      <PersonTable key={loaderData.path} rows={rows} detailLabel="Department" caption={title} />
    </div>
  );
}

/** Junior College / Senior College (spec 2.9): links, so the filter is an address. */
function CollegeToggle() {
  const [params] = useSearchParams();
  const active = collegeLevelOf(params.get("active"));
  const options = [
    { level: undefined, label: "All", href: routes.teachingFaculty() },
    { level: "junior", label: COLLEGE_LEVELS.junior, href: routes.teachingFaculty("junior") },
    { level: "senior", label: COLLEGE_LEVELS.senior, href: routes.teachingFaculty("senior") },
  ] as const;
  return (
    <nav aria-label="College">
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => (
          <li key={option.label}>
            <Link
              to={option.href}
              aria-current={option.level === active ? "page" : undefined}
              className="block rounded-full border border-accent px-4 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 aria-[current=page]:bg-accent aria-[current=page]:text-accent-ink"
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

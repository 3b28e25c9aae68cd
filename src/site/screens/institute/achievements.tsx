// /institute/achievements: the student achievements of every department, by department. The
// spec's menu leaves Achievements a placeholder; this page is what it leads to. An institute of
// a hundred departments has hundreds of them (issue 22): they come a page at a time (?page=),
// every department's or one department's (?department=), the departments as links with how
// many each has. An achievement has no date, so the department is what they are filtered by.
import { ID_PATTERN, PAGE_SIZES } from "#contract/constants.ts";
import type { Department } from "#contract/index.ts";
import { DEPARTMENT_TABS, routes } from "#contract/links.ts";
import { EntryList } from "../../components/entries/EntryList.tsx";
import { CategoryChips } from "../../components/CategoryChips.tsx";
import { Pager } from "../../components/Pager.tsx";
import { PageError } from "../../components/PageError.tsx";
import { pageNotFound } from "../../lib/page-not-found.ts";
import { PageFrame } from "../../components/section/PageFrame.tsx";
import { departmentsWithAchievements } from "./achievements.server.ts";
import { ensurePage, pageCount, pageOf, pageParam } from "../../lib/paging.ts";
import { sanitizeRichText } from "../../lib/sanitize.server.ts";
import { entriesDescription } from "../../lib/section.server.ts";
import { listTitle } from "../../lib/list-page.server.ts";
import { tabLabel } from "../../i18n/tab-words.ts";
import { achievementsText } from "./institute-text.server.ts";
import { sectionMeta } from "../../lib/section.ts";
import type { Route } from "./+types/achievements.ts";
import { siteFile } from "../../lib/view-models.ts";
import { withFileFacts } from "../../lib/file-facts.server.ts";

const SIZE = PAGE_SIZES.achievements;

/** The department an address asks for: none, or a 404 when it is not a platform id. */
function departmentParam(url: URL): string | undefined {
  const value = url.searchParams.get("department");
  if (value === null) return undefined;
  if (!ID_PATTERN.test(value)) throw pageNotFound();
  return value;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { tenant, mediaBaseUrl } = context;
  const url = new URL(request.url);
  const at = { department: departmentParam(url), page: pageParam(url) };
  const departments = await departmentsWithAchievements(context, tenant._id);
  const department = departments.find((d) => d._id === at.department);
  if (at.department !== undefined && !department) throw pageNotFound();

  const all = (department ? [department] : departments).flatMap((d) =>
    d.student_achievements.map((achievement) => ({ department: d, achievement })),
  );
  const pages = pageCount(all.length, SIZE);
  ensurePage(at.page, pages);
  // The page's achievements under their departments' headings: a department that runs over
  // a page's end is headed again on the next.
  const groups: { id: string; name: string; entries: ReturnType<typeof entryOf>[] }[] = [];
  for (const { department: d, achievement } of pageOf(all, at.page, SIZE)) {
    const entry = entryOf(mediaBaseUrl, achievement);
    const last = groups.at(-1);
    if (last?.id === d._id) last.entries.push(entry);
    else groups.push({ id: d._id, name: d.dName, entries: [entry] });
  }
  const text = achievementsText(context.locale);
  const title = listTitle(
    `${tabLabel(DEPARTMENT_TABS, "achievement", context.locale)}${
      department ? `: ${department.dName}` : ""
    }`,
    [],
    at.page,
    context.locale,
  );
  return withFileFacts(context, {
    title,
    description: entriesDescription(
      groups.flatMap((g) => g.entries),
      text.description(tenant.insName),
    ),
    path: routes.achievements(at),
    // One department is the whole list: nothing to choose.
    filters:
      departments.length > 1
        ? [
            { id: "", label: text.allDepartments, href: routes.achievements() },
            ...departments.map((d) => ({
              id: d._id,
              label: `${d.dName} (${d.student_achievements.length})`,
              href: routes.achievements({ department: d._id }),
            })),
          ]
        : [],
    at: { ...at, pages },
    groups,
    text: { none: text.none, byDepartment: text.byDepartment, pages: text.pages },
  });
}

type Achievement = Department["student_achievements"][number];

function entryOf(mediaBaseUrl: string, a: Achievement) {
  return {
    id: a._id,
    title: a.title,
    body: sanitizeRichText(a.description),
    ...(a.image
      ? { picture: siteFile(mediaBaseUrl, { id: `${a._id}-image`, name: a.title, key: a.image }) }
      : {}),
    ...(a.attach
      ? { file: siteFile(mediaBaseUrl, { id: a._id, name: a.title, key: a.attach }) }
      : {}),
  };
}

export const meta = sectionMeta;
export const ErrorBoundary = PageError;

export default function Achievements({ loaderData }: Route.ComponentProps) {
  const { title, filters, at, groups, text } = loaderData;
  return (
    <PageFrame title={title}>
      {groups.length === 0 ? (
        <p>{text.none}</p>
      ) : (
        <div className="space-y-14">
          {filters.length > 0 ? (
            <CategoryChips
              links={filters}
              label={text.byDepartment}
              current={at.department ?? ""}
              strip
            />
          ) : null}
          {groups.map((group) => (
            <section
              key={group.id}
              aria-labelledby={`department-${group.id}`}
              className="space-y-6"
            >
              <h2 id={`department-${group.id}`} className="text-2xl font-semibold">
                {group.name}
              </h2>
              <EntryList entries={group.entries} empty="" headingLevel={3} />
            </section>
          ))}
          <Pager
            page={at.page}
            pages={at.pages}
            href={(page) => routes.achievements({ department: at.department, page })}
            label={text.pages}
          />
        </div>
      )}
    </PageFrame>
  );
}

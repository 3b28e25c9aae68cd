// /onedepartment/{departmentId}/tab/faculty?q={name} (spec 2.15): a department's faculty in a
// table, a page at a time (&page=, issue 22), by designation (&designation=), searched by name
// (&search=: the department's name rides in `q`).
import { LIMITS } from "#contract/constants.ts";
import { DEPARTMENT_TABS, routes } from "#contract/links.ts";
import { DEPARTMENT_SEARCH_PARAM } from "../../../components/NameSearch.tsx";
import { StaffList } from "../../../components/people/StaffList.tsx";
import { departmentOf } from "../department.server.ts";
import { must } from "../../../lib/load.server.ts";
import { sectionMeta } from "../../../lib/section.ts";
import { metaDescription } from "../../../lib/seo.ts";
import { tabLabel } from "../../../i18n/tab-words.ts";
import { m } from "../../../i18n/generated/messages.js";

import { listTitle } from "../../../lib/list-page.server.ts";
import { staffClassIn, staffPage } from "../../../lib/staff.server.ts";
import type { Route } from "./+types/faculty.ts";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { _id: id, dName: name } = await departmentOf(context, params.departmentId);
  const staff = must(
    await context.platform.read(
      "departmentFaculty",
      { id },
      { page: 1, limit: LIMITS.departmentList },
    ),
  );
  const list = staffPage(staff, new URL(request.url), {
    mediaBaseUrl: context.mediaBaseUrl,
    searchParam: DEPARTMENT_SEARCH_PARAM,
    filters: ["designation"],
    detail: (s) => staffClassIn(s.staff_technicality || s.teaching_type, context.locale),
    locale: context.locale,
  });
  const { at } = list;
  const o = { locale: context.locale };
  const faculty = tabLabel(DEPARTMENT_TABS, "faculty", context.locale);
  return {
    title: listTitle(`${name}: ${faculty}`, [at.designation], list.page, context.locale),
    description: metaDescription(m.department_faculty_description({ name, count: list.count }, o)),
    text: {
      none: m.department_no_faculty({}, o),
      caption: faculty,
      category: m.department_category({}, o),
    },
    // A search's pages are the list's.
    path: routes.onedepartmentTab(id, "faculty", name, {
      ...at,
      search: undefined,
      page: at.search ? 1 : at.page,
    }),
    id,
    name,
    list,
  };
}

export const meta = sectionMeta;

export default function DepartmentFaculty({ loaderData }: Route.ComponentProps) {
  const { id, name, list, text } = loaderData;
  return list.count === 0 ? (
    <p>{text.none}</p>
  ) : (
    <div className="space-y-6">
      <StaffList
        list={list}
        caption={text.caption}
        detailLabel={text.category}
        param={DEPARTMENT_SEARCH_PARAM}
        href={(at) => routes.onedepartmentTab(id, "faculty", name, at)}
      />
    </div>
  );
}

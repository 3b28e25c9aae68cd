// /onedepartment/{departmentId}/tab/activity?q={name} (spec 2.15): a department's activities,
// newest first, a page at a time (&page=, issue 22), searched by name (&search=, spec 5: the
// department's name rides in `q`).
import { PAGE_SIZES } from "#contract/constants.ts";
import { DEPARTMENT_TABS, routes } from "#contract/links.ts";
import { ActivitySearch } from "./ActivitySearch.tsx";
import { DEPARTMENT_SEARCH_PARAM } from "../../../components/NameSearch.tsx";
import { activityName, departmentActivities, departmentOf } from "../department.server.ts";
import { listPage, listTitle } from "../../../lib/list-page.server.ts";
import { sectionMeta } from "../../../lib/section.ts";
import { metaDescription } from "../../../lib/seo.ts";
import { tabLabel } from "../../../i18n/tab-words.ts";
import { m } from "../../../i18n/generated/messages.js";

import type { Route } from "./+types/activities.ts";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const department = await departmentOf(context, params.departmentId);
  const { _id: id, dName: name } = department;
  const activities = await departmentActivities(context, department);
  const { locale } = context;
  const o = { locale };
  const nameOf = (a: (typeof activities)[number]) => activityName(a, locale);
  const list = listPage(activities, new URL(request.url), {
    size: PAGE_SIZES.activities,
    searchParam: DEPARTMENT_SEARCH_PARAM,
    nameOf,
    row: (a) => ({
      id: a._id,
      name: nameOf(a),
      type: a.activity_type,
      date: a.activity_date,
      year: a.activity_batch.batchName,
      href: routes.departmentActivity(id, a._id, name),
    }),
  });
  const { at } = list;
  return {
    title: listTitle(
      `${name}: ${tabLabel(DEPARTMENT_TABS, "activity", locale)}`,
      [],
      list.page,
      locale,
    ),
    description: metaDescription(
      m.department_activities_description(
        { name, activities: activities.map(nameOf).join(", ") },
        o,
      ),
    ),
    text: {
      none: m.department_no_activities({}, o),
      search: m.department_search_activities({}, o),
      counted: m.department_activity_count({ count: list.count }, o),
      list: tabLabel(DEPARTMENT_TABS, "activity", locale),
      pages: m.department_activity_pages({}, o),
    },
    // A search's pages are the list's.
    path: routes.onedepartmentTab(id, "activity", name, { page: at.search ? 1 : at.page }),
    id,
    name,
    list,
  };
}

export const meta = sectionMeta;

export default function DepartmentActivities({ loaderData }: Route.ComponentProps) {
  const { id, name, list, text } = loaderData;
  return (
    <ActivitySearch
      list={list}
      text={text}
      href={(at) => routes.onedepartmentTab(id, "activity", name, at)}
    />
  );
}

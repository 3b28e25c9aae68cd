// /one/{departmentId}/activity/{activityId} (spec 2.15): one activity of a department, its
// file groups as tabs; the index shows the first. The banner cuts the name at 70 characters.
// An activity of another department or institute, or an id naming none, is a 404.
import { DEPARTMENT_ACTIVITY_TABS, routes } from "#contract/links.ts";
import { PageError } from "../../../components/PageError.tsx";
import { SectionLayout } from "../../../components/section/SectionLayout.tsx";
import { activityName, activityOf, departmentOf } from "../department.server.ts";
import { sectionMeta, type SectionData } from "../../../lib/section.ts";
import { tabLabel } from "../../../i18n/tab-words.ts";
import type { Route } from "./+types/layout.ts";

export async function loader({ context, params }: Route.LoaderArgs): Promise<SectionData> {
  const department = await departmentOf(context, params.departmentId);
  const activity = await activityOf(context, department, params.activityId);
  const href = (tab?: (typeof DEPARTMENT_ACTIVITY_TABS)[number]["slug"]) =>
    routes.departmentActivity(department._id, activity._id, department.dName, tab);
  return {
    title: activityName(activity, context.locale),
    // The index's address without its query: the first tab is current there.
    base: href().split("?")[0],
    tabs: DEPARTMENT_ACTIVITY_TABS.map((tab) => ({
      label: tabLabel(DEPARTMENT_ACTIVITY_TABS, tab.slug, context.locale),
      href: href(tab.slug),
    })),
  };
}

export const meta = sectionMeta;
export const ErrorBoundary = PageError;
export default SectionLayout;

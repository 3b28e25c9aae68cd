// /onedepartment/{departmentId} (spec 2.15): one department of the institute with its tabs;
// the index shows the first (about). Another institute's department, or an id naming none, is
// a 404 inside the frame.
import { routes } from "#contract/links.ts";
import { PageError } from "../../../components/PageError.tsx";
import { SectionLayout } from "../../../components/section/SectionLayout.tsx";
import { departmentOf, departmentTabs } from "../department.server.ts";
import { sectionMeta, type SectionData } from "../../../lib/section.ts";
import type { Route } from "./+types/layout.ts";

export async function loader({ context, params }: Route.LoaderArgs): Promise<SectionData> {
  const department = await departmentOf(context, params.departmentId);
  return {
    title: department.dName,
    // The index's address without its query: the about tab is current there.
    base: routes.onedepartment(department._id, department.dName).split("?")[0],
    tabs: departmentTabs(department, context.locale),
  };
}

export const meta = sectionMeta;
export const ErrorBoundary = PageError;
export default SectionLayout;

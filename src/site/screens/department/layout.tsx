// /department (spec 2.15): the department types as tabs, after an All Departments tab for the
// index, then the Department custom modules.
import { routes } from "#contract/links.ts";
import { PageError } from "../../components/PageError.tsx";
import { SectionLayout } from "../../components/section/SectionLayout.tsx";
import { departmentTypes } from "./department.server.ts";
import { customTabs } from "../../lib/section.server.ts";
import { m } from "../../i18n/generated/messages.js";

import { sectionMeta, type SectionData } from "../../lib/section.ts";
import type { Route } from "./+types/layout.ts";

export async function loader({ context }: Route.LoaderArgs): Promise<SectionData> {
  const [types, custom] = await Promise.all([
    departmentTypes(context),
    customTabs(context, "DEPARTMENT", routes.department()),
  ]);
  return {
    title: m.department_title({}, { locale: context.locale }),
    tabs: [
      { label: m.menu_all_departments({}, { locale: context.locale }), href: routes.department() },
      ...types.map((type) => ({ label: type, href: routes.departmentType(type) })),
      ...custom,
    ],
  };
}

export const meta = sectionMeta;
export const ErrorBoundary = PageError;
export default SectionLayout;

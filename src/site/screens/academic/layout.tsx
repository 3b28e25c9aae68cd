// /academic/course (spec 2.16): the course types, then the Academic Course custom modules.
import { ACADEMIC_ABOUT_TAB, routes } from "#contract/links.ts";
import { PageError } from "../../components/PageError.tsx";
import { SectionLayout } from "../../components/section/SectionLayout.tsx";
import { courseTypes } from "./academic.server.ts";
import { customTabs } from "../../lib/section.server.ts";
import { m } from "../../i18n/generated/messages.js";

import { sectionMeta, type SectionData } from "../../lib/section.ts";
import type { Route } from "./+types/layout.ts";

export async function loader({ context }: Route.LoaderArgs): Promise<SectionData> {
  const [types, custom] = await Promise.all([
    courseTypes(context),
    customTabs(context, "ACADEMIC_COURSE", routes.academicCourse()),
  ]);
  return {
    title: m.menu_academic_courses({}, { locale: context.locale }),
    tabs: [
      ...types.map((type) => ({
        label: type.head_name,
        href: routes.academicType(type._id, ACADEMIC_ABOUT_TAB),
        within: `${routes.academicCourse()}/type/${type._id}/`,
      })),
      ...custom,
    ],
  };
}

export const meta = sectionMeta;
export const ErrorBoundary = PageError;
export default SectionLayout;

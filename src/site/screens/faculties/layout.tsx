// /institute/faculties (spec 2.9): teaching, non-teaching and other staff.
import { FACULTY_TABS, routes } from "#contract/links.ts";
import { PageError } from "../../components/PageError.tsx";
import { SectionLayout } from "../../components/section/SectionLayout.tsx";
import { fixedTabs } from "../../lib/section.server.ts";
import { sectionMeta, type SectionData } from "../../lib/section.ts";
import { facultiesText } from "./faculties-text.server.ts";
import type { Route } from "./+types/layout.ts";

export function loader({ context }: Route.LoaderArgs): SectionData {
  return {
    title: facultiesText(context.locale).title,
    base: routes.faculties(),
    tabs: fixedTabs(FACULTY_TABS, routes.facultyTab, context.locale),
  };
}

export const meta = sectionMeta;
export const ErrorBoundary = PageError;
export default SectionLayout;

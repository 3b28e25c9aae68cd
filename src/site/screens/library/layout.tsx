// /library/{id} (spec 2.11): the library's about, librarian's message, rules, e-resources and
// contacts. The id is the library's or the institute's.
import { LIBRARY_TABS, routes } from "#contract/links.ts";
import { PageError } from "../../components/PageError.tsx";
import { SectionLayout } from "../../components/section/SectionLayout.tsx";
import { instituteLevelId } from "../../lib/ids.server.ts";
import { fixedTabs } from "../../lib/section.server.ts";
import { m } from "../../i18n/generated/messages.js";

import { sectionMeta, type SectionData } from "../../lib/section.ts";
import type { Route } from "./+types/layout.ts";

export async function loader({ context, params }: Route.LoaderArgs): Promise<SectionData> {
  const libraryId = await instituteLevelId(context, params.libraryId, "libraryId");
  return {
    title: m.menu_library({}, { locale: context.locale }),
    base: routes.library(libraryId),
    tabs: fixedTabs(LIBRARY_TABS, (tab) => routes.libraryTab(libraryId, tab), context.locale),
  };
}

export const meta = sectionMeta;
export const ErrorBoundary = PageError;
export default SectionLayout;

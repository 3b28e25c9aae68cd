// /examination (spec 2.10): notices, time-tables, seating arrangement, results and exam
// projects, then the Examination custom modules. The index shows the first tab with content
// (decision 032), so that tab is the current one there.
import { EXAMINATION_TABS, routes } from "#contract/links.ts";
import { PageError } from "../../components/PageError.tsx";
import { SectionLayout } from "../../components/section/SectionLayout.tsx";
import { examinationFiles, firstTabWithContent } from "./examination.server.ts";
import { customTabs, fixedTabs } from "../../lib/section.server.ts";
import { m } from "../../i18n/generated/messages.js";

import { sectionMeta, type SectionData } from "../../lib/section.ts";
import type { Route } from "./+types/layout.ts";

export async function loader({ context }: Route.LoaderArgs): Promise<SectionData> {
  const [files, custom] = await Promise.all([
    examinationFiles(context),
    customTabs(context, "EXAMINATION", routes.examination()),
  ]);
  return {
    title: m.menu_examination({}, { locale: context.locale }),
    base: routes.examination(),
    baseTab: EXAMINATION_TABS.findIndex((tab) => tab.slug === firstTabWithContent(files)),
    tabs: [...fixedTabs(EXAMINATION_TABS, routes.examinationTab, context.locale), ...custom],
  };
}

export const meta = sectionMeta;
export const ErrorBoundary = PageError;
export default SectionLayout;

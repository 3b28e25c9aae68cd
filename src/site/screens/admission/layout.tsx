// /admission (spec 2.5): About (the index), process, contact, document checklist and online
// application, then the Admission custom modules.
import { ADMISSION_TABS, routes } from "#contract/links.ts";
import { PageError } from "../../components/PageError.tsx";
import { SectionLayout } from "../../components/section/SectionLayout.tsx";
import { customTabs } from "../../lib/section.server.ts";
import { aboutTabLabel } from "../../lib/section-text.server.ts";
import { tabLabel } from "../../i18n/tab-words.ts";
import { m } from "../../i18n/generated/messages.js";

import { sectionMeta, type SectionData } from "../../lib/section.ts";
import type { Route } from "./+types/layout.ts";

const TAB_HREFS = {
  process: routes.admissionProcess(),
  contact: routes.admissionContact(),
  document: routes.admissionDocument(),
  application: routes.admissionApplication(),
} as const;

export async function loader({ context }: Route.LoaderArgs): Promise<SectionData> {
  return {
    title: m.menu_admission({}, { locale: context.locale }),
    tabs: [
      { label: aboutTabLabel(context.locale), href: routes.admission() },
      ...ADMISSION_TABS.map((tab) => ({
        label: tabLabel(ADMISSION_TABS, tab.slug, context.locale),
        href: TAB_HREFS[tab.slug],
      })),
      ...(await customTabs(context, "ADMISSION", routes.admission())),
    ],
  };
}

export const meta = sectionMeta;
export const ErrorBoundary = PageError;
export default SectionLayout;

// /admission (spec 2.5): About (the index), process, contact, document checklist and online
// application, then the Admission custom modules.
import { ADMISSION_TABS, routes } from "#contract/links.ts";
import { PageError } from "../../components/PageError.tsx";
import { SectionLayout } from "../../components/section/SectionLayout.tsx";
import { customTabs } from "../../lib/section.server.ts";
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
    title: "Admission",
    tabs: [
      { label: "About", href: routes.admission() },
      ...ADMISSION_TABS.map((tab) => ({ label: tab.label, href: TAB_HREFS[tab.slug] })),
      ...(await customTabs(context, "ADMISSION", routes.admission())),
    ],
  };
}

export const meta = sectionMeta;
export const ErrorBoundary = PageError;
export default SectionLayout;

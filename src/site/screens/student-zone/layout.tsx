// /student/zone (spec 2.17): council, support, research, complaints, scholarships, notices and
// alumni, then the Student's Zone custom modules. The index shows the first.
import { routes, STUDENT_ZONE_TABS } from "#contract/links.ts";
import { PageError } from "../../components/PageError.tsx";
import { SectionLayout } from "../../components/section/SectionLayout.tsx";
import { customTabs, fixedTabs } from "../../lib/section.server.ts";
import { m } from "../../i18n/generated/messages.js";

import { sectionMeta, type SectionData } from "../../lib/section.ts";
import type { Route } from "./+types/layout.ts";

export async function loader({ context }: Route.LoaderArgs): Promise<SectionData> {
  return {
    title: m.menu_student_zone({}, { locale: context.locale }),
    base: routes.studentZone(),
    tabs: [
      ...fixedTabs(STUDENT_ZONE_TABS, routes.studentZoneTab, context.locale),
      ...(await customTabs(context, "STUDENT_ZONE", routes.studentZone())),
    ],
  };
}

export const meta = sectionMeta;
export const ErrorBoundary = PageError;
export default SectionLayout;

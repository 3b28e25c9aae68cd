// /infrastructure (spec 2.17): library, gymkhana, laboratories, smart classroom, ladies' common
// room and botanical garden, then the Infrastructure custom modules. The index shows the first.
import { INFRASTRUCTURE_TABS, routes } from "#contract/links.ts";
import { PageError } from "../../components/PageError.tsx";
import { SectionLayout } from "../../components/section/SectionLayout.tsx";
import { customTabs, fixedTabs } from "../../lib/section.server.ts";
import { m } from "../../i18n/generated/messages.js";

import { sectionMeta, type SectionData } from "../../lib/section.ts";
import type { Route } from "./+types/layout.ts";

export async function loader({ context }: Route.LoaderArgs): Promise<SectionData> {
  return {
    title: m.menu_infrastructure({}, { locale: context.locale }),
    base: routes.infrastructure(),
    tabs: [
      ...fixedTabs(INFRASTRUCTURE_TABS, routes.infrastructureTab, context.locale),
      ...(await customTabs(context, "INFRASTRUCTURE", routes.infrastructure())),
    ],
  };
}

export const meta = sectionMeta;
export const ErrorBoundary = PageError;
export default SectionLayout;

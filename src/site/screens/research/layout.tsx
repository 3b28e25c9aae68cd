// /research/development/{rndAuthorityId} (spec 2.7): Research and Department (about) and IRINS,
// then the RND custom modules. The id is the authority named RND's; the spec's placeholder
// tabs are left out (decision 031).
import { RESEARCH_TABS, routes } from "#contract/links.ts";
import { PageError } from "../../components/PageError.tsx";
import { SectionLayout } from "../../components/section/SectionLayout.tsx";
import { exactId } from "../../lib/ids.server.ts";
import { customTabs, fixedTabs } from "../../lib/section.server.ts";
import { m } from "../../i18n/generated/messages.js";

import { sectionMeta, type SectionData } from "../../lib/section.ts";
import type { Route } from "./+types/layout.ts";

export async function loader({ context, params }: Route.LoaderArgs): Promise<SectionData> {
  const rndId = await exactId(context, params.rndId, "rndAuthorityId");
  return {
    title: m.menu_research_development({}, { locale: context.locale }),
    base: routes.research(rndId),
    tabs: [
      ...fixedTabs(RESEARCH_TABS, (tab) => routes.researchTab(rndId, tab), context.locale),
      ...(await customTabs(context, "RND", routes.research(rndId))),
    ],
  };
}

export const meta = sectionMeta;
export const ErrorBoundary = PageError;
export default SectionLayout;

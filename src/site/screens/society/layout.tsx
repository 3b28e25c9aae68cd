// /society (spec 2.9): the society that runs the institute: about, vision and mission, the
// founder's message, its organisation structure and its governing body.
import { routes, SOCIETY_GOVERNING_PAGES, SOCIETY_TABS } from "#contract/links.ts";
import { PageError } from "../../components/PageError.tsx";
import { SectionLayout } from "../../components/section/SectionLayout.tsx";
import { requestIds } from "../../lib/ids.server.ts";
import { landingControl, societyName } from "../../lib/landing.server.ts";
import { fixedTabs } from "../../lib/section.server.ts";
import { sectionMeta, type SectionData } from "../../lib/section.ts";
import type { Route } from "./+types/layout.ts";

export async function loader({ context }: Route.LoaderArgs): Promise<SectionData> {
  const [control, { lcid }] = await Promise.all([landingControl(context), requestIds(context)]);
  const tabs = fixedTabs(SOCIETY_TABS, routes.societyTab, context.locale);
  return {
    title: societyName(control, context.locale),
    base: routes.society(),
    // The governing body's member pages belong to its tab.
    tabs: tabs.map((tab) =>
      tab.href === routes.societyTab("society-governing") && lcid
        ? { ...tab, within: SOCIETY_GOVERNING_PAGES }
        : tab,
    ),
  };
}

export const meta = sectionMeta;
export const ErrorBoundary = PageError;
export default SectionLayout;

// /committee/{committeeId}/one/{authorityId} (spec 2.8): one committee with its tabs about,
// composition, meeting and activity.
import { COMMITTEE_TABS, routes } from "#contract/links.ts";
import { PageError } from "../../components/PageError.tsx";
import { SectionLayout } from "../../components/section/SectionLayout.tsx";
import { authority, committeeName } from "./committee.server.ts";
import { fixedTabs } from "../../lib/section.server.ts";
import { sectionMeta, type SectionData } from "../../lib/section.ts";
import type { Route } from "./+types/layout.ts";

export async function loader({ context, params }: Route.LoaderArgs): Promise<SectionData> {
  const one = await authority(context, params.committeeId, params.authorityId);
  const id = one.authority._id;
  return {
    title: committeeName(one.authority),
    base: routes.committeeOne(one.committeeId, id),
    tabs: fixedTabs(
      COMMITTEE_TABS,
      (tab) => routes.committeeTab(one.committeeId, id, tab),
      context.locale,
    ),
  };
}

export const meta = sectionMeta;
export const ErrorBoundary = PageError;
export default SectionLayout;

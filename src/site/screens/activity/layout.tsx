// /institute/activity/{hosted|association|sport|cultural|celebration|other} (spec 2.17): the
// page of one activity type, with the type's categories as its tabs; the other page has the
// Activity custom modules as its tabs. An unknown type is a 404.
import { ACTIVITY_PAGES } from "#contract/links.ts";
import { PageError } from "../../components/PageError.tsx";
import { SectionLayout } from "../../components/section/SectionLayout.tsx";
import { activityPageOf, activityTabs } from "./activity.server.ts";
import { sectionMeta, type SectionData } from "../../lib/section.ts";
import { tabLabel } from "../../i18n/tab-words.ts";
import type { Route } from "./+types/layout.ts";

export async function loader({ context, params }: Route.LoaderArgs): Promise<SectionData> {
  const page = activityPageOf(params.activityType);
  return {
    title: tabLabel(ACTIVITY_PAGES, page.slug, context.locale),
    tabs: await activityTabs(context, page.slug),
  };
}

export const meta = sectionMeta;
export const ErrorBoundary = PageError;
export default SectionLayout;

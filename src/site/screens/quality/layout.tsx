// /{body}/{detailId} for the six quality bodies (spec 2.6): the body's heading and its tabs.
// The id is the IQAC authority's detail id or the institute's (screen-data-map).
import { routes } from "#contract/links.ts";
import { PageError } from "../../components/PageError.tsx";
import { SectionLayout } from "../../components/section/SectionLayout.tsx";
import { bodyOf, bodyTabs, qualityDetailOf } from "./quality.server.ts";
import { sitePath } from "../../lib/load.server.ts";
import { sectionMeta, type SectionData } from "../../lib/section.ts";
import type { Route } from "./+types/layout.ts";

export async function loader({ context, params, request }: Route.LoaderArgs): Promise<SectionData> {
  const body = bodyOf(sitePath(request, context), context.locale);
  const { detailId, detail } = await qualityDetailOf(context, params.detailId);
  return {
    title: body.label,
    // NAAC's index is 'NAAC And more', not its first tab.
    ...(body.slug === "naac" ? {} : { base: routes.qualityBody(body.slug, params.detailId) }),
    tabs: bodyTabs(detail, body.slug).map((tab) => {
      const href = routes.qualityTab(body.slug, detailId, tab.id);
      return { label: tab.name, href, within: `${href}/` };
    }),
  };
}

export const meta = sectionMeta;
export const ErrorBoundary = PageError;
export default SectionLayout;

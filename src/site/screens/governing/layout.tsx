// /governing/{id} (spec 2.9): the governing body's categories are the tabs. The id is the
// institute's or its landing control's (screen-data-map).
import { LIMITS } from "#contract/constants.ts";
import { routes } from "#contract/links.ts";
import { PageError } from "../../components/PageError.tsx";
import { SectionLayout } from "../../components/section/SectionLayout.tsx";
import { instituteLevelId, requestIds } from "../../lib/ids.server.ts";
import { must } from "../../lib/load.server.ts";
import { sectionMeta, type SectionData } from "../../lib/section.ts";
import type { Route } from "./+types/layout.ts";
import { governingText } from "./governing-text.server.ts";

export async function loader({ context, params }: Route.LoaderArgs): Promise<SectionData> {
  const lcid = await instituteLevelId(context, params.instituteId, "lcid");
  const { instituteId } = await requestIds(context);
  const categories = must(
    await context.platform.read(
      "governingCategories",
      { id: lcid },
      { page: 1, limit: LIMITS.list },
    ),
  );
  return {
    title: governingText(context.locale).title,
    base: routes.governing(instituteId),
    tabs: categories.map((c) => ({
      label: c.category,
      href: routes.governingCategory(instituteId, c._id),
    })),
  };
}

export const meta = sectionMeta;
export const ErrorBoundary = PageError;
export default SectionLayout;

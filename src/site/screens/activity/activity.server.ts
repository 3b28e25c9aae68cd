// The institute activity pages (spec 2.17): a type's categories are its tabs, each listing
// that category's entries; the "other" page's tabs are the Activity custom modules.
import type { AppLoadContext } from "react-router";
import { ACTIVITY_ROUTES } from "#contract/constants.ts";
import {
  ACTIVITY_PAGES,
  routes,
  tabOf,
  type ActivityPage,
  type ActivityRoute,
} from "#contract/links.ts";
import { pageNotFound } from "../../lib/page-not-found.ts";
import { optional } from "../../lib/load.server.ts";
import { customTabs } from "../../lib/section.server.ts";
import type { TabLink } from "../../lib/section.ts";

/** The activity page a route segment names; anything else is a 404. */
export function activityPageOf(segment: string) {
  const page = tabOf(ACTIVITY_PAGES, segment);
  if (!page) throw pageNotFound();
  return page;
}

/** The institute's activity categories of one type. */
export async function activityCategories(context: AppLoadContext, route: ActivityRoute) {
  const all = optional(
    await context.platform.read("activityCategories", { id: context.tenant._id }),
  );
  return (all ?? []).filter((category) => category.activity_type === ACTIVITY_ROUTES[route]);
}

/** The tabs of an activity page: its categories, or for "other" the custom modules. */
export async function activityTabs(
  context: AppLoadContext,
  slug: ActivityPage,
): Promise<TabLink[]> {
  if (slug === "other") return customTabs(context, "ACTIVITY", routes.activity("other"));
  return (await activityCategories(context, slug)).map((category) => ({
    label: category.category,
    href: routes.activityDetail(slug, category._id),
  }));
}

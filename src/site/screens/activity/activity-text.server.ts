// The screen's own words in the page's language (decision 074): said here, on the server, and
// sent with the page's data, one language's strings only.
import { m } from "../../i18n/generated/messages.js";
import type { ActivityPage } from "#contract/links.ts";
import type { Locale } from "../../i18n/locale.ts";

export function activityText(locale: Locale) {
  const o = { locale };
  return {
    empty: m.activity_empty({}, o),
    none: m.activity_none({}, o),
    see: m.activity_see({}, o),
  };
}

/** "{page} at {name}: {tabs}.": the activities' page's description. */
export function activityDescription(
  locale: Locale,
  values: { page: string; name: string; tabs: string },
): string {
  return values.tabs
    ? m.activity_description_tabs(values, { locale })
    : m.activity_description({ page: values.page, name: values.name }, { locale });
}

/** The name of a kind of activities, as the menu gives it. */
export function activityPageLabel(locale: Locale, slug: ActivityPage): string {
  const o = { locale };
  const labels: Record<ActivityPage, string> = {
    hosted: m.menu_hosted_events({}, o),
    association: m.menu_associations({}, o),
    sport: m.menu_sports({}, o),
    cultural: m.menu_cultural({}, o),
    celebration: m.menu_celebrations({}, o),
    other: m.menu_other_activities({}, o),
  };
  return labels[slug];
}

// The screen's own words in the page's language (decision 074): said here, on the server, and
// sent with the page's data, one language's strings only.
import { m } from "../../i18n/generated/messages.js";
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

// The screen's own words in the page's language (decision 074): said here, on the server, and
// sent with the page's data, one language's strings only.
import { m } from "../../i18n/generated/messages.js";
import type { Locale } from "../../i18n/locale.ts";

export function qualityText(locale: Locale) {
  const o = { locale };
  return {
    nothing: m.quality_nothing({}, o),
    youAreHere: m.quality_you_are_here({}, o),
  };
}

export function naacAndMoreText(locale: Locale) {
  const o = { locale };
  return {
    title: m.menu_naac_and_more({}, o),
    more: m.quality_more_bodies({}, o),
    nothing: m.quality_nothing({}, o),
  };
}

/** The descriptions of the quality pages. */
export function qualityDescriptions(locale: Locale) {
  const o = { locale };
  return {
    naac: (name: string, links: string) => m.quality_naac_description({ name, links }, o),
    body: (body: string, name: string) => m.quality_body_description({ body, name }, o),
  };
}

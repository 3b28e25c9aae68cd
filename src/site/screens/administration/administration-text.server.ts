// The screen's own words in the page's language (decision 074): said here, on the server, and
// sent with the page's data, one language's strings only.
import { m } from "../../i18n/generated/messages.js";
import type { Locale } from "../../i18n/locale.ts";

/** "Administration": the section's title. */
export function administrationTitle(locale: Locale): string {
  return m.administration_title({}, { locale });
}

export function administrationText(locale: Locale, institute: string) {
  const o = { locale };
  return {
    title: m.administration_title({}, o),
    description: m.administration_description({ name: institute }, o),
    none: m.administration_none({}, o),
  };
}

// The screen's own words in the page's language (decision 074): said here, on the server, and
// sent with the page's data, one language's strings only.
import { m } from "../../i18n/generated/messages.js";
import type { Locale } from "../../i18n/locale.ts";

export function accreditationText(locale: Locale) {
  const o = { locale };
  return {
    title: m.accreditation_title({}, o),
    none: m.accreditation_none({}, o),
    certificates: m.accreditation_certificates({}, o),
  };
}

/** "Accreditations of {name}.": the description when there is none to describe. */
export function accreditationDescription(locale: Locale, institute: string): string {
  return m.accreditation_description({ name: institute }, { locale });
}

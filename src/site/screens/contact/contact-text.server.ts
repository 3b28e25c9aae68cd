// The screen's own words in the page's language (decision 074): said here, on the server, and
// sent with the page's data, one language's strings only.
import { m } from "../../i18n/generated/messages.js";
import type { Locale } from "../../i18n/locale.ts";

export function contactText(locale: Locale) {
  const o = { locale };
  return {
    title: m.contact_title({}, o),
    headOffice: m.contact_head_office({}, o),
    noAddress: m.contact_no_address({}, o),
    departments: m.contact_departments({}, o),
    noDepartments: m.contact_no_departments({}, o),
  };
}

/** "How to reach {name}: {address}.": the page's description. */
export function contactDescription(locale: Locale, name: string, address: string): string {
  return address
    ? m.contact_description_address({ name, address }, { locale })
    : m.contact_description({ name }, { locale });
}

// The screen's own words in the page's language (decision 074): said here, on the server, and
// sent with the page's data, one language's strings only.
import { m } from "../../i18n/generated/messages.js";
import type { Locale } from "../../i18n/locale.ts";

/** The members' table of one of the society's governing bodies. */
export function societyMembersText(locale: Locale) {
  const o = { locale };
  return {
    empty: m.members_none({}, o),
    detailLabel: m.members_description({}, o),
  };
}

export function societyText(locale: Locale) {
  const o = { locale };
  return {
    vision: m.society_vision({}, o),
    mission: m.society_mission({}, o),
    organisationFile: m.society_organisation_file({}, o),
    noOrganisation: m.society_no_organisation({}, o),
    noGoverning: m.society_no_governing({}, o),
    governingCategories: m.society_governing_categories({}, o),
  };
}

/** The descriptions of the society's tabs. */
export function societyDescriptions(locale: Locale, name: string) {
  const o = { locale };
  return {
    tab: (tab: string) => m.society_tab_description({ tab, name }, o),
    organisation: m.society_organisation_description({ name }, o),
    governing: (categories: string) => m.society_governing_description({ categories }, o),
  };
}

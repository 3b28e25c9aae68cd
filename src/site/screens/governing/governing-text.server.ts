// The screen's own words in the page's language (decision 074): said here, on the server, and
// sent with the page's data, one language's strings only.
import { m } from "../../i18n/generated/messages.js";
import type { Locale } from "../../i18n/locale.ts";

/** The members' table of a governing body: the institute's and its society's. */
export function governingMembersText(locale: Locale) {
  const o = { locale };
  return {
    empty: m.members_none({}, o),
    detailLabel: m.members_description({}, o),
  };
}

export function governingText(locale: Locale) {
  const o = { locale };
  return {
    title: m.governing_title({}, o),
    /** "Governing body": a category's name, when there is none. */
    body: m.governing_body({}, o),
  };
}

/** "{category} of {name}: {members}.": a category's description. */
export function governingDescription(
  locale: Locale,
  values: { category: string; name: string; members: string },
): string {
  return m.governing_description(values, { locale });
}

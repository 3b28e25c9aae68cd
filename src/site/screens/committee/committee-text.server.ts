// The screen's own words in the page's language (decision 074): said here, on the server, and
// sent with the page's data, one language's strings only.
import { m } from "../../i18n/generated/messages.js";
import type { Locale } from "../../i18n/locale.ts";

export function committeeText(locale: Locale) {
  const o = { locale };
  return {
    noMembers: m.committee_no_members({}, o),
    noMeetings: m.committee_no_meetings({}, o),
    noActivities: m.committee_no_activities({}, o),
    description: m.committee_description({}, o),
  };
}

export function committeeListText(locale: Locale) {
  const o = { locale };
  return {
    title: m.committee_title({}, o),
    none: m.committee_none({}, o),
  };
}

/** The descriptions of a committee's pages and of the list. */
export function committeeDescriptions(locale: Locale) {
  const o = { locale };
  return {
    all: (name: string, committees: string) => m.committee_all_description({ name, committees }, o),
    about: (name: string) => m.committee_about_description({ name }, o),
    members: (name: string, members: string) =>
      m.committee_members_description({ name, members }, o),
    meetings: (name: string) => m.committee_meetings_description({ name }, o),
    activities: (name: string, activities: string) =>
      m.committee_activities_description({ name, activities }, o),
  };
}

// The events' own words in the page's language (decision 074): said here, on the server, and
// sent with the page's data, one language's strings only.
import { EVENT_TABS, type ListAt } from "#contract/links.ts";
import { m } from "../../i18n/generated/messages.js";
import type { Locale } from "../../i18n/locale.ts";
import { tabLabels } from "../../i18n/tab-words.ts";

type EventTabSlug = (typeof EVENT_TABS)[number]["slug"];

/** "Events of 2024, page 2": what a page of the list is, for its title. */
export function eventListTitle({ year, page }: ListAt, locale: Locale): string {
  const o = { locale };
  const paged = page !== undefined && page > 1;
  if (year !== undefined) {
    return paged ? m.event_title_year_page({ year, page }, o) : m.event_title_year({ year }, o);
  }
  return paged ? m.event_title_page({ page }, o) : m.event_title({}, o);
}

/** The list's words. */
export function eventListText(locale: Locale) {
  const o = { locale };
  return {
    calendarLink: m.event_calendar_link({}, o),
    calendarTitle: m.event_calendar_title({}, o),
    byYear: m.event_by_year({}, o),
    none: m.event_none({}, o),
    noneToCome: m.event_none_to_come({}, o),
    pages: m.event_pages({}, o),
    upcoming: m.event_upcoming({}, o),
  };
}

/** "Events held at {name}: …": the list's description. */
export function eventDescription(locale: Locale, institute: string): string {
  return m.event_description({ name: institute }, { locale });
}

/** One event's words; the tab's label fills the patterns about its documents. */
export function eventDetailText(locale: Locale, tab: EventTabSlug) {
  const o = { locale };
  const tabs: Record<EventTabSlug, string> = tabLabels(EVENT_TABS, locale);
  return {
    guest: m.event_guest({}, o),
    place: m.event_place({}, o),
    date: m.event_date({}, o),
    documents: m.event_documents({}, o),
    documentsNav: m.event_documents_nav({}, o),
    noDocuments: m.event_no_documents({ tab: tabs[tab] }, o),
    filterDocuments: m.event_filter_documents({ tab: tabs[tab] }, o),
    /** "View Detail: {name}": the banner's link, for a screen reader. */
    viewBanner: m.event_view_banner({ name: "{name}" }, o),
    addToCalendar: m.event_add_to_calendar({}, o),
    /** "{name}, an iCalendar file": what the link adds, for a screen reader. */
    addToCalendarLabel: m.event_add_to_calendar_label({ name: "{name}" }, o),
    tabs,
  };
}

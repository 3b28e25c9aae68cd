// What people subscribe to (issue "Site search, notice feed and events calendar"): the
// institute's notices as an Atom feed for feed readers, and its events as an iCalendar feed
// for calendar apps. Every link is absolute on the tenant's primary origin, like canonical
// addresses, so a subscription made on any of the tenant's hosts leads to one site.
import { Feed } from "feed";
import ical, { ICalCalendarMethod, type ICalCalendar } from "ical-generator";
import type { AppLoadContext } from "react-router";
import { ID_PATTERN } from "#contract/constants.ts";
import type { EndpointData, ServedEvent } from "#contract/index.ts";
import { routes } from "#contract/links.ts";
import { requestIds } from "./ids.server.ts";
import { escapeMarkup } from "./markup.ts";
import { fileAbouts } from "./file-facts.server.ts";
import { present } from "./resource.server.ts";
import { richTextToPlain, sanitizeRichText } from "./sanitize.server.ts";
import { absoluteUrl, metaDescription, pageTitle } from "./seo.ts";
import { calendarDay } from "./text.ts";
import { siteFile } from "./view-models.ts";
import { m } from "../i18n/generated/messages.js";
import { localePath, prefixOf } from "../i18n/locale.ts";

/** Feed readers want the latest notices, not the archive: the archive is the notices page. */
export const FEED_NOTICES = 50;
/** The events a calendar carries, newest first as the platform sends them. */
const CALENDAR_EVENTS = 200;

/** Entries the platform sends whose id names no page are left out. */
const linkable = <T extends { _id: string }>(list: readonly T[] | null) =>
  (list ?? []).filter((entry) => ID_PATTERN.test(entry._id));

/** A moment the platform sent; one that does not parse counts as the epoch. */
function moment(iso: string): Date {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? new Date(0) : date;
}

/** A notice's description, then its documents as links, each with its type and size (the
 * page's words, decision 094), as the feed entry's HTML. */
function noticeContent(
  notice: EndpointData<"noticeOne">,
  { origin, mediaBaseUrl }: AppLoadContext,
  abouts: Readonly<Record<string, string>>,
) {
  const files = notice.announcementDocument.map((doc) => {
    const file = siteFile(mediaBaseUrl, {
      id: doc._id,
      name: doc.documentName,
      key: doc.documentKey,
    });
    const href = absoluteUrl(origin, file.url) ?? file.url;
    const about = abouts[doc.documentKey];
    const link = `<a href="${escapeMarkup(href)}">${escapeMarkup(file.name)}</a>`;
    return `<li>${link}${about ? ` (${escapeMarkup(about)})` : ""}</li>`;
  });
  const description = sanitizeRichText(notice.insAnnDescription);
  return files.length ? `${description}<ul>${files.join("")}</ul>` : description;
}

/** The institute's latest notices, newest first, as an Atom 1.0 document. */
export async function noticeFeed(context: AppLoadContext): Promise<string> {
  const { platform, tenant, origin, locale, languages } = context;
  const list = present(
    await platform.read("noticeList", { id: tenant._id }, { page: 1, limit: FEED_NOTICES }),
  );
  const notices = await Promise.all(
    linkable(list).map(async ({ _id }) => ({
      id: _id,
      notice: present(await platform.read("noticeOne", { id: _id })),
    })),
  );
  const entries = notices
    .flatMap(({ id, notice }) => (notice ? [{ id, notice, date: moment(notice.createdAt) }] : []))
    .sort((a, b) => b.date.getTime() - a.date.getTime());
  const abouts = await fileAbouts(
    context,
    entries.flatMap(({ notice }) => notice.announcementDocument.map((doc) => doc.documentKey)),
  );
  // The feed of a language's page (`/hi/notice/feed.xml`) is in that language, and so are its
  // links.
  const at = (path: string) => `${origin}${localePath(prefixOf(locale, languages), path)}`;
  const page = at(routes.notice());
  const feed = new Feed({
    id: page,
    link: page,
    title: pageTitle(m.notice_title({}, { locale }), tenant.insName),
    description: m.notice_description({ name: tenant.insName }, { locale }),
    language: locale,
    updated: entries[0]?.date ?? new Date(0),
    generator: "Prospectus",
    // A feed reader shows the site's icon beside the feed's name.
    favicon: `${origin}${routes.favicon()}`,
    feedLinks: { atom: at(routes.noticeFeed()) },
  });
  for (const { id, notice, date } of entries) {
    const url = at(routes.noticeDetail(id));
    const summary = metaDescription(richTextToPlain(notice.insAnnDescription));
    feed.addItem({
      id: url,
      link: url,
      // The library marks titles and summaries as HTML: text goes in escaped.
      title: escapeMarkup(notice.insAnnTitle),
      ...(summary ? { description: escapeMarkup(summary) } : {}),
      content: noticeContent(notice, context, abouts),
      date,
      published: date,
    });
  }
  return feed.atom1();
}

/** The institute's events as an iCalendar document: each an all-day event on its date. */
export async function eventCalendar(context: AppLoadContext): Promise<string> {
  const { platform, tenant, locale } = context;
  const { eventManagerId } = await requestIds(context);
  const list = eventManagerId
    ? present(
        await platform.read(
          "eventList",
          { id: eventManagerId },
          { page: 1, limit: CALENDAR_EVENTS },
        ),
      )
    : null;
  const events = await Promise.all(
    linkable(list).map(async ({ _id }) => present(await platform.read("eventOne", { id: _id }))),
  );
  const calendar = ical({
    name: pageTitle(m.event_title({}, { locale }), tenant.insName),
    description: m.event_calendar_description({ name: tenant.insName }, { locale }),
    prodId: PRODUCT(locale),
    url: localeUrl(context, routes.event()),
    ttl: 60 * 60,
  });
  for (const event of events) if (event) addEvent(calendar, event, context);
  return fileOf(calendar);
}

/** One event as an iCalendar document ("Add to calendar"), or null when there is no such event
 * or it has no date to put in a calendar. */
export async function eventIcs(context: AppLoadContext, id: string): Promise<string | null> {
  const event = present(await context.platform.read("eventOne", { id }));
  if (!event) return null;
  const calendar = ical({ prodId: PRODUCT(context.locale), method: ICalCalendarMethod.PUBLISH });
  return addEvent(calendar, event, context) ? fileOf(calendar) : null;
}

/** A calendar's text as a file: every content line ends in CRLF, the last one too (RFC 5545
 * 3.1), which the library leaves off. */
function fileOf(calendar: ICalCalendar): string {
  return `${calendar.toString().replace(/(\r\n)*$/, "")}\r\n`;
}

const PRODUCT = (locale: string) => ({
  company: "Prospectus",
  product: "Events",
  language: locale.toUpperCase(),
});

/** An address of the site in the request's language, absolute on the tenant's primary origin. */
function localeUrl({ origin, locale, languages }: AppLoadContext, path: string): string {
  return `${origin}${localePath(prefixOf(locale, languages), path)}`;
}

/**
 * An event in a calendar: all day on its date, as the platform holds a day and no hours. Its
 * UID is the same in the events' calendar and in its own file, so a calendar app that has
 * both updates one entry. False when the event's date does not parse.
 */
function addEvent(calendar: ICalCalendar, event: ServedEvent, context: AppLoadContext): boolean {
  const day = calendarDay(event.event_date);
  if (!day) return false;
  const url = localeUrl(context, routes.eventDetail(event._id));
  calendar.createEvent({
    // Stable across fetches, unique across tenants: calendar apps update rather than add.
    id: `${event._id}@${context.primaryHost}`,
    start: day,
    allDay: true,
    summary: event.event_name,
    location: event.event_place || null,
    description: [
      event.event_guest
        ? `${m.event_guest({}, { locale: context.locale })}: ${event.event_guest}`
        : "",
      richTextToPlain(event.event_description),
      url,
    ]
      .filter(Boolean)
      .join("\n\n"),
    url,
  });
  return true;
}

// /event: the events of the institute's event manager as links by event name (spec 2.4). The
// list's own address answers "what is next": the events from today on, soonest first, a page at
// a time (?page=); with none to come, it says so and shows the latest year's. Every year's
// events stay a link away (?year=), newest first, as before (issue 22). "Today" is the day in
// India, and the page holds until it ends (decision 089).
import { Link } from "../../components/Link.tsx";
import { ID_PATTERN, LIMITS, PAGE_SIZES } from "#contract/constants.ts";
import { routes, type ListAt } from "#contract/links.ts";
import { CoverBanner } from "../../components/CoverBanner.tsx";
import { FeedLink } from "../../components/FeedLink.tsx";
import { Pager, YearLinks } from "../../components/Pager.tsx";
import { PageError } from "../../components/PageError.tsx";
import { archiveOfList, archivePage, type Archive } from "../../lib/archive.server.ts";
import { must } from "../../lib/load.server.ts";
import { pageNotFound } from "../../lib/page-not-found.ts";
import { pageParam, yearParam } from "../../lib/paging.ts";
import { errorMeta, EVENT_CALENDAR, feedIn, pageMeta } from "../../lib/seo.ts";
import { calendarDay, formatLongDate } from "../../lib/text.ts";
import { useLocale } from "../../i18n/use-text.ts";
import type { EndpointData } from "#contract/index.ts";
import type { Route } from "./+types/list.ts";
import { eventManagerIdOf } from "#domain/institute-ids.ts";
import type { ClockHandle } from "#domain/clock.ts";
import { eventDescription, eventListText, eventListTitle } from "./event-text.server.ts";

const SIZE = PAGE_SIZES.events;

type EventSummary = EndpointData<"eventList">[number];
type Context = Route.LoaderArgs["context"];

/** Which page of the events an address asks for: one year's, or those from a day on. */
interface EventsAt {
  year?: number | undefined;
  from?: string;
  page?: number | undefined;
}

/** What is to come changes when the day does: the list's own pages hold until then. A year's
 * pages read no clock. */
export const handle: ClockHandle = {
  clock: (url) => (url.searchParams.has("year") ? [] : ["day"]),
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const at: ListAt = { year: yearParam(url), page: pageParam(url) };
  const text = eventListText(context.locale);
  const common = {
    institute: context.tenant.insName,
    description: eventDescription(context.locale, context.tenant.insName),
    text,
    feed: feedIn(EVENT_CALENDAR, text.calendarTitle, context),
  };
  if (at.year !== undefined) {
    const shown = archivePage(await eventsAt(context, at), at, SIZE);
    return {
      ...common,
      view: "year" as const,
      title: eventListTitle({ year: shown.year }, context.locale),
      path: routes.event(shown),
      parent: { name: eventListTitle({}, context.locale), path: routes.event() },
      pageTitle: eventListTitle(shown, context.locale),
      heading: undefined,
      ...shown,
      items: eventItems(shown.items),
    };
  }
  const upcoming = await eventsAt(context, { from: context.clock.day(), page: at.page });
  const latest = upcoming.years[0]?.year;
  if (upcoming.count > 0 || latest === undefined) {
    const shown = archivePage(upcoming, at, SIZE);
    return {
      ...common,
      view: "upcoming" as const,
      title: eventListTitle({}, context.locale),
      path: routes.event({ page: shown.page }),
      parent: undefined,
      pageTitle: eventListTitle(shown, context.locale),
      heading: upcoming.count > 0 ? text.upcoming : undefined,
      ...shown,
      items: eventItems(shown.items),
    };
  }
  // Nothing to come: the latest year's first page, its other pages at that year's address.
  if (at.page !== undefined && at.page > 1) throw pageNotFound();
  const shown = archivePage(await eventsAt(context, { year: latest }), { year: latest }, SIZE);
  return {
    ...common,
    view: "latest" as const,
    title: eventListTitle({}, context.locale),
    path: routes.event(),
    parent: undefined,
    pageTitle: eventListTitle({}, context.locale),
    heading: eventListTitle({ year: latest }, context.locale),
    ...shown,
    items: eventItems(shown.items),
  };
}

/** An event whose id is not a platform id has no page to link to. */
function eventItems(events: readonly EventSummary[]) {
  return events
    .filter((event) => ID_PATTERN.test(event._id))
    .map((event) => ({
      id: event._id,
      name: event.event_name,
      date: event.event_date,
      place: event.event_place,
    }));
}

/** A page of the events from our store's archive call, or, on a live platform, which has none,
 * from the newest events of its event manager, paged here. */
async function eventsAt(context: Context, at: EventsAt): Promise<Archive<EventSummary>> {
  const { year, from, page } = at;
  const archive = await context.platform.read(
    "eventArchive",
    { id: context.tenant._id },
    { year, from, page, limit: SIZE },
  );
  if (archive.ok || archive.status !== 404) return must<"eventArchive">(archive);
  const all = await eventsOfList(context);
  const dateOf = (event: EventSummary) => event.event_date;
  if (from === undefined) return archiveOfList(all, dateOf, { year, page }, SIZE);
  const dayOf = (event: EventSummary) => calendarDay(event.event_date)?.toISOString() ?? "";
  const toCome = all.filter((event) => dayOf(event).slice(0, 10) >= from).reverse();
  const { years } = archiveOfList(all, dateOf, {}, SIZE);
  return { ...archiveOfList(toCome, dateOf, { page }, SIZE), years };
}

async function eventsOfList({ platform, tenant }: Context): Promise<EventSummary[]> {
  const institute = must(await platform.read("instituteDash", { id: tenant._id }));
  const managerId = eventManagerIdOf(institute);
  // An institute without an event manager has no events: an empty list, not an error.
  return managerId
    ? must(await platform.read("eventList", { id: managerId }, { page: 1, limit: LIMITS.list }))
    : [];
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) =>
  loaderData
    ? pageMeta(
        {
          title: loaderData.pageTitle,
          description: loaderData.description,
          path: loaderData.path,
          feeds: [loaderData.feed],
        },
        matches,
      )
    : errorMeta(error, matches);

export const ErrorBoundary = PageError;

export default function EventList({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const { view, years, year, page, pages, items, title, heading, text } = loaderData;
  // The upcoming events page through the list's own address, any year's through the year's.
  const pageHref = (p: number) =>
    routes.event(view === "upcoming" ? { page: p } : { year, page: p });
  return (
    <>
      <CoverBanner title={title} />
      <section className="page-body space-y-4">
        <FeedLink feed={loaderData.feed}>{text.calendarLink}</FeedLink>
        <YearLinks
          years={years}
          year={view === "year" ? year : undefined}
          href={(y) => routes.event({ year: y })}
          label={text.byYear}
          first={text.upcoming}
        />
        {view === "latest" ? <p>{text.noneToCome}</p> : null}
        {heading ? <h2 className="text-xl font-semibold">{heading}</h2> : null}
        {items.length === 0 ? (
          <p>{text.none}</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {items.map((event) => (
              <li key={event.id} className="py-3">
                <Link
                  to={routes.eventDetail(event.id, "attendance")}
                  className="font-medium text-accent underline-offset-4 hover:underline"
                >
                  {event.name}
                </Link>
                <p className="mt-1 text-sm text-slate-600">
                  <time dateTime={event.date}>{formatLongDate(event.date, locale)}</time>
                  {event.place ? ` · ${event.place}` : null}
                </p>
              </li>
            ))}
          </ul>
        )}
        <Pager page={page} pages={pages} href={pageHref} label={text.pages} />
      </section>
    </>
  );
}

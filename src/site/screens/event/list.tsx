// /event: the events of the institute's event manager as links by event name (spec 2.4), newest
// first, a page at a time (?page=), every year's or one year's (?year=) (issue 22).
import { Link } from "../../components/Link.tsx";
import { ID_PATTERN, LIMITS, PAGE_SIZES } from "#contract/constants.ts";
import { routes, type ListAt } from "#contract/links.ts";
import { CoverBanner } from "../../components/CoverBanner.tsx";
import { FeedLink } from "../../components/FeedLink.tsx";
import { Pager, YearLinks } from "../../components/Pager.tsx";
import { PageError } from "../../components/PageError.tsx";
import { archiveOfList, archivePage, type Archive } from "../../lib/archive.server.ts";
import { must } from "../../lib/load.server.ts";
import { pageParam, yearParam } from "../../lib/paging.ts";
import { errorMeta, EVENT_CALENDAR, feedIn, pageMeta } from "../../lib/seo.ts";
import { formatLongDate } from "../../lib/text.ts";
import { useLocale } from "../../i18n/use-text.ts";
import type { EndpointData } from "#contract/index.ts";
import type { Route } from "./+types/list.ts";
import { eventManagerIdOf } from "#domain/institute-ids.ts";
import { eventDescription, eventListText, eventListTitle } from "./event-text.server.ts";

const SIZE = PAGE_SIZES.events;

type EventSummary = EndpointData<"eventList">[number];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const at: ListAt = { year: yearParam(url), page: pageParam(url) };
  const id = { id: context.tenant._id };
  const archive = await context.platform.read("eventArchive", id, { ...at, limit: SIZE });
  // A live platform has no archive call: the newest events of its event manager, paged here.
  const events: Archive<EventSummary> =
    archive.ok || archive.status !== 404
      ? must<"eventArchive">(archive)
      : await eventsOfList(context, at);
  const shown = archivePage(events, at, SIZE);
  return {
    institute: context.tenant.insName,
    title: eventListTitle({ year: shown.year }, context.locale),
    pageTitle: eventListTitle(shown, context.locale),
    description: eventDescription(context.locale, context.tenant.insName),
    text: eventListText(context.locale),
    feed: feedIn(EVENT_CALENDAR, eventListText(context.locale).calendarTitle, context),
    ...shown,
    path: routes.event(shown),
    // An event whose id is not a platform id has no page to link to.
    items: shown.items
      .filter((event) => ID_PATTERN.test(event._id))
      .map((event) => ({
        id: event._id,
        name: event.event_name,
        date: event.event_date,
        place: event.event_place,
      })),
  };
}

async function eventsOfList(
  { platform, tenant }: Route.LoaderArgs["context"],
  at: ListAt,
): Promise<Archive<EventSummary>> {
  const institute = must(await platform.read("instituteDash", { id: tenant._id }));
  const managerId = eventManagerIdOf(institute);
  // An institute without an event manager has no events: an empty list, not an error.
  const events = managerId
    ? must(await platform.read("eventList", { id: managerId }, { page: 1, limit: LIMITS.list }))
    : [];
  return archiveOfList(events, (event) => event.event_date, at, SIZE);
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
  const { years, year, page, pages, items, title, text } = loaderData;
  return (
    <>
      <CoverBanner title={title} />
      <section className="page-body space-y-4">
        <FeedLink feed={loaderData.feed}>{text.calendarLink}</FeedLink>
        <YearLinks
          years={years}
          year={year}
          href={(y) => routes.event({ year: y })}
          label={text.byYear}
        />
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
        <Pager
          page={page}
          pages={pages}
          href={(p) => routes.event({ year, page: p })}
          label={text.pages}
        />
      </section>
    </>
  );
}

// /event: the events of the institute's event manager as links by event name (spec 2.4).
import { Link } from "../components/Link.tsx";
import { LIMITS, ID_PATTERN } from "#contract/constants.ts";
import { routes } from "#contract/routes.ts";
import { CoverBanner } from "../components/CoverBanner.tsx";
import { FeedLink } from "../components/FeedLink.tsx";
import { PageError } from "../components/PageError.tsx";
import { must } from "../lib/load.server.ts";
import { errorMeta, EVENT_CALENDAR, pageMeta } from "../lib/seo.ts";
import { formatLongDate } from "../lib/text.ts";
import type { Route } from "./+types/event.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const institute = must(await context.platform.read("instituteDash", { id: context.tenant._id }));
  const managerId = institute.eventManagerDepart[0];
  // An institute without an event manager has no events: an empty list, not an error.
  const events = managerId
    ? must(
        await context.platform.read(
          "eventList",
          { id: managerId },
          { page: 1, limit: LIMITS.list },
        ),
      )
    : [];
  return {
    institute: institute.insName,
    // An event whose id is not a platform id has no page to link to.
    events: events
      .filter((event) => ID_PATTERN.test(event._id))
      .map((event) => ({
        id: event._id,
        name: event.event_name,
        date: event.event_date,
        place: event.event_place,
      })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) =>
  loaderData
    ? pageMeta(
        {
          title: "Events",
          description: `Events held at ${loaderData.institute}: guests, places, notices, attendance and reports.`,
          path: routes.event(),
          feeds: [EVENT_CALENDAR],
        },
        matches,
      )
    : errorMeta(error, matches);

export const ErrorBoundary = PageError;

export default function EventList({ loaderData }: Route.ComponentProps) {
  const { events } = loaderData;
  return (
    <>
      <CoverBanner title="Events" isPageHeading />
      <section className="mx-auto max-w-6xl px-4 py-8">
        <FeedLink feed={EVENT_CALENDAR}>Add the events to your calendar (iCalendar)</FeedLink>
        {events.length === 0 ? (
          <p>There are no events yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {events.map((event) => (
              <li key={event.id} className="py-3">
                <Link
                  to={routes.eventDetail(event.id, "attendance")}
                  className="font-medium text-accent underline-offset-4 hover:underline"
                >
                  {event.name}
                </Link>
                <p className="mt-1 text-sm text-slate-600">
                  <time dateTime={event.date}>{formatLongDate(event.date)}</time>
                  {event.place ? ` · ${event.place}` : null}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

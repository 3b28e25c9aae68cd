// /one/event/{eventId}/detail/{tabName}: one event with its guest, place, date, description
// and banner, and its documents by tab (spec 2.4). Without a tab the first one shows.
import { Link } from "../../components/Link.tsx";
import { EVENT_TABS, routes } from "#contract/links.ts";
import { ID_PATTERN } from "#contract/constants.ts";
import { CoverBanner, FullTitle } from "../../components/CoverBanner.tsx";
import { DocumentFilter } from "../../components/documents/DocumentFilter.tsx";
import { ViewFileLink } from "../../components/FileViewer.tsx";
import { PageError } from "../../components/PageError.tsx";
import { pageNotFound } from "../../lib/page-not-found.ts";
import { RichText } from "../../components/RichText.tsx";
import { must } from "../../lib/load.server.ts";
import { mediaUrl } from "../../lib/media.ts";
import { richTextToPlain, sanitizeRichText } from "../../lib/sanitize.server.ts";
import { errorMeta, metaDescription, pageMeta } from "../../lib/seo.ts";
import { calendarDay, formatLongDate } from "../../lib/text.ts";
import { fill, useLocale } from "../../i18n/use-text.ts";
import { localePath } from "../../i18n/locale.ts";
import type { Route } from "./+types/detail.ts";
import { siteFile } from "../../lib/view-models.ts";
import { Facts } from "../../components/ui/Facts.tsx";
import { FramedPicture } from "../../components/ui/FramedPicture.tsx";
import { JsonLd } from "../../components/JsonLd.tsx";
import { eventItem } from "./event-item.ts";
import { useLayout } from "../../lib/use-layout.ts";
import { eventDetailText, eventListTitle } from "./event-text.server.ts";
import { withFileFacts } from "../../lib/file-facts.server.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  const tab = EVENT_TABS.find((t) => t.slug === (params.tabName ?? EVENT_TABS[0].slug));
  // A malformed id or an unknown tab names nothing: answer at once, without the platform.
  if (!tab || !ID_PATTERN.test(params.eventId)) throw pageNotFound();
  const event = must(await context.platform.read("eventOne", { id: params.eventId }));
  const day = calendarDay(event.event_date)?.toISOString().slice(0, 10);
  return withFileFacts(context, {
    id: params.eventId,
    name: event.event_name,
    // Where the page stands, for its breadcrumb trail: under the events.
    title: event.event_name,
    path: routes.eventDetail(params.eventId, tab.slug),
    parent: { name: eventListTitle({}, context.locale), path: routes.event() },
    /** The day it is held; none when the platform's date does not parse (no calendar entry). */
    day,
    guest: event.event_guest,
    place: event.event_place,
    date: event.event_date,
    description: sanitizeRichText(event.event_description),
    summary: metaDescription(richTextToPlain(event.event_description)),
    banner: event.event_banner ? mediaUrl(context.mediaBaseUrl, event.event_banner) : undefined,
    tab: tab.slug,
    text: eventDetailText(context.locale, tab.slug),
    files: event[tab.group].map((item) =>
      siteFile(context.mediaBaseUrl, { id: item._id, name: item.name, key: item.attach }),
    ),
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) =>
  loaderData
    ? pageMeta(
        {
          title: loaderData.name,
          description: loaderData.summary || loaderData.name,
          path: loaderData.path,
          image: loaderData.banner,
          type: "article",
        },
        matches,
      )
    : errorMeta(error, matches);

export const ErrorBoundary = PageError;

export default function EventDetail({ loaderData: event }: Route.ComponentProps) {
  const locale = useLocale();
  const layout = useLayout();
  const selected = EVENT_TABS.find((t) => t.slug === event.tab) ?? EVENT_TABS[0];
  const facts = [
    { term: event.text.guest, value: event.guest },
    { term: event.text.place, value: event.place },
  ].filter((fact) => fact.value);
  return (
    <>
      {event.day ? (
        <JsonLd
          item={eventItem(layout, {
            name: event.name,
            day: event.day,
            place: event.place,
            summary: event.summary,
            banner: event.banner,
            path: routes.eventDetail(event.id),
          })}
        />
      ) : null}
      <CoverBanner title={event.name} />
      <article className="page-body space-y-8">
        <header className="space-y-3">
          <FullTitle title={event.name} />
          <Facts
            facts={[
              ...facts,
              {
                term: event.text.date,
                value: <time dateTime={event.date}>{formatLongDate(event.date, locale)}</time>,
              },
            ]}
          />
          {event.day ? (
            <a
              href={localePath(layout.prefix, routes.eventIcs(event.id))}
              type="text/calendar"
              className="inline-flex max-w-full items-center gap-2 rounded-md border border-slate-300 px-3 py-1.5 font-medium text-accent hover:bg-slate-50 print:hidden"
            >
              <CalendarIcon />
              {event.text.addToCalendar}
              <span className="sr-only">
                {` – ${fill(event.text.addToCalendarLabel, { name: event.name })}`}
              </span>
            </a>
          ) : null}
        </header>
        {event.banner ? (
          <EventBanner url={event.banner} name={event.name} label={event.text.viewBanner} />
        ) : null}
        <RichText html={event.description} />
        <section aria-labelledby="event-documents" className="space-y-6">
          <h2 id="event-documents" className="text-xl font-semibold">
            {event.text.documents}
          </h2>
          <nav aria-label={event.text.documentsNav} className="print:hidden">
            <ul className="flex flex-wrap gap-2 border-b border-slate-200 pb-3">
              {EVENT_TABS.map((tab) => (
                <li key={tab.slug}>
                  <Link
                    to={routes.eventDetail(event.id, tab.slug)}
                    preventScrollReset
                    aria-current={tab.slug === selected.slug ? "page" : undefined}
                    className={`block rounded-md px-3 py-1.5 font-medium ${
                      tab.slug === selected.slug
                        ? "bg-accent text-accent-ink"
                        : "hover:bg-slate-100"
                    }`}
                  >
                    {event.text.tabs[tab.slug]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {event.files.length === 0 ? (
            <p>{event.text.noDocuments}</p>
          ) : (
            <DocumentFilter files={event.files} label={event.text.filterDocuments} />
          )}
        </section>
      </article>
    </>
  );
}

/** The event's banner picture; it opens in the file viewer (spec 2.4). */
function EventBanner({ url, name, label }: { url: string; name: string; label: string }) {
  return (
    <ViewFileLink file={{ url, name }} className="block w-full overflow-hidden rounded-lg md:w-2/3">
      <FramedPicture url={url} widest={1080} eager className="aspect-video w-full" />
      <span className="sr-only">{fill(label, { name })}</span>
    </ViewFileLink>
  );
}

/** A calendar page, beside "Add to calendar". */
function CalendarIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}

// /one/event/{eventId}/detail/{tabName}: one event with its guest, place, date, description
// and banner, and its documents by tab (spec 2.4). Without a tab the first one shows.
import { Link } from "../../components/Link.tsx";
import { EVENT_TABS, routes } from "#contract/links.ts";
import { ID_PATTERN } from "#contract/constants.ts";
import { CoverBanner } from "../../components/CoverBanner.tsx";
import { DocumentFilter } from "../../components/documents/DocumentFilter.tsx";
import { useFileViewer } from "../../components/FileViewer.tsx";
import { PageError } from "../../components/PageError.tsx";
import { pageNotFound } from "../../lib/page-not-found.ts";
import { RichText } from "../../components/RichText.tsx";
import { must } from "../../lib/load.server.ts";
import { mediaUrl } from "../../lib/media.ts";
import { richTextToPlain, sanitizeRichText } from "../../lib/sanitize.server.ts";
import { errorMeta, metaDescription, pageMeta } from "../../lib/seo.ts";
import { formatLongDate } from "../../lib/text.ts";
import type { Route } from "./+types/detail.ts";
import { siteFile } from "../../lib/view-models.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  const tab = EVENT_TABS.find((t) => t.slug === (params.tabName ?? EVENT_TABS[0].slug));
  // A malformed id or an unknown tab names nothing: answer at once, without the platform.
  if (!tab || !ID_PATTERN.test(params.eventId)) throw pageNotFound();
  const event = must(await context.platform.read("eventOne", { id: params.eventId }));
  return {
    id: params.eventId,
    name: event.event_name,
    guest: event.event_guest,
    place: event.event_place,
    date: event.event_date,
    description: sanitizeRichText(event.event_description),
    summary: metaDescription(richTextToPlain(event.event_description)),
    banner: event.event_banner ? mediaUrl(context.mediaBaseUrl, event.event_banner) : undefined,
    tab: tab.slug,
    files: event[tab.group].map((item) =>
      siteFile(context.mediaBaseUrl, { id: item._id, name: item.name, key: item.attach }),
    ),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) =>
  loaderData
    ? pageMeta(
        {
          title: loaderData.name,
          description: loaderData.summary || loaderData.name,
          path: routes.eventDetail(loaderData.id, loaderData.tab),
          image: loaderData.banner,
          type: "article",
        },
        matches,
      )
    : errorMeta(error, matches);

export const ErrorBoundary = PageError;

export default function EventDetail({ loaderData: event }: Route.ComponentProps) {
  const selected = EVENT_TABS.find((t) => t.slug === event.tab) ?? EVENT_TABS[0];
  const facts = [
    { term: "Guest", value: event.guest },
    { term: "Place", value: event.place },
  ].filter((fact) => fact.value);
  return (
    <>
      <CoverBanner title={event.name} />
      <article className="mx-auto max-w-6xl space-y-8 px-4 py-8">
        <header className="space-y-3">
          <h1 className="text-2xl font-semibold break-words">{event.name}</h1>
          <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
            {facts.map((fact) => (
              <div key={fact.term} className="contents">
                <dt className="font-medium">{fact.term}</dt>
                <dd className="break-words">{fact.value}</dd>
              </div>
            ))}
            <div className="contents">
              <dt className="font-medium">Date</dt>
              <dd>
                <time dateTime={event.date}>{formatLongDate(event.date)}</time>
              </dd>
            </div>
          </dl>
        </header>
        {event.banner ? <EventBanner url={event.banner} name={event.name} /> : null}
        <RichText html={event.description} />
        <section aria-labelledby="event-documents" className="space-y-6">
          <h2 id="event-documents" className="text-xl font-semibold">
            Documents
          </h2>
          <nav aria-label="Event documents">
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
                    {tab.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {event.files.length === 0 ? (
            <p>There are no documents under {selected.label}.</p>
          ) : (
            <DocumentFilter files={event.files} label={`Filter the ${selected.label} documents`} />
          )}
        </section>
      </article>
    </>
  );
}

/** The event's banner picture; it opens in the file viewer (spec 2.4). */
function EventBanner({ url, name }: { url: string; name: string }) {
  const viewer = useFileViewer();
  return (
    <button
      type="button"
      className="block w-full overflow-hidden rounded-lg md:w-2/3"
      aria-label={`View the banner of ${name}`}
      onClick={() => viewer.open({ url, name })}
    >
      <img
        src={url}
        alt=""
        width={1200}
        height={675}
        className="aspect-video w-full bg-slate-100 object-cover"
      />
    </button>
  );
}

// The landing page (spec 2.3): rotating banner; notice, event and quick link columns; the
// college's about text and principal's message; testimonials.
import { CollegeJsonLd } from "../../components/JsonLd.tsx";
import { CUTS, DELAYS_MS, LIMITS } from "#contract/constants.ts";
import type { QuickLink } from "#contract/index.ts";
import { routes } from "#contract/links.ts";
import { AboutCollege } from "./AboutCollege.tsx";
import { HeroBanner } from "./HeroBanner.tsx";
import { PageError } from "../../components/PageError.tsx";
import { PrincipalMessages } from "./PrincipalMessages.tsx";
import { QuickLinks, type QuickLinkItem } from "./QuickLinks.tsx";
import { Testimonials } from "./Testimonials.tsx";
import { TickerColumn } from "./TickerColumn.tsx";
import { homeText } from "./home-text.server.ts";
import { m } from "../../i18n/generated/messages.js";
import { must, optional } from "../../lib/load.server.ts";
import type { PlatformClient } from "../../platform/client.server.ts";
import { mediaUrl } from "../../lib/media.ts";
import { storedFile } from "../../lib/view-models.ts";
import { safeHref } from "../../lib/safe-url.ts";
import { errorMeta, pageMeta } from "../../lib/seo.ts";
import { richTextToPlain, sanitizeRichText } from "../../lib/sanitize.server.ts";
import { formatLongDate, truncate } from "../../lib/text.ts";
import type { Route } from "./+types/home.ts";
import { eventManagerIdOf } from "#domain/institute-ids.ts";
import { withFileFacts } from "../../lib/file-facts.server.ts";

/** How much of the principal's message the landing page shows; the rest is on its own page. */
const PRINCIPAL_EXCERPT_CHARS = 320;

const LANDING_PAGE = { page: 1, limit: LIMITS.landingList };
const OF_INSTITUTE = { is_flow: "Institute" };

export async function loader({ context }: Route.LoaderArgs) {
  const { platform, mediaBaseUrl } = context;
  const id = context.tenant._id;
  const [profile, notices, events, about, principals] = await Promise.all([
    platform.read("landingProfile", { id }),
    platform.read("noticeList", { id }, LANDING_PAGE),
    readEvents(platform, id),
    platform.read("homeAbout", { id }, OF_INSTITUTE),
    platform.read("principalMessages", { id }, OF_INSTITUTE),
  ]);

  // The profile is the page; each list around it may be missing and then renders empty
  // (spec 5), so one failing list does not take the whole landing page down.
  const landing = must(profile);
  const file = (key: string) => mediaUrl(mediaBaseUrl, key);
  const optionalFile = (key: string | undefined) => (key ? file(key) : undefined);
  const aboutList = optional(about) ?? [];
  return withFileFacts(context, {
    name: landing.insName,
    path: routes.home(),
    description: aboutList[0]
      ? richTextToPlain(aboutList[0].sub_head_body)
      : m.home_description({ name: landing.insName }, { locale: context.locale }),
    text: homeText(context.locale),
    banners: landing.landing_control.home_background_object.images.map(file),
    notices: (optional(notices) ?? []).map((notice) => ({
      id: notice._id,
      href: routes.noticeDetail(notice._id),
      label: notice.insAnnTitle,
      note: formatLongDate(notice.createdAt, context.locale),
    })),
    events: (events ?? []).map((event) => ({
      id: event._id,
      href: routes.eventDetail(event._id, "attendance"),
      label: truncate(event.event_name, CUTS.landingEventName),
      note: formatLongDate(event.event_date, context.locale),
    })),
    // The platform's object of link_1, link_2…, in order (decision 060).
    quickLinks: Object.values(landing.landing_control.home_opener_quick_links).flatMap((link) =>
      quickLinkItem(link, mediaBaseUrl),
    ),
    about: aboutList.map((entry) => ({
      id: entry._id,
      title: entry.sub_head_title,
      html: sanitizeRichText(entry.sub_head_body),
      imageUrl: optionalFile(entry.sub_heading_image),
    })),
    principals: (optional(principals) ?? []).map((message) => ({
      id: message._id,
      name: message.principal_name,
      designation: message.principal_designation,
      excerpt: truncate(richTextToPlain(message.principal_message), PRINCIPAL_EXCERPT_CHARS),
      imageUrl: optionalFile(message.principal_image),
    })),
    testimonials: landing.testimonials.map((testimonial) => ({
      id: testimonial._id,
      name: testimonial.name,
      course: testimonial.course,
      bio: testimonial.bio,
      imageUrl: optionalFile(testimonial.image),
    })),
  });
}

/** The institute's events live with its event manager, named by the institute record. */
async function readEvents(platform: PlatformClient, instituteId: string) {
  const institute = must(await platform.read("instituteDash", { id: instituteId }));
  const managerId = eventManagerIdOf(institute);
  return managerId
    ? optional(await platform.read("eventList", { id: managerId }, LANDING_PAGE))
    : null;
}

/** Typo YES is a web address for a new tab; NO names a file for the viewer. */
function quickLinkItem(link: QuickLink, mediaBaseUrl: string): QuickLinkItem[] {
  if (link.typo === "NO") {
    return [
      {
        id: link._id,
        name: link.name,
        file: storedFile(mediaBaseUrl, link.name, link.link_images),
      },
    ];
  }
  const href = safeHref(link.link_images);
  return href ? [{ id: link._id, name: link.name, href }] : [];
}

// The landing page's title is the institute's name alone.
export const meta: Route.MetaFunction = ({ loaderData, matches, error }) =>
  loaderData
    ? pageMeta({ description: loaderData.description, path: loaderData.path }, matches)
    : errorMeta(error, matches);

export const ErrorBoundary = PageError;

export default function Home({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <CollegeJsonLd />
      <HeroBanner name={page.name} images={page.banners} text={page.text} />
      <div className="mx-auto grid max-w-7xl gap-6 grid-cols-1 px-4 py-10 md:grid-cols-2 lg:grid-cols-3">
        <TickerColumn
          title={page.text.notices}
          href={routes.notice()}
          area="notices"
          motionText={page.text.motion}
          items={page.notices}
          delayMs={DELAYS_MS.notices}
          empty={page.text.noNotices}
        />
        <TickerColumn
          title={page.text.events}
          href={routes.event()}
          area="events"
          motionText={page.text.motion}
          items={page.events}
          delayMs={DELAYS_MS.events}
          empty={page.text.noEvents}
        />
        {page.quickLinks.length > 0 ? (
          <QuickLinks links={page.quickLinks} title={page.text.quickLinks} />
        ) : null}
      </div>
      {page.about.length > 0 || page.principals.length > 0 ? (
        <div className="mx-auto grid max-w-7xl gap-10 grid-cols-1 px-4 py-10 lg:grid-cols-3">
          {page.about.length > 0 ? (
            <div className="lg:col-span-2">
              <AboutCollege items={page.about} title={page.text.aboutCollege} />
            </div>
          ) : null}
          {page.principals.length > 0 ? (
            <PrincipalMessages items={page.principals} text={page.text} />
          ) : null}
        </div>
      ) : null}
      {page.testimonials.length > 0 ? (
        <Testimonials items={page.testimonials} text={page.text} />
      ) : null}
    </>
  );
}

// An event as schema.org's Event (decision 089): held on its day, at its place at the
// institute, organised by the institute (the frame's CollegeOrUniversity).
import { absoluteUrl } from "../../lib/seo.ts";
import { siteUrl, type CollegeSource, type StructuredItem } from "../../lib/structured-data.ts";

/** What an event's item is made of: its page's data. */
export interface EventSource {
  name: string;
  /** The day it is held (YYYY-MM-DD): the platform holds a day, not hours. */
  day: string;
  place: string;
  summary: string;
  /** The banner's address, if it has one. */
  banner: string | undefined;
  path: string;
}

/** An event: held on its day, at its place at the institute, organised by the institute. */
export function eventItem(
  site: CollegeSource & { college: StructuredItem },
  event: EventSource,
): StructuredItem {
  const { college } = site;
  const image = event.banner ? absoluteUrl(site.origin, event.banner) : undefined;
  const address = college.address ?? site.name;
  return {
    "@type": "Event",
    name: event.name,
    startDate: event.day,
    endDate: event.day,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: {
      "@type": "Place",
      name: event.place ? `${event.place}, ${site.name}` : site.name,
      address,
    },
    ...(event.summary ? { description: event.summary } : {}),
    ...(image ? { image: [image] } : {}),
    organizer: { "@type": "CollegeOrUniversity", name: site.name, url: college.url },
    url: siteUrl(site, event.path),
  };
}

// A page's schema.org structured data (issue 62, decision 089): the institute as a
// CollegeOrUniversity, an event as an Event, and where an inner page stands as a
// BreadcrumbList (a member of staff's ProfilePage is screens/faculties/member.server.ts's).
// Built from data the page already holds; every address absolute on the tenant's primary
// origin, in the page's language, every date ISO 8601. Plain functions, safe for the browser:
// the page writes the items with components/JsonLd.tsx, the one way a page carries JSON-LD.
import { localePath } from "../i18n/locale.ts";
import type { LayoutData } from "./layout.server.ts";
import { absoluteUrl } from "./seo.ts";

/** One schema.org item of a page's structured data, as search engines read it. */
export type StructuredItem = Readonly<Record<string, unknown>> & { readonly "@type": string };

/** The frame's data the institute's item is made of. */
export type CollegeSource = Pick<
  LayoutData,
  "name" | "origin" | "prefix" | "logoUrl" | "address" | "phone" | "email" | "social"
>;

/** An address of the site in the page's language, absolute on the tenant's origin. */
function siteUrl(site: Pick<LayoutData, "origin" | "prefix">, path: string): string {
  return `${site.origin}${localePath(site.prefix, path)}`;
}

/** The institute: name and home page, with its logo, address and contacts where it has them. */
export function collegeItem(site: CollegeSource): StructuredItem {
  const logo = site.logoUrl ? absoluteUrl(site.origin, site.logoUrl) : undefined;
  const sameAs = site.social.map((link) => link.url).filter((url) => /^https?:\/\//i.test(url));
  return {
    "@type": "CollegeOrUniversity",
    name: site.name,
    url: siteUrl(site, "/"),
    ...(logo ? { logo } : {}),
    ...(site.address
      ? { address: { "@type": "PostalAddress", streetAddress: site.address, addressCountry: "IN" } }
      : {}),
    ...(site.phone ? { telephone: site.phone } : {}),
    ...(site.email ? { email: site.email } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/** One step of a breadcrumb trail: a page's name and its path on the site. */
export interface Crumb {
  name: string;
  path: string;
}

/** Where an inner page stands: the site's home, then each step, the page last. */
export function breadcrumbItem(site: CollegeSource, steps: readonly Crumb[]): StructuredItem {
  const trail = [{ name: site.name, path: "/" }, ...steps];
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: step.name,
      item: siteUrl(site, step.path),
    })),
  };
}

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
export function eventItem(site: CollegeSource, event: EventSource): StructuredItem {
  const college = collegeItem(site);
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

// A page's schema.org structured data (issue 62, decision 089): where an inner page stands as
// a BreadcrumbList. The institute's CollegeOrUniversity is made with the frame's data on the
// server (college-item.server.ts), an event's Event by its page (screens/event/event-item.ts),
// a member of staff's ProfilePage by theirs (screens/faculties/member.server.ts). Every address
// absolute on the tenant's primary origin, in the page's language, every date ISO 8601. The
// page writes the items with components/JsonLd.tsx, the one way a page carries JSON-LD.
import { localePath } from "../i18n/locale.ts";

/** One schema.org item of a page's structured data, as search engines read it. */
export type StructuredItem = Readonly<Record<string, unknown>> & { readonly "@type": string };

/** The frame's data the institute's item is made of (lib/layout.server.ts's LayoutData). */
export interface CollegeSource {
  name: string;
  /** The tenant's primary origin, and the prefix of the page's language ("" or "/hi"). */
  origin: string;
  prefix: string;
  logoUrl: string | undefined;
  address: string;
  phone: string;
  email: string;
  social: readonly { url: string }[];
}

/** An address of the site in the page's language, absolute on the tenant's origin. */
export function siteUrl(site: Pick<CollegeSource, "origin" | "prefix">, path: string): string {
  return `${site.origin}${localePath(site.prefix, path)}`;
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

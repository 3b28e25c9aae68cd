// A page's structured data for search engines (lib/structured-data.ts builds the items): the
// one way a page carries JSON-LD. The institute on the landing and contact pages, the
// breadcrumb trail on inner pages, and any page's own item (an event, a member of staff).
import { useMatches } from "react-router";
import { isPageData } from "../lib/section.ts";
import {
  breadcrumbItem,
  collegeItem,
  type Crumb,
  type StructuredItem,
} from "../lib/structured-data.ts";
import { useLayout } from "../lib/use-layout.ts";

/**
 * A page's structured data for search engines: schema.org JSON-LD in a data block. A browser
 * never runs a `application/ld+json` script, so the page's hash-based script policy neither
 * lists nor needs it, and the block carries no marker nonce (decision 068). `<` is written as
 * `\u003c`, so no text of an institute can close the element.
 */
export function JsonLd({ item }: { item: StructuredItem }) {
  const json = JSON.stringify({ "@context": "https://schema.org", ...item }).replace(
    /</g,
    "\\u003c",
  );
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/** The institute as a CollegeOrUniversity. */
export function CollegeJsonLd() {
  return <JsonLd item={collegeItem(useLayout())} />;
}

/**
 * The trail of an inner page: the site, the section the page is in (its layout's title and
 * address, or the `parent` a page without a section names), then the page. A page whose data
 * names no title and path (the landing page, a file) has none.
 */
export function BreadcrumbJsonLd() {
  const layout = useLayout();
  const matches = useMatches();
  const index = matches.findLastIndex((match) => isPageData(match.loaderData));
  const page = matches[index]?.loaderData;
  if (!isPageData(page) || page.path === "/") return null;
  const section = matches
    .slice(0, index)
    .map((match): Crumb | undefined => sectionCrumb(match.loaderData, match.pathname))
    .findLast(Boolean);
  const parent = section ?? parentOf(page);
  const steps = [parent, { name: page.title, path: page.path }].filter(
    (step): step is Crumb => step !== undefined && !(step === parent && step.path === page.path),
  );
  return <JsonLd item={breadcrumbItem(layout, steps)} />;
}

/** A section layout's data (a title and its tabs) as a step, at the layout's address. */
function sectionCrumb(data: unknown, pathname: string): Crumb | undefined {
  if (typeof data !== "object" || data === null || !("tabs" in data) || !("title" in data))
    return undefined;
  return typeof data.title === "string" && data.title
    ? { name: data.title, path: pathname.replace(/(.)\/+$/, "$1") }
    : undefined;
}

/** The step a page without a section names above it (an event's, the events). */
function parentOf(page: object): Crumb | undefined {
  if (!("parent" in page) || typeof page.parent !== "object" || page.parent === null)
    return undefined;
  const { parent } = page;
  return "name" in parent &&
    "path" in parent &&
    typeof parent.name === "string" &&
    typeof parent.path === "string"
    ? { name: parent.name, path: parent.path }
    : undefined;
}

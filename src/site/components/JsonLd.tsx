// A page's structured data for search engines (lib/structured-data.ts builds the items): the
// one way a page carries JSON-LD. The institute on the landing and contact pages, the
// breadcrumb trail on inner pages, and any page's own item (an event, a member of staff).
import { useMatches } from "react-router";
import { isPageData, type PageData } from "../lib/page-data.ts";
import type { SectionData } from "../lib/section.ts";
import { breadcrumbItem, type Crumb, type StructuredItem } from "../lib/structured-data.ts";
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
  return <JsonLd item={useLayout().college} />;
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
  const page = matches[index]?.loaderData as (PageData & { parent?: Crumb }) | undefined;
  if (!page || page.path === "/") return null;
  // A section layout's data holds its tabs and title: the step above its pages, at its address.
  const section = matches.slice(0, index).findLast((match) => {
    const data = match.loaderData as Partial<SectionData> | undefined;
    return Boolean(data?.tabs && data.title);
  });
  const parent = section
    ? {
        name: (section.loaderData as SectionData).title,
        path: section.pathname.replace(/(.)\/+$/, "$1"),
      }
    : page.parent;
  const steps = [parent, { name: page.title, path: page.path }].filter(
    (step): step is Crumb => step !== undefined && !(step === parent && step.path === page.path),
  );
  return <JsonLd item={breadcrumbItem(layout, steps)} />;
}

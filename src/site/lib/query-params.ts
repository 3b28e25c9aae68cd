// The query parameters a page reads. Any other parameter changes nothing on a page, so the
// server drops it before rendering and keys kept pages without it (decision 023).
export const PAGE_QUERY_PARAMS: readonly string[] = [
  "active", // the staff page's college level, the admission QR code's language
  "chip", // a document list's filter chip
  "q", // a person table's search, a gallery's year, a department's name, the site search
  "search", // a department's faculty and activity searches
  "kind", // the site search's kind of results
  "page", // a long list's page, the site search's page of one kind
  "department", // a staff table's department
  "designation", // a staff table's designation
  "year", // a dated list's year (notices, events)
  "department", // the student achievements' department
  "open", // the application expanded on the admission page
  "tab", // the admission page's new-admission redirect
];

/**
 * The URL with only the page's parameters, in their order, each written as the site's links
 * write it (a space "+", decision 023): `?q=A%20B&v=1` and `?q=A+B` are one page, rendered and
 * kept once. The same URL if nothing changed.
 */
export function pageUrl(url: URL): URL {
  if (url.search === "") return url;
  const kept = [...url.searchParams].filter(([name]) => PAGE_QUERY_PARAMS.includes(name));
  const search = kept.length ? `?${new URLSearchParams(kept).toString()}` : "";
  if (search === url.search) return url;
  const clean = new URL(url);
  clean.search = search;
  return clean;
}

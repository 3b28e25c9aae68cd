// The query parameters a page reads. Any other parameter changes nothing on a page, so the
// server drops it before rendering and keys kept pages without it (decision 023).
export const PAGE_QUERY_PARAMS: readonly string[] = [
  "active", // the staff page's college level, the admission QR code's language
  "chip", // a document list's filter chip
  "q", // a person table's search, a gallery's year, a department's name, the site search
  "search", // a department's faculty and activity searches
  "kind", // the site search's kind of results
  "page", // the site search's page of one kind
  "open", // the application expanded on the admission page
  "tab", // the admission page's new-admission redirect
];

/** The URL with only the page's parameters, in a fixed order; the same URL if nothing went. */
export function pageUrl(url: URL): URL {
  if (url.search === "") return url;
  const kept = new URLSearchParams();
  for (const name of PAGE_QUERY_PARAMS) {
    for (const value of url.searchParams.getAll(name)) kept.append(name, value);
  }
  const clean = new URL(url);
  clean.search = kept.toString();
  return clean;
}

// The query parameters a page reads. Any other parameter changes nothing on a page, so the
// server drops it before rendering and keys kept pages without it (decision 023).
export const PAGE_QUERY_PARAMS: readonly string[] = [
  "active", // the staff page's college level
  "chip", // a document list's filter chip
  "q", // a person table's search
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

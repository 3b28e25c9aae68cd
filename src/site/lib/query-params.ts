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
 * The URL with only the page's parameters, in their order (links a page builds from its own
 * address keep it); the same URL if nothing went.
 */
export function pageUrl(url: URL): URL {
  if (url.search === "") return url;
  // The pairs as written, so the kept ones keep their encoding.
  const pairs = url.search.slice(1).split("&");
  const kept = pairs.filter((pair) => {
    const name = pair.split("=")[0] ?? "";
    return PAGE_QUERY_PARAMS.includes(new URLSearchParams(`${name}=`).keys().next().value ?? "");
  });
  if (kept.length === pairs.length) return url;
  const clean = new URL(url);
  clean.search = kept.join("&");
  return clean;
}

// Reading a page's HTML in a test without a browser: its text and its links.

/** The text of an HTML page without its tags and scripts, entities decoded for the common ones. */
export function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ");
}

/** The links of a page that match a pattern, as paths with their query, each once. */
export function linksOf(html: string, pattern: RegExp): string[] {
  const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) =>
    (m[1] ?? "").replaceAll("&amp;", "&"),
  );
  return [...new Set(hrefs.filter((href) => pattern.test(href)))];
}

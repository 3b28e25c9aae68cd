// /opensearch.xml: the OpenSearch description with which a browser adds the institute's
// search (linked from every page by <link rel="search">), one per language: `/hi/opensearch.xml`
// names the search in Hindi and searches the Hindi pages.
import { routes } from "#contract/links.ts";
import { localePath } from "../../i18n/locale.ts";
import { pageNotFound } from "../../lib/page-not-found.ts";
import { escapeMarkup } from "../../lib/markup.ts";
import { contentFile } from "../../lib/resource.server.ts";
import { characters } from "../../lib/text.ts";
import type { Route } from "./+types/opensearch.ts";
import { openSearchWords } from "./search-text.server.ts";

/** OpenSearch 1.1 allows a ShortName of at most 16 characters. */
const SHORT_NAME_CHARS = 16;

/** The name's first characters, as many as fit SHORT_NAME_CHARS code points, never cutting a
 * character a reader sees as one (a conjunct, a letter and its vowel sign). */
function shortNameOf(name: string): string {
  let short = "";
  for (const char of characters(name)) {
    if ([...short, ...char].length > SHORT_NAME_CHARS) break;
    short += char;
  }
  return short.trim();
}

export function loader({ context }: Route.LoaderArgs) {
  const { tenant, origin, locale, basename } = context;
  if (context.livePlatform) throw pageNotFound();
  return contentFile(
    "search description",
    "application/opensearchdescription+xml; charset=utf-8",
    async () => {
      const name = tenant.insName || tenant.name;
      const words = openSearchWords(locale, name);
      const shortName = shortNameOf(name) || words.fallbackName;
      const template = `${origin}${localePath(basename, routes.search())}?q={searchTerms}`;
      return `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">
  <ShortName>${escapeMarkup(shortName)}</ShortName>
  <Description>${escapeMarkup(words.description)}</Description>
  <InputEncoding>UTF-8</InputEncoding>
  <Url type="text/html" method="get" template="${escapeMarkup(template)}"/>
</OpenSearchDescription>
`;
    },
  );
}

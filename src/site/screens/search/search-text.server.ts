// The search page's own words in the page's language (decision 074): said here, on the server,
// and sent with the page's data, one language's strings only.
import type { SearchKind } from "#contract/search.ts";
import { m } from "../../i18n/generated/messages.js";
import type { Locale } from "../../i18n/locale.ts";

/** The search page's words; `found` is how many results there are, for the line that says so. */
export function searchText(locale: Locale, found: number) {
  const o = { locale };
  const kinds: Record<SearchKind, string> = {
    page: m.search_kind_page({}, o),
    notice: m.search_kind_notice({}, o),
    event: m.search_kind_event({}, o),
    document: m.search_kind_document({}, o),
    person: m.search_kind_person({}, o),
    department: m.search_kind_department({}, o),
    gallery: m.search_kind_gallery({}, o),
  };
  return {
    title: m.search_title({}, o),
    hint: m.search_hint({}, o),
    /** "No results for {query}. Try fewer words, or other words." */
    none: m.search_no_results({ query: "{query}" }, o),
    /** "3 results for {query}": the count's plural form is the language's (Intl.PluralRules). */
    results: m.search_results({ count: found, query: "{query}" }, o),
    similar: m.search_similar({}, o),
    kindsLabel: m.search_kinds({}, o),
    resultPages: m.search_result_pages({}, o),
    /** "All {count} {kind}": the link to every result of a kind. */
    allOf: m.search_all_of({ count: "{count}", kind: "{kind}" }, o),
    kinds,
  };
}

export type SearchWords = ReturnType<typeof searchText>;

/** The page's title and description. */
export function searchMeta(locale: Locale, query: string, institute: string) {
  const o = { locale };
  return {
    title: query.trim() ? m.search_title_query({ query }, o) : m.search_title({}, o),
    description: m.search_description({ name: institute }, o),
  };
}

/** The OpenSearch description's words: a browser's name for the search, and what it does. */
export function openSearchWords(locale: Locale, institute: string) {
  const o = { locale };
  return {
    /** The name when the institute has none. */
    fallbackName: m.search_title({}, o),
    description: m.search_opensearch_description({ name: institute }, o),
  };
}

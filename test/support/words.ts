// The site's own words as its message catalogues hold them, so that a test reads a page in the
// language its institute speaks at its plain addresses (issue 24: one demo institute speaks
// Marathi there, the other English).
import { readFileSync } from "node:fs";
import { DEFAULT_LANGUAGES, type Languages, type Locale } from "#contract/locales.ts";
import { localePath, prefixOf } from "#site/i18n/locale.ts";

const catalogues = new Map<Locale, Record<string, unknown>>();

function catalogue(locale: Locale): Record<string, unknown> {
  let found = catalogues.get(locale);
  if (!found) {
    const file = new URL(`../../src/site/i18n/messages/${locale}.json`, import.meta.url);
    found = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
    catalogues.set(locale, found);
  }
  return found;
}

/** A message in a language, its `{inputs}` filled in; an unknown key throws. */
export function word(locale: Locale, key: string, inputs: Record<string, string> = {}): string {
  const message = catalogue(locale)[key];
  if (typeof message !== "string") throw new Error(`no message ${key} in ${locale}`);
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => inputs[name] ?? whole);
}

/** Words in a language, as `word` or `wordsOf` give them. */
type Say = (key: string, inputs?: Record<string, string>) => string;

/** Text as a regular expression's source that matches exactly that text. */
export function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

/** A message as a regular expression's source: its words as they are, each named input matched
 * by the source given for it (`{ count: "\\d+" }`), in whichever order the language puts them. */
export function messagePattern(say: Say, key: string, inputs: Record<string, string>): string {
  const sources = Object.values(inputs);
  const marked = say(key, Object.fromEntries(Object.keys(inputs).map((n, i) => [n, `\0${i}\0`])));
  return literal(marked).replace(/\0(\d+)\0/g, (_, i: string) => sources[Number(i)] ?? "");
}

/** The language of an institute's plain addresses, from its bundle. */
function localeOf(json: { languages?: Languages | undefined }): Locale {
  return (json.languages ?? DEFAULT_LANGUAGES).default;
}

/** The words of an institute's plain addresses: `say("error_not_found_title")`. */
export function wordsOf(json: { languages?: Languages | undefined }): Say {
  const locale = localeOf(json);
  return (key, inputs) => word(locale, key, inputs);
}

/** A path's English page on an institute: under `/en` where English is not its default. */
export function inEnglish(json: { languages?: Languages | undefined }, path: string): string {
  return localePath(prefixOf("en", json.languages ?? DEFAULT_LANGUAGES), path);
}

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

/** A message with forms, as the catalogues write Paraglide's variants: each selector is a
 * count's plural form (`local countPlural = count: plural`), each form keyed `countPlural=one`. */
export interface Variants {
  declarations: string[];
  selectors: string[];
  match: Record<string, string>;
}

/** The form of a message with forms that `inputs` select, or the plural form `form` names. */
function formOf(
  locale: Locale,
  key: string,
  variants: Variants,
  inputs: Record<string, string>,
  form: Intl.LDMLPluralRule | undefined,
): string {
  const chosen = variants.selectors.map((selector) => {
    const declared = variants.declarations.find((d) => d.startsWith(`local ${selector} = `));
    const input = /= (\w+): plural$/.exec(declared ?? "")?.[1];
    if (!input) throw new Error(`${key}: ${selector} is not a plural form`);
    return `${selector}=${form ?? new Intl.PluralRules(locale).select(Number(inputs[input]))}`;
  });
  const text = variants.match[chosen.join(", ")];
  if (text === undefined) throw new Error(`${key} has no form ${chosen.join(", ")} in ${locale}`);
  return text;
}

/**
 * A message in a language, its `{inputs}` filled in; an unknown key throws. A message with
 * plural forms takes the one its count asks for in that language, or the `form` named.
 */
export function word(
  locale: Locale,
  key: string,
  inputs: Record<string, string> = {},
  form?: Intl.LDMLPluralRule,
): string {
  const message = catalogue(locale)[key];
  const variants = Array.isArray(message) ? (message[0] as Variants | undefined) : undefined;
  const text = variants ? formOf(locale, key, variants, inputs, form) : message;
  if (typeof text !== "string") throw new Error(`no message ${key} in ${locale}`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => inputs[name] ?? whole);
}

/** Words in a language, as `word` or `wordsOf` give them. */
type Say = (key: string, inputs?: Record<string, string>, form?: Intl.LDMLPluralRule) => string;

/** Text as a regular expression's source that matches exactly that text. */
export function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

/** A message as a regular expression's source: its words as they are, each named input matched
 * by the source given for it (`{ count: "\\d+" }`), in whichever order the language puts them;
 * of a message with plural forms, the `form` named. */
export function messagePattern(
  say: Say,
  key: string,
  inputs: Record<string, string>,
  form?: Intl.LDMLPluralRule,
): string {
  const sources = Object.values(inputs);
  const markers = Object.fromEntries(Object.keys(inputs).map((n, i) => [n, `\0${i}\0`]));
  const marked = say(key, markers, form);
  return literal(marked).replace(/\0(\d+)\0/g, (_, i: string) => sources[Number(i)] ?? "");
}

/** The language of an institute's plain addresses, from its bundle. */
function localeOf(json: { languages?: Languages | undefined }): Locale {
  return (json.languages ?? DEFAULT_LANGUAGES).default;
}

/** The words of an institute's plain addresses: `say("error_not_found_title")`. */
export function wordsOf(json: { languages?: Languages | undefined }): Say {
  const locale = localeOf(json);
  return (key, inputs, form) => word(locale, key, inputs, form);
}

/** A path's English page on an institute: under `/en` where English is not its default. */
export function inEnglish(json: { languages?: Languages | undefined }, path: string): string {
  return localePath(prefixOf("en", json.languages ?? DEFAULT_LANGUAGES), path);
}

// The page's language (issue 24). The server reads it from the address: the institute's
// default language at the plain addresses, each other language under the prefix of its code
// (`/hi/notice`), which React Router serves as the build's basename. Every page in a language
// links within it; the switcher links to the same page in the others.
import { isLocale, type Languages, type Locale } from "#contract/locales.ts";

export type { Locale };

/** The prefix of a language's addresses: none for the default, `/hi` for Hindi. */
export function prefixOf(locale: Locale, languages: Languages): string {
  return locale === languages.default ? "" : `/${locale}`;
}

/** The locale a path's first segment names, and the path after it; null for none. */
export function splitLocale(pathname: string): { locale: Locale; rest: string } | null {
  const code = /^\/([a-z]{2})(?=\/|$)/.exec(pathname)?.[1];
  if (!isLocale(code)) return null;
  return { locale: code, rest: pathname.slice(3) || "/" };
}

/** A path of the site (`/notice`, `/`) in a language: under its prefix. */
export function localePath(prefix: string, path: string): string {
  if (!prefix) return path;
  return path === "/" ? prefix : `${prefix}${path}`;
}

/** Each language's name in itself, as the switcher shows it. */
export const ENDONYMS: Record<Locale, string> = { en: "English", hi: "हिन्दी", mr: "मराठी" };

/**
 * The flag a language switcher's link carries (`/hi/notice?remember`): the server remembers
 * the address's language for the visitor's next visit, then sends them to the address without
 * it (src/server/language-choice.server.ts).
 */
export const REMEMBER_PARAM = "remember";

/** A switcher's link: the address in a language, with the flag that remembers the choice. */
export function choiceHref(prefix: string, pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  query.set(REMEMBER_PARAM, "");
  return `${localePath(prefix, pathname)}?${query.toString().replace(/=(?=&|$)/g, "")}`;
}

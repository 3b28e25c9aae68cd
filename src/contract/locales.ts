// The languages of the site's own words (issue 24), without the bundle's schema (languages.ts),
// so that the browser's code can name them without loading zod.

/** Every language the interface is written in; English first, the fallback. */
export const LOCALES = ["en", "hi", "mr"] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: string | undefined): value is Locale {
  return (LOCALES as readonly string[]).includes(value ?? "");
}

/** Which languages an institute offers, and which one its site speaks at its plain
 * addresses; the others are served under the prefix of their code (`/hi/…`). */
export interface Languages {
  default: Locale;
  /** The default among them; the switcher lists them in this order. */
  offered: Locale[];
}

/** An institute that says nothing: English at the plain addresses, all three offered. */
export const DEFAULT_LANGUAGES: Languages = { default: "en", offered: [...LOCALES] };

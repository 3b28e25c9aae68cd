// Text shaping the spec asks for: cuts with an ellipsis, and the notice date format.
import { INSTITUTE_TIME_ZONE } from "#contract/constants.ts";

/** Marks that belong to the character before them: a vowel sign, virama, nukta or anusvara
 * of an Indic script, an accent, a variation selector, a skin tone, a zero-width (non-)joiner. */
const CLINGS = /[\p{M}\p{Emoji_Modifier}\u200c\u200d]/u;
/** The viramas that join the consonant after them into a conjunct (क् + ष: क्ष). */
const VIRAMA = /[\u094d\u09cd\u0a4d\u0acd\u0b4d\u0bcd\u0c4d\u0ccd\u0d4d\u0dca]/u;
const LETTER = /\p{L}/u;
const REGIONAL_INDICATOR = /\p{Regional_Indicator}/u;

/**
 * The characters of a text as a reader counts them: a letter with the signs on it, a conjunct,
 * an emoji with its modifiers or joined to the next, a flag. Written out rather than taken from
 * Intl.Segmenter, whose clusters follow the engine's Unicode version (conjuncts are one from
 * Unicode 15.1): a cut made in a component must be the same on the server and in every browser
 * that hydrates the page.
 */
export function characters(text: string): string[] {
  const out: string[] = [];
  let joinsNext: "letter" | "any" | null = null;
  for (const char of text) {
    const last = out.length - 1;
    const joins =
      last >= 0 &&
      (CLINGS.test(char) ||
        joinsNext === "any" ||
        (joinsNext === "letter" && LETTER.test(char)) ||
        (REGIONAL_INDICATOR.test(char) &&
          REGIONAL_INDICATOR.test(out[last] ?? "") &&
          [...(out[last] ?? "")].length === 1));
    if (joins) out[last] += char;
    else out.push(char);
    joinsNext = char === "\u200d" ? "any" : VIRAMA.test(char) ? "letter" : null;
  }
  return out;
}

/** The text's first `max` characters (as `characters` counts them) and the rest, if any. */
export function cutAt(text: string, max: number): [shown: string, rest: string] {
  const chars = characters(text);
  if (chars.length <= max) return [text, ""];
  const shown = chars.slice(0, max).join("");
  return [shown, text.slice(shown.length)];
}

/** Cuts text to `max` characters, adding an ellipsis when anything was cut (spec 9); never
 * inside a character a reader sees as one (a conjunct, a letter and its vowel sign). */
export function truncate(text: string, max: number): string {
  const [shown, rest] = cutAt(text, max);
  return rest ? `${shown.trimEnd()}…` : text;
}

/** Each page language's dates as Intl writes them in India, with international digits on
 * every page (Marathi's own default is Devanagari digits; decision 074). */
const DATE_LOCALES = { en: "en-IN", hi: "hi-IN", mr: "mr-IN-u-nu-latn" } as const;

/** Building a formatter is costly; one per language and form serves every date. */
const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: keyof typeof DATE_LOCALES, weekday: boolean): Intl.DateTimeFormat {
  const key = `${locale} ${weekday}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALES[locale], {
      ...(weekday ? { weekday: "long" } : {}),
      month: "long",
      day: "numeric",
      year: "numeric",
      timeZone: INSTITUTE_TIME_ZONE,
    });
    formats.set(key, format);
  }
  return format;
}
const DAY = /* @__PURE__ */ new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  timeZone: INSTITUTE_TIME_ZONE,
});

/** "Monday, March 2, 2026": weekday, month and day, and year (spec 2.4), in the page's
 * language ("सोमवार, 2 मार्च 2026"). */
export function formatLongDate(iso: string, locale: keyof typeof DATE_LOCALES = "en"): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : dateFormat(locale, true).format(date);
}

/** "3 December 2026": day, month and year where the institutes are, in the page's language
 * ("3 दिसंबर 2026"); nothing when the date does not parse. */
export function formatDay(iso: string, locale: keyof typeof DATE_LOCALES = "en"): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : dateFormat(locale, false).format(date);
}

/** The day a moment falls on where the institutes are, as midnight UTC of that day: the day
 * formatLongDate shows. Nothing when the platform's date does not parse. */
export function calendarDay(iso: string): Date | undefined {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : new Date(`${DAY.format(date)}T00:00:00Z`);
}

/** The calendar year a moment falls in where the institutes are; nothing for no date. */
export function calendarYear(iso: string): number | undefined {
  return calendarDay(iso)?.getUTCFullYear();
}

/** A name or query as compared: one Unicode form (a nukta letter is the same whichever way a
 * keyboard wrote it), lower case. */
const comparable = (text: string) => text.normalize("NFKC").toLowerCase();

/** Whether a name holds what was searched for: a case-insensitive substring match (spec 5). */
export function matchesName(name: string, query: string): boolean {
  return comparable(name).includes(comparable(query.trim()));
}

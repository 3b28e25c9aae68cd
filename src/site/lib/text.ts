// Text shaping the spec asks for: cuts with an ellipsis, and the notice date format.
import { INSTITUTE_TIME_ZONE } from "#contract/constants.ts";

/** Cuts text to `max` characters, adding an ellipsis when anything was cut (spec 9). */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join("").trimEnd()}…` : text;
}

/** Building a formatter is costly; one serves every date. */
const LONG_DATE = /* @__PURE__ */ new Intl.DateTimeFormat("en-IN", {
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: INSTITUTE_TIME_ZONE,
});
const DAY = /* @__PURE__ */ new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  timeZone: INSTITUTE_TIME_ZONE,
});

/** "Monday, March 2, 2026": weekday, month and day, and year (spec 2.4). */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : LONG_DATE.format(date);
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

/** Whether a name holds what was searched for: a case-insensitive substring match (spec 5). */
export function matchesName(name: string, query: string): boolean {
  return name.toLowerCase().includes(query.trim().toLowerCase());
}

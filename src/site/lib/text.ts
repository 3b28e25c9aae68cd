// Text shaping the spec asks for: cuts with an ellipsis, and the notice date format.

/** Cuts text to `max` characters, adding an ellipsis when anything was cut (spec 9). */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join("").trimEnd()}…` : text;
}

/** Building a formatter is costly; one serves every date. */
const LONG_DATE = new Intl.DateTimeFormat("en-IN", {
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

/** "Monday, March 2, 2026": weekday, month and day, and year (spec 2.4). */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : LONG_DATE.format(date);
}

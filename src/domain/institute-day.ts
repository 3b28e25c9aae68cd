// The calendar day where the institutes are (India): what decides whether an event is still to
// come, and when a page that says so stops holding (decision 089).
import { INSTITUTE_TIME_ZONE } from "#contract/constants.ts";

const PARTS = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
  timeZone: INSTITUTE_TIME_ZONE,
});

/** The wall clock of a moment in the institutes' time zone, as if it were UTC. */
function wallClock(at: Date): Date {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(PARTS.formatToParts(at).find((p) => p.type === type)?.value);
  return new Date(
    Date.UTC(
      part("year"),
      part("month") - 1,
      part("day"),
      part("hour"),
      part("minute"),
      part("second"),
    ),
  );
}

/** The day a moment falls on in the institutes' time zone, as YYYY-MM-DD. */
export function instituteDay(at: Date): string {
  return wallClock(at).toISOString().slice(0, 10);
}

/** The moment the next day begins in the institutes' time zone. */
export function nextInstituteDay(at: Date): Date {
  const wall = wallClock(at);
  const offset = wall.getTime() - Math.floor(at.getTime() / 1000) * 1000;
  const midnight = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate() + 1);
  return new Date(midnight - offset);
}

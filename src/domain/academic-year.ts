// The order a visitor looks for an institute's academic years in: this year's first. A year's
// name is the institute's own words ("2025-26", "AY 2024–2025", "२०२३-२४"); the calendar year
// it starts with decides its place, and names that hold no year keep the institute's order
// after the others.
import { normalWords } from "./disclosure/words.ts";

/** The first four-digit year of a name, in any of the digits `normalWords` reads. */
function startYearOf(name: string): number | undefined {
  const year = /\d{4}/.exec(normalWords(name))?.[0];
  return year === undefined ? undefined : Number(year);
}

/** Academic years, newest first; the sort is stable, so equal years keep their order. */
export function newestFirst<T extends { batchName: string }>(years: readonly T[]): T[] {
  const keyed = years.map((year) => ({ year, start: startYearOf(year.batchName) }));
  keyed.sort((a, b) => {
    if (a.start === undefined || b.start === undefined) {
      return (a.start === undefined ? 1 : 0) - (b.start === undefined ? 1 : 0);
    }
    return b.start - a.start;
  });
  return keyed.map(({ year }) => year);
}

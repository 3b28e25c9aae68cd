// What a page may read of the clock, and when each reading next changes: the one place a page's
// validator and how long it is kept are derived from (decisions 089 and 091). A route says what
// it reads in its handle (`handle.clock`); the server gives its loaders those readings alone,
// puts their values into the page's validator and keeps the page until the first of them turns.
// Every reading is India's, where the institutes are (IST has no summer time).
import {
  indianDay,
  lastAcademicYear,
  nextIndianDay,
  nextIndianYear,
  nextTurn,
} from "./disclosure/dates.ts";

/**
 * The readings: the calendar year (the footer's copyright line, every page), the academic year
 * (the disclosure report's rules on dates) and the day (the events still to come).
 */
export const CLOCK_FACTS = ["year", "academicYear", "day"] as const;
export type ClockFact = (typeof CLOCK_FACTS)[number];

/** What a route module says in its `handle` about the clock: the readings its pages take, or,
 * where its pages differ, the readings of the page at an address. */
export interface ClockHandle {
  clock: readonly ClockFact[] | ((url: URL) => readonly ClockFact[]);
}

/** What the page at `url` reads of the clock by its route's `handle`: none without a say. */
export function clockReadsOf(handle: unknown, url: URL): readonly ClockFact[] {
  if (typeof handle !== "object" || handle === null || !("clock" in handle)) return [];
  const { clock } = handle as { clock: unknown };
  const reads: unknown =
    typeof clock === "function" ? (clock as (url: URL) => unknown)(url) : clock;
  if (!Array.isArray(reads) || !reads.every((fact) => CLOCK_FACTS.includes(fact as ClockFact))) {
    throw new TypeError(`A route's handle.clock names no readings of the clock: ${String(reads)}`);
  }
  return reads as readonly ClockFact[];
}

const READINGS: { [F in ClockFact]: { value: (at: Date) => string; turns: (at: Date) => Date } } = {
  year: { value: (at) => indianDay(at).slice(0, 4), turns: nextIndianYear },
  academicYear: { value: (at) => String(lastAcademicYear(at)), turns: nextTurn },
  day: { value: indianDay, turns: nextIndianDay },
};

/** The clock as one page reads it: only what its routes said, all at one moment. */
export interface PageClock {
  /** The readings the page may take, with their values, as its validator holds them. */
  readonly validator: string;
  /** The moment the first of them changes: the page holds until then (null: it reads none). */
  readonly until: Date | null;
  /** The calendar year in India. */
  year(): number;
  /** The last complete academic year, by the year it ended in (2026 for 2025-26). */
  academicYear(): number;
  /** Today in India, as YYYY-MM-DD. */
  day(): string;
}

/** The clock of a page whose routes read `reads`, at `at`. */
export function pageClock(reads: Iterable<ClockFact>, at: Date): PageClock {
  const facts = CLOCK_FACTS.filter((fact) => new Set(reads).has(fact));
  const turns = facts.map((fact) => READINGS[fact].turns(at).getTime());
  const read = (fact: ClockFact): string => {
    // A reading a route did not declare would be in the page but not in its validator: a
    // cache would keep the page past the moment it changes.
    if (!facts.includes(fact)) {
      throw new Error(`a page read the ${fact} without declaring it in its route's handle`);
    }
    return READINGS[fact].value(at);
  };
  return {
    validator: facts.map((fact) => `${fact}=${READINGS[fact].value(at)}`).join(" "),
    until: turns.length > 0 ? new Date(Math.min(...turns)) : null,
    year: () => Number(read("year")),
    academicYear: () => Number(read("academicYear")),
    day: () => read("day"),
  };
}

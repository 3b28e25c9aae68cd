// The dates the disclosure rules read: India's academic year, which turns at midnight in India
// (IST, UTC+5:30, no summer time) on 1 July, and the years an institute's titles name
// ("AQAR 2024-25", "NIRF 2026", "२०२३-२४"). docs/disclosure.md gives each rule its source.
import { normalWords } from "./words.ts";

/** The month (1-12) the academic year starts in: UGC's academic calendar opens in July. */
const ACADEMIC_YEAR_MONTH = 7;
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The calendar day in India at `at`, as `YYYY-MM-DD`. */
export function indianDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The calendar year and month in India at `at`. */
function indianMonth(at: Date): { year: number; month: number } {
  const shifted = new Date(at.getTime() + IST_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1 };
}

/**
 * The last complete academic year at `at`, by the calendar year it ended in: on 7 December
 * 2026 that is 2026 (2025-26); on 30 June 2026, 2025 (2024-25).
 */
export function lastAcademicYear(at: Date): number {
  const { year, month } = indianMonth(at);
  return month >= ACADEMIC_YEAR_MONTH ? year : year - 1;
}

/** The instant the academic year next turns after `at`: midnight in India, 1 July. */
export function nextTurn(at: Date): Date {
  const { year, month } = indianMonth(at);
  const turnYear = month >= ACADEMIC_YEAR_MONTH ? year + 1 : year;
  return new Date(Date.UTC(turnYear, ACADEMIC_YEAR_MONTH - 1, 1) - IST_OFFSET_MS);
}

/** An academic year by the year it ends in, as institutes write it: 2026 → "2025-26". */
export function academicYearName(end: number): string {
  return `${end - 1}-${String(end % 100).padStart(2, "0")}`;
}

const FIRST_YEAR = 1950;
const LAST_YEAR = 2200;

/**
 * The years a title names, each as the calendar year it ends in: "2024-25" and "2024-2025"
 * are 2025, a year alone is itself ("NIRF 2026", "AQAR 2024"). Newest first, each once.
 */
function yearsNamed(title: string): number[] {
  const words = normalWords(title).trim().split(" ");
  const years = new Set<number>();
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? "";
    if (!/^\d{4}$/.test(word)) continue;
    const start = Number(word);
    if (start < FIRST_YEAR || start > LAST_YEAR) continue;
    const next = words[i + 1] ?? "";
    const pairs =
      (/^\d{2}$/.test(next) && Number(next) === (start + 1) % 100) ||
      (/^\d{4}$/.test(next) && Number(next) === start + 1);
    if (pairs) {
      years.add(start + 1);
      i += 1;
    } else years.add(start);
  }
  return [...years].sort((a, b) => b - a);
}

/** The years of the first of `titles` that names any (a document's own, then its pages'). */
export function yearsOf(titles: readonly string[]): number[] {
  for (const title of titles) {
    const years = yearsNamed(title);
    if (years.length > 0) return years;
  }
  return [];
}

/** The start of a day in India (`YYYY-MM-DD`), the inverse of `indianDay`. */
export function startOfIndianDay(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
}

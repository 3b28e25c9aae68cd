// One page of a dated list, notices or events, by year (issue 22): from our API's archive call,
// which pages in the store, or, on a live platform that has no such call, from the newest
// LIMITS.list items of its list call, paged here. A year the list has no item in, or a page
// past the last, is a page that does not exist.
import type { ArchiveYear } from "#contract/archive.ts";
import type { ListAt } from "#contract/links.ts";
import { pageNotFound } from "./page-not-found.ts";
import { ensurePage, pageCount, pageOf } from "./paging.ts";
import { calendarYear } from "./text.ts";

export interface Archive<T> {
  /** Every year with items, newest first, and how many each has. */
  years: ArchiveYear[];
  /** How many items the shown year has (all of them when no year is asked). */
  count: number;
  /** The shown page's items. */
  items: T[];
}

export interface ArchivePage<T> extends Archive<T> {
  year: number | undefined;
  page: number;
  pages: number;
}

/** The archive of a list held whole: its years counted here, one page of the asked year cut. */
export function archiveOfList<T>(
  all: readonly T[],
  dateOf: (item: T) => string,
  { year, page = 1 }: ListAt,
  size: number,
): Archive<T> {
  const counts = new Map<number, number>();
  for (const item of all) {
    const y = calendarYear(dateOf(item));
    if (y !== undefined) counts.set(y, (counts.get(y) ?? 0) + 1);
  }
  const shown =
    year === undefined ? all : all.filter((item) => calendarYear(dateOf(item)) === year);
  return {
    years: [...counts].map(([y, count]) => ({ year: y, count })).sort((a, b) => b.year - a.year),
    count: shown.length,
    items: pageOf(shown, page, size),
  };
}

/** The page an address asks for, or a 404 when its year has no items or it is past the last. */
export function archivePage<T>(archive: Archive<T>, { year, page = 1 }: ListAt, size: number) {
  if (year !== undefined && !archive.years.some((y) => y.year === year)) throw pageNotFound();
  const pages = pageCount(archive.count, size);
  ensurePage(page, pages);
  return { ...archive, year, page, pages } satisfies ArchivePage<T>;
}

// Pages of a long list (issue 22): every item of a list of any length is reachable by links, one
// page of PAGE_SIZES at a time, through addresses a crawler follows (`?page=2`). A page number
// that is not a whole number from 1, or past the last page, is a page that does not exist.
import { pageNotFound } from "./page-not-found.ts";

/** One value of a list's filter: what its address says, what a visitor reads, how many have it. */
export interface FilterOption {
  value: string;
  label: string;
  count: number;
}

/** The most pages a list is paged into; a larger number in an address is not a page. */
const MAX_PAGE = 100_000;

/** The page an address asks for: 1 when it asks for none; a 404 when it is not a page. */
export function pageParam(url: URL): number {
  const value = url.searchParams.get("page");
  if (value === null) return 1;
  if (!/^[1-9]\d{0,5}$/.test(value) || Number(value) > MAX_PAGE) throw pageNotFound();
  return Number(value);
}

/** The year of a dated list an address asks for: none, or a 404 when it is not a year. */
export function yearParam(url: URL): number | undefined {
  const value = url.searchParams.get("year");
  if (value === null) return undefined;
  if (!/^[1-9]\d{3}$/.test(value)) throw pageNotFound();
  return Number(value);
}

/** How many pages `count` items make, `size` to a page: at least one, the empty list's. */
export function pageCount(count: number, size: number): number {
  return Math.max(1, Math.ceil(count / size));
}

/** Ends the loader with a 404 when the page is past the list's last. */
export function ensurePage(page: number, pages: number): void {
  if (page > pages) throw pageNotFound();
}

/** One page of a list held whole. */
export function pageOf<T>(items: readonly T[], page: number, size: number): T[] {
  return items.slice((page - 1) * size, page * size);
}

/** The page numbers a pager shows: the first, the last, and two either side of the current. */
export function pageWindow(page: number, pages: number): (number | "gap")[] {
  const shown = [1, pages, ...[-2, -1, 0, 1, 2].map((d) => page + d)]
    .filter((n, i, all) => n >= 1 && n <= pages && all.indexOf(n) === i)
    .sort((a, b) => a - b);
  return shown.flatMap((n, i) => {
    const before = shown[i - 1];
    return before !== undefined && n - before > 1 ? ["gap" as const, n] : [n];
  });
}

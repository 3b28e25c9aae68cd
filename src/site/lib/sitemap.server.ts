// What a screen family's sitemap source is, and the helpers the sources share. Each family's
// folder has a `sitemap.server.ts` exporting a `SitemapSource`: the route ids of the route table
// (src/site/routes.ts) whose pages it lists, and how it lists them from the institute's content
// with the link builders. screens/sitemap/sitemap.server.ts assembles them in the table's order.
import type { AppLoadContext, Register } from "react-router";
import type { ArchiveYear } from "#contract/archive.ts";
import type { ListAt } from "#contract/links.ts";
import type { RequestIds } from "./ids.server.ts";
import { pageCount } from "./paging.ts";
import type { SitemapEntry } from "./sitemap-files.ts";

/** The id of a route of the route table (React Router's typegen lists them). */
export type RouteId = keyof Register["routeModules"];

/** A screen family's pages for the sitemap's pages files. */
export interface SitemapSource {
  /** The page routes whose pages `pages` lists, in the route table's order. */
  routes: readonly RouteId[];
  /** Every page of those routes a visitor can reach from the menus and links, in the order
   * the sitemap lists them. */
  pages: (context: AppLoadContext, ids: RequestIds) => Promise<SitemapEntry[]>;
}

export const paths = (list: readonly string[]): SitemapEntry[] => list.map((path) => ({ path }));

/**
 * Every page of a list a visitor reaches by its pager (components/Pager.tsx): `count` items,
 * `size` to a page (PAGE_SIZES), at the address `at` builds for a page; the first alone for a
 * list of one page or none.
 */
export function listPages(at: (page: number) => string, count: number, size: number): string[] {
  return Array.from({ length: pageCount(count, size) }, (_, i) => at(i + 1));
}

/**
 * Every page of a dated list: every year's pages, and each year's pages when it has more than
 * one year (with one, that year is the whole list, and YearLinks links none).
 */
export function datedListPages(
  at: (at: ListAt) => string,
  { years, count }: { years: readonly ArchiveYear[]; count: number },
  size: number,
): string[] {
  return [
    ...listPages((page) => at({ page }), count, size),
    ...(years.length > 1
      ? years.flatMap((y) => listPages((page) => at({ year: y.year, page }), y.count, size))
      : []),
  ];
}

/** How many items a dated list has, its years and its newest: the read of one item, its first. */
export const NEWEST = { page: 1, limit: 1 };

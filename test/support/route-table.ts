// The site's route table as React Router route objects, to tell which route template an
// address belongs to (tests only).
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject } from "react-router";
import routeTable from "#site/routes.ts";

function toObjects(entries: readonly RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) => {
    const id = entry.id ?? entry.file.replace(/\.tsx?$/, "");
    const children = entry.children ? toObjects(entry.children) : undefined;
    return entry.index
      ? { id, index: true }
      : { id, ...(entry.path !== undefined ? { path: entry.path } : {}), children };
  });
}

const table = toObjects(routeTable);

export const NOT_FOUND_ROUTE = "screens/not-found/not-found";
/** Routes that are not pages: files for crawlers and subscribers, and the catch-all 404. */
export const NOT_PAGES: ReadonlySet<string> = new Set([
  "screens/sitemap/robots",
  "screens/sitemap/sitemap-index",
  "screens/sitemap/sitemap-file",
  "screens/notice/feed",
  "screens/event/calendar",
  "screens/event/event-ics",
  "screens/search/opensearch",
  "screens/icon/favicon-ico",
  "screens/icon/favicon-svg",
  NOT_FOUND_ROUTE,
]);

/** The id of the page route (the deepest match) an address belongs to. */
export function routeOf(href: string): string | undefined {
  const pathname = new URL(href, "http://site.test").pathname;
  return matchRoutes(table, pathname)?.at(-1)?.route.id;
}

function leaves(objects: readonly RouteObject[]): string[] {
  return objects.flatMap((route) =>
    route.children?.length ? leaves(route.children) : route.id ? [route.id] : [],
  );
}

/** Every route of the table that answers an address itself (no layout), by id, in its order. */
export const LEAF_ROUTES: readonly string[] = leaves(table);

/** Every page route of the table, by id. */
export const PAGE_ROUTES: readonly string[] = LEAF_ROUTES.filter((id) => !NOT_PAGES.has(id));

/** Pages for visitors that search engines are not sent to: not in the sitemap, noindex. */
export const UNLISTED_PAGES: ReadonlySet<string> = new Set(["screens/search/search"]);

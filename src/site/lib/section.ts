// What an inner screen's section layout and its pages hand each other (spec 2.18: every inner
// screen has a cover banner with a title and a tab bar). Plain data, safe for the browser.
import type { MetaDescriptor } from "react-router";
import { errorMeta, pageMeta } from "./seo.ts";
import { isPageData } from "./page-data.ts";
import type { ViewerFile } from "./view-models.ts";

/** A tab that is a page of its own. */
export interface TabLink {
  label: string;
  href: string;
  /** The tab is also the current one on every path under this prefix (its deeper pages). */
  within?: string;
}
/** A tab that opens a file in the viewer instead (a student-corner item with a file). */
export interface TabFile {
  label: string;
  file: ViewerFile;
}
export type Tab = TabLink | TabFile;

/** The loader data of a section layout route. */
export interface SectionData {
  /** The banner's title when the page names none. */
  title: string;
  /** The section's index path when its index shows the first tab: that tab is current there. */
  base?: string;
  /** The index shows this tab rather than the first (the first with content). */
  baseTab?: number;
  tabs: Tab[];
}

export function isTabFile(tab: Tab): tab is TabFile {
  return "file" in tab;
}

/** Whether a tab is the one the visitor is on. */
export function isCurrentTab(
  tab: TabLink,
  pathname: string,
  isIndexTab: boolean,
  base: string | undefined,
) {
  const path = pathname.replace(/\/+$/, "") || "/";
  return (
    path === tab.href.split("?")[0] ||
    (tab.within !== undefined && path.startsWith(tab.within)) ||
    (isIndexTab && path === base)
  );
}

type MetaMatch = { id: string; loaderData?: unknown } | undefined;

/**
 * The `meta` of every inner page and section layout: the page's title, description and path
 * from its own data; the error page's when it failed. A layout's own data names no page, so
 * it gives nothing: its page's metadata replaces it.
 */
export function sectionMeta({
  loaderData,
  matches,
  error,
}: {
  loaderData?: unknown;
  matches: readonly MetaMatch[];
  error?: unknown;
}): MetaDescriptor[] {
  if (error) return errorMeta(error, matches);
  return isPageData(loaderData) ? pageMeta(loaderData, matches) : [];
}

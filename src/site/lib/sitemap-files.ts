// The files of a tenant's sitemap (issue 22): /sitemap.xml is an index naming them, one file of
// the site's pages, then the notices' and events' detail pages in files of DATED_FILE_ITEMS
// items, each one read of our archive call (file n is its page n), so that a file is built
// from its own items alone and twenty years of a college's notices never make one file too
// large for a crawler.
/** The sitemap protocol's limits (sitemaps.org): addresses and bytes of a file, files of an index. */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024, files: 50_000 } as const;

/**
 * The dated lists whose detail pages have files of their own, and how many items a file holds:
 * 10,000 addresses (an event has a page per tab, five), about a megabyte, and one read of our
 * archive call, which answers at most LIMITS.maxRows items (sitemap-files.test.ts holds these
 * to the limits).
 */
export const DATED_FILE_ITEMS = { notices: 10_000, events: 2_000 } as const;
export type DatedKind = keyof typeof DATED_FILE_ITEMS;
export const DATED_KINDS: readonly DatedKind[] = ["notices", "events"];

/** A file of the site's pages other than notices' and events' (each list's pages among them;
 * one file unless they pass the protocol's limit), or of a dated list's detail pages, numbered
 * from 1. */
export type SitemapFile = { kind: "pages" | DatedKind; number: number };

/** The first file of pages keeps the name it had when it was the only one. */
const PAGES_FILE = "pages.xml";
const FILE_KINDS = ["pages", ...DATED_KINDS] as const;

/** The index's address (robots.txt names it). Not a builder of `routes`: no page links it, and
 * every page's script carries those. */
export const SITEMAP_INDEX = "/sitemap.xml";

/** The file's name under /sitemap/: `pages.xml`, `notices-2.xml`. */
export function sitemapFileName(file: SitemapFile): string {
  return file.kind === "pages" && file.number === 1
    ? PAGES_FILE
    : `${file.kind}-${file.number}.xml`;
}

/** The file's address: `/sitemap/notices-2.xml`. */
export function sitemapFilePath(file: SitemapFile): string {
  return `/sitemap/${sitemapFileName(file)}`;
}

/** The file a name under /sitemap/ names, or null when it names none an index could list. */
export function sitemapFileOf(name: string): SitemapFile | null {
  if (name === PAGES_FILE) return { kind: "pages", number: 1 };
  const match = /^([a-z]+)-([1-9]\d{0,4})\.xml$/.exec(name);
  const kind = FILE_KINDS.find((k) => k === match?.[1]);
  const number = Number(match?.[2]);
  const named = kind !== "pages" || number > 1;
  return kind && named && number <= SITEMAP_LIMITS.files ? { kind, number } : null;
}

/** How many files `count` items make, `perFile` to a file: none for no items. */
export function fileCount(count: number, perFile: number): number {
  return Math.ceil(Math.max(0, count) / perFile);
}

/** The position, from 1, of file `number`'s first item: its newest. */
export function firstItemOf(number: number, perFile: number): number {
  return (number - 1) * perFile + 1;
}

/** An address of the sitemap: a path of the site, and when its page last changed if known. */
export interface SitemapEntry {
  path: string;
  lastmod?: string | undefined;
}

/** A W3C datetime, or nothing when the platform's date does not parse. */
export function lastmod(date: string): string | undefined {
  const time = Date.parse(date);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** The latest of the entries' lastmods, or nothing when none has one. */
export function newestOf(entries: readonly SitemapEntry[]): string | undefined {
  return entries
    .map((entry) => entry.lastmod)
    .filter((date) => date !== undefined)
    .sort()
    .at(-1);
}

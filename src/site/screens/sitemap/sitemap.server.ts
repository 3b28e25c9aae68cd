// The tenant's sitemap (issue 22): /sitemap.xml is an index of files (lib/sitemap-files.ts). The
// pages files hold every other address a page of the request's institute has: each screen
// family's folder says which of its routes' pages exist (its sitemap.server.ts, a SitemapSource),
// and they are listed in the order of the route table (src/site/routes.ts). The notices' and
// events' detail pages fill files of their own (lib/sitemap-dated.server.ts).
// sitemap.server.test.ts walks the route table: a page route that no source lists, and that is
// not among the routes below with no pages in these files, fails it.
import type { AppLoadContext } from "react-router";
import { everyTab } from "#contract/entities.ts";
import type { Languages } from "#contract/locales.ts";
import { sectionShown } from "#domain/sections-shown.ts";
import { localePath, prefixOf } from "../../i18n/locale.ts";
import { requestIds } from "../../lib/ids.server.ts";
import { escapeMarkup } from "../../lib/markup.ts";
import { present } from "../../lib/resource.server.ts";
import { datedRead } from "../../lib/sitemap-dated.server.ts";
import {
  DATED_FILE_ITEMS,
  DATED_KINDS,
  fileCount,
  firstItemOf,
  newestOf,
  sitemapFilePath,
  SITEMAP_LIMITS,
  type SitemapEntry,
  type SitemapFile,
} from "../../lib/sitemap-files.ts";
import type { RouteId, SitemapSource } from "../../lib/sitemap.server.ts";
import { sitemap as home } from "../home/sitemap.server.ts";
import { sitemap as notice } from "../notice/sitemap.server.ts";
import { sitemap as event } from "../event/sitemap.server.ts";
import { sitemap as dynamic } from "../dynamic/sitemap.server.ts";
import { sitemap as studentCorner } from "../student-corner/sitemap.server.ts";
import { sitemap as contact } from "../contact/sitemap.server.ts";
import { sitemap as disclosure } from "../disclosure/sitemap.server.ts";
import { sitemap as website } from "../website/sitemap.server.ts";
import { sitemap as gallery } from "../gallery/sitemap.server.ts";
import { sitemap as institute } from "../institute/sitemap.server.ts";
import { sitemap as faculties } from "../faculties/sitemap.server.ts";
import { sitemap as governing } from "../governing/sitemap.server.ts";
import { sitemap as administration } from "../administration/sitemap.server.ts";
import { sitemap as accreditation } from "../accreditation/sitemap.server.ts";
import { sitemap as society } from "../society/sitemap.server.ts";
import { sitemap as committee } from "../committee/sitemap.server.ts";
import { sitemap as department } from "../department/sitemap.server.ts";
import { sitemap as academic } from "../academic/sitemap.server.ts";
import { sitemap as admission } from "../admission/sitemap.server.ts";
import { sitemap as library } from "../library/sitemap.server.ts";
import { sitemap as research } from "../research/sitemap.server.ts";
import { sitemap as examination } from "../examination/sitemap.server.ts";
import { sitemap as studentZone } from "../student-zone/sitemap.server.ts";
import { sitemap as activity } from "../activity/sitemap.server.ts";
import { sitemap as infrastructure } from "../infrastructure/sitemap.server.ts";
import { sitemap as quality } from "../quality/sitemap.server.ts";

/** Every family's source, in the order of its routes in the route table. */
export const SITEMAP_SOURCES: readonly SitemapSource[] = [
  home,
  notice,
  event,
  dynamic,
  studentCorner,
  contact,
  disclosure,
  website,
  gallery,
  institute,
  faculties,
  governing,
  administration,
  accreditation,
  society,
  committee,
  department,
  academic,
  admission,
  library,
  research,
  examination,
  studentZone,
  activity,
  infrastructure,
  quality,
];

/** The routes whose pages the pages files do not list, and why. */
export const NOT_IN_PAGES_FILES: Readonly<Partial<Record<RouteId, string>>> = {
  "screens/sitemap/robots": "a file for crawlers",
  "screens/sitemap/sitemap-index": "the sitemap itself",
  "screens/sitemap/sitemap-file": "the sitemap itself",
  "screens/search/opensearch": "a file for browsers' search boxes",
  "screens/icon/favicon-ico": "the site's icon, a picture",
  "screens/icon/favicon-svg": "the site's icon, a picture",
  "screens/notice/feed": "a feed for subscribers",
  "screens/event/calendar": "a calendar for subscribers",
  "screens/notice/detail": "in the notices' files of the sitemap (lib/sitemap-dated.server.ts)",
  "screens/event/detail": "in the events' files of the sitemap (lib/sitemap-dated.server.ts)",
  "screens/event/event-ics": "one event for a calendar app, linked from the event's page",
  "screens/search/search": "search results are for visitors, not crawlers (noindex)",
  "screens/not-found/not-found": "the page of an address that does not exist",
};

/** The pages files' addresses: every page of the request's institute but the notices' and
 * events' detail pages, each address once, in the order of the route table. */
export async function sitemapPages(context: AppLoadContext): Promise<SitemapEntry[]> {
  const ids = await requestIds(context);
  const [lists, profile] = await Promise.all([
    Promise.all(SITEMAP_SOURCES.map((source) => source.pages(context, ids))),
    context.platform.read("landingProfile", { id: ids.instituteId }).then(present),
  ]);
  // A section the institute turns off in its menu lists no page (search's rule too).
  const toggle = profile?.landing_control.tab_toggle ?? everyTab(false);
  const seen = new Set<string>();
  return lists
    .flat()
    .filter(
      (entry) => sectionShown(toggle, entry.path) && !seen.has(entry.path) && seen.add(entry.path),
    );
}

/** How many files the pages fill: one at least, the home page's. */
const pagesFileCount = (count: number) => Math.max(1, fileCount(count, SITEMAP_LIMITS.urls));

/** A file of the index, with when its newest page changed if known. */
export interface IndexEntry {
  file: SitemapFile;
  lastmod?: string | undefined;
}

/**
 * The files of the request's institute's sitemap: the pages files (one, unless its pages pass
 * the protocol's limit of addresses), then as many files of each dated list as its items fill,
 * each dated by its newest item (a read of that one item).
 */
export async function sitemapFiles(context: AppLoadContext): Promise<IndexEntry[]> {
  const pages = await sitemapPages(context);
  const pageFiles = Array.from({ length: pagesFileCount(pages.length) }, (_, i) => ({
    file: { kind: "pages", number: i + 1 } as const,
  }));
  const dated = await Promise.all(
    DATED_KINDS.map(async (kind) => {
      const perFile = DATED_FILE_ITEMS[kind];
      const newestOfFile = (number: number) =>
        datedRead(context, kind, { page: firstItemOf(number, perFile), limit: 1 });
      const first = await newestOfFile(1);
      const numbers = Array.from({ length: fileCount(first.count, perFile) }, (_, i) => i + 1);
      return Promise.all(
        numbers.map(async (number) => {
          const newest = number === 1 ? first : await newestOfFile(number);
          return { file: { kind, number }, lastmod: newestOf(newest.entries) };
        }),
      );
    }),
  );
  return [...pageFiles, ...dated.flat()];
}

/** A file's addresses, or null when the institute's sitemap has no such file. */
export async function sitemapFileEntries(
  context: AppLoadContext,
  file: SitemapFile,
): Promise<SitemapEntry[] | null> {
  if (file.kind === "pages") {
    const pages = await sitemapPages(context);
    if (file.number > pagesFileCount(pages.length)) return null;
    const first = firstItemOf(file.number, SITEMAP_LIMITS.urls);
    return pages.slice(first - 1, first - 1 + SITEMAP_LIMITS.urls);
  }
  const perFile = DATED_FILE_ITEMS[file.kind];
  const read = await datedRead(context, file.kind, { page: file.number, limit: perFile });
  return file.number > fileCount(read.count, perFile) ? null : read.entries;
}

/** Every file of the sitemap, the index's too. */
export const SITEMAP_TYPE = "application/xml; charset=utf-8";
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

const lastmodTag = (lastmod: string | undefined) =>
  lastmod ? `<lastmod>${lastmod}</lastmod>` : "";

const XHTML_NS = "http://www.w3.org/1999/xhtml";

/**
 * A file of the sitemap: its pages' absolute addresses on the tenant's primary origin. Where
 * the institute offers more than one language, each page names its address in every language
 * and the default's as `x-default` (hreflang alternates, as the page's head does), so a
 * crawler finds every language's pages from one sitemap.
 */
export function urlset(
  origin: string,
  entries: readonly SitemapEntry[],
  languages: Languages,
): string {
  const several = languages.offered.length > 1;
  const link = (hreflang: string, path: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(origin + path)}"/>`;
  const alternates = (path: string) =>
    several
      ? [
          ...languages.offered.map((l) => link(l, localePath(prefixOf(l, languages), path))),
          link("x-default", path),
        ].join("")
      : "";
  const urls = entries.map(
    (entry) =>
      `<url><loc>${escapeMarkup(origin + entry.path)}</loc>${lastmodTag(entry.lastmod)}${alternates(entry.path)}</url>`,
  );
  const namespaces = `xmlns="${SITEMAP_NS}"${several ? ` xmlns:xhtml="${XHTML_NS}"` : ""}`;
  return [XML_HEAD, `<urlset ${namespaces}>`, ...urls, "</urlset>", ""].join("\n");
}

/** The sitemap index: the files' absolute addresses on the tenant's primary origin. */
export function sitemapIndex(origin: string, files: readonly IndexEntry[]): string {
  const sitemaps = files.map(
    ({ file, lastmod }) =>
      `<sitemap><loc>${escapeMarkup(origin + sitemapFilePath(file))}</loc>${lastmodTag(lastmod)}</sitemap>`,
  );
  return [
    XML_HEAD,
    `<sitemapindex xmlns="${SITEMAP_NS}">`,
    ...sitemaps,
    "</sitemapindex>",
    "",
  ].join("\n");
}

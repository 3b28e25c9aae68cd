// Search and link-preview metadata of every page: <title>, description, canonical URL and
// Open Graph. Each page route's `meta` export calls one of the two helpers below:
//
//   export const meta: Route.MetaFunction = ({ loaderData, matches, error }) =>
//     loaderData
//       ? pageMeta({ title: "Notices", description: "…", path: "/notice" }, matches)
//       : errorMeta(error, matches);
//
// The landing page leaves `title` out: its title is the institute's name alone.
//
// The institute's name and origin come from the root loader's data (the site frame), found in
// `matches`. The origin is the tenant's primary host, so a page reached on any other host
// of the tenant still names its one canonical address. `path` is built by the route from its
// own data, never copied from the request URL, so nothing a visitor types ends up in a link.
import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import { routes } from "#contract/links.ts";
import type { Languages } from "#contract/locales.ts";
import { localePath, prefixOf, type Locale } from "../i18n/locale.ts";
import { truncate } from "./text.ts";

/** Between the page's name and the institute's name in the title. */
export const TITLE_SEPARATOR = " · ";
/** Longer descriptions are cut: search engines show about this much. */
export const DESCRIPTION_MAX = 160;

export interface PageSeo {
  /** The page's own name; left out on the landing page. */
  title?: string;
  /** Plain text, not HTML; cut to DESCRIPTION_MAX characters. */
  description: string;
  /** The page's canonical path, such as `/notice`. */
  path: string;
  /** A picture for link previews: an absolute URL or a path on the site (`/media/…`). */
  image?: string | undefined;
  /** Open Graph type: a single notice or event is an article, anything else a website. */
  type?: "website" | "article";
  /** Feeds of the page's content, for feed readers and calendar apps to discover. */
  feeds?: readonly PageFeed[];
}

export interface PageFeed {
  /** Media type, such as `application/atom+xml`. */
  type: string;
  title: string;
  path: string;
}

/** The notices page's feed and the events page's calendar (lib/feeds.server.ts), titled in
 * the page's language by `feedIn`. */
export const NOTICE_FEED: Omit<PageFeed, "title"> = {
  type: "application/atom+xml",
  path: routes.noticeFeed(),
};
export const EVENT_CALENDAR: Omit<PageFeed, "title"> = {
  type: "text/calendar",
  path: routes.eventCalendar(),
};

/** A feed in the page's language: its title in it, at the address under its prefix. */
export function feedIn(
  feed: Omit<PageFeed, "title">,
  title: string,
  { locale, languages }: { locale: Locale; languages: Languages },
): PageFeed {
  return { ...feed, title, path: localePath(prefixOf(locale, languages), feed.path) };
}

/** A language of the site and the prefix of its addresses (layout.server.ts). */
interface SeoLanguage {
  locale: string;
  prefix: string;
}

/** What the metadata needs from the site frame. */
export interface SiteSeo {
  name: string;
  /** Scheme and primary host of the tenant, such as `https://college.example.in`. */
  origin: string;
  /** The site searches its content (not on a live platform). */
  search: boolean;
}

/** The page's language as its addresses show it. */
interface PageLanguages {
  /** The prefix of the page's language (`/hi`; "" for the default language). */
  prefix: string;
  /** Every language offered, the default first. */
  languages: SeoLanguage[];
}

/** The part of a route match this module reads; React Router's typed matches fit it. */
type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** The root route's data, when it loaded: the frame's, read by every page's metadata. */
function rootDataOf(matches: readonly MatchLike[]): object | undefined {
  const data = matches.find((match) => match?.id === "root")?.loaderData;
  return typeof data === "object" && data !== null ? data : undefined;
}

/** The institute's name and origin from the root route's data, when it loaded. */
export function siteOf(matches: readonly MatchLike[]): SiteSeo {
  const data = rootDataOf(matches);
  if (!data) return { name: "", origin: "", search: false };
  return {
    name: "name" in data && typeof data.name === "string" ? data.name : "",
    origin: "origin" in data && typeof data.origin === "string" ? data.origin : "",
    search: !("livePlatform" in data && data.livePlatform === true),
  };
}

/** The frame's words in the page's language, from the root route's data, when it loaded. */
function frameTextOf(matches: readonly MatchLike[]): Record<string, string> | undefined {
  const data = rootDataOf(matches);
  return data && "text" in data ? (data.text as Record<string, string>) : undefined;
}

/** The title of a page that failed, in the page's language from the root route's data;
 * English when even that did not load. */
function errorTitle(matches: readonly MatchLike[], missing: boolean): string {
  const text = frameTextOf(matches);
  return missing
    ? (text?.error_not_found_title ?? "Page not found")
    : (text?.error_unavailable_title ?? "Temporarily unavailable");
}

/** The page's language prefix and the site's languages, from the root route's data. */
function languagesOf(matches: readonly MatchLike[]): PageLanguages {
  const data = rootDataOf(matches);
  if (!data) return { prefix: "", languages: [] };
  return {
    prefix: "prefix" in data && typeof data.prefix === "string" ? data.prefix : "",
    languages:
      "languages" in data && Array.isArray(data.languages) ? (data.languages as SeoLanguage[]) : [],
  };
}

/** "{page} · {institute}", or either alone when the other is missing. */
export function pageTitle(page: string | undefined, institute: string): string {
  return [page, institute].filter(Boolean).join(TITLE_SEPARATOR);
}

/** Whitespace collapsed, and at most DESCRIPTION_MAX characters with the ellipsis. */
export function metaDescription(text: string): string {
  return truncate(text.replace(/\s+/g, " ").trim(), DESCRIPTION_MAX - 1);
}

/**
 * A path or URL made absolute on the tenant's origin. Only our own paths and http(s) URLs
 * qualify: a leading `//` would name another host, so it is folded into one slash.
 */
export function absoluteUrl(origin: string, pathOrUrl: string): string | undefined {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  if (!origin || !pathOrUrl.startsWith("/")) return undefined;
  return `${origin}/${pathOrUrl.replace(/^\/+/, "")}`;
}

export function pageMeta(page: PageSeo, matches: readonly MatchLike[]): MetaDescriptor[] {
  const site = siteOf(matches);
  const title = pageTitle(page.title, site.name);
  const description = metaDescription(page.description);
  // The page in its own language is canonical; each language's page names the others
  // (hreflang), and the default language's page is the one for any other reader.
  const { prefix, languages } = languagesOf(matches);
  const inLanguage = (prefix: string) => absoluteUrl(site.origin, localePath(prefix, page.path));
  const url = inLanguage(prefix);
  const alternates =
    url && languages.length > 1
      ? [
          ...languages.map((language) => ({
            tagName: "link",
            rel: "alternate",
            hrefLang: language.locale,
            href: inLanguage(language.prefix),
          })),
          { tagName: "link", rel: "alternate", hrefLang: "x-default", href: inLanguage("") },
        ]
      : [];
  const image = page.image ? absoluteUrl(site.origin, page.image) : undefined;
  return [
    { title },
    { name: "description", content: description },
    ...(url ? [{ tagName: "link", rel: "canonical", href: url }] : []),
    ...alternates,
    { property: "og:title", content: page.title ?? site.name },
    { property: "og:description", content: description },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: site.name },
    ...(url ? [{ property: "og:url", content: url }] : []),
    ...(image ? [{ property: "og:image", content: image }] : []),
    ...(site.origin && site.search
      ? [
          {
            tagName: "link",
            rel: "search",
            type: "application/opensearchdescription+xml",
            title: site.name || (frameTextOf(matches)?.search_button ?? ""),
            href: absoluteUrl(site.origin, localePath(prefix, routes.openSearch())),
          },
        ]
      : []),
    ...(page.feeds ?? []).flatMap((feed) => {
      const href = absoluteUrl(site.origin, feed.path);
      return href
        ? [{ tagName: "link", rel: "alternate", type: feed.type, title: feed.title, href }]
        : [];
    }),
  ];
}

/**
 * Metadata of a page that failed: a missing page, or one that could not load. Neither is
 * indexed, and neither has a canonical URL of its own.
 */
export function errorMeta(error: unknown, matches: readonly MatchLike[]): MetaDescriptor[] {
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return [
    {
      title: pageTitle(errorTitle(matches, missing), siteOf(matches).name),
    },
    { name: "robots", content: "noindex" },
  ];
}

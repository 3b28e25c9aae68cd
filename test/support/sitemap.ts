// A tenant's sitemap as a crawler reads it (issue 22): the index at /sitemap.xml, then every file
// it names. Each answer must be a 200 in the sitemap protocol's shape (an index's
// <sitemapindex> of <sitemap>s, a file's <urlset> of <url>s, each an escaped <loc> and an
// optional W3C <lastmod>), so a test that reads the sitemap's addresses also proves it whole.
import { get } from "./http.ts";
import { literal } from "./words.ts";

/** What a GET of a path on the tenant's host answered. */
export interface Fetched {
  status: number;
  text: string;
  type: string | undefined;
}

/** A GET of a path on the host whose sitemap is read. */
export type FetchPath = (path: string) => Promise<Fetched>;

/** GETs on the test server at `port`, with `host` as the Host header. */
export function onHost(port: number, host: string): FetchPath {
  return async (path) => {
    const reply = await get(port, path, { host });
    return { status: reply.status, text: reply.text, type: reply.headers["content-type"] };
  };
}

export interface SitemapUrl {
  /** The absolute address, unescaped. */
  loc: string;
  lastmod: string | null;
  /** The page's address in each language (`hi`, `x-default`), unescaped: none where the
   * institute offers one language, and for an index's files. */
  alternates: Record<string, string>;
}

export interface SitemapFileRead extends SitemapUrl, Fetched {
  /** The file's path, as fetched. */
  path: string;
  urls: SitemapUrl[];
}

export interface SitemapRead {
  index: Fetched & { files: SitemapUrl[] };
  files: SitemapFileRead[];
  /** Every file's addresses, in order. */
  urls: SitemapUrl[];
}

const NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML_NS = "http://www.w3.org/1999/xhtml";
const LOC = "(?:[^<>&\"']|&(?:amp|lt|gt|quot|apos);)+";
const W3C_DATE =
  "\\d{4}-\\d\\d-\\d\\d(?:T\\d\\d:\\d\\d(?::\\d\\d(?:\\.\\d+)?)?(?:Z|[+-]\\d\\d:\\d\\d))?";
const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&apos;": "'",
};

const unescape = (text: string) =>
  text.replace(/&(?:amp|lt|gt|quot|apos);/g, (e) => ENTITIES[e] ?? e);
/** A page's address in a language, in a file of a site that offers several. */
const ALTERNATE = new RegExp(
  `<xhtml:link rel="alternate" hreflang="([a-z]{2}|x-default)" href="(${LOC})"/>`,
);

/** The entries of an index (`sitemapindex`) or a file (`urlset`); throws naming `where` when
 * the text is not one. */
export function parseSitemap(
  text: string,
  root: "sitemapindex" | "urlset",
  where: string,
): SitemapUrl[] {
  const item = root === "urlset" ? "url" : "sitemap";
  const body = new RegExp(
    `^<\\?xml version="1\\.0" encoding="UTF-8"\\?>\\s*<${root} xmlns="${literal(NS)}"(?: xmlns:xhtml="${literal(XHTML_NS)}")?>([^]*)</${root}>\\s*$`,
  ).exec(text)?.[1];
  if (body === undefined) throw new Error(`${where} is not a <${root}> of the sitemap protocol`);
  const entry = new RegExp(
    `\\s*<${item}><loc>(${LOC})</loc>(?:<lastmod>(${W3C_DATE})</lastmod>)?((?:${ALTERNATE.source})*)</${item}>`,
    "y",
  );
  const entries: SitemapUrl[] = [];
  let at = 0;
  for (let m = entry.exec(body); m; m = entry.exec(body)) {
    const alternates = [...(m[3] ?? "").matchAll(new RegExp(ALTERNATE.source, "g"))].map(
      ([, hreflang, href]) => [hreflang ?? "", unescape(href ?? "")],
    );
    entries.push({
      loc: unescape(m[1] ?? ""),
      lastmod: m[2] ?? null,
      alternates: Object.fromEntries(alternates),
    });
    at = entry.lastIndex;
  }
  if (body.slice(at).trim() !== "") {
    throw new Error(`${where} has something not a <${item}> at: ${body.slice(at, at + 80)}`);
  }
  return entries;
}

/** The path and query of an absolute address. */
export const pathOf = (loc: string) => {
  const url = new URL(loc);
  return url.pathname + url.search;
};

/** Fetches a path that must answer 200. */
async function fetched(fetchPath: FetchPath, path: string): Promise<Fetched> {
  const reply = await fetchPath(path);
  if (reply.status !== 200) throw new Error(`${path} answered ${reply.status}`);
  return reply;
}

/** The index at /sitemap.xml, and every file it names, read in order. */
export async function readSitemap(fetchPath: FetchPath): Promise<SitemapRead> {
  const index = await fetched(fetchPath, "/sitemap.xml");
  const listed = parseSitemap(index.text, "sitemapindex", "/sitemap.xml");
  const files = await Promise.all(
    listed.map(async (file) => {
      const path = pathOf(file.loc);
      const reply = await fetched(fetchPath, path);
      return { ...file, ...reply, path, urls: parseSitemap(reply.text, "urlset", path) };
    }),
  );
  return { index: { ...index, files: listed }, files, urls: files.flatMap((file) => file.urls) };
}

/** Every absolute address the sitemap lists, in every file the index names. */
export async function sitemapUrls(fetchPath: FetchPath): Promise<string[]> {
  return (await readSitemap(fetchPath)).urls.map((url) => url.loc);
}

/** Every address the sitemap lists, as a path with its query. */
export async function sitemapPaths(fetchPath: FetchPath): Promise<string[]> {
  return (await sitemapUrls(fetchPath)).map(pathOf);
}

// Serves the React Router site from the same process as the API: resolves the tenant through
// the platform API, builds each request's load context, and hands the request to the build.
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Context } from "hono";
import { LRUCache } from "lru-cache";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { HostLink } from "#contract/index.ts";
import { clockReadsOf, pageClock, type ClockFact } from "#domain/clock.ts";
import { DEFAULT_LANGUAGES, type Languages, type Locale } from "#contract/locales.ts";
import type { SiteContext, StoredFileFacts } from "#site/context.ts";
import { splitLocale } from "#site/i18n/locale.ts";
import { pageUrl } from "#site/lib/query-params.ts";
import {
  createPlatformClient,
  inProcessTransport,
  remoteTransport,
  type ReadCache,
} from "#site/platform/client.server.ts";
import type { Config } from "./config.server.ts";
import type { Logger } from "./logger.server.ts";
import { packageRoot } from "./paths.server.ts";
import {
  cacheControl,
  tenantTag,
  ALL_TENANTS_TAG,
  secondsUntil,
  validatorOf,
  type CachePolicy,
} from "./http-caching.server.ts";
import {
  acceptsGzip,
  etagOf,
  isPageType,
  matches,
  notModified,
  type Asked,
  type PageCache,
} from "./page-cache.server.ts";
import { DATA_SUFFIX, MANIFEST_PATH, pageRouteIds } from "./route-templates.server.ts";
import { onThisSite, rememberChoice, toChosenLanguage } from "./language-choice.server.ts";
import { hashScripts, policyWithHashes, SCRIPT_MARKER } from "./script-hashes.server.ts";
import { scriptsAfterLoad } from "./scripts-after-load.server.ts";
import { requestHost } from "./tenancy/host.server.ts";
import { liveInstitutesByHost } from "./tenancy/live-institutes.server.ts";
import { importTimeOf } from "./tenancy/tenants.server.ts";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function plainPage(title: string, message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1e293b}</style></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></main></body></html>`;
}

/** As React Router decodes a path; it warns on the console of one that fails. */
function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

const UNKNOWN_HOST_PAGE = plainPage(
  "No college is served at this address",
  "This address is not the website of any college on Prospectus. Please check the address you typed.",
);

/** A plain page runs nothing, loads nothing and cannot be framed. */
const PLAIN_PAGE_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "content-security-policy":
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
};

/** Bodies up to this size are read and dropped, so the connection can serve the next request. */
const DRAIN_LIMIT = 64 * 1024;

/** Reads and drops a request body of at most `limit` bytes; false when it is longer. */
async function drained(request: Request, limit: number): Promise<boolean> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) return false;
  if (!request.body) return true;
  const reader = request.body.getReader();
  let read = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return true;
    read += value.byteLength;
    if (read > limit) {
      void reader.cancel();
      return false;
    }
  }
}

/**
 * The site only reads: any other method is a 405 before any routing, for pages, data
 * requests, feeds, robots.txt and the sitemap alike. A short body is read first so a
 * keep-alive connection stays usable; after a long one, unread, the connection is closed
 * (`Connection: close`), so a client never has its next request reset.
 */
async function methodNotAllowed(request: Request): Promise<Response> {
  const headers: Record<string, string> = {
    ...PLAIN_PAGE_HEADERS,
    "content-type": "text/plain; charset=utf-8",
    allow: "GET, HEAD",
  };
  if (!(await drained(request, DRAIN_LIMIT))) headers.connection = "close";
  return new Response("This address only answers GET and HEAD.", { status: 405, headers });
}

/** The production build of the site, or null when it has not been built. */
export async function loadSiteBuild(): Promise<ServerBuild | null> {
  const file = path.join(packageRoot(), "build/server/index.js");
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as ServerBuild;
}

export interface SiteDeps {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  config: Pick<Config, "platformApiUrl" | "trustProxy" | "mediaBaseUrl"> &
    Partial<Pick<Config, "liveInstitutes">>;
  readCache: ReadCache;
  logger: Logger;
  /** Our own API, for in-process reads. */
  request: (url: string, init: RequestInit) => Response | Promise<Response>;
  /** The primary host of a tenant, for canonical URLs (null when unknown). */
  primaryHostOf: (tenantId: string) => Promise<string | null>;
  pageCache: PageCache;
  /** The version of a tenant's content, from the store; null when unknown (a remote
   * platform), and pages then carry no validator. */
  contentVersion: (tenantId: string) => Promise<string | null>;
  /** What identifies the running code (http-caching.server.ts). */
  buildId: string;
  cachePolicy: CachePolicy;
  /** The languages a tenant's site offers (a remote platform's tenants: the default). */
  languagesOf?: (tenantId: string) => Promise<Languages>;
  /** The moment a page is made at; the system's unless told (tests). */
  now?: () => Date;
  /** The type and size of a tenant's stored files (decision 094); none from a remote
   * platform, which does not say. */
  storedFiles?: (
    tenantId: string,
    keys: readonly string[],
  ) => Promise<ReadonlyMap<string, StoredFileFacts>>;
}

const NO_STORED_FILES: ReadonlyMap<string, StoredFileFacts> = new Map();

/** The build serving a language's prefix: the same routes, under that basename. */
function withBasename(build: SiteDeps["build"], basename: string): SiteDeps["build"] {
  if (!basename) return build;
  return typeof build === "function"
    ? async () => ({ ...(await build()), basename })
    : { ...build, basename };
}

/**
 * The language of an address (issue 24): a prefix naming an offered language other than the
 * default serves that language under it; any other address is the default language's, where
 * `/hi/…` of a language not offered is a page not found. A prefix naming the default
 * language is not an address of its own: `redirect` is the plain address.
 */
function languageOf(
  pathname: string,
  languages: Languages,
): { locale: Locale; basename: string; redirect?: string } {
  const split = splitLocale(pathname);
  if (split && split.locale === languages.default) {
    return { locale: split.locale, basename: "", redirect: split.rest };
  }
  if (split && languages.offered.includes(split.locale)) {
    return { locale: split.locale, basename: `/${split.locale}` };
  }
  return { locale: languages.default, basename: "" };
}

/** A page's HTML: not its data (`.data`), not the route manifest (under a language's
 * basename, `/hi/__manifest`). */
function isDocumentRequest(c: Context, basename: string): boolean {
  return !c.req.path.endsWith(DATA_SUFFIX) && c.req.path !== `${basename}${MANIFEST_PATH}`;
}

/** A rendered answer made the same for every request: its inline scripts allowed by their
 * hashes instead of the marker nonce, and the headers a shared cache reads. */
async function finishedPage(
  response: Response,
  etag: string | null,
  cacheHeaders: (status: number) => [string, string][],
): Promise<{
  status: number;
  headers: [string, string][];
  body: Buffer<ArrayBuffer>;
  etag: string | null;
}> {
  const bytes = Buffer.from(await response.arrayBuffer());
  const status = response.status;
  // The site's caching policy takes the place of what a route said (a feed's own max-age).
  const policy = new Set(cacheHeaders(status).map(([name]) => name.toLowerCase()));
  const headers = [...response.headers].filter(([name]) => !policy.has(name));
  const finished = { status, etag: status === 200 ? etag : null };
  if (!(response.headers.get("content-type") ?? "").startsWith("text/html")) {
    return { ...finished, headers: [...headers, ...cacheHeaders(status)], body: bytes };
  }
  // The page is read as Latin-1, a byte to a character: the rewrite and the marker are
  // ASCII, so every other byte (UTF-8 text included) passes through as it came.
  const { html, sources } = hashScripts(scriptsAfterLoad(bytes.toString("latin1")), SCRIPT_MARKER);
  const withPolicy = headers.map(([name, value]): [string, string] =>
    name === "content-security-policy"
      ? [name, policyWithHashes(value, SCRIPT_MARKER, sources)]
      : [name, value],
  );
  return {
    ...finished,
    headers: [...withPolicy, ...cacheHeaders(status)],
    body: Buffer.from(html, "latin1"),
  };
}

/** How a page's reads wait for a failing platform when its last good rendering is kept: a
 * visitor gets that copy in about two seconds instead of an error after ten. */
const QUICK_READS = { deadlineMs: 2_000, attemptTimeoutMs: 1_500, retries: 1, baseDelayMs: 250 };

/** A page answered from its last good rendering: marked so, and kept only briefly by a cache. */
const STALE_HEADERS: [string, string][] = [
  ["cache-control", "public, max-age=0, s-maxage=10"],
  ["x-prospectus-stale", "1"],
];

/** Hosts of a remote platform remembered: enough for every host of a large platform. */
const REMEMBERED_HOSTS = 16_384;

export function siteHandler(deps: SiteDeps) {
  const live = Boolean(deps.config.platformApiUrl);
  /** On a live platform, the institutes configured to be served (null: any host it knows). */
  const configured =
    live && deps.config.liveInstitutes ? liveInstitutesByHost(deps.config.liveInstitutes) : null;
  /** The institute each host of a remote platform last resolved to, so that its kept pages
   * can be answered while the platform fails. */
  const knownTenants = new LRUCache<string, HostLink>({ max: REMEMBERED_HOSTS });
  const handlers = new Map<string, ReturnType<typeof createRequestHandler>>();
  /** One request handler per basename, made when first asked. */
  const handlerOf = (basename: string) => {
    let handler = handlers.get(basename);
    if (!handler) {
      handler = createRequestHandler(withBasename(deps.build, basename), deps.mode);
      handlers.set(basename, handler);
    }
    return handler;
  };
  /** What the routes of a page (its path in the default language) read of the clock, by
   * build: a development build is a new one after each change. */
  const routeIds = new WeakMap<ServerBuild, (pathname: string) => string[]>();
  const clockReads = async (pathname: string, url: URL): Promise<ClockFact[]> => {
    const build = typeof deps.build === "function" ? await deps.build() : deps.build;
    let idsOf = routeIds.get(build);
    if (!idsOf) {
      idsOf = pageRouteIds(build.routes);
      routeIds.set(build, idsOf);
    }
    return idsOf(pathname).flatMap((id) => clockReadsOf(build.routes[id]?.module.handle, url));
  };
  return async (c: Context): Promise<Response> => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return methodNotAllowed(c.req.raw);
    const host = requestHost(c.req.raw.headers, c.req.url, deps.config.trustProxy);
    const html = (body: string, status: number) =>
      new Response(body, { status, headers: PLAIN_PAGE_HEADERS });
    // Kept as briefly as any 404, and tagged as every institute's: the import that adds the
    // host purges it, so a shared cache shows the new institute on the next request.
    const unknownHost = () =>
      new Response(UNKNOWN_HOST_PAGE, {
        status: 404,
        headers: {
          ...PLAIN_PAGE_HEADERS,
          "cache-control": cacheControl(deps.cachePolicy, 404),
          [deps.cachePolicy.tagHeader]: ALL_TENANTS_TAG,
        },
      });
    if (!host) return unknownHost();
    const institute = configured?.get(host);
    // With institutes configured, another host is no college's, whatever the platform says.
    if (configured && !institute) return unknownHost();
    /** The host the platform is asked for: an institute's primary host, on each of its hosts. */
    const lookedUp = institute?.primaryHost ?? host;
    const url = new URL(c.req.url);
    const escaped = !decodable(url.pathname);
    if (escaped) {
      // React Router matches a path it cannot decode as it is written, after a warning on the
      // console; with each "%" escaped, the path decodes to that same text, and it matches
      // the same route (the catch-all's "Page not found", or a page that finds no such id).
      deps.logger.debug({ path: url.pathname }, "an address that does not decode");
      url.pathname = url.pathname.replaceAll("%", "%25");
    }
    const transport = deps.config.platformApiUrl
      ? remoteTransport(deps.config.platformApiUrl)
      : inProcessTransport(deps.request, lookedUp);
    // A page is current no longer than the oldest answer it was made of.
    let freshForMs = Infinity;
    const freshFor = (ms: number) => {
      freshForMs = Math.min(freshForMs, ms);
    };
    const platform = createPlatformClient(transport, deps.readCache, lookedUp, { freshFor });
    const quick = createPlatformClient(transport, deps.readCache, lookedUp, {
      ...QUICK_READS,
      freshFor,
    });
    const remembered = live ? knownTenants.get(lookedUp) : undefined;
    const lookup = await (remembered ? quick : platform).read(
      "hostLookup",
      {},
      { filter_by: lookedUp },
    );
    const tenant = lookup.ok ? lookup.data.link_up : lookup.status === 503 ? remembered : undefined;
    if (!tenant) {
      return !lookup.ok && lookup.status === 404
        ? unknownHost()
        : html(plainPage("The site is unavailable for a moment", "Please try again shortly."), 503);
    }
    /** The platform failed already: a kept page is answered without asking it again. */
    const failing = !lookup.ok;
    if (live && lookup.ok) knownTenants.set(lookedUp, tenant);
    const https =
      c.req.url.startsWith("https:") ||
      (deps.config.trustProxy && c.req.header("x-forwarded-proto") === "https");
    const languages =
      institute?.languages ??
      (deps.languagesOf ? await deps.languagesOf(tenant._id) : DEFAULT_LANGUAGES);
    const language = languageOf(url.pathname, languages);
    if (language.redirect !== undefined) {
      return new Response(null, {
        status: 301,
        headers: {
          location: onThisSite(`${language.redirect}${url.search}`),
          "cache-control": "no-cache",
        },
      });
    }
    const document = isDocumentRequest(c, language.basename);
    // A visitor's choice of language: remembered, or followed from a plain address.
    if (document) {
      const chosen =
        rememberChoice(url, language.locale, languages, https) ??
        (language.basename ? null : toChosenLanguage(url, c.req.header("cookie"), languages));
      if (chosen) return chosen;
    }
    // Pages differ by tenant, address and scheme only: no visitor state exists.
    // Development renders every time, so edits show at once.
    // A page sees only the query parameters it reads: `?v=1`, `?v=2`… render and keep one page.
    const page = document ? pageUrl(url) : url;
    // A HEAD is answered as its GET would be, with the same headers (Node sends no body).
    const request =
      page === url && !escaped && c.req.method === "GET"
        ? c.req.raw
        : new Request(page, {
            method: "GET",
            headers: c.req.raw.headers,
            signal: c.req.raw.signal,
          });
    const production = deps.mode === "production";
    const where = `${host} ${https} ${page.pathname}${page.search}`;
    const cacheKey = production && document ? `${tenant._id} ${where}` : null;
    // The import its pages show as their last update (decision 092) is the version too.
    const version = await deps.contentVersion(tenant._id);
    // What the page reads of the clock, as its routes say, all read at one moment taken before
    // the render: a page made just before a reading turns is never kept past it (decisions
    // 089 and 091).
    const now = deps.now ? deps.now() : new Date();
    const reads = await clockReads(page.pathname.slice(language.basename.length), page);
    const clock = pageClock(reads, now);
    const holdsFor = secondsUntil(clock.until?.getTime() ?? Infinity, now);
    // What the page's bytes depend on: the build, the tenant's content, the address and the
    // readings of the clock it takes.
    const etag =
      cacheKey && version
        ? validatorOf([deps.buildId, tenant._id, version, where, clock.validator])
        : null;
    const cacheHeaders = (status: number): [string, string][] => [
      ["cache-control", cacheControl(deps.cachePolicy, status, holdsFor)],
      ["vary", "Accept-Encoding"],
      [deps.cachePolicy.tagHeader, tenantTag(tenant._id)],
    ];
    const asked: Asked = {
      acceptEncoding: c.req.header("accept-encoding"),
      ifNoneMatch: c.req.header("if-none-match"),
    };
    // The client holds this very page: no look-up, no render.
    if (etag) {
      const sent = etagOf(etag, acceptsGzip(asked.acceptEncoding) ? "gzip" : null);
      // `*` asks whether the address has an answer at all, which only its render tells.
      if (asked.ifNoneMatch?.trim() !== "*" && matches(asked.ifNoneMatch, sent))
        return notModified([...cacheHeaders(200), ["etag", sent]]);
    }
    const cached = cacheKey ? deps.pageCache.answer(cacheKey, asked) : null;
    // A kept page's answer is remembered by its address, to be sent at the door next time.
    if (cacheKey && cached) c.set("keptPage", cacheKey);
    if (cached) return cached;
    // A remote page past its freshness is asked of the platform again, briefly: while the
    // platform fails, its last good rendering is answered, marked stale.
    const stale = cacheKey !== null && deps.pageCache.holdsStale(cacheKey);
    const keptStale =
      stale && failing ? deps.pageCache.answerStale(cacheKey, asked, STALE_HEADERS) : null;
    if (keptStale) return keptStale;
    const context: SiteContext = {
      platform: stale ? quick : platform,
      tenant,
      host,
      primaryHost: institute?.primaryHost ?? (await deps.primaryHostOf(tenant._id)) ?? host,
      origin: "",
      // Production pages leave with hashes instead (finishedPage); development pages, not
      // rewritten, run under a policy that does not read the nonce.
      nonce: SCRIPT_MARKER,
      mediaBaseUrl: deps.config.mediaBaseUrl,
      pictureCopies: !live,
      livePlatform: live,
      https,
      development: deps.mode === "development",
      log: deps.logger,
      locale: language.locale,
      languages,
      basename: language.basename,
      importedAt: version ? importTimeOf(version) : null,
      clock,
      storedFiles: (keys) =>
        deps.storedFiles ? deps.storedFiles(tenant._id, keys) : Promise.resolve(NO_STORED_FILES),
    };
    context.origin = `${https ? "https" : "http"}://${context.primaryHost}`;
    const response = await handlerOf(language.basename)(request, context);
    if (stale && response.status >= 500) {
      await response.body?.cancel();
      const kept = deps.pageCache.answerStale(cacheKey, asked, STALE_HEADERS);
      if (kept) return kept;
    }
    if (!cacheKey || !isPageType(response.headers.get("content-type") ?? "")) return response;
    c.set("keptPage", cacheKey);
    // Production pages start their JavaScript after load (scripts-after-load.server.ts).
    return deps.pageCache.keep(
      cacheKey,
      await finishedPage(response, etag, cacheHeaders),
      asked,
      freshForMs,
      clock.until ? clock.until.getTime() - now.getTime() : undefined,
    );
  };
}

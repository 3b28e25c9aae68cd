// The one HTTP application: platform read API, media, and the site, in front of one store.
import type { RequestListener } from "node:http";
import { getRequestListener, type HttpBindings } from "@hono/node-server";
import { Hono, type Context } from "hono";
import { apiRouter } from "./api/router.server.ts";
import { ResponseCache } from "./api/cache.server.ts";
import type { Config } from "./config.server.ts";
import type { Logger } from "./logger.server.ts";
import { readOnlyCors } from "./cors.server.ts";
import { healthRouter } from "./health.server.ts";
import { mediaRouter } from "./media/media.server.ts";
import { Resizer } from "./media/resizer.server.ts";
import { SITE_ROUTE, type Metrics } from "./metrics.server.ts";
import type { Db } from "./store/db.server.ts";
import { requestHost } from "./tenancy/host.server.ts";
import { TenantResolver } from "./tenancy/tenants.server.ts";
import { serveStatic } from "@hono/node-server/serve-static";
import { compress } from "hono/compress";
import path from "node:path";
import type { Perf } from "lru-cache";
import type { ServerBuild } from "react-router";
import { ReadCache } from "#site/platform/client.server.ts";
import { packageRoot } from "./paths.server.ts";
import { buildId, cachingDefaults, DEFAULT_CACHE_POLICY } from "./http-caching.server.ts";
import { KeptAnswers } from "./kept-answers.server.ts";
import { PageCache } from "./page-cache.server.ts";
import { splitLocale } from "#site/i18n/locale.ts";
import { pageRouteTemplates, type PageRouteOf } from "./route-templates.server.ts";
import { siteHandler } from "./site.server.ts";
import { securityHeaders } from "./security-headers.server.ts";

export interface AppDeps {
  db: Db;
  config: Pick<Config, "trustProxy" | "platformApiUrl" | "mediaBaseUrl"> &
    Partial<
      Pick<Config, "hsts" | "pageCacheBytes" | "cachePolicy" | "mediaHost" | "liveInstitutes">
    >;
  logger: Logger;
  /** The site's server build; without one, pages say the site is not built. */
  site?: {
    build: ServerBuild | (() => Promise<ServerBuild>);
    mode: "production" | "development";
  } | null;
  /** How long a read of the API may take before it answers 503. */
  deadlineMs?: number;
  /** True once the process is shutting down (readiness then fails). */
  draining?: () => boolean;
  metrics?: Metrics | null;
  /** The clock the caches age their answers and pages by (tests); `performance` unless told. */
  clock?: Perf;
}

/**
 * The route template of a page's path, from the site's build (read once, when first asked),
 * and how often a path's template was remembered. `templateOfKept` answers at once, without a
 * promise, for the kept pages answered at the door: the table is always read by then, since
 * a page is kept only after the application answered it.
 */
function pageRoutes(build: ServerBuild | (() => Promise<ServerBuild>)) {
  const lookups = { hit: 0, miss: 0 };
  let routes: Promise<PageRouteOf> | null = null;
  let ready: PageRouteOf | null = null;
  // A page in another language (`/hi/notice`) is the same template as its default's.
  const inDefaultLanguage = (pathname: string) => splitLocale(pathname)?.rest ?? pathname;
  const templateOf = async (pathname: string): Promise<string> => {
    routes ??= (typeof build === "function" ? build() : Promise.resolve(build)).then(
      (b) => (ready = pageRouteTemplates(b.routes, lookups)),
      (error: unknown) => {
        routes = null; // a development build that failed is asked again next time
        throw error;
      },
    );
    return (await routes)(inDefaultLanguage(pathname));
  };
  /** `target` is the request line's: a path with its query, or a whole URL (absolute form). */
  const templateOfKept = (target: string): string => {
    const query = target.indexOf("?");
    const path = query < 0 ? target : target.slice(0, query);
    const pathname = path.startsWith("/") ? path : new URL(target, "http://kept").pathname;
    return ready ? ready(inDefaultLanguage(pathname)) : SITE_ROUTE;
  };
  return { templateOf, templateOfKept, lookups };
}

export interface App {
  app: Hono<{ Bindings: HttpBindings }>;
  /** What a Node HTTP server answers with: kept pages at the door, the rest by `app`. */
  listener: RequestListener;
  /** Resolves once every request taken so far has been handled, its client gone or not. */
  idle(): Promise<void>;
  /** Drops the cached answers a change of this tenant's content (or, without one, any) affects. */
  invalidate(tenantId?: string): void;
  /** The kept pages, and the bytes every cache holds. */
  cacheStats(): {
    pages: number;
    pageBytes: number;
    apiBytes: number;
    readBytes: number;
    /** Addresses whose kept page is answered at the door. */
    keptAddresses: number;
  };
  /** Stops the helper process that makes pictures' smaller copies, if it runs. */
  close(): void;
}

export async function createApp({
  db,
  config,
  logger,
  site,
  deadlineMs,
  draining = () => false,
  metrics,
  clock,
}: AppDeps): Promise<App> {
  const cache = new ResponseCache();
  const readCache = new ReadCache(clock ? { perf: clock } : {});
  const pageCache = new PageCache({
    maxBytes: config.pageCacheBytes,
    remote: config.platformApiUrl !== undefined,
    ...(clock ? { perf: clock } : {}),
  });
  const cachePolicy = config.cachePolicy ?? DEFAULT_CACHE_POLICY;
  const tenants = new TenantResolver(db);
  const resizer = new Resizer();
  const invalidate = (tenantId?: string) => {
    // Hosts may have moved, and the in-process reads are cheap to make again; pages are not,
    // so only the changed tenant's are dropped. API answers for no tenant ("*") read all.
    readCache.clear();
    tenants.clear();
    kept.clear();
    if (tenantId) {
      cache.clearScopes([tenantId, "*"]);
      pageCache.clearTenant(tenantId);
      logger.info({ tenant: tenantId }, "an institute's content changed: its kept pages dropped");
    } else {
      cache.clear();
      pageCache.clear();
    }
  };
  await db.onChanged(invalidate);
  const hostOf = (c: Context) => requestHost(c.req.raw.headers, c.req.url, config.trustProxy);

  const app = new Hono<{ Bindings: HttpBindings }>();
  const routes = metrics && site ? pageRoutes(site.build) : null;
  const kept = new KeptAnswers(
    pageCache,
    metrics && routes
      ? (request, status, seconds) =>
          metrics.keptAnswer(
            routes.templateOfKept(request.url ?? "/"),
            request.method ?? "GET",
            status,
            seconds,
          )
      : undefined,
  );
  app.use("*", async (c, next) => {
    await next();
    kept.remember(c);
  });
  if (metrics) {
    app.use("*", metrics.middleware(routes?.templateOf));
    metrics.watchCaches({ page: pageCache, api: cache, ...(routes ? { route: routes } : {}) });
  }
  app.use("*", securityHeaders(config.hsts));
  app.use("*", cachingDefaults(config.trustProxy));
  app.use("/api/*", readOnlyCors);
  app.use("/media/*", readOnlyCors);
  app.route("/api", apiRouter({ db, cache, logger, tenants, hostOf, deadlineMs, cachePolicy }));
  app.route(
    "/media",
    mediaRouter({
      db,
      tenants,
      hostOf,
      resizer,
      tagHeader: cachePolicy.tagHeader,
      mediaHost: config.mediaHost,
    }),
  );
  app.route("/", healthRouter({ db, siteBuilt: Boolean(site), draining }));
  if (site) {
    // Hashed file names: a file at a name never changes. Compressed copies are made at build.
    app.use(
      "/assets/*",
      serveStatic({
        root: path.relative(process.cwd(), path.join(packageRoot(), "build/client")),
        precompressed: true,
        onFound: (_path, c) => {
          c.header("cache-control", "public, max-age=31536000, immutable");
        },
      }),
    );
    const pages = siteHandler({
      build: site.build,
      mode: site.mode,
      config,
      readCache,
      logger,
      request: (url, init) => app.request(url, init),
      primaryHostOf: (tenantId) => tenants.primaryHost(tenantId),
      languagesOf: config.platformApiUrl ? undefined : (tenantId) => tenants.languages(tenantId),
      pageCache,
      contentVersion: (tenantId) =>
        config.platformApiUrl ? Promise.resolve(null) : tenants.contentVersion(tenantId),
      buildId: buildId(),
      cachePolicy,
    });
    // Pages are compressed as they stream; API answers and assets come compressed already.
    app.use("*", compress());
    app.all("*", pages);
  } else {
    app.all("*", (c) => c.text("The site has not been built: run npm run build.", 503));
  }
  app.onError((error, c) => {
    // A client that left while its request was read (its body cut short) is not a failure.
    if (c.req.raw.signal.aborted || ("code" in error && error.code === "ECONNRESET")) {
      logger.info({ path: c.req.path, reason: error.message }, "the client went away");
      return c.body(null, 400);
    }
    logger.error({ err: error, path: c.req.path }, "request failed");
    return c.text("The service is unavailable for a moment. Please try again.", 503);
  });
  const cacheStats = () => ({
    pages: pageCache.stats.pages,
    pageBytes: pageCache.stats.bytes,
    apiBytes: cache.bytes,
    readBytes: readCache.bytes,
    keptAddresses: kept.addresses,
  });
  const toApp = getRequestListener(app.fetch);
  /** The requests the application is handling, their clients gone or not. */
  const handling = new Set<Promise<unknown>>();
  const listener: RequestListener = (request, response) => {
    if (kept.answer(request, response)) return;
    const handled = toApp(request, response);
    handling.add(handled);
    const done = () => handling.delete(handled);
    void handled.then(done, done);
  };
  const idle = async () => {
    await Promise.allSettled([...handling]);
  };
  return { app, listener, invalidate, cacheStats, idle, close: () => resizer.stop() };
}

// The one HTTP application: platform read API, media, and the site, in front of one store.
import { Hono, type Context } from "hono";
import { apiRouter } from "./api/router.server.ts";
import { ResponseCache } from "./api/cache.server.ts";
import type { Config } from "./config.server.ts";
import type { Logger } from "./logger.server.ts";
import { mediaRouter } from "./media/media.server.ts";
import type { Db } from "./store/db.server.ts";
import { requestHost } from "./tenancy/host.server.ts";
import { TenantResolver } from "./tenancy/tenants.server.ts";
import { serveStatic } from "@hono/node-server/serve-static";
import { compress } from "hono/compress";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { ReadCache } from "#site/platform/client.server.ts";
import { packageRoot } from "./paths.server.ts";
import { PageCache } from "./page-cache.server.ts";
import { siteHandler } from "./site.server.ts";
import { securityHeaders } from "./security-headers.server.ts";

export interface AppDeps {
  db: Db;
  config: Pick<Config, "trustProxy" | "platformApiUrl" | "mediaBaseUrl"> &
    Partial<Pick<Config, "hsts">>;
  logger: Logger;
  /** The site's server build; without one, pages say the site is not built. */
  site?: {
    build: ServerBuild | (() => Promise<ServerBuild>);
    mode: "production" | "development";
  } | null;
  /** How long a read of the API may take before it answers 503. */
  deadlineMs?: number;
}

export interface App {
  app: Hono;
  /** Drops every cached answer: content changed. */
  invalidate(): void;
  /** The kept pages, and the bytes every cache holds. */
  cacheStats(): { pages: number; pageBytes: number; apiBytes: number; readBytes: number };
}

export async function createApp({ db, config, logger, site, deadlineMs }: AppDeps): Promise<App> {
  const cache = new ResponseCache();
  const readCache = new ReadCache();
  const pageCache = new PageCache();
  const tenants = new TenantResolver(db);
  const invalidate = () => {
    cache.clear();
    readCache.clear();
    pageCache.clear();
    tenants.clear();
  };
  await db.onChanged(invalidate);
  const hostOf = (c: Context) => requestHost(c.req.raw.headers, c.req.url, config.trustProxy);

  const app = new Hono();
  app.use("*", securityHeaders(config.hsts));
  app.route("/api", apiRouter({ db, cache, logger, tenants, hostOf, deadlineMs }));
  app.route("/media", mediaRouter({ db, tenants, hostOf }));
  app.get("/healthz", (c) => c.text("ok"));
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
      pageCache,
    });
    // Pages are compressed as they stream; API answers and assets come compressed already.
    app.use("*", compress());
    app.all("*", pages);
  } else {
    app.all("*", (c) => c.text("The site has not been built: run npm run build.", 503));
  }
  app.onError((error, c) => {
    logger.error({ err: error, path: c.req.path }, "request failed");
    return c.text("The service is unavailable for a moment. Please try again.", 503);
  });
  const cacheStats = () => ({
    pages: pageCache.stats.pages,
    pageBytes: pageCache.stats.bytes,
    apiBytes: cache.bytes,
    readBytes: readCache.bytes,
  });
  return { app, invalidate, cacheStats };
}

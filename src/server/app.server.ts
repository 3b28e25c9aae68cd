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
import { institutePage, pageNotFound, unknownHostPage } from "#site/placeholder.ts";

export interface AppDeps {
  db: Db;
  config: Pick<Config, "trustProxy">;
  logger: Logger;
  /** How long a read of the API may take before it answers 503. */
  deadlineMs?: number;
}

export interface App {
  app: Hono;
  /** Drops every cached answer: content changed. */
  invalidate(): void;
}

export async function createApp({ db, config, logger, deadlineMs }: AppDeps): Promise<App> {
  const cache = new ResponseCache();
  const tenants = new TenantResolver(db);
  const invalidate = () => {
    cache.clear();
    tenants.clear();
  };
  await db.onChanged(invalidate);
  const tenantOf = (c: Context) =>
    tenants.tenantOf(requestHost(c.req.raw.headers, c.req.url, config.trustProxy));

  const app = new Hono();
  app.route("/api", apiRouter({ db, cache, logger, scopeOf: tenantOf, deadlineMs }));
  app.route("/media", mediaRouter(db));
  app.get("/healthz", (c) => c.text("ok"));
  app.get("*", async (c) => {
    const tenantId = await tenantOf(c);
    const headers = {
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
    };
    if (!tenantId) return c.html(unknownHostPage(), 404, headers);
    const rows = await db.query<{ name: string }>("SELECT name FROM tenant WHERE id = $1", [
      tenantId,
    ]);
    if (c.req.path !== "/") return c.html(pageNotFound(), 404, headers);
    return c.html(institutePage(rows[0]?.name ?? "", tenantId), 200, headers);
  });
  app.onError((error, c) => {
    logger.error({ err: error, path: c.req.path }, "request failed");
    return c.text("The service is unavailable for a moment. Please try again.", 503);
  });
  return { app, invalidate };
}

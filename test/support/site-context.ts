// The load context a page's loader gets, built for loader tests: the platform read API of a
// real store called in-process, the tenant a host resolves to, and the site's settings.
import type { AppLoadContext } from "react-router";
import { DEFAULT_LANGUAGES } from "#contract/locales.ts";
import { createApp } from "#server/app.server.ts";
import { createLogger } from "#server/logger.server.ts";
import type { Db } from "#server/store/db.server.ts";
import { importTimeOf, TenantResolver } from "#server/tenancy/tenants.server.ts";
import {
  createPlatformClient,
  inProcessTransport,
  ReadCache,
} from "#site/platform/client.server.ts";

export async function siteContext(db: Db, host: string): Promise<AppLoadContext> {
  const { app } = await createApp({
    db,
    config: { trustProxy: false, platformApiUrl: undefined, mediaBaseUrl: "/media/" },
    logger: createLogger("silent"),
    site: null,
  });
  const platform = createPlatformClient(
    inProcessTransport((url, init) => app.request(url, init), host),
    new ReadCache(),
    host,
  );
  const lookup = await platform.read("hostLookup", {}, { filter_by: host });
  if (!lookup.ok) throw new Error(`no institute is served on ${host}`);
  const version = await new TenantResolver(db).contentVersion(lookup.data.link_up._id);
  return {
    platform,
    tenant: lookup.data.link_up,
    host,
    primaryHost: host,
    origin: `http://${host}`,
    nonce: "test",
    mediaBaseUrl: "/media/",
    pictureCopies: true,
    livePlatform: false,
    https: false,
    development: false,
    log: createLogger("silent"),
    locale: "en",
    languages: DEFAULT_LANGUAGES,
    basename: "",
    importedAt: version ? importTimeOf(version) : null,
  };
}

/** A loader's arguments for an address of the site. */
export function loaderArgs<P>(context: AppLoadContext, path: string, pattern: string, params: P) {
  const url = new URL(path, `http://${context.host}`);
  return { context, params, pattern, url, request: new Request(url) };
}

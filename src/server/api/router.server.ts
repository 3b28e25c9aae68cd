// The platform read API: one GET route per row of the endpoint table, each answered in the
// platform's envelope, validated input, a deadline, ETag and Cache-Control.
import { Hono, type Context } from "hono";
import { ID_PATTERN } from "#contract/constants.ts";
import {
  ENDPOINT_NAMES,
  endpoints,
  pathParams,
  type EndpointDef,
  type EndpointName,
} from "#contract/index.ts";
import type { Db } from "#server/store/db.server.ts";
import type { Logger } from "#server/logger.server.ts";
import { CachedBody, type ResponseCache } from "./cache.server.ts";
import { Docs } from "./docs.server.ts";
import { handlers, type Handler } from "./handlers.server.ts";
import type { TenantResolver } from "#server/tenancy/tenants.server.ts";
import { within } from "#server/within.server.ts";
import {
  cacheControl,
  DEFAULT_CACHE_POLICY,
  tenantTag,
  ALL_TENANTS_TAG,
  type CachePolicy,
} from "#server/http-caching.server.ts";
import { etagOf, matches, notModified } from "#server/page-cache.server.ts";

export interface ApiOptions {
  db: Db;
  cache: ResponseCache;
  logger: Logger;
  tenants: TenantResolver;
  /** The normalised host a request was addressed to. */
  hostOf: (c: Context) => string | null;
  deadlineMs?: number;
  /** What shared caches in front are told (decision 068). */
  cachePolicy?: CachePolicy;
}

class DeadlineExceeded extends Error {}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  return within(work, ms, () => {
    throw new DeadlineExceeded();
  });
}

function envelope(field: string, access: boolean, message: string, data: unknown, extra = {}) {
  return { message, access, [field]: data, ...extra };
}

/**
 * An answer as the request asks for it: compressed when it is large and the client takes
 * it, with the validator of that form (each encoding is its own representation), or a 304
 * when the client holds that form. `scope` is the tenant it was read for ("*": every one).
 */
function send(c: Context, entry: CachedBody, scope: string, policy: CachePolicy): Response {
  const encoding =
    entry.body.byteLength > 1024 ? chooseEncoding(c.req.header("accept-encoding")) : null;
  const etag = encoding ? etagOf(entry.etag, encoding) : entry.etag;
  const headers: Record<string, string> = {
    "content-type": "application/json; charset=utf-8",
    "cache-control": cacheControl(policy, entry.status),
    etag,
    vary: "Accept-Encoding",
    "x-content-type-options": "nosniff",
    [policy.tagHeader]: scope === "*" ? ALL_TENANTS_TAG : tenantTag(scope),
  };
  if (matches(c.req.header("if-none-match"), etag)) return notModified(Object.entries(headers));
  if (encoding) headers["content-encoding"] = encoding;
  const body = encoding ? entry.encoded(encoding) : entry.body;
  return new Response(body, { status: entry.status, headers });
}

function chooseEncoding(accepted: string | undefined): "br" | "gzip" | null {
  if (!accepted) return null;
  if (/\bbr\b/.test(accepted)) return "br";
  return /\bgzip\b/.test(accepted) ? "gzip" : null;
}

function jsonEntry(status: number, value: unknown): CachedBody {
  return new CachedBody(status, Buffer.from(JSON.stringify(value)));
}

/**
 * A cache key: the tenant scope, the path, and only the query parameters the call reads, in
 * a fixed order, so `?v=1`, `?v=2`… added by a client cannot make each request a new answer.
 */
function cacheKey(scope: string | null, url: string, known: readonly string[]): string {
  const start = url.indexOf("/", url.indexOf("//") + 2);
  const query = url.indexOf("?", start);
  if (query === -1) return `${scope ?? "*"} ${url.slice(start)}`;
  const params = new URLSearchParams(url.slice(query + 1));
  const kept = new URLSearchParams();
  for (const name of known) for (const value of params.getAll(name)) kept.append(name, value);
  const search = kept.size > 0 ? `?${kept.toString()}` : "";
  return `${scope ?? "*"} ${url.slice(start, query)}${search}`;
}

function route<N extends EndpointName>(api: Hono, name: N, opts: ApiOptions): void {
  const ep: EndpointDef = endpoints[name];
  // Indexing the handler map by a generic name gives a union the compiler cannot call;
  // the map's type already pairs each name with its own handler.
  const handler = handlers[name] as Handler<EndpointName>;
  const names = pathParams(ep.path);
  const known = Object.keys(ep.query.shape).sort();
  const deadlineMs = opts.deadlineMs ?? 5000;
  const policy = opts.cachePolicy ?? DEFAULT_CACHE_POLICY;
  // Parses and answers a request that the cache does not hold, within the deadline.
  const answer = async (
    c: Context,
    host: string | null,
  ): Promise<{ entry: CachedBody; scope: string }> => {
    const scope = await opts.tenants.tenantOf(host);
    const made = (entry: CachedBody) => ({ entry, scope: scope ?? "*" });
    const key = cacheKey(scope, c.req.url, known);
    const cached = opts.cache.get(key);
    if (cached) {
      opts.cache.lookups.hit++;
      return made(cached);
    }
    opts.cache.lookups.miss++;
    const params: Record<string, string> = {};
    for (const param of names) {
      const value = c.req.param(param) ?? "";
      if (!ID_PATTERN.test(value)) {
        return made(
          jsonEntry(400, envelope(ep.field, false, `${param} must be a 24-digit hex id`, null)),
        );
      }
      params[param] = value;
    }
    const parsed = ep.query.safeParse(Object.fromEntries(new URL(c.req.url).searchParams));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const message = `query parameter ${issue?.path.join(".") || "?"}: ${issue?.message ?? "invalid"}`;
      return made(jsonEntry(400, envelope(ep.field, false, message, null)));
    }
    const docs = new Docs(opts.db, scope);
    const result = await handler({ params, query: parsed.data, docs, db: opts.db, scope });
    const fresh = result
      ? jsonEntry(200, envelope(ep.field, true, "ok", result.data, result.extra))
      : jsonEntry(404, envelope(ep.field, false, "not found", null));
    opts.cache.set(key, fresh);
    return made(fresh);
  };

  api.get(ep.path, async (c) => {
    const host = opts.hostOf(c);
    // The common case costs two map look-ups: a known host and an answer already made.
    const scope = opts.tenants.peek(host);
    const hit = scope === undefined ? undefined : opts.cache.get(cacheKey(scope, c.req.url, known));
    if (hit) {
      opts.cache.lookups.hit++;
      return send(c, hit, scope ?? "*", policy);
    }
    try {
      const { entry, scope: made } = await withDeadline(answer(c, host), deadlineMs);
      return send(c, entry, made, policy);
    } catch (error) {
      const timedOut = error instanceof DeadlineExceeded;
      opts.logger.error({ err: error, endpoint: name }, "api read failed");
      const message = timedOut
        ? "the content store did not answer in time"
        : "the content store is unavailable";
      return c.json(envelope(ep.field, false, message, null), 503, {
        "retry-after": "5",
        "cache-control": "no-store",
      });
    }
  });
}

export function apiRouter(opts: ApiOptions): Hono {
  const api = new Hono();
  for (const name of ENDPOINT_NAMES) route(api, name, opts);
  api.get("/health", (c) => c.json({ message: "ok", access: true }));
  api.all("*", (c) =>
    c.req.method === "GET" || c.req.method === "HEAD"
      ? c.json({ message: "no such call", access: false }, 404)
      : c.json({ message: "the platform API only answers GET", access: false }, 405, {
          allow: "GET, HEAD",
        }),
  );
  return api;
}

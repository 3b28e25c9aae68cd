// What a browser or a shared cache in front (a CDN, Varnish) is told about keeping an answer
// (decision 068): how long, what it varies on, its validator and the institute it belongs to.
import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { packageRoot } from "./paths.server.ts";
import { setHeaders } from "./security-headers.server.ts";

/** The operator's settings for shared caches (CACHE_* in the README's table). */
export interface CachePolicy {
  /** Seconds a shared cache may serve a page or API answer without asking. */
  sMaxAge: number;
  /** Seconds after that it may serve it while it asks in the background. */
  staleWhileRevalidate: number;
  /** Seconds after that it may serve it while this server fails or cannot be reached. */
  staleIfError: number;
  /** The header naming an answer's institute for a purge by tag. */
  tagHeader: string;
}

export const DEFAULT_CACHE_POLICY: CachePolicy = {
  sMaxAge: 300,
  staleWhileRevalidate: 3600,
  staleIfError: 86_400,
  tagHeader: "xkey",
};

/** The cache-tag headers an operator may choose, by the caches that read them. */
export const TAG_HEADERS = ["xkey", "surrogate-key", "cache-tag"] as const;

/** A 404 is kept this long at most: a page that appears later shows within a minute. */
const NOT_FOUND_SECONDS = 60;

/**
 * The Cache-Control of an answer of this status. A browser asks again every time (a 304 when
 * nothing changed); a shared cache keeps a 200 and may serve it stale while it asks again or
 * while this server fails; a 404 is kept briefly, so a cache-busting client cannot reach the
 * renderer through the cache with the same address; a failure is never kept.
 */
export function cacheControl(policy: CachePolicy, status: number, holdsFor = Infinity): string {
  if (status === 200) {
    // A page that holds only until a moment (the day's upcoming events, decision 089) is kept,
    // and served stale while asked again, no longer than that.
    const sMaxAge = Math.min(policy.sMaxAge, holdsFor);
    const stale = Math.min(policy.staleWhileRevalidate, holdsFor - sMaxAge);
    return `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=${stale}, stale-if-error=${policy.staleIfError}`;
  }
  if (status === 404 || status === 410) {
    return `public, max-age=0, s-maxage=${Math.min(policy.sMaxAge, NOT_FOUND_SECONDS)}`;
  }
  return "no-store";
}

/** Whole seconds from `now` to a moment (none when it has passed); Infinity for none. */
export function secondsUntil(until: number, now: Date): number {
  return Number.isFinite(until) ? Math.max(0, Math.floor((until - now.getTime()) / 1000)) : until;
}

/** The request headers a trusted proxy names the page's host and scheme in. */
const FORWARDED_HEADERS = ["X-Forwarded-Host", "X-Forwarded-Proto"];

/**
 * What every answer tells a shared cache, whatever made it. Behind a trusted proxy the
 * forwarded host decides the institute (a page, an API answer, a file, the unknown-host page)
 * and the forwarded scheme a page's canonical links: each answer varies on both, so a cache
 * that did not strip a visitor's forged header never serves its answer to anyone else. An
 * answer that said nothing about keeping it (a failure, a refusal) is kept by no cache.
 */
export function cachingDefaults(trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const vary = c.res.headers.get("vary");
    const named = new Set((vary ?? "").split(",").map((name) => name.trim().toLowerCase()));
    const missing = trustProxy ? FORWARDED_HEADERS.filter((h) => !named.has(h.toLowerCase())) : [];
    setHeaders(c, [
      ...(missing.length > 0
        ? [["vary", [vary, ...missing].filter(Boolean).join(", ")] as [string, string]]
        : []),
      ...(c.res.headers.has("cache-control")
        ? []
        : [["cache-control", "no-store"] as [string, string]]),
    ]);
  };
}

/** The institute's tag, as the cache-tag header carries it. */
export function tenantTag(tenantId: string): string {
  return `tenant-${tenantId}`;
}

/** The tag of answers read from every institute (the API on a host that is no institute's):
 * any import changes them. */
export const ALL_TENANTS_TAG = "tenant-all";

/** A strong validator made of what a page's bytes depend on (never of the request). */
export function validatorOf(parts: readonly string[]): string {
  return `"${createHash("sha256").update(parts.join("\n")).digest("base64url").slice(0, 27)}"`;
}

let build: string | undefined;

/**
 * What identifies the running code: a hash of the server's own bundle and the site's server
 * build, read once. A new build changes every validator, so no cache keeps a page an old
 * build made as if it were the new one's.
 */
export function buildId(): string {
  if (build) return build;
  const hash = createHash("sha256");
  const root = packageRoot();
  for (const file of [
    fileURLToPath(import.meta.url),
    path.join(root, "build/server/index.js"),
    path.join(root, "package.json"),
  ]) {
    if (existsSync(file)) hash.update(readFileSync(file));
  }
  build = hash.digest("base64url").slice(0, 16);
  return build;
}

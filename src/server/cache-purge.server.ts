// After an import, the process that applied it tells the shared cache in front (Varnish, Fastly,
// Cloudflare) to drop the changed institute's answers by their tags (decision 071), so the
// next visitor sees the import instead of a copy kept up to `CACHE_S_MAXAGE` seconds. A purge
// that fails is retried and logged; it never fails the import: the cache then catches up when
// its copies expire.
import type { Logger } from "./logger.server.ts";
import { ALL_TENANTS_TAG, tenantTag } from "./http-caching.server.ts";
import type { Db } from "./store/sql.server.ts";

/** The purge interfaces we speak, by the cache that offers them. */
export const PURGE_STYLES = ["varnish", "fastly", "cloudflare"] as const;
export type PurgeStyle = (typeof PURGE_STYLES)[number];

/** The cache-tag header each style's cache reads (CACHE_TAG_HEADER must be it). */
export const TAG_HEADER_OF: Record<PurgeStyle, string> = {
  varnish: "xkey",
  fastly: "surrogate-key",
  cloudflare: "cache-tag",
};

/** Where and how purges are sent (CACHE_PURGE_* in the README's table). */
export interface PurgeTarget {
  style: PurgeStyle;
  /** Varnish: its address; Fastly: `https://api.fastly.com/service/<id>`; Cloudflare:
   * `https://api.cloudflare.com/client/v4/zones/<id>`. */
  url: string;
  /** Fastly's API key or Cloudflare's API token; none for Varnish (its ACL decides). */
  token: string | null;
}

/** The path a style's purge address must end with, and what it should look like. */
export const PURGE_URL_SHAPES: Record<PurgeStyle, { path: RegExp; example: string }> = {
  varnish: { path: /^\/.*$/, example: "http://127.0.0.1:6081/" },
  fastly: { path: /^\/service\/[^/]+\/?$/, example: "https://api.fastly.com/service/<service id>" },
  cloudflare: {
    path: /^\/client\/v4\/zones\/[^/]+\/?$/,
    example: "https://api.cloudflare.com/client/v4/zones/<zone id>",
  },
};

interface PurgeRequest {
  url: string;
  init: RequestInit;
}

/** The HTTP requests that drop every answer carrying any of `tags`. */
function purgeRequests({ style, url, token }: PurgeTarget, tags: readonly string[]) {
  const base = url.replace(/\/+$/, "");
  const requests: PurgeRequest[] = [];
  if (style === "varnish") {
    // The shipped VCL (deploy/varnish/default.vcl) hands the header to xkey.purge.
    requests.push({ url, init: { method: "PURGE", headers: { xkey: tags.join(" ") } } });
  } else if (style === "fastly") {
    for (const tag of tags) {
      requests.push({
        url: `${base}/purge/${encodeURIComponent(tag)}`,
        init: {
          method: "POST",
          headers: { "fastly-key": token ?? "", accept: "application/json" },
        },
      });
    }
  } else {
    requests.push({
      url: `${base}/purge_cache`,
      init: {
        method: "POST",
        headers: { authorization: `Bearer ${token ?? ""}`, "content-type": "application/json" },
        body: JSON.stringify({ tags }),
      },
    });
  }
  return requests;
}

export interface PurgeOptions {
  /** Tries of each request, the first included. */
  attempts?: number;
  /** The wait before the first retry; it doubles for each next one. */
  firstRetryMs?: number;
  /** How long one try may take. */
  timeoutMs?: number;
}

export interface Purger {
  /** Starts purging a changed institute's answers and those read from every institute. */
  purge(tenantId: string): void;
  /** Resolves once every purge started has succeeded or been given up (never rejects). */
  settled(): Promise<void>;
}

/** Enough of a refusal's body to say why (an API's error message); a target answering more is
 * not read further, so it cannot fill the memory of the process that purges. */
const ANSWER_PREFIX_BYTES = 4096;

/**
 * The start of an answer's body, at most ANSWER_PREFIX_BYTES; the rest is cancelled unread.
 * The body only explains a status already known, so one cut short (the try's time is up) gives
 * what came.
 */
async function bodyPrefix(response: Response): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < ANSWER_PREFIX_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } catch {
    // What came is the answer.
  }
  await reader.cancel().catch(() => undefined);
  return Buffer.concat(chunks).subarray(0, ANSWER_PREFIX_BYTES).toString("utf8");
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A status worth asking again for: the cache or its API is busy or failing. */
const retryable = (status: number) => status === 429 || status >= 500;

export function createPurger(
  target: PurgeTarget,
  logger: Logger,
  { attempts = 4, firstRetryMs = 250, timeoutMs = 5000 }: PurgeOptions = {},
): Purger {
  const running = new Set<Promise<void>>();
  // Tenants changed by one import are purged together: one request, `tenant-all` once.
  let queued: Set<string> | null = null;

  const send = async ({ url, init }: PurgeRequest, tags: readonly string[]) => {
    const where = { style: target.style, url, tags };
    for (let attempt = 1; attempt <= attempts; attempt++) {
      let failure: string;
      let answer: string | undefined;
      let again = true;
      try {
        const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
        if (response.ok) {
          await response.body?.cancel();
          logger.debug(where, "the shared cache dropped the changed answers");
          return;
        }
        failure = `answered ${response.status}`;
        answer = await bodyPrefix(response);
        again = retryable(response.status);
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
      }
      if (!again || attempt === attempts) {
        logger.error(
          { ...where, attempts: attempt, failure, answer },
          "could not purge the shared cache: it shows the old content until its copies expire",
        );
        return;
      }
      logger.warn(
        { ...where, attempt, failure, answer },
        "a purge of the shared cache failed; retrying",
      );
      await sleep(firstRetryMs * 2 ** (attempt - 1));
    }
  };

  const flush = () => {
    const tenants = [...(queued ?? [])];
    queued = null;
    const tags = [...tenants.map(tenantTag), ALL_TENANTS_TAG];
    for (const request of purgeRequests(target, tags)) {
      const done = send(request, tags).finally(() => running.delete(done));
      running.add(done);
    }
  };

  return {
    purge(tenantId) {
      if (!queued) {
        queued = new Set();
        const scheduled = new Promise<void>((resolve) =>
          setImmediate(() => {
            running.delete(scheduled);
            flush();
            resolve();
          }),
        );
        running.add(scheduled);
      }
      queued.add(tenantId);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}

/** The same store, every change it announces also purged from the shared cache. Only the
 * process that writes announces a change, so each import is purged once, by its writer. */
export function purgingOnChange(db: Db, purger: Purger): Db {
  return {
    ...db,
    async notifyChanged(tenantId) {
      await db.notifyChanged(tenantId);
      purger.purge(tenantId);
    },
  };
}

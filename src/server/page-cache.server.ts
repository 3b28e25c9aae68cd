// Finished pages, and the files made from content (sitemap, feed, calendar), kept per tenant
// and address until content changes. A page's bytes are the same for every request
// (decision 068): a kept page is its gzip bytes, answered as they are.
import type { OutgoingHttpHeaders } from "node:http";
import { gunzipSync, gzipSync } from "node:zlib";
import { LRUCache, type Perf } from "lru-cache";
import { READ_CACHE_IDLE_MS } from "#contract/index.ts";

/** A finished answer: its status, headers and body, compressed once. */
export interface FinishedPage {
  status: number;
  headers: [string, string][];
  /** The body gzipped; answered as it is to a client that accepts gzip, unpacked otherwise. */
  gzip: Buffer<ArrayBuffer>;
  /** The validator of the body as sent unpacked; the gzip answer's is `-gzip` after it. */
  etag: string | null;
  /** The headers its gzip answer left the application with (kept-answers.server.ts). */
  sent?: OutgoingHttpHeaders;
  /** A remote platform's page: until when (on the cache's clock) it is answered as current;
   * after, it is kept only to answer while the platform fails. */
  freshUntil?: number;
}

/** What a request says about the answer it can take. */
export interface Asked {
  acceptEncoding: string | undefined;
  ifNoneMatch: string | undefined;
}

/** The bytes a kept page holds: its compressed body, its headers (twice: as rendered and as
 * sent) and key. */
function pageBytes(page: FinishedPage, key: string): number {
  const headers = page.headers.reduce(
    (n, [name, value]) => n + (name.length + value.length) * 4,
    0,
  );
  return page.gzip.byteLength + headers + key.length * 2 + 200;
}

export interface PageCacheOptions {
  maxBytes?: number;
  /** Pages read from a remote platform, which does not say when its content changes. */
  remote?: boolean;
  /** The clock ages are read from (tests); `performance` unless told. */
  perf?: Perf;
}

/** How long a page of our own store is kept. A change of its content drops it at once (the
 * store tells every process that serves it, decision 016); the clock turns only the footer's
 * year, which a kept page then shows at most a day late. */
export const OWN_PAGE_KEEP_MS = 24 * 60 * 60 * 1000;

/** The types of the files made from a tenant's content that are kept beside its pages. */
const CONTENT_FILE_TYPES = ["application/xml", "application/atom+xml", "text/calendar"];

/** True for the answers kept and answered as pages: HTML and the files made from content. */
export function isPageType(type: string): boolean {
  return type.startsWith("text/html") || CONTENT_FILE_TYPES.some((t) => type.startsWith(t));
}

/** Compression levels: a kept page is compressed once for many answers. */
const KEPT_LEVEL = 9;
const ONCE_LEVEL = 4;

export class PageCache {
  private readonly pages: LRUCache<string, FinishedPage>;
  /** False with no bytes to keep pages in: every page is rendered (PAGE_CACHE_MB=0). */
  readonly keeps: boolean;
  /** Pages of a remote platform: current while their reads are, then kept for its failures. */
  readonly remote: boolean;
  private readonly now: () => number;

  constructor({ maxBytes = 24 * 1024 * 1024, remote = false, perf }: PageCacheOptions = {}) {
    this.keeps = maxBytes > 0;
    this.remote = remote;
    this.now = perf ? () => perf.now() : () => performance.now();
    this.pages = new LRUCache<string, FinishedPage>({
      maxSize: Math.max(1, maxBytes),
      sizeCalculation: (page, key) => pageBytes(page, key),
      // A remote platform's last good pages stay, bounded by bytes alone: each says itself
      // how long it is current (`freshUntil`).
      ...(remote ? {} : { ttl: OWN_PAGE_KEEP_MS }),
      ...(perf ? { perf } : {}),
    });
  }

  /** A kept page that is current: any of our own store's, a remote one until it ages. */
  private current(page: FinishedPage | undefined): FinishedPage | undefined {
    return page && (page.freshUntil === undefined || this.now() < page.freshUntil)
      ? page
      : undefined;
  }

  /** How many pages are kept, and the bytes they hold. */
  get stats(): { pages: number; bytes: number } {
    return { pages: this.pages.size, bytes: this.pages.calculatedSize };
  }

  /** Pages answered from the cache and those that had to be rendered (for metrics). */
  readonly lookups = { hit: 0, miss: 0 };

  /** A kept page for this key, as the request asks for it. */
  answer(key: string, asked: Asked): Response | null {
    const page = this.current(this.pages.get(key));
    this.lookups[page ? "hit" : "miss"]++;
    return page ? answerWith(page, asked, page) : null;
  }

  /** True when a remote page past its freshness is kept, to answer if the platform fails. */
  holdsStale(key: string): boolean {
    const page = this.pages.peek(key);
    return this.remote && page !== undefined && this.current(page) === undefined;
  }

  /** The last good rendering of a remote page, its headers changed by `headers`, for a
   * request the platform could not serve. */
  answerStale(key: string, asked: Asked, headers: [string, string][]): Response | null {
    const page = this.remote ? this.pages.get(key) : undefined;
    if (!page) return null;
    const changed = new Set(headers.map(([name]) => name));
    const marked = {
      ...page,
      headers: [...page.headers.filter(([name]) => !changed.has(name.toLowerCase())), ...headers],
    };
    return answerWith(marked, asked, page);
  }

  /**
   * Compresses a finished page, keeps it when it is a complete, shareable 200 answer, and
   * answers it. Other answers (404, 503) are compressed faster, answered and not kept. A
   * remote platform's page is current `freshForMs` at most (READ_CACHE_IDLE_MS): no longer
   * than the oldest read it was made of. A page of our own store is kept `keepForMs` at most
   * (a day unless shorter): no longer than what it judged by the date holds (decision 091).
   */
  keep(
    key: string,
    page: Omit<FinishedPage, "gzip"> & { body: Buffer<ArrayBuffer> },
    asked: Asked,
    freshForMs = READ_CACHE_IDLE_MS,
    keepForMs = OWN_PAGE_KEEP_MS,
  ): Response {
    const keeps =
      this.keeps &&
      page.status === 200 &&
      !page.headers.some(([name]) => name.toLowerCase() === "set-cookie");
    // An answer made for one request is compressed only when that request takes it so.
    if (!keeps && !acceptsGzip(asked.acceptEncoding))
      return answerWith(page, asked, { plain: page.body });
    const finished: FinishedPage = {
      status: page.status,
      headers: page.headers,
      gzip: compressed(page.body, keeps ? KEPT_LEVEL : ONCE_LEVEL),
      etag: page.etag,
      ...(this.remote ? { freshUntil: this.now() + Math.min(freshForMs, READ_CACHE_IDLE_MS) } : {}),
    };
    if (keeps && this.remote) this.pages.set(key, finished);
    else if (keeps && keepForMs > 0) {
      this.pages.set(key, finished, { ttl: Math.min(OWN_PAGE_KEEP_MS, keepForMs) });
    }
    return answerWith(finished, asked, finished);
  }

  /** Records the headers a kept page's gzip answer is sent with; false when it is not kept. */
  sendWith(key: string, headers: OutgoingHttpHeaders): boolean {
    const page = this.pages.peek(key);
    if (!page) return false;
    page.sent = { ...headers, "content-length": String(page.gzip.byteLength) };
    return true;
  }

  /** A kept page whose gzip answer's headers are known, to send as it is. */
  sent(key: string): { headers: OutgoingHttpHeaders; gzip: Buffer } | null {
    const page = this.current(this.pages.get(key));
    if (!page?.sent) return null;
    this.lookups.hit++;
    return { headers: page.sent, gzip: page.gzip };
  }

  clear(): void {
    this.pages.clear();
  }

  /** Drops one tenant's pages (their keys start with the tenant's id). */
  clearTenant(tenantId: string): void {
    const prefix = `${tenantId} `;
    for (const key of [...this.pages.keys()]) if (key.startsWith(prefix)) this.pages.delete(key);
  }
}

/** A page's gzip bytes, holding only their own memory: zlib answers a short result as a view
 * of a larger output buffer, which a kept page would then hold whole. */
function compressed(body: Buffer, level: number): Buffer<ArrayBuffer> {
  const gzip = gzipSync(body, { level });
  return gzip.byteLength * 2 < gzip.buffer.byteLength ? Buffer.from(gzip) : gzip;
}

/** The strong validator of one form of an answer: compressed bytes are another
 * representation of it, with a validator of their own. */
export function etagOf(etag: string, encoding: "gzip" | "br" | null): string {
  return encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag;
}

/** True when an If-None-Match list names this validator (weak comparison, as RFC 9110 asks),
 * or is `*`: any current representation (RFC 9110 13.1.2). */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return /\bgzip\b/.test(acceptEncoding ?? "");
}

/** The headers a 304 keeps of its 200 (RFC 9110 15.4.5). */
export const NOT_MODIFIED_HEADERS = new Set([
  "cache-control",
  "content-location",
  "date",
  "etag",
  "expires",
  "vary",
  "xkey",
  "surrogate-key",
  "cache-tag",
]);

/** An answer with no body: the client's copy is the page. */
export function notModified(headers: Iterable<[string, string]>): Response {
  const kept = new Headers();
  for (const [name, value] of headers) {
    if (NOT_MODIFIED_HEADERS.has(name.toLowerCase())) kept.append(name, value);
  }
  return new Response(null, { status: 304, headers: kept });
}

/** The page as the request asks for it: gzipped or not, or a 304 when the client has it.
 * A page made for this request alone may come unpacked (`plain`) instead of gzipped. */
function answerWith(
  page: Omit<FinishedPage, "gzip">,
  asked: Asked,
  body: { gzip: Buffer<ArrayBuffer> } | { plain: Buffer<ArrayBuffer> },
): Response {
  const gzip = "gzip" in body && acceptsGzip(asked.acceptEncoding);
  const headers = new Headers(page.headers);
  if (!headers.has("vary")) headers.set("vary", "Accept-Encoding");
  if (page.etag) {
    const etag = etagOf(page.etag, gzip ? "gzip" : null);
    headers.set("etag", etag);
    if (matches(asked.ifNoneMatch, etag)) return notModified(headers);
  }
  if (gzip) headers.set("content-encoding", "gzip");
  const bytes = "plain" in body ? body.plain : gzip ? body.gzip : gunzipSync(body.gzip);
  return new Response(bytes, { status: page.status, headers });
}

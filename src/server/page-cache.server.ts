// Finished pages, and the files made from content (sitemap, feed, calendar), kept per tenant
// and address until content changes.
// Every response still gets its own CSP nonce: a page is rendered with a secret placeholder
// nonce, and each answer replaces the placeholder, in the body and the policy header, with a
// fresh random one.
import { randomBytes } from "node:crypto";
import { constants, crc32, deflateRawSync } from "node:zlib";
import { LRUCache } from "lru-cache";
import { READ_CACHE_IDLE_MS } from "#contract/index.ts";

/** Part of a page's text, as bytes and compressed once (see gzippedWithNonce). */
interface Segment {
  text: Buffer;
  deflated: Buffer;
}

/** Where a page's nonce goes. */
const NONCE = Symbol("nonce");

interface Page {
  status: number;
  headers: [string, string][];
  /** The page: its own segments, the shared segment (the site's stylesheet, held once for
   * every page) and nonces, in order. */
  pieces: (Segment | typeof NONCE)[];
}

/** Known only to this process, so no content can contain it on purpose. */
export const NONCE_PLACEHOLDER = randomBytes(24).toString("base64url");

/** The bytes a kept page holds: its own segments' bytes and compressed bytes (not the shared
 * segment's), its headers and key. */
function pageBytes(page: Page, key: string, shared: Segment | null): number {
  const segments = page.pieces.reduce(
    (n, piece) =>
      piece === NONCE || piece === shared
        ? n
        : n + piece.text.byteLength + piece.deflated.byteLength,
    0,
  );
  const headers = page.headers.reduce(
    (n, [name, value]) => n + (name.length + value.length) * 2,
    0,
  );
  return segments + headers + key.length * 2 + 200;
}

export interface PageCacheOptions {
  maxBytes?: number;
  /** A text most pages hold (the site's stylesheet, decision 029): compressed once and held
   * once, however many pages are kept. */
  shared?: string;
}

/** The types of the files made from a tenant's content that are kept beside its pages. */
const CONTENT_FILE_TYPES = ["application/xml", "application/atom+xml", "text/calendar"];

export class PageCache {
  private readonly pages: LRUCache<string, Page>;
  /** False with no bytes to keep pages in: every page is rendered (PAGE_CACHE_MB=0). */
  private readonly keeps: boolean;
  private readonly shared: { marker: string; segment: Segment } | null;

  constructor({ maxBytes = 24 * 1024 * 1024, shared }: PageCacheOptions = {}) {
    this.keeps = maxBytes > 0;
    this.shared = shared
      ? { marker: latin1(shared), segment: segmentOf(Buffer.from(shared), KEPT_LEVEL) }
      : null;
    const sharedSegment = this.shared?.segment ?? null;
    this.pages = new LRUCache<string, Page>({
      maxSize: Math.max(1, maxBytes),
      sizeCalculation: (page, key) => pageBytes(page, key, sharedSegment),
      // A remote platform does not tell us when content changes: its reads are kept as long.
      ttl: READ_CACHE_IDLE_MS,
    });
  }

  /** How many pages are kept, and the bytes they hold. */
  get stats(): { pages: number; bytes: number } {
    return { pages: this.pages.size, bytes: this.pages.calculatedSize };
  }

  /** Pages answered from the cache and those that had to be rendered (for metrics). */
  readonly lookups = { hit: 0, miss: 0 };

  /** A kept page for this key, with a fresh nonce, gzipped when the client accepts it. */
  answer(key: string, acceptEncoding: string | undefined): Response | null {
    const page = this.pages.get(key);
    this.lookups[page ? "hit" : "miss"]++;
    return page ? answerWith(page, acceptEncoding) : null;
  }

  /**
   * Gives a page rendered with the placeholder nonce its own nonce, gzipped when the client
   * accepts it, and keeps it when it is a complete, shareable 200 answer. Other HTML (404,
   * 503) is answered but not kept. `rewrite` changes the page's text, read as Latin-1, once,
   * before it is kept.
   */
  async keep(
    key: string,
    response: Response,
    acceptEncoding: string | undefined,
    rewrite: (html: string) => string = (html) => html,
  ): Promise<Response> {
    const type = response.headers.get("content-type") ?? "";
    const isPage = type.startsWith("text/html");
    // The sitemap's files, the notices' feed and the events' calendar are made from much of a
    // tenant's content as pages are: they are kept as pages are, and not rewritten.
    if (!isPage && !CONTENT_FILE_TYPES.some((t) => type.startsWith(t))) return response;
    // The page is read as Latin-1, a byte to a character: the rewrite and the nonce
    // placeholders are ASCII, so every other byte (UTF-8 text included) passes through as it
    // came, and the text takes half the memory of a decoded one.
    const text = Buffer.from(await response.arrayBuffer()).toString("latin1");
    const html = isPage ? rewrite(text) : text;
    const keeps = this.keeps && response.status === 200 && !response.headers.has("set-cookie");
    // A page answered once is compressed faster, and less, than one kept for many answers.
    const page: Page = {
      status: response.status,
      headers: [...response.headers],
      pieces: this.pieces(html, keeps ? KEPT_LEVEL : ONCE_LEVEL),
    };
    if (keeps) this.pages.set(key, page);
    return answerWith(page, acceptEncoding);
  }

  clear(): void {
    this.pages.clear();
  }

  /** Drops one tenant's pages (their keys start with the tenant's id). */
  clearTenant(tenantId: string): void {
    const prefix = `${tenantId} `;
    for (const key of [...this.pages.keys()]) if (key.startsWith(prefix)) this.pages.delete(key);
  }

  /** A page's text (read as Latin-1) as segments, nonces and the shared segment, in order. */
  private pieces(html: string, level: number): Page["pieces"] {
    const result: Page["pieces"] = [];
    const own = (from: number, to: number) => {
      if (to > from) result.push(segmentOf(Buffer.from(html.slice(from, to), "latin1"), level));
    };
    const shared = this.shared;
    const sharedAt = shared ? html.indexOf(shared.marker) : -1;
    let from = 0;
    for (;;) {
      const nonceAt = html.indexOf(NONCE_PLACEHOLDER, from);
      const to = nonceAt < 0 ? html.length : nonceAt;
      if (shared && sharedAt >= from && sharedAt + shared.marker.length <= to) {
        own(from, sharedAt);
        result.push(shared.segment);
        own(sharedAt + shared.marker.length, to);
      } else {
        own(from, to);
      }
      if (nonceAt < 0) return result;
      result.push(NONCE);
      from = nonceAt + NONCE_PLACEHOLDER.length;
    }
  }
}

/** Compression levels: a kept page is compressed once for many answers. */
const KEPT_LEVEL = 9;
const ONCE_LEVEL = 4;

/** A text's UTF-8 bytes as a Latin-1 string, as keep() reads pages. */
function latin1(text: string): string {
  return Buffer.from(text).toString("latin1");
}

/** A part of a page, held as long as the page: zlib answers a short result as a view of its
 * 16 KB output buffer, which a kept page would then hold whole for a few bytes, so such a
 * result is copied to hold its own bytes only. */
function segmentOf(bytes: Buffer, level: number): Segment {
  const deflated = deflateSegment(bytes, level);
  return {
    text: bytes,
    deflated:
      deflated.byteLength * 2 < deflated.buffer.byteLength ? Buffer.from(deflated) : deflated,
  };
}

/** The page with a fresh nonce, gzipped when the client accepts it. */
function answerWith(page: Page, acceptEncoding: string | undefined): Response {
  const nonce = randomBytes(16).toString("base64");
  const response = /\bgzip\b/.test(acceptEncoding ?? "")
    ? gzippedWithNonce(page, nonce)
    : withNonce(page, nonce);
  response.headers.set("vary", "Accept-Encoding");
  return response;
}

function headersWith(headers: [string, string][], nonce: string): Headers {
  const result = new Headers();
  for (const [name, value] of headers)
    result.append(name, value.replaceAll(NONCE_PLACEHOLDER, nonce));
  return result;
}

function withNonce(page: Page, nonce: string): Response {
  const nonceBytes = Buffer.from(nonce);
  const parts = page.pieces.map((piece) => (piece === NONCE ? nonceBytes : piece.text));
  return new Response(Buffer.concat(parts), {
    status: page.status,
    headers: headersWith(page.headers, nonce),
  });
}

/** Raw deflate of one segment, ending on a byte boundary with a non-final block (a sync
 * flush), so compressed segments can follow one another in one stream. */
function deflateSegment(text: Buffer, level: number): Buffer {
  return deflateRawSync(text, { level, finishFlush: constants.Z_SYNC_FLUSH });
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final, empty block with fixed codes: ends the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/**
 * The page gzipped with its own nonce without compressing the page again: its segments were
 * deflated once when the page was rendered; only the nonces are new. The
 * gzip trailer's CRC-32 and length are those of the whole page as sent.
 */
function gzippedWithNonce(page: Page, nonce: string): Response {
  const nonceText = Buffer.from(nonce);
  const nonceSegment = { text: nonceText, deflated: deflateSegment(nonceText, KEPT_LEVEL) };
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  for (const piece of page.pieces) {
    const segment = piece === NONCE ? nonceSegment : piece;
    parts.push(segment.deflated);
    crc = crc32(segment.text, crc);
    length += segment.text.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  parts.push(FINAL_BLOCK, trailer);
  const headers = headersWith(page.headers, nonce);
  headers.set("content-encoding", "gzip");
  return new Response(Buffer.concat(parts), { status: page.status, headers });
}

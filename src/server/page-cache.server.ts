// Finished pages, kept per tenant and address until content changes. Every response still
// gets its own CSP nonce: a page is rendered with a secret placeholder nonce, and each answer
// replaces the placeholder, in the body and the policy header, with a fresh random one.
import { randomBytes } from "node:crypto";
import { constants, crc32, deflateRawSync } from "node:zlib";
import { LRUCache } from "lru-cache";
import { READ_CACHE_IDLE_MS } from "#contract/index.ts";

interface Page {
  status: number;
  headers: [string, string][];
  /** The page's text between placeholder nonces, as bytes, each compressed once
   * (see gzippedWithNonce). The page is these segments joined by the nonce. */
  segments: { text: Buffer; deflated: Buffer }[];
}

/** Known only to this process, so no content can contain it on purpose. */
export const NONCE_PLACEHOLDER = randomBytes(24).toString("base64url");

/** The bytes a kept page holds: each segment's bytes and compressed bytes, its headers and
 * key. */
function pageBytes(page: Page, key: string): number {
  const segments = page.segments.reduce((n, s) => n + s.text.byteLength + s.deflated.byteLength, 0);
  const headers = page.headers.reduce(
    (n, [name, value]) => n + (name.length + value.length) * 2,
    0,
  );
  return segments + headers + key.length * 2 + 200;
}

export class PageCache {
  private readonly pages: LRUCache<string, Page>;
  /** False with no bytes to keep pages in: every page is rendered (PAGE_CACHE_MB=0). */
  private readonly keeps: boolean;

  constructor({ maxBytes = 24 * 1024 * 1024 }: { maxBytes?: number } = {}) {
    this.keeps = maxBytes > 0;
    this.pages = new LRUCache<string, Page>({
      maxSize: Math.max(1, maxBytes),
      sizeCalculation: pageBytes,
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
    if (!page) return null;
    const nonce = randomBytes(16).toString("base64");
    return /\bgzip\b/.test(acceptEncoding ?? "")
      ? gzippedWithNonce(page, nonce)
      : withNonce(page, nonce);
  }

  /**
   * Gives a page rendered with the placeholder nonce its own nonce, and keeps it when it is a
   * complete, shareable 200 answer. Other HTML (404, 503) is answered but not kept. `rewrite`
   * changes the page's text once, before it is kept.
   */
  async keep(
    key: string,
    response: Response,
    rewrite: (html: string) => string = (html) => html,
  ): Promise<Response> {
    const type = response.headers.get("content-type") ?? "";
    if (!type.startsWith("text/html")) return response;
    const html = rewrite(await response.text());
    const headers: [string, string][] = [...response.headers];
    const keeps = this.keeps && response.status === 200 && !response.headers.has("set-cookie");
    if (!keeps) {
      // Compressed as it goes out, like any answer: only a kept page is worth compressing
      // ahead, in segments, once.
      const nonce = randomBytes(16).toString("base64");
      return new Response(html.replaceAll(NONCE_PLACEHOLDER, nonce), {
        status: response.status,
        headers: headersWith(headers, nonce),
      });
    }
    const page: Page = {
      status: response.status,
      headers,
      segments: html.split(NONCE_PLACEHOLDER).map((part) => {
        const text = Buffer.from(part);
        return { text, deflated: deflateSegment(text) };
      }),
    };
    this.pages.set(key, page);
    return withNonce(page, randomBytes(16).toString("base64"));
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

function headersWith(headers: [string, string][], nonce: string): Headers {
  const result = new Headers();
  for (const [name, value] of headers)
    result.append(name, value.replaceAll(NONCE_PLACEHOLDER, nonce));
  return result;
}

function withNonce(page: Page, nonce: string): Response {
  const nonceBytes = Buffer.from(nonce);
  const parts = page.segments.flatMap((segment, i) =>
    i > 0 ? [nonceBytes, segment.text] : [segment.text],
  );
  return new Response(Buffer.concat(parts), {
    status: page.status,
    headers: headersWith(page.headers, nonce),
  });
}

/** Raw deflate of one segment, ending on a byte boundary with a non-final block (a sync
 * flush), so compressed segments can follow one another in one stream. */
function deflateSegment(text: Buffer): Buffer {
  return deflateRawSync(text, { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final, empty block with fixed codes: ends the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/**
 * The page gzipped with its own nonce without compressing the page again: the segments
 * between nonces were deflated once when the page was kept; only the nonces are new. The
 * gzip trailer's CRC-32 and length are those of the whole page as sent.
 */
function gzippedWithNonce(page: Page, nonce: string): Response {
  const nonceText = Buffer.from(nonce);
  const nonceDeflated = deflateSegment(nonceText);
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  page.segments.forEach((segment, i) => {
    if (i > 0) {
      parts.push(nonceDeflated);
      crc = crc32(nonceText, crc);
      length += nonceText.length;
    }
    parts.push(segment.deflated);
    crc = crc32(segment.text, crc);
    length += segment.text.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  parts.push(FINAL_BLOCK, trailer);
  const headers = headersWith(page.headers, nonce);
  headers.set("content-encoding", "gzip");
  headers.set("vary", "Accept-Encoding");
  return new Response(Buffer.concat(parts), { status: page.status, headers });
}

// Finished API responses, kept until content changes: a read costs a map look-up, not a
// query (PGlite's queries block the event loop). Bounded by bytes; keys carry the tenant.
import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { LRUCache } from "lru-cache";

export class CachedBody {
  readonly etag: string;
  private readonly encodings = new Map<"br" | "gzip", Uint8Array<ArrayBuffer>>();

  constructor(
    readonly status: number,
    readonly body: Uint8Array<ArrayBuffer>,
  ) {
    this.etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  }

  /** The compressed form, made once on first demand, at the best ratio: it is kept. */
  encoded(encoding: "br" | "gzip"): Uint8Array<ArrayBuffer> {
    let bytes = this.encodings.get(encoding);
    if (!bytes) {
      bytes =
        encoding === "br"
          ? brotliCompressSync(this.body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 9,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.body.byteLength,
              },
            })
          : gzipSync(this.body, { level: 9 });
      this.encodings.set(encoding, bytes);
    }
    return bytes;
  }
}

export class ResponseCache {
  private readonly entries = new LRUCache<string, CachedBody>({
    maxSize: 12 * 1024 * 1024,
    // The body and, at most, its two compressed forms, and the key.
    sizeCalculation: (entry, key) => entry.body.byteLength * 2 + key.length * 2 + 200,
  });

  /** Requests answered from the cache and those that had to be made (for metrics). */
  readonly lookups = { hit: 0, miss: 0 };
  get bytes(): number {
    return this.entries.calculatedSize;
  }

  get(key: string): CachedBody | undefined {
    return this.entries.get(key);
  }

  set(key: string, entry: CachedBody): void {
    this.entries.set(key, entry);
  }

  clear(): void {
    this.entries.clear();
  }

  /** Drops the answers of these scopes (a key starts with its scope). */
  clearScopes(scopes: readonly string[]): void {
    const prefixes = scopes.map((scope) => `${scope} `);
    for (const key of [...this.entries.keys()]) {
      if (prefixes.some((prefix) => key.startsWith(prefix))) this.entries.delete(key);
    }
  }
}

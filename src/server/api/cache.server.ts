// Finished API responses, kept until content changes: a read costs a map look-up, not a
// query (PGlite's queries block the event loop). Bounded by bytes; keys carry the tenant.
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { LRUCache } from "lru-cache";

export class CachedBody {
  readonly etag: string;
  private gzipped: Uint8Array<ArrayBuffer> | undefined;

  constructor(
    readonly status: number,
    readonly body: Uint8Array<ArrayBuffer>,
  ) {
    this.etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  }

  /** The gzip form, made once on first demand. */
  gzip(): Uint8Array<ArrayBuffer> {
    this.gzipped ??= gzipSync(this.body, { level: 6 });
    return this.gzipped;
  }
}

export class ResponseCache {
  private readonly entries = new LRUCache<string, CachedBody>({
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (entry) => entry.body.byteLength * 2 + 200,
  });

  get(key: string): CachedBody | undefined {
    return this.entries.get(key);
  }

  set(key: string, entry: CachedBody): void {
    this.entries.set(key, entry);
  }

  clear(): void {
    this.entries.clear();
  }
}

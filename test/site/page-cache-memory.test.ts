// A kept page holds its own bytes (decision 052). In a file of its own, so that no other
// test's store or server comes and goes in the process while it measures.
import { describe, expect, it } from "vitest";
import { PageCache } from "#server/page-cache.server.ts";
import { collected } from "#test/support/gc.ts";

describe("a kept page's memory", () => {
  it("is its own bytes, not zlib's output buffer for a short page", async () => {
    // Short pages: zlib's answer for each is a few bytes of a larger buffer.
    const html = (i: number) =>
      `<!doctype html><p>page ${i}</p>` +
      Array.from({ length: 20 }, (_, n) => `<script>${n}</script>`).join("");
    const cache = new PageCache({ maxBytes: 64 * 1024 * 1024 });
    await collected();
    const before = process.memoryUsage().arrayBuffers;
    for (let i = 0; i < 50; i++) {
      cache.keep(
        `page ${i}`,
        {
          status: 200,
          headers: [["content-type", "text/html"]],
          body: Buffer.from(html(i)),
          etag: null,
        },
        { acceptEncoding: undefined, ifNoneMatch: undefined },
      );
    }
    await collected();
    const held = process.memoryUsage().arrayBuffers - before;
    expect(cache.stats.pages).toBe(50);
    // 50 pages each holding a 16 KB buffer (or more) of zlib's would hold 800 KB or more.
    expect(held).toBeLessThan(256 * 1024);
  });
});

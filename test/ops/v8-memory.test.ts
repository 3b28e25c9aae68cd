// Decision 027: a server keeps V8's young generation at its initial size under load, which
// the flags `prospectus serve` sets on itself do; the other commands keep V8's defaults.
import { describe, expect, it } from "vitest";
import { get, scrape } from "#test/support/http.ts";
import { startServerProcess, tempDir } from "#test/support/process.ts";

/** The young generation's reserved bytes, as prom-client reports V8's heap spaces. */
function newSpaceBytes(metrics: string): number {
  const line = metrics
    .split("\n")
    .find((l) => l.startsWith('nodejs_heap_space_size_total_bytes{space="new"}'));
  return line ? Number(line.split(" ").at(-1)) : Number.NaN;
}

describe("a server's V8 heap", () => {
  it("keeps its young generation small while it renders page after page", async () => {
    // No page is kept, so every request renders in full and allocates.
    const server = await startServerProcess({
      DATA_DIR: await tempDir(),
      METRICS_PORT: "0",
      PAGE_CACHE_MB: "0",
    });
    try {
      const url = /Metrics: (http:\/\/127\.0\.0\.1:\d+\/metrics)/.exec(server.stdout())?.[1];
      expect(url, server.stdout()).toBeDefined();
      for (let round = 0; round < 10; round++) {
        const replies = await Promise.all(
          Array.from({ length: 8 }, () => get(server.port, "/", { host: "localhost" })),
        );
        expect(replies.map((r) => r.status)).toEqual(Array(8).fill(200));
      }
      // V8 grows the young generation to 32 MB under such a load by default.
      expect(newSpaceBytes((await scrape(url!)).text)).toBeLessThanOrEqual(4 * 1024 * 1024);
    } finally {
      await server.stop();
    }
  });
});

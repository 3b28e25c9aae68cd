// A page's render is let go once the page is written: nothing of it (its React tree, the
// route data, the serialised data) stays in memory after the answer. Each render used to stay
// six seconds, held by the timer that stops an unfinished one: under load the last six
// seconds' renders were all in memory, and every render outlived the young generation.
// In a file of its own, so that no other test's store or server comes and goes in the process
// while it measures.
import { describe, expect, it } from "vitest";
import { demoJson } from "#test/support/bundles.ts";
import { collected } from "#test/support/gc.ts";
import { demoServer } from "#test/support/server.ts";

/** The V8 heap in use once garbage is collected. */
async function heapUsed(): Promise<number> {
  await collected();
  return process.memoryUsage().heapUsed;
}

describe("a page's render", () => {
  const host = demoJson(0).hosts[0] ?? "";

  // No page is kept: every request renders.
  const running = demoServer([0], { pageCacheBytes: 0 });

  it("is let go once the page is written", async () => {
    const render = async () => {
      const reply = await running.get("/", { host });
      expect(reply.status).toBe(200);
      expect(reply.text).toContain("</html>");
    };
    // The first renders fill what is kept between requests (reads, route look-ups, and the
    // code V8 compiles and optimises as a render runs again and again).
    for (let i = 0; i < 30; i++) await render();
    const before = await heapUsed();
    for (let i = 0; i < 40; i++) await render();
    const held = (await heapUsed()) - before;
    // A landing page's render held whole is about 150 KB (its serialised data alone about
    // 40 KB): forty held would be about 6 MB; let go, 40 renders leave a few hundred KB.
    expect(held).toBeLessThan(2 * 1024 * 1024);
  });
});

// `serve` on a fresh data directory, as `npm start` runs it: a few plain lines, one per demo
// address, and nothing on standard error (no deprecation warnings, no logs).
import { describe, expect, it } from "vitest";
import { startServerProcess, tempDir } from "#test/support/process.ts";

describe("quiet start", () => {
  it("prints the first-start note, the port and one line per demo address, nothing else", async () => {
    const server = await startServerProcess({ DATA_DIR: await tempDir(), LOG_LEVEL: "info" });
    try {
      // Warnings printed just after the banner would show here.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const port = server.port;
      expect(server.stdout().trimEnd().split("\n")).toEqual([
        "The store is empty: loading the demo institutes (first start only)…",
        `Prospectus is serving on port ${port}:`,
        expect.stringMatching(
          new RegExp(
            `^  http://localhost:${port}/ +Sahyadri Arts, Science and Commerce College, Pune$`,
          ),
        ),
        expect.stringMatching(new RegExp(`^  http://sahyadri\\.localhost:${port}/ +Sahyadri `)),
        expect.stringMatching(
          new RegExp(`^  http://krishna\\.localhost:${port}/ +Krishna Valley `),
        ),
      ]);
      expect(server.stderr()).toBe("");
    } finally {
      await server.stop();
    }
  }, 180_000);
});

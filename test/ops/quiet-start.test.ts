// `serve` on a fresh data directory, as `npm start` runs it: a few plain lines, one per demo
// address, and nothing on standard error (no deprecation warnings, no logs).
import { describe, expect, it } from "vitest";
import { startServerProcess, tempDir } from "#test/support/process.ts";

/** The message of a JSON log line, or the line itself if it is not one. */
function messageOf(line: string): unknown {
  try {
    return (JSON.parse(line) as { msg?: unknown }).msg;
  } catch {
    return line;
  }
}

describe("quiet start", () => {
  it("prints the first-start note, the port and one line per demo address, nothing else", async () => {
    const server = await startServerProcess({ DATA_DIR: await tempDir(), LOG_LEVEL: "info" });
    const port = server.port;
    // Everything it printed from start to stop: a warning printed just after the banner, or
    // at any time before the server was stopped, would show here.
    expect(await server.stop()).toBe(0);
    const lines = server.stdout().trimEnd().split("\n");
    expect(lines.slice(0, 5)).toEqual([
      "The store is empty: loading the demo institutes (first start only)…",
      `Prospectus is serving on port ${port}:`,
      expect.stringMatching(
        new RegExp(
          `^  http://localhost:${port}/ +Sahyadri Arts, Science and Commerce College, Pune$`,
        ),
      ),
      expect.stringMatching(new RegExp(`^  http://sahyadri\\.localhost:${port}/ +Sahyadri `)),
      expect.stringMatching(new RegExp(`^  http://krishna\\.localhost:${port}/ +Krishna Valley `)),
    ]);
    // Then only the two log lines of the stop itself.
    expect(lines.slice(5).map(messageOf)).toEqual([
      "shutting down: finishing the requests in flight",
      "stopped",
    ]);
    expect(server.stderr()).toBe("");
  }, 180_000);
});

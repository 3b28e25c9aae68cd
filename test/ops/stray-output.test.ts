// A real server's output under a client's bad requests: every line is the logger's JSON (or the
// operator's start lines), none at error level, and each request gets a page, not a crash.
import net from "node:net";
import { describe, expect, it } from "vitest";
import { get } from "#test/support/http.ts";
import { logged, startServerProcess, tempDir } from "#test/support/process.ts";

/**
 * Sends `head` as it is on a connection of its own and resolves with the whole answer; `cut`
 * closes the connection as soon as it is written.
 */
function raw(port: number, head: string, cut = false): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(head);
      if (cut) socket.destroy();
    });
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
    socket.once("close", () => resolve(answer));
    socket.once("error", reject);
  });
}

interface Line {
  level: number;
  msg: string;
}

describe("the server's output under bad requests", () => {
  it("logs a bad address, a line break in a path and a client gone mid-request as JSON, below error level", async () => {
    const server = await startServerProcess({ DATA_DIR: await tempDir(), LOG_LEVEL: "debug" });
    const status = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
    try {
      for (const path of ["/%E0%A4%A", "/%", "/one/notice/%E0%A4%A/detail"]) {
        const malformed = await get(server.port, path, { host: "localhost" });
        expect(malformed.status, path).toBe(404);
        expect(malformed.text, path).toContain("Page not found");
      }
      expect((await get(server.port, "/%E0%A4%A.data", { host: "localhost" })).status).toBe(404);

      // Encoded, the line break reaches the router, whose catch-all does not match it.
      const encoded = await raw(
        server.port,
        "GET /a%0D%0Ab HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
      );
      expect(status(encoded)).toBe(404);
      expect(encoded).toContain("<html");
      // As they are, CR and LF end the request line: Node answers 400 itself.
      for (const path of ["/a\rb", "/a\nb", "/a\r\nb"]) {
        const answer = await raw(
          server.port,
          `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
        );
        expect(status(answer), JSON.stringify(path)).toBe(400);
      }

      // A body promised and cut short: the client is gone before the 405 could be sent.
      await raw(
        server.port,
        "POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 10000\r\n\r\npart of it",
        true,
      );
      // Its line, whatever it says, names the path.
      await logged(server, '"path":"/",');
      // The server still serves.
      expect((await get(server.port, "/", { host: "localhost" })).status).toBe(200);
    } finally {
      await server.stop();
    }

    expect(server.stderr()).toBe("");
    // After the start, only the logger writes: the operator's host lines end the start.
    const afterStart = server.stdout().split(/serving on port \d+:\n/)[1] ?? "";
    const lines = afterStart
      .split("\n")
      .filter((line) => line !== "" && !/^ {2}http:\/\/\S+:\d+\/ +\S/.test(line));
    const parsed = lines.map((line): Line => {
      try {
        return JSON.parse(line) as Line;
      } catch {
        throw new Error(`not the logger's JSON: ${line}`);
      }
    });
    expect(parsed.filter((line) => line.level >= 50)).toEqual([]);
    const messages = parsed.map((line) => line.msg);
    expect(messages).toContain("an address that does not decode");
    expect(messages).toContain("no page answers this address");
    expect(messages).toContain("the client went away");
  }, 240_000);
});

import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { LineReader, LineTooLong, NoLineInTime } from "./lines.server.ts";

async function all(lines: LineReader): Promise<string[]> {
  const read: string[] = [];
  for (let line = await lines.next(); line !== null; line = await lines.next()) {
    read.push(line.toString());
  }
  return read;
}

describe("LineReader", () => {
  it("reads lines split anywhere across chunks, and drops a last line without its newline", async () => {
    const input = new PassThrough();
    const lines = new LineReader(input, 1024 * 1024);
    const long = "é".repeat(100_000);
    const text = `first\n\n${long}\nनमस्ते\ncut`;
    const bytes = Buffer.from(text);
    for (let at = 0; at < bytes.length; at += 7_001) input.write(bytes.subarray(at, at + 7_001));
    input.end();
    expect(await all(lines)).toEqual(["first", "", long, "नमस्ते"]);
  });

  it("refuses a line over its bound, even before its newline, and reads no more", async () => {
    const input = new PassThrough();
    const lines = new LineReader(input, 1000);
    input.write(`${"a".repeat(1000)}\n`);
    input.write("b".repeat(600));
    input.write("b".repeat(600));
    expect((await lines.next())?.length).toBe(1000);
    await expect(lines.next()).rejects.toThrow(LineTooLong);
    await expect(lines.next()).rejects.toThrow(
      "a line is longer than 1 KiB, the most one may hold",
    );
  });

  it("says when nothing came in time, and ends with a failed stream, keeping why", async () => {
    const input = new PassThrough();
    const lines = new LineReader(input, 1000);
    await expect(lines.next(20, "the request")).rejects.toThrow(
      new NoLineInTime("the request did not come in 0.02 s"),
    );
    input.write("half a li");
    input.destroy(new Error("reset"));
    expect(await lines.next()).toBeNull();
    expect(lines.error?.message).toBe("reset");
  });
});

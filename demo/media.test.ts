import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32, inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { pdf, png, type PngKind } from "./media.ts";
import { pick, seededRandom } from "./random.ts";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

interface PngChunk {
  readonly type: string;
  readonly data: Buffer;
  readonly crc: number;
  readonly crcInput: Buffer;
}

function readChunks(file: Buffer): PngChunk[] {
  const chunks: PngChunk[] = [];
  let offset = PNG_SIGNATURE.length;
  while (offset < file.length) {
    const length = file.readUInt32BE(offset);
    const end = offset + 8 + length;
    chunks.push({
      type: file.toString("latin1", offset + 4, offset + 8),
      data: file.subarray(offset + 8, end),
      crc: file.readUInt32BE(end),
      crcInput: file.subarray(offset + 4, end),
    });
    offset = end + 4;
  }
  return chunks;
}

const CASES: readonly { kind: PngKind; width: number; height: number; label?: string }[] = [
  { kind: "photo", width: 320, height: 240 },
  { kind: "banner", width: 960, height: 400, label: "Annual Sports Meet 2025" },
  { kind: "avatar", width: 128, height: 128 },
  { kind: "logo", width: 160, height: 120, label: "Vidya Prasarak Mandal" },
  { kind: "logo", width: 96, height: 96 },
  { kind: "qr", width: 150, height: 150, label: "https://example.edu/admissions" },
];

describe("png", () => {
  it.each(CASES)("writes a well-formed $kind $width x $height", (opts) => {
    const file = png("college-7", opts);
    expect([...file.subarray(0, 8)]).toEqual(PNG_SIGNATURE);

    const chunks = readChunks(file);
    expect(chunks.map((c) => c.type)).toEqual(["IHDR", "IDAT", "IEND"]);
    for (const chunk of chunks) expect(chunk.crc).toBe(crc32(chunk.crcInput));

    const header = chunks[0]?.data ?? Buffer.alloc(0);
    expect(header.readUInt32BE(0)).toBe(opts.width);
    expect(header.readUInt32BE(4)).toBe(opts.height);
    expect([...header.subarray(8)]).toEqual([8, 2, 0, 0, 0]);

    const idat = Buffer.concat(chunks.filter((c) => c.type === "IDAT").map((c) => c.data));
    const scanlines = inflateSync(idat);
    expect(scanlines.length).toBe(opts.height * (1 + 3 * opts.width));
    for (let y = 0; y < opts.height; y++) {
      expect(scanlines[y * (1 + 3 * opts.width)]).toBeLessThanOrEqual(4);
    }
  });

  it.each(CASES)("is deterministic per seed for $kind", (opts) => {
    expect(png("seed-a", opts).equals(png("seed-a", opts))).toBe(true);
    expect(png("seed-a", opts).equals(png("seed-b", opts))).toBe(false);
  });

  it("keeps a 960x400 banner small", () => {
    for (const seed of ["a", "b", "c", "d", "e"]) {
      const file = png(seed, { kind: "banner", width: 960, height: 400, label: "Welcome" });
      expect(file.length).toBeLessThan(60_000);
    }
  });

  it("rejects unusable dimensions", () => {
    expect(() => png("x", { kind: "photo", width: 0, height: 10 })).toThrow(RangeError);
    expect(() => png("x", { kind: "photo", width: 10.5, height: 10 })).toThrow(RangeError);
    expect(() => png("x", { kind: "qr", width: 20, height: 20 })).toThrow(RangeError);
  });
});

/** Parses the single xref subsection that startxref points at; returns the in-use entries. */
function xrefEntries(text: string): { objectNumber: number; offset: number }[] {
  const startxref = /startxref\n(\d+)\n%%EOF\n?$/.exec(text);
  expect(startxref).not.toBeNull();
  const xrefAt = Number(startxref?.[1]);
  expect(text.startsWith("xref\n", xrefAt)).toBe(true);
  const section = /^xref\n(\d+) (\d+)\n/.exec(text.slice(xrefAt));
  const first = Number(section?.[1]);
  const count = Number(section?.[2]);
  const entriesAt = xrefAt + (section?.[0].length ?? 0);
  const entries: { objectNumber: number; offset: number }[] = [];
  for (let i = 0; i < count; i++) {
    const entry = text.slice(entriesAt + i * 20, entriesAt + (i + 1) * 20);
    expect(entry).toMatch(/^\d{10} \d{5} [fn] \n$/);
    if (entry[17] === "n")
      entries.push({ objectNumber: first + i, offset: Number(entry.slice(0, 10)) });
  }
  return entries;
}

const hasPdftotext = (() => {
  try {
    execFileSync("pdftotext", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

describe("pdf", () => {
  const options = {
    title: "Examination Time Table (Revised) \\ Semester II",
    lines: [
      "Students of F.Y.B.Sc. are informed that the examinations begin on 12 March 2025.",
      "",
      "Fees paid: \u20b9 500 (non-refundable).",
      "Principal",
    ],
  };

  it("is a byte-stable PDF 1.4 file with a correct xref table", () => {
    const file = pdf("notice-1", options);
    const text = file.toString("latin1");
    expect(text.startsWith("%PDF-1.4\n")).toBe(true);
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);

    const entries = xrefEntries(text);
    expect(entries.length).toBe(7);
    for (const { objectNumber, offset } of entries) {
      expect(text.startsWith(`${objectNumber} 0 obj`, offset)).toBe(true);
    }

    expect(pdf("notice-1", options).equals(file)).toBe(true);
    expect(pdf("notice-2", options).equals(file)).toBe(false);
  });

  it("escapes delimiters and replaces characters outside Latin-1", () => {
    const text = pdf("n", options).toString("latin1");
    expect(text).toContain("(Examination Time Table \\(Revised\\) \\\\ Semester II) Tj");
    expect(text).toContain("(Fees paid: ? 500 \\(non-refundable\\).) Tj");
  });

  it.skipIf(!hasPdftotext)("round-trips its text through pdftotext", () => {
    const dir = mkdtempSync(join(tmpdir(), "media-test-"));
    try {
      const path = join(dir, "notice.pdf");
      writeFileSync(path, pdf("notice-1", options));
      const extracted = execFileSync("pdftotext", ["-enc", "UTF-8", path, "-"], {
        encoding: "utf8",
      });
      const normalise = (s: string): string => s.replace(/\s+/g, " ").trim();
      const expected = [options.title, ...options.lines.filter((l) => l !== "")]
        .map((l) => l.replace("\u20b9", "?"))
        .join(" ");
      expect(normalise(extracted)).toBe(normalise(expected));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("seededRandom", () => {
  it("repeats per seed and stays in [0, 1)", () => {
    const a = seededRandom("x");
    const b = seededRandom("x");
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(seededRandom("y")()).not.toBe(values[0]);
  });

  it("picks every element of a list eventually", () => {
    const rnd = seededRandom("pick");
    const seen = new Set(Array.from({ length: 200 }, () => pick(rnd, ["a", "b", "c"] as const)));
    expect([...seen].sort()).toEqual(["a", "b", "c"]);
  });
});

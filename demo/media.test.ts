import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inflateSync } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { mediaBytes } from "./media.ts";
import { pictureSvg, type PngKind } from "./picture.ts";
import { mediaFileName, pdfRecipe, pngRecipe } from "./recipe.ts";
import { pick, seededRandom } from "./random.ts";
import { renderMedia } from "./render.ts";

const CASES: readonly { kind: PngKind; width: number; height: number; label?: string }[] = [
  { kind: "photo", width: 320, height: 240 },
  { kind: "banner", width: 960, height: 400, label: "Annual Sports Meet 2025" },
  { kind: "avatar", width: 128, height: 128 },
  { kind: "logo", width: 160, height: 120, label: "Vidya Prasarak Mandal" },
  { kind: "logo", width: 96, height: 96 },
  { kind: "qr", width: 150, height: 150, label: "https://example.edu/admissions" },
];

const png = (seed: string, opts: (typeof CASES)[number]) => renderMedia(pngRecipe(seed, opts));

describe("png", () => {
  it.each(CASES)("is a PNG of $kind $width x $height without transparency", async (opts) => {
    const meta = await sharp(await png("college-7", opts)).metadata();
    expect(meta.format).toBe("png");
    expect([meta.width, meta.height]).toEqual([opts.width, opts.height]);
    expect(meta.hasAlpha).toBe(false);
  });

  it.each(CASES)("is deterministic per seed for $kind", async (opts) => {
    const file = await png("seed-a", opts);
    expect(file.equals(await png("seed-a", opts))).toBe(true);
    expect(file.equals(await png("seed-b", opts))).toBe(false);
  });

  it("shows its caption: the strip under a banner's label is darker than without one", async () => {
    const strip = async (label?: string) => {
      const opts = {
        kind: "banner" as const,
        width: 960,
        height: 400,
        ...(label ? { label } : {}),
      };
      const pixels = await sharp(await png("s", opts))
        .extract({ left: 0, top: 390, width: 960, height: 10 })
        .raw()
        .toBuffer();
      return pixels.reduce((sum, value) => sum + value, 0) / pixels.length;
    };
    expect(await strip("Welcome")).toBeLessThan((await strip()) * 0.8);
  });

  it("keeps a 960x400 banner small", async () => {
    for (const seed of ["a", "b", "c", "d", "e"]) {
      const file = await png(seed, { kind: "banner", width: 960, height: 400, label: "Welcome" });
      expect(file.length).toBeLessThan(60_000);
    }
  });

  it("rejects unusable dimensions", () => {
    expect(() => pictureSvg("x", { kind: "photo", width: 0, height: 10 })).toThrow(RangeError);
    expect(() => pictureSvg("x", { kind: "photo", width: 10.5, height: 10 })).toThrow(RangeError);
    expect(() => pictureSvg("x", { kind: "qr", width: 20, height: 20 })).toThrow(RangeError);
  });
});

/**
 * The text a PDF shows, in drawing order: its content stream inflated, and the strings of
 * each text operator (PDFKit writes the standard fonts' WinAnsi codes in hex) decoded.
 */
function shownText(file: Buffer): string[] {
  const text = file.toString("latin1");
  const content = /\/Length \d+\s*\/Filter \/FlateDecode\s*>>\s*stream\n/.exec(text);
  expect(content).not.toBeNull();
  const from = (content?.index ?? 0) + (content?.[0].length ?? 0);
  const stream = inflateSync(file.subarray(from, text.indexOf("\nendstream", from))).toString(
    "latin1",
  );
  return [...stream.matchAll(/\[(.*?)\] TJ/g)].map((op) =>
    [...(op[1] ?? "").matchAll(/<([0-9a-f]*)>/g)]
      .map((hex) => Buffer.from(hex[1] ?? "", "hex").toString("latin1"))
      .join(""),
  );
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
  const pdf = (seed: string) => renderMedia(pdfRecipe(seed, options));

  it("is one A4 page, the same bytes for the same seed", async () => {
    const file = await pdf("notice-1");
    const text = file.toString("latin1");
    expect(text.startsWith("%PDF-")).toBe(true);
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(text).toContain("/MediaBox [0 0 595 842]");
    expect((await pdf("notice-1")).equals(file)).toBe(true);
    expect((await pdf("notice-2")).equals(file)).toBe(false);
  });

  it("shows its title and lines, with characters outside Latin-1 as '?'", async () => {
    expect(shownText(await pdf("n"))).toEqual([
      options.title,
      ...options.lines.filter((l) => l !== "").map((l) => l.replace("\u20b9", "?")),
    ]);
  });

  it("drops what does not fit its one page", async () => {
    const lines = Array.from({ length: 100 }, (_, i) => `Line ${i + 1}`);
    const shown = shownText(await renderMedia(pdfRecipe("long", { title: "Long", lines })));
    expect(shown.length).toBeGreaterThan(30);
    expect(shown.length).toBeLessThan(60);
    expect(shown.at(-1)).toBe(`Line ${shown.length - 1}`);
  });

  it.skipIf(!hasPdftotext && !process.env.CI)(
    "round-trips its text through pdftotext",
    async () => {
      const dir = mkdtempSync(join(tmpdir(), "media-test-"));
      try {
        const path = join(dir, "notice.pdf");
        writeFileSync(path, await pdf("notice-1"));
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
    },
  );
});

describe("mediaBytes", () => {
  it("gives each recipe the file its renderer makes, one file per distinct recipe", async () => {
    const photo = pngRecipe("pool-photo-1", { kind: "photo", width: 320, height: 240 });
    const same = pngRecipe("pool-photo-1", { width: 320, height: 240, kind: "photo" });
    const doc = pdfRecipe("doc", { title: "A", lines: ["b"] });
    expect(mediaFileName(same)).toBe(mediaFileName(photo));
    expect(mediaFileName(doc)).toMatch(/^[0-9a-f]{32}\.pdf$/);
    const files = await mediaBytes(
      new Map([
        ["a.png", photo],
        ["b.png", same],
        ["c.pdf", doc],
      ]),
    );
    expect(files.get("a.png")).toBe(files.get("b.png"));
    expect(Buffer.from(files.get("a.png") ?? []).equals(await renderMedia(photo))).toBe(true);
    expect(Buffer.from(files.get("c.pdf") ?? []).equals(await renderMedia(doc))).toBe(true);
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

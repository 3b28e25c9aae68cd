import { describe, expect, it } from "vitest";
import { characters, cutAt, matchesName, truncate } from "./text.ts";

/** Where a browser lets a line of text break between user-perceived characters. */
function isGraphemeBoundary(text: string, at: number): boolean {
  const graphemes = new Intl.Segmenter("hi", { granularity: "grapheme" }).segment(text);
  return [...graphemes].some((s) => s.index === at) || at === text.length;
}

// "Kshetra" and "Shraddha": a conjunct with a virama, vowel signs, an anusvara and a nukta.
const KSHETRA = "क्षेत्र";
const TITLE = "क्षेत्रीय ज़िला परिषद श्रद्धांजलि सभा";

describe("characters", () => {
  it("counts a letter with its vowel signs, a conjunct and a nukta as one character each", () => {
    expect(characters(KSHETRA)).toEqual(["क्षे", "त्र"]);
    expect(characters("ज़िला")).toEqual(["ज़ि", "ला"]);
    expect(characters("हिंदी")).toEqual(["हिं", "दी"]);
  });

  it("leaves Latin text a character per code point, and keeps emoji with their modifiers", () => {
    expect(characters("Notice")).toEqual(["N", "o", "t", "i", "c", "e"]);
    expect(characters("a👍🏽b")).toEqual(["a", "👍🏽", "b"]);
    expect(characters("👩‍🎓!")).toEqual(["👩‍🎓", "!"]);
    expect(characters("🇮🇳🇳🇵")).toEqual(["🇮🇳", "🇳🇵"]);
  });

  it("does not join a word ending in a virama to the next word", () => {
    expect(characters("जगत् में")).toEqual(["ज", "ग", "त्", " ", "में"]);
  });

  it("agrees with the grapheme clusters of the Unicode standard on Devanagari", () => {
    const segmented = [...new Intl.Segmenter("hi", { granularity: "grapheme" }).segment(TITLE)];
    expect(characters(TITLE)).toEqual(segmented.map((s) => s.segment));
  });
});

describe("truncate", () => {
  it("cuts Devanagari between characters, never inside a conjunct or before a vowel sign", () => {
    for (let max = 1; max < characters(TITLE).length; max++) {
      const shown = truncate(TITLE, max);
      const kept = shown.slice(0, -1);
      expect(shown.endsWith("…")).toBe(true);
      expect(TITLE.startsWith(kept), shown).toBe(true);
      expect(isGraphemeBoundary(TITLE, kept.length), shown).toBe(true);
    }
  });

  it("counts what a reader counts: a title of 70 Devanagari characters is not cut at 70", () => {
    const seventy = "क्षे".repeat(70);
    expect(characters(seventy)).toHaveLength(70);
    expect(truncate(seventy, 70)).toBe(seventy);
  });

  it("keeps Latin text as before", () => {
    expect(truncate("Admission notice for the first year", 9)).toBe("Admission…");
    expect(truncate("Short", 9)).toBe("Short");
  });
});

describe("cutAt", () => {
  it("splits a text into what is shown and the rest, between characters", () => {
    expect(cutAt(TITLE, 2)).toEqual(["क्षेत्री", TITLE.slice("क्षेत्री".length)]);
    expect(cutAt("हिंदी", 5)).toEqual(["हिंदी", ""]);
  });
});

describe("matchesName", () => {
  it("finds a name however its nukta letters are encoded", () => {
    const composed = "\u095b\u093f\u0932\u093e"; // ज़िला with the one-code-point ज़
    const decomposed = "\u091c\u093c\u093f\u0932\u093e"; // ज + nukta, as NFC writes it
    expect(matchesName(`${composed} परिषद`, decomposed)).toBe(true);
    expect(matchesName(`${decomposed} परिषद`, composed)).toBe(true);
  });
});

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  accessibleAccent,
  contrastRatio,
  DEFAULT_ACCENT,
  MIN_CONTRAST,
  relativeLuminance,
  themeStyle,
} from "./theme.ts";

/** Hue in degrees of a #rrggbb colour. */
function hue(hex: string): number {
  const channel = (at: number) => parseInt(hex.slice(at, at + 2), 16) / 255;
  const [r, g, b] = [channel(1), channel(3), channel(5)];
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

describe("WCAG luminance and contrast", () => {
  it("gives the reference values", () => {
    expect(relativeLuminance("#000000")).toBe(0);
    expect(relativeLuminance("#ffffff")).toBeCloseTo(1, 10);
    expect(relativeLuminance("#808080")).toBeCloseTo(0.2158605, 6);
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 10);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
    // Symmetric, and the classic #767676 on white just passes AA.
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#ffffff", "#767676")).toBe(contrastRatio("#767676", "#ffffff"));
  });
});

describe("accessibleAccent", () => {
  it("keeps a colour that already passes with white", () => {
    expect(accessibleAccent("#1A5FB4")).toBe("#1a5fb4");
    expect(accessibleAccent("#000000")).toBe("#000000");
  });

  it.each(["#ffff00", "#ffffff", "#87ceeb", "#f5a623", "#1abc9c", "#ff6b6b", "#7f7f7f"])(
    "darkens %s just enough for white text and for text on white",
    (colour) => {
      const accent = accessibleAccent(colour);
      expect(contrastRatio(accent, "#ffffff")).toBeGreaterThanOrEqual(MIN_CONTRAST);
      // Just enough: a slightly lighter shade would fail.
      expect(contrastRatio(accent, "#ffffff")).toBeLessThan(MIN_CONTRAST + 0.15);
      if (colour !== "#ffffff" && colour !== "#7f7f7f") {
        expect(Math.abs(hue(accent) - hue(colour))).toBeLessThan(3);
      }
    },
  );
});

describe("themeStyle", () => {
  it("sets the accent and its ink", () => {
    expect(themeStyle("#1a5fb4")).toEqual({ "--accent": "#1a5fb4", "--accent-ink": "#ffffff" });
    const light = themeStyle("#ffd700");
    expect(light?.["--accent-ink"]).toBe("#ffffff");
    expect(contrastRatio(light?.["--accent"] ?? "", "#ffffff")).toBeGreaterThanOrEqual(4.5);
  });

  it("leaves the default accent when there is no valid colour", () => {
    expect(themeStyle(undefined)).toBeUndefined();
    expect(themeStyle("")).toBeUndefined();
    expect(themeStyle("red")).toBeUndefined();
    expect(themeStyle("#12345")).toBeUndefined();
    expect(themeStyle("url(javascript:x)")).toBeUndefined();
  });

  it("has the stylesheet's default accent, a colour white text passes on", () => {
    const css = readFileSync(new URL("../app.css", import.meta.url), "utf8");
    expect(css).toContain(`var(--accent, ${DEFAULT_ACCENT})`);
    expect(contrastRatio(DEFAULT_ACCENT, "#ffffff")).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });
});

// The institute's color_theme becomes the site's accent colour. The accent is used two ways:
// as a background under text (buttons, the top bar) and as text on white (links, headings).
// Contrast is symmetric, so one colour with at least 4.5:1 against white serves both with white
// ink (WCAG 2.2 AA, 1.4.3). A colour too light for that is darkened, keeping its hue, just
// enough to pass.
import type { CSSProperties } from "react";

/** WCAG AA contrast for normal text. */
export const MIN_CONTRAST = 4.5;
const WHITE = "#ffffff";
const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

type Rgb = readonly [number, number, number];

function parseHex(hex: string): Rgb {
  const channel = (at: number) => parseInt(hex.slice(at, at + 2), 16);
  return [channel(1), channel(3), channel(5)];
}

function mapRgb([r, g, b]: Rgb, f: (channel: number) => number): Rgb {
  return [f(r), f(g), f(b)];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;
}

/** WCAG relative luminance of an sRGB colour given as #rrggbb. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = mapRgb(parseHex(hex), (c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * The colour itself when white text on it passes, else the lightest darker shade of it (all
 * channels scaled by one factor, so the hue stays) that passes.
 */
export function accessibleAccent(hex: string): string {
  if (contrastRatio(hex, WHITE) >= MIN_CONTRAST) return hex.toLowerCase();
  const rgb = parseHex(hex);
  const scaled = (f: number) => toHex(mapRgb(rgb, (c) => c * f));
  // Bisect the scale factor: 0 (black, passes) … 1 (the colour, fails).
  let pass = 0;
  let fail = 1;
  while (fail - pass > 1 / 1024) {
    const mid = (pass + fail) / 2;
    if (contrastRatio(scaled(mid), WHITE) >= MIN_CONTRAST) pass = mid;
    else fail = mid;
  }
  return scaled(pass);
}

/** The accent of an institute without a colour of its own: app.css's `--accent` fallback. */
export const DEFAULT_ACCENT = "#1d4ed8";

/** The CSS variables app.css maps to the accent utilities; undefined keeps its default. */
export type ThemeStyle = CSSProperties & Record<`--${string}`, string>;

export function themeStyle(colorTheme: string | undefined): ThemeStyle | undefined {
  if (!colorTheme || !HEX_COLOUR.test(colorTheme)) return undefined;
  return { "--accent": accessibleAccent(colorTheme), "--accent-ink": WHITE };
}

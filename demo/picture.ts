// The demo's pictures as SVG: campus photos and banners, portraits, emblems and QR-like codes,
// drawn from a seed so the same seed always gives the same drawing (no clock, no
// Math.random). sharp turns a drawing into a PNG (./render.ts); text is a 5x7 pixel font
// drawn as squares, so no font file is needed and every machine draws it alike.
import { pick, seededRandom, type Random } from "./random.ts";

export type PngKind = "photo" | "avatar" | "banner" | "logo" | "qr";

export interface PngOptions {
  readonly width: number;
  readonly height: number;
  readonly kind: PngKind;
  /**
   * photo/banner: caption on a dark strip; logo: initials in the emblem;
   * qr: mixed into the data modules; avatar: unused.
   */
  readonly label?: string;
}

export type Rgb = readonly [number, number, number];

const MAX_DIMENSION = 4096;

/** The drawing of one picture, `width` x `height` pixels. */
export function pictureSvg(seed: string, opts: PngOptions): string {
  const { width, height, kind, label } = opts;
  assertDimension("width", width);
  assertDimension("height", height);
  const canvas = new Canvas(width, height);
  switch (kind) {
    case "photo":
    case "banner":
      paintCampus(canvas, seededRandom(seed), label);
      break;
    case "avatar":
      paintAvatar(canvas, seededRandom(seed));
      break;
    case "logo":
      paintLogo(canvas, seededRandom(seed), label);
      break;
    case "qr":
      paintQr(canvas, seededRandom(label === undefined ? seed : `${seed}\u0000${label}`));
      break;
  }
  return canvas.svg();
}

function assertDimension(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 1 || value > MAX_DIMENSION) {
    throw new RangeError(`png: ${name} must be an integer in 1..${MAX_DIMENSION}, got ${value}`);
  }
}

// ---------------------------------------------------------------------------
// Drawing primitives: each adds an SVG element; the renderer anti-aliases the edges.

class Canvas {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  add(element: string): void {
    this.body.push(element);
  }

  /** Adds a definition (a gradient) and returns the reference to paint with. */
  define(element: (id: string) => string): string {
    const id = `d${this.defs.length}`;
    this.defs.push(element(id));
    return `url(#${id})`;
  }

  svg(): string {
    const { width: w, height: h } = this;
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
      `<defs>${this.defs.join("")}</defs>${this.body.join("")}</svg>`
    );
  }
}

/** A coordinate rounded to hundredths, which keeps the drawing short. */
function n(value: number): string {
  return String(Math.round(value * 100) / 100);
}

export function hex(color: Rgb): string {
  return `#${color.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}

function opacityOf(opacity: number): string {
  return opacity < 1 ? ` fill-opacity="${n(opacity)}"` : "";
}

function fillRect(
  canvas: Canvas,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  color: Rgb,
  opacity = 1,
): void {
  const x = Math.round(x0);
  const y = Math.round(y0);
  const width = Math.round(x1) - x;
  const height = Math.round(y1) - y;
  if (width <= 0 || height <= 0) return;
  canvas.add(
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${hex(color)}"${opacityOf(opacity)}/>`,
  );
}

/** A vertical gradient between two colours from y0 down to y1 (user space). */
interface Gradient {
  readonly from: Rgb;
  readonly to: Rgb;
  readonly y0: number;
  readonly y1: number;
}

function paintOf(canvas: Canvas, paint: Rgb | Gradient): string {
  if (!("from" in paint)) return hex(paint);
  return canvas.define(
    (id) =>
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${n(paint.y0)}" x2="0" y2="${n(paint.y1)}">` +
      `<stop offset="0" stop-color="${hex(paint.from)}"/><stop offset="1" stop-color="${hex(paint.to)}"/></linearGradient>`,
  );
}

function verticalGradient(canvas: Canvas, top: Rgb, bottom: Rgb): void {
  const fill = paintOf(canvas, { from: top, to: bottom, y0: 0, y1: canvas.height });
  canvas.add(`<rect width="${canvas.width}" height="${canvas.height}" fill="${fill}"/>`);
}

interface EllipseStyle {
  readonly opacity?: number;
  /** Width of the soft edge in pixels; 1 gives a crisp anti-aliased edge. */
  readonly feather?: number;
}

function fillEllipse(
  canvas: Canvas,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  color: Rgb,
  style: EllipseStyle = {},
): void {
  const opacity = style.opacity ?? 1;
  const feather = style.feather ?? 1;
  const shape = `cx="${n(cx)}" cy="${n(cy)}"`;
  if (feather <= 2) {
    canvas.add(
      `<ellipse ${shape} rx="${n(rx)}" ry="${n(ry)}" fill="${hex(color)}"${opacityOf(opacity)}/>`,
    );
    return;
  }
  // A soft edge: full colour up to half the feather inside the outline, fading to nothing
  // half the feather outside it.
  const scale = Math.min(rx, ry);
  const outer = scale + feather / 2;
  const inner = Math.max(0, (scale - feather / 2) / outer);
  const fill = canvas.define(
    (id) =>
      `<radialGradient id="${id}"><stop offset="${n(inner)}" stop-color="${hex(color)}" stop-opacity="${n(opacity)}"/>` +
      `<stop offset="1" stop-color="${hex(color)}" stop-opacity="0"/></radialGradient>`,
  );
  const grow = outer / scale;
  canvas.add(`<ellipse ${shape} rx="${n(rx * grow)}" ry="${n(ry * grow)}" fill="${fill}"/>`);
}

function fillCircle(
  canvas: Canvas,
  cx: number,
  cy: number,
  radius: number,
  color: Rgb,
  style?: EllipseStyle,
): void {
  fillEllipse(canvas, cx, cy, radius, radius, color, style);
}

/** Fills everything below a ridge line, sampled every few pixels. */
function fillBelow(canvas: Canvas, ridge: (x: number) => number, paint: Rgb | Gradient): void {
  const { width: w, height: h } = canvas;
  const step = 4;
  let d = `M0 ${h}`;
  for (let x = 0; x < w; x += step) d += `L${x} ${n(ridge(x))}`;
  d += `L${w} ${n(ridge(w))}L${w} ${h}Z`;
  canvas.add(`<path d="${d}" fill="${paintOf(canvas, paint)}"/>`);
}

type Point = readonly [number, number];

function fillPolygon(canvas: Canvas, points: readonly Point[], color: Rgb): void {
  const list = points.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");
  canvas.add(`<polygon points="${list}" fill="${hex(color)}"/>`);
}

// ---------------------------------------------------------------------------
// Colour

export function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const h = (((hue % 360) + 360) % 360) / 60;
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs((h % 2) - 1));
  const m = lightness - chroma / 2;
  const sector: Rgb =
    h < 1
      ? [chroma, x, 0]
      : h < 2
        ? [x, chroma, 0]
        : h < 3
          ? [0, chroma, x]
          : h < 4
            ? [0, x, chroma]
            : h < 5
              ? [x, 0, chroma]
              : [chroma, 0, x];
  return [
    Math.round((sector[0] + m) * 255),
    Math.round((sector[1] + m) * 255),
    Math.round((sector[2] + m) * 255),
  ];
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [
    Math.round(a[0] + (b[0] - a[0]) * t),
    Math.round(a[1] + (b[1] - a[1]) * t),
    Math.round(a[2] + (b[2] - a[2]) * t),
  ];
}

function between(rnd: Random, low: number, high: number): number {
  return low + (high - low) * rnd();
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

// ---------------------------------------------------------------------------
// Bitmap text: a 5x7 font is enough for captions and initials and keeps the
// generator free of font files. Each glyph is five columns, bit 0 at the top.

const FONT: Readonly<Record<string, readonly number[]>> = {
  A: [0x7c, 0x12, 0x11, 0x12, 0x7c],
  B: [0x7f, 0x49, 0x49, 0x49, 0x36],
  C: [0x3e, 0x41, 0x41, 0x41, 0x22],
  D: [0x7f, 0x41, 0x41, 0x22, 0x1c],
  E: [0x7f, 0x49, 0x49, 0x49, 0x41],
  F: [0x7f, 0x09, 0x09, 0x09, 0x01],
  G: [0x3e, 0x41, 0x49, 0x49, 0x7a],
  H: [0x7f, 0x08, 0x08, 0x08, 0x7f],
  I: [0x00, 0x41, 0x7f, 0x41, 0x00],
  J: [0x20, 0x40, 0x41, 0x3f, 0x01],
  K: [0x7f, 0x08, 0x14, 0x22, 0x41],
  L: [0x7f, 0x40, 0x40, 0x40, 0x40],
  M: [0x7f, 0x02, 0x0c, 0x02, 0x7f],
  N: [0x7f, 0x04, 0x08, 0x10, 0x7f],
  O: [0x3e, 0x41, 0x41, 0x41, 0x3e],
  P: [0x7f, 0x09, 0x09, 0x09, 0x06],
  Q: [0x3e, 0x41, 0x51, 0x21, 0x5e],
  R: [0x7f, 0x09, 0x19, 0x29, 0x46],
  S: [0x46, 0x49, 0x49, 0x49, 0x31],
  T: [0x01, 0x01, 0x7f, 0x01, 0x01],
  U: [0x3f, 0x40, 0x40, 0x40, 0x3f],
  V: [0x1f, 0x20, 0x40, 0x20, 0x1f],
  W: [0x3f, 0x40, 0x38, 0x40, 0x3f],
  X: [0x63, 0x14, 0x08, 0x14, 0x63],
  Y: [0x07, 0x08, 0x70, 0x08, 0x07],
  Z: [0x61, 0x51, 0x49, 0x45, 0x43],
  "0": [0x3e, 0x51, 0x49, 0x45, 0x3e],
  "1": [0x00, 0x42, 0x7f, 0x40, 0x00],
  "2": [0x42, 0x61, 0x51, 0x49, 0x46],
  "3": [0x21, 0x41, 0x45, 0x4b, 0x31],
  "4": [0x18, 0x14, 0x12, 0x7f, 0x10],
  "5": [0x27, 0x45, 0x45, 0x45, 0x39],
  "6": [0x3c, 0x4a, 0x49, 0x49, 0x30],
  "7": [0x01, 0x71, 0x09, 0x05, 0x03],
  "8": [0x36, 0x49, 0x49, 0x49, 0x36],
  "9": [0x06, 0x49, 0x49, 0x29, 0x1e],
  " ": [0x00, 0x00, 0x00, 0x00, 0x00],
  ".": [0x00, 0x60, 0x60, 0x00, 0x00],
  ",": [0x00, 0x50, 0x30, 0x00, 0x00],
  "-": [0x08, 0x08, 0x08, 0x08, 0x08],
  "&": [0x36, 0x49, 0x55, 0x22, 0x50],
  "'": [0x00, 0x05, 0x03, 0x00, 0x00],
  "/": [0x20, 0x10, 0x08, 0x04, 0x02],
  ":": [0x00, 0x36, 0x36, 0x00, 0x00],
  "?": [0x02, 0x01, 0x51, 0x09, 0x06],
};
const GLYPH_ADVANCE = 6; // five columns plus one of spacing
const GLYPH_HEIGHT = 7;

/** Upper-cases and maps characters the font lacks to '?'. */
function toFontText(text: string): string {
  return [...text.toUpperCase()].map((ch) => (Object.hasOwn(FONT, ch) ? ch : "?")).join("");
}

function textWidth(text: string, scale: number): number {
  return Math.max(0, text.length * GLYPH_ADVANCE - 1) * scale;
}

function drawText(
  canvas: Canvas,
  text: string,
  left: number,
  top: number,
  scale: number,
  color: Rgb,
): void {
  let d = "";
  [...text].forEach((ch, index) => {
    const columns = FONT[ch] ?? [];
    const x = left + index * GLYPH_ADVANCE * scale;
    columns.forEach((bits, column) => {
      for (let row = 0; row < GLYPH_HEIGHT; row++) {
        if ((bits >> row) & 1)
          d += `M${x + column * scale} ${top + row * scale}h${scale}v${scale}h-${scale}z`;
      }
    });
  });
  if (d !== "") canvas.add(`<path d="${d}" fill="${hex(color)}" shape-rendering="crispEdges"/>`);
}

/** Largest integer scale at which `text` fits the box, truncating if even scale 1 is too wide. */
function fitText(
  text: string,
  maxWidth: number,
  maxHeight: number,
): { text: string; scale: number } {
  const scale = Math.max(
    1,
    Math.min(Math.floor(maxHeight / GLYPH_HEIGHT), Math.floor(maxWidth / textWidth(text, 1))),
  );
  const fitting = Math.max(1, Math.floor((maxWidth + scale) / (GLYPH_ADVANCE * scale)));
  return { text: text.slice(0, fitting), scale };
}

function drawCenteredText(
  canvas: Canvas,
  text: string,
  cx: number,
  cy: number,
  scale: number,
  color: Rgb,
): void {
  const left = Math.round(cx - textWidth(text, scale) / 2);
  const top = Math.round(cy - (GLYPH_HEIGHT * scale) / 2);
  drawText(canvas, text, left, top, scale, color);
}

// ---------------------------------------------------------------------------
// Scenes

interface SkyPalette {
  readonly top: Rgb;
  readonly horizon: Rgb;
  readonly sun: Rgb;
  readonly hillHue: number;
  readonly hillLightness: number;
}

// Hand-tuned times of day; hue jitter on the hills adds per-seed variety.
const SKIES: readonly SkyPalette[] = [
  {
    top: hsl(205, 0.65, 0.55),
    horizon: hsl(195, 0.6, 0.86),
    sun: hsl(50, 1, 0.93),
    hillHue: 110,
    hillLightness: 0.42,
  },
  {
    top: hsl(262, 0.38, 0.42),
    horizon: hsl(24, 0.88, 0.72),
    sun: hsl(42, 1, 0.82),
    hillHue: 150,
    hillLightness: 0.3,
  },
  {
    top: hsl(214, 0.7, 0.46),
    horizon: hsl(200, 0.55, 0.8),
    sun: hsl(55, 1, 0.95),
    hillHue: 95,
    hillLightness: 0.4,
  },
  {
    top: hsl(190, 0.45, 0.36),
    horizon: hsl(168, 0.4, 0.72),
    sun: hsl(45, 0.9, 0.86),
    hillHue: 130,
    hillLightness: 0.34,
  },
  {
    top: hsl(225, 0.45, 0.62),
    horizon: hsl(330, 0.55, 0.86),
    sun: hsl(30, 1, 0.9),
    hillHue: 120,
    hillLightness: 0.38,
  },
];

/** A stylised campus: sky, sun, clouds, hills, a college building, trees and a path. */
function paintCampus(canvas: Canvas, rnd: Random, label: string | undefined): void {
  const { width: w, height: h } = canvas;
  const sky = pick(rnd, SKIES);
  const hillHue = sky.hillHue + between(rnd, -12, 12);
  const horizon = h * between(rnd, 0.52, 0.62);
  const unit = Math.min(w, h);

  verticalGradient(canvas, sky.top, sky.horizon);
  paintSun(canvas, rnd, sky.sun, horizon, unit);
  paintClouds(canvas, rnd, horizon, unit);

  const farColor = mix(hsl(hillHue, 0.25, 0.55), sky.horizon, 0.35);
  fillBelow(canvas, ridgeLine(rnd, w, horizon, h * 0.08), farColor);

  const ground = horizon + h * between(rnd, 0.12, 0.18);
  const building = paintBuilding(canvas, rnd, w / 2 + w * between(rnd, -0.15, 0.15), ground, unit);

  const nearTop = hsl(hillHue, 0.45, sky.hillLightness);
  const nearBottom = hsl(hillHue, 0.5, sky.hillLightness * 0.7);
  fillBelow(canvas, ridgeLine(rnd, w, ground, h * 0.015), {
    from: nearTop,
    to: nearBottom,
    y0: ground,
    y1: h,
  });
  paintPath(canvas, building, ground, h);
  paintTrees(canvas, rnd, building, ground, hillHue, unit);

  if (label !== undefined && label.trim() !== "") paintCaption(canvas, toFontText(label.trim()));
}

function paintSun(canvas: Canvas, rnd: Random, color: Rgb, horizon: number, unit: number): void {
  const cx = canvas.width * between(rnd, 0.12, 0.88);
  const cy = horizon * between(rnd, 0.25, 0.6);
  const radius = unit * between(rnd, 0.05, 0.08);
  fillCircle(canvas, cx, cy, radius * 2.6, color, { opacity: 0.3, feather: radius * 2.6 });
  fillCircle(canvas, cx, cy, radius, color, { feather: 1.5 });
}

function paintClouds(canvas: Canvas, rnd: Random, horizon: number, unit: number): void {
  const count = 2 + Math.floor(rnd() * 3);
  for (let i = 0; i < count; i++) {
    const cx = canvas.width * between(rnd, 0.05, 0.95);
    const cy = horizon * between(rnd, 0.15, 0.55);
    const size = unit * between(rnd, 0.06, 0.1);
    for (const [dx, dy, r] of [
      [-1.1, 0.2, 0.8],
      [0, 0, 1],
      [1.1, 0.25, 0.75],
    ] as const) {
      fillEllipse(canvas, cx + dx * size, cy + dy * size, size * r * 1.3, size * r * 0.8, WHITE, {
        opacity: 0.55,
        feather: size * 0.3,
      });
    }
  }
}

/** Two summed sines give hills that look organic yet stay smooth. */
function ridgeLine(
  rnd: Random,
  width: number,
  base: number,
  amplitude: number,
): (x: number) => number {
  const f1 = (Math.PI * 2 * between(rnd, 0.6, 1.4)) / width;
  const f2 = (Math.PI * 2 * between(rnd, 2, 3.5)) / width;
  const p1 = rnd() * Math.PI * 2;
  const p2 = rnd() * Math.PI * 2;
  return (x) =>
    base - amplitude * (0.5 + 0.35 * Math.sin(x * f1 + p1) + 0.15 * Math.sin(x * f2 + p2));
}

interface Footprint {
  readonly left: number;
  readonly right: number;
  readonly doorLeft: number;
  readonly doorRight: number;
}

/** A symmetric college facade: wings, central porch with pediment, rows of windows. */
function paintBuilding(
  canvas: Canvas,
  rnd: Random,
  cx: number,
  ground: number,
  unit: number,
): Footprint {
  const bodyWidth = Math.min(canvas.width * 0.6, unit * between(rnd, 0.75, 1));
  const bodyHeight = unit * between(rnd, 0.2, 0.26);
  const wall = hsl(between(rnd, 20, 40), between(rnd, 0.2, 0.35), between(rnd, 0.78, 0.86));
  const trim = mix(wall, BLACK, 0.25);
  const glass = hsl(210, 0.25, 0.32);
  const left = cx - bodyWidth / 2;
  const top = ground - bodyHeight;
  fillRect(canvas, left, top, left + bodyWidth, ground, wall);
  fillRect(canvas, left, top, left + bodyWidth, top + Math.max(2, bodyHeight * 0.06), trim);

  const porchWidth = bodyWidth * 0.24;
  const porchTop = top - bodyHeight * 0.25;
  fillRect(
    canvas,
    cx - porchWidth / 2,
    porchTop,
    cx + porchWidth / 2,
    ground,
    mix(wall, WHITE, 0.3),
  );
  fillPolygon(
    canvas,
    [
      [cx - porchWidth * 0.62, porchTop],
      [cx, porchTop - bodyHeight * 0.22],
      [cx + porchWidth * 0.62, porchTop],
    ],
    trim,
  );

  paintWindows(canvas, rnd, left, cx - porchWidth / 2, top, ground, glass);
  paintWindows(canvas, rnd, cx + porchWidth / 2, left + bodyWidth, top, ground, glass);

  const doorWidth = porchWidth * 0.36;
  fillRect(
    canvas,
    cx - doorWidth / 2,
    ground - bodyHeight * 0.45,
    cx + doorWidth / 2,
    ground,
    mix(glass, BLACK, 0.3),
  );
  return {
    left,
    right: left + bodyWidth,
    doorLeft: cx - doorWidth / 2,
    doorRight: cx + doorWidth / 2,
  };
}

function paintWindows(
  canvas: Canvas,
  rnd: Random,
  x0: number,
  x1: number,
  top: number,
  bottom: number,
  glass: Rgb,
): void {
  const columns = 2 + Math.floor(rnd() * 3);
  const rows = 2;
  const cellWidth = (x1 - x0) / columns;
  const cellHeight = (bottom - top) / (rows + 0.4);
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const x = x0 + column * cellWidth + cellWidth * 0.28;
      const y = top + cellHeight * 0.4 + row * cellHeight;
      fillRect(canvas, x, y, x + cellWidth * 0.44, y + cellHeight * 0.55, glass);
    }
  }
}

function paintPath(canvas: Canvas, building: Footprint, ground: number, height: number): void {
  const stone = hsl(35, 0.2, 0.72);
  const spread = (building.doorRight - building.doorLeft) * 1.6;
  fillPolygon(
    canvas,
    [
      [building.doorLeft, ground],
      [building.doorRight, ground],
      [building.doorRight + spread, height],
      [building.doorLeft - spread, height],
    ],
    stone,
  );
}

function paintTrees(
  canvas: Canvas,
  rnd: Random,
  building: Footprint,
  ground: number,
  hillHue: number,
  unit: number,
): void {
  const count = 2 + Math.floor(rnd() * 4);
  const trunk = hsl(25, 0.35, 0.25);
  for (let i = 0; i < count; i++) {
    // Alternate sides so trees frame the building instead of hiding it.
    const onLeft = i % 2 === 0;
    const x = onLeft
      ? between(rnd, 0, Math.max(0, building.left))
      : between(rnd, Math.min(canvas.width, building.right), canvas.width);
    const size = unit * between(rnd, 0.08, 0.13);
    const base = ground + unit * between(rnd, 0, 0.05);
    fillRect(canvas, x - size * 0.08, base - size * 1.2, x + size * 0.08, base, trunk);
    const crown = hsl(hillHue + between(rnd, -10, 10), 0.45, between(rnd, 0.22, 0.3));
    fillEllipse(canvas, x, base - size * 1.5, size * 0.75, size * 0.85, crown);
  }
}

function paintCaption(canvas: Canvas, text: string): void {
  const { width: w, height: h } = canvas;
  const fitted = fitText(text, w * 0.9, h * 0.08);
  const stripHeight = fitted.scale * GLYPH_HEIGHT * 2;
  fillRect(canvas, 0, h - stripHeight, w, h, BLACK, 0.45);
  drawCenteredText(canvas, fitted.text, w / 2, h - stripHeight / 2, fitted.scale, WHITE);
}

function paintAvatar(canvas: Canvas, rnd: Random): void {
  const { width: w, height: h } = canvas;
  const hue = rnd() * 360;
  fillRect(canvas, 0, 0, w, h, hsl(hue, 0.45, 0.7));
  const figure = hsl(hue, 0.3, 0.93);
  const unit = Math.min(w, h);
  fillEllipse(
    canvas,
    w / 2,
    h * 1.02,
    unit * between(rnd, 0.34, 0.4),
    unit * between(rnd, 0.3, 0.36),
    figure,
  );
  fillCircle(canvas, w / 2, h / 2 - unit * 0.1, unit * between(rnd, 0.17, 0.2), figure);
}

function paintLogo(canvas: Canvas, rnd: Random, label: string | undefined): void {
  const { width: w, height: h } = canvas;
  fillRect(canvas, 0, 0, w, h, WHITE);
  const cx = w / 2;
  const cy = h / 2;
  const radius = Math.min(w, h) * 0.46;
  const primary = hsl(rnd() * 360, between(rnd, 0.45, 0.65), between(rnd, 0.25, 0.33));
  const gold = hsl(between(rnd, 38, 48), 0.75, 0.55);

  fillCircle(canvas, cx, cy, radius, primary);
  fillCircle(canvas, cx, cy, radius * 0.84, gold);
  fillCircle(canvas, cx, cy, radius * 0.78, primary);
  paintSealDots(canvas, cx, cy, radius, 16 + Math.floor(rnd() * 12), gold);

  const initials = label === undefined ? "" : initialsOf(label);
  if (initials === "") {
    fillPolygon(
      canvas,
      starPoints(cx, cy, radius * 0.5, radius * 0.22, 5 + Math.floor(rnd() * 4)),
      gold,
    );
  } else {
    const fitted = fitText(initials, radius * 1.1, radius * 0.6);
    drawCenteredText(canvas, fitted.text, cx, cy, fitted.scale, gold);
  }
}

function paintSealDots(
  canvas: Canvas,
  cx: number,
  cy: number,
  radius: number,
  count: number,
  color: Rgb,
): void {
  for (let i = 0; i < count; i++) {
    const angle = (i / count) * Math.PI * 2;
    const x = cx + Math.cos(angle) * radius * 0.92;
    const y = cy + Math.sin(angle) * radius * 0.92;
    fillCircle(canvas, x, y, radius * 0.03, color);
  }
}

function initialsOf(label: string): string {
  const words = label.split(/\s+/).filter((word) => /^[A-Za-z0-9]/.test(word));
  return toFontText(
    words
      .map((word) => word.charAt(0))
      .join("")
      .slice(0, 3),
  );
}

function starPoints(cx: number, cy: number, outer: number, inner: number, tips: number): Point[] {
  const points: Point[] = [];
  for (let i = 0; i < tips * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / tips;
    points.push([cx + Math.cos(angle) * radius, cy + Math.sin(angle) * radius]);
  }
  return points;
}

// ---------------------------------------------------------------------------
// QR-like code: looks right (finders, timing, alignment) but encodes nothing.

const QR_QUIET_ZONE = 4;

function paintQr(canvas: Canvas, rnd: Random): void {
  const { width: w, height: h } = canvas;
  const size = pick(rnd, [21, 25] as const);
  const module = Math.floor(Math.min(w, h) / (size + QR_QUIET_ZONE * 2));
  if (module < 1) {
    throw new RangeError(`png: qr needs at least ${size + QR_QUIET_ZONE * 2}px per side`);
  }
  const modules = qrModules(rnd, size);
  const left = Math.floor((w - size * module) / 2);
  const top = Math.floor((h - size * module) / 2);
  fillRect(canvas, 0, 0, w, h, WHITE);
  let d = "";
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${left + x * module} ${top + y * module}h${module}v${module}h-${module}z`;
    }),
  );
  canvas.add(`<path d="${d}" fill="${hex(BLACK)}" shape-rendering="crispEdges"/>`);
}

function qrModules(rnd: Random, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array.from({ length: size }, () => rnd() < 0.5));
  const set = (x: number, y: number, dark: boolean): void => {
    const row = grid[y];
    if (row !== undefined && x >= 0 && x < size) row[x] = dark;
  };
  for (let i = 8; i < size - 8; i++) {
    set(i, 6, i % 2 === 0);
    set(6, i, i % 2 === 0);
  }
  for (const [x, y] of [
    [0, 0],
    [size - 7, 0],
    [0, size - 7],
  ] as const) {
    placeFinder(set, x, y);
  }
  // Version 2 (25x25) codes carry one alignment pattern centred at (18, 18).
  if (size === 25) placeSquarePattern(set, 16, 16, 5);
  return grid;
}

type ModuleSetter = (x: number, y: number, dark: boolean) => void;

function placeFinder(set: ModuleSetter, x0: number, y0: number): void {
  // Clear the one-module separator around the finder first.
  for (let y = -1; y <= 7; y++) for (let x = -1; x <= 7; x++) set(x0 + x, y0 + y, false);
  placeSquarePattern(set, x0, y0, 7);
}

/** Concentric dark ring, light ring, dark centre: the shape of finders and alignment marks. */
function placeSquarePattern(set: ModuleSetter, x0: number, y0: number, span: number): void {
  const centre = (span - 1) / 2;
  for (let y = 0; y < span; y++) {
    for (let x = 0; x < span; x++) {
      const ring = Math.max(Math.abs(x - centre), Math.abs(y - centre));
      set(x0 + x, y0 + y, ring === centre || ring <= centre - 2);
    }
  }
}

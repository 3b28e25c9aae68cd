// Deterministic placeholder media for the demo-content generator. Files are built
// byte by byte (PNG chunks, PDF objects) so that the same seed always produces
// identical output, with no network, clock or Math.random involved.
import { crc32, deflateSync } from "node:zlib";
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

export interface PdfOptions {
  readonly title: string;
  readonly lines: readonly string[];
}

type Rgb = readonly [number, number, number];

interface Raster {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;
}

const MAX_DIMENSION = 4096;

export function png(seed: string, opts: PngOptions): Buffer {
  const { width, height, kind, label } = opts;
  assertDimension("width", width);
  assertDimension("height", height);
  const raster = createRaster(width, height);
  switch (kind) {
    case "photo":
    case "banner":
      paintCampus(raster, seededRandom(seed), label);
      break;
    case "avatar":
      paintAvatar(raster, seededRandom(seed));
      break;
    case "logo":
      paintLogo(raster, seededRandom(seed), label);
      break;
    case "qr":
      paintQr(raster, seededRandom(label === undefined ? seed : `${seed}\u0000${label}`));
      break;
  }
  return encodePng(raster);
}

function assertDimension(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 1 || value > MAX_DIMENSION) {
    throw new RangeError(`png: ${name} must be an integer in 1..${MAX_DIMENSION}, got ${value}`);
  }
}

// ---------------------------------------------------------------------------
// PNG encoding

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, payload: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + payload.length);
  out.writeUInt32BE(payload.length, 0);
  out.write(type, 4, "latin1");
  out.set(payload, 8);
  // The CRC covers the type and the payload, not the length.
  out.writeUInt32BE(crc32(out.subarray(4, 8 + payload.length)), 8 + payload.length);
  return out;
}

function encodePng(raster: Raster): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(raster.width, 0);
  header.writeUInt32BE(raster.height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // colour type: truecolour RGB
  // Bytes 10..12 (compression, filter method, interlace) stay 0.
  const compressed = smallest([deflate(filterRows(raster)), deflate(unfilteredRows(raster))]);
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk("IHDR", header),
    chunk("IDAT", compressed),
    chunk("IEND", new Uint8Array(0)),
  ]);
}

// A fixed level keeps output byte-identical for a given Node/zlib build.
function deflate(scanlines: Uint8Array): Buffer {
  return deflateSync(scanlines, { level: 9 });
}

function smallest(candidates: readonly Buffer[]): Buffer {
  return candidates.reduce((best, candidate) =>
    candidate.length < best.length ? candidate : best,
  );
}

/**
 * Flat artwork with few colours (logos, avatars, QR codes) deflates best
 * unfiltered, because zlib then matches whole repeated row segments.
 */
function unfilteredRows(raster: Raster): Buffer {
  const stride = raster.width * 3;
  const out = Buffer.alloc(raster.height * (stride + 1));
  for (let y = 0; y < raster.height; y++) {
    out.set(raster.data.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return out;
}

/**
 * Chooses None, Sub or Up per row by the minimum-sum-of-absolute-differences
 * heuristic from the PNG spec; gradients and flat areas then become runs of
 * small values that deflate very well.
 */
function filterRows(raster: Raster): Buffer {
  const stride = raster.width * 3;
  const out = Buffer.alloc(raster.height * (stride + 1));
  const sub = new Uint8Array(stride);
  const up = new Uint8Array(stride);
  let previous: Uint8Array = new Uint8Array(stride);
  for (let y = 0; y < raster.height; y++) {
    const row = raster.data.subarray(y * stride, (y + 1) * stride);
    for (let i = 0; i < stride; i++) {
      const current = row[i] ?? 0;
      sub[i] = (current - (i >= 3 ? (row[i - 3] ?? 0) : 0)) & 0xff;
      up[i] = (current - (previous[i] ?? 0)) & 0xff;
    }
    const costs = [filterCost(row), filterCost(sub), filterCost(up)];
    const type = costs.indexOf(Math.min(...costs));
    const offset = y * (stride + 1);
    out[offset] = type;
    out.set(type === 1 ? sub : type === 2 ? up : row, offset + 1);
    previous = row;
  }
  return out;
}

function filterCost(bytes: Uint8Array): number {
  let sum = 0;
  for (const b of bytes) sum += b < 128 ? b : 256 - b;
  return sum;
}

// ---------------------------------------------------------------------------
// Raster primitives (all coverage-based so edges are anti-aliased)

function createRaster(width: number, height: number): Raster {
  return { width, height, data: new Uint8Array(width * height * 3) };
}

function blend(raster: Raster, x: number, y: number, color: Rgb, alpha: number): void {
  if (alpha <= 0) return;
  const a = Math.min(alpha, 1);
  const base = (y * raster.width + x) * 3;
  for (let c = 0; c < 3; c++) {
    const old = raster.data[base + c] ?? 0;
    raster.data[base + c] = Math.round(old + ((color[c] ?? 0) - old) * a);
  }
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

function fillRect(
  raster: Raster,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  color: Rgb,
  opacity = 1,
): void {
  const left = clamp(Math.round(x0), 0, raster.width);
  const right = clamp(Math.round(x1), 0, raster.width);
  const top = clamp(Math.round(y0), 0, raster.height);
  const bottom = clamp(Math.round(y1), 0, raster.height);
  for (let y = top; y < bottom; y++) {
    for (let x = left; x < right; x++) blend(raster, x, y, color, opacity);
  }
}

function verticalGradient(raster: Raster, top: Rgb, bottom: Rgb): void {
  const span = Math.max(1, raster.height - 1);
  for (let y = 0; y < raster.height; y++) {
    fillRect(raster, 0, y, raster.width, y + 1, mix(top, bottom, y / span));
  }
}

interface EllipseStyle {
  readonly opacity?: number;
  /** Width of the soft edge in pixels; 1 gives a crisp anti-aliased edge. */
  readonly feather?: number;
}

function fillEllipse(
  raster: Raster,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  color: Rgb,
  style: EllipseStyle = {},
): void {
  const opacity = style.opacity ?? 1;
  const feather = Math.max(style.feather ?? 1, 0.001);
  const reach = feather / 2 + 1;
  const x0 = clamp(Math.floor(cx - rx - reach), 0, raster.width);
  const x1 = clamp(Math.ceil(cx + rx + reach), 0, raster.width);
  const y0 = clamp(Math.floor(cy - ry - reach), 0, raster.height);
  const y1 = clamp(Math.ceil(cy + ry + reach), 0, raster.height);
  const scale = Math.min(rx, ry);
  for (let y = y0; y < y1; y++) {
    const ny = (y + 0.5 - cy) / ry;
    for (let x = x0; x < x1; x++) {
      const nx = (x + 0.5 - cx) / rx;
      // Approximate signed distance to the outline, in pixels.
      const distance = (Math.hypot(nx, ny) - 1) * scale;
      const alpha = clamp(0.5 - distance / feather, 0, 1) * opacity;
      blend(raster, x, y, color, feather > 2 ? quantizeAlpha(alpha) : alpha);
    }
  }
}

/**
 * Wide soft edges otherwise produce a unique value per pixel; 32 alpha steps
 * are invisible on glows and clouds but give zlib long runs to work with.
 */
function quantizeAlpha(alpha: number): number {
  return Math.round(alpha * 32) / 32;
}

function fillCircle(
  raster: Raster,
  cx: number,
  cy: number,
  radius: number,
  color: Rgb,
  style?: EllipseStyle,
): void {
  fillEllipse(raster, cx, cy, radius, radius, color, style);
}

/** Fills everything below a per-column ridge line, softening the ridge edge. */
function fillBelow(raster: Raster, ridge: (x: number) => number, color: (y: number) => Rgb): void {
  for (let x = 0; x < raster.width; x++) {
    const top = ridge(x + 0.5);
    for (let y = clamp(Math.floor(top), 0, raster.height); y < raster.height; y++) {
      blend(raster, x, y, color(y), clamp(y + 1 - top, 0, 1));
    }
  }
}

type Point = readonly [number, number];

/** Even-odd polygon fill with 2x2 supersampling for cheap anti-aliasing. */
function fillPolygon(raster: Raster, points: readonly Point[], color: Rgb): void {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const x0 = clamp(Math.floor(Math.min(...xs)), 0, raster.width);
  const x1 = clamp(Math.ceil(Math.max(...xs)), 0, raster.width);
  const y0 = clamp(Math.floor(Math.min(...ys)), 0, raster.height);
  const y1 = clamp(Math.ceil(Math.max(...ys)), 0, raster.height);
  const offsets = [0.25, 0.75];
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      let hits = 0;
      for (const oy of offsets) {
        for (const ox of offsets) if (insidePolygon(points, x + ox, y + oy)) hits++;
      }
      blend(raster, x, y, color, hits / 4);
    }
  }
}

function insidePolygon(points: readonly Point[], px: number, py: number): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i] ?? [0, 0];
    const [xj, yj] = points[j] ?? [0, 0];
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

// ---------------------------------------------------------------------------
// Colour

function hsl(hue: number, saturation: number, lightness: number): Rgb {
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
  raster: Raster,
  text: string,
  left: number,
  top: number,
  scale: number,
  color: Rgb,
): void {
  [...text].forEach((ch, index) => {
    const columns = FONT[ch] ?? [];
    const x = left + index * GLYPH_ADVANCE * scale;
    columns.forEach((bits, column) => {
      for (let row = 0; row < GLYPH_HEIGHT; row++) {
        if ((bits >> row) & 1) {
          const px = x + column * scale;
          const py = top + row * scale;
          fillRect(raster, px, py, px + scale, py + scale, color);
        }
      }
    });
  });
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
  raster: Raster,
  text: string,
  cx: number,
  cy: number,
  scale: number,
  color: Rgb,
): void {
  const left = Math.round(cx - textWidth(text, scale) / 2);
  const top = Math.round(cy - (GLYPH_HEIGHT * scale) / 2);
  drawText(raster, text, left, top, scale, color);
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
function paintCampus(raster: Raster, rnd: Random, label: string | undefined): void {
  const { width: w, height: h } = raster;
  const sky = pick(rnd, SKIES);
  const hillHue = sky.hillHue + between(rnd, -12, 12);
  const horizon = h * between(rnd, 0.52, 0.62);
  const unit = Math.min(w, h);

  verticalGradient(raster, sky.top, sky.horizon);
  paintSun(raster, rnd, sky.sun, horizon, unit);
  paintClouds(raster, rnd, horizon, unit);

  const farColor = mix(hsl(hillHue, 0.25, 0.55), sky.horizon, 0.35);
  fillBelow(raster, ridgeLine(rnd, w, horizon, h * 0.08), () => farColor);

  const ground = horizon + h * between(rnd, 0.12, 0.18);
  const building = paintBuilding(raster, rnd, w / 2 + w * between(rnd, -0.15, 0.15), ground, unit);

  const nearTop = hsl(hillHue, 0.45, sky.hillLightness);
  const nearBottom = hsl(hillHue, 0.5, sky.hillLightness * 0.7);
  fillBelow(raster, ridgeLine(rnd, w, ground, h * 0.015), (y) =>
    mix(nearTop, nearBottom, (y - ground) / (h - ground)),
  );
  paintPath(raster, building, ground, h);
  paintTrees(raster, rnd, building, ground, hillHue, unit);

  if (label !== undefined && label.trim() !== "") paintCaption(raster, toFontText(label.trim()));
}

function paintSun(raster: Raster, rnd: Random, color: Rgb, horizon: number, unit: number): void {
  const cx = raster.width * between(rnd, 0.12, 0.88);
  const cy = horizon * between(rnd, 0.25, 0.6);
  const radius = unit * between(rnd, 0.05, 0.08);
  fillCircle(raster, cx, cy, radius * 2.6, color, { opacity: 0.3, feather: radius * 2.6 });
  fillCircle(raster, cx, cy, radius, color, { feather: 1.5 });
}

function paintClouds(raster: Raster, rnd: Random, horizon: number, unit: number): void {
  const count = 2 + Math.floor(rnd() * 3);
  for (let i = 0; i < count; i++) {
    const cx = raster.width * between(rnd, 0.05, 0.95);
    const cy = horizon * between(rnd, 0.15, 0.55);
    const size = unit * between(rnd, 0.06, 0.1);
    for (const [dx, dy, r] of [
      [-1.1, 0.2, 0.8],
      [0, 0, 1],
      [1.1, 0.25, 0.75],
    ] as const) {
      fillEllipse(raster, cx + dx * size, cy + dy * size, size * r * 1.3, size * r * 0.8, WHITE, {
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
  raster: Raster,
  rnd: Random,
  cx: number,
  ground: number,
  unit: number,
): Footprint {
  const bodyWidth = Math.min(raster.width * 0.6, unit * between(rnd, 0.75, 1));
  const bodyHeight = unit * between(rnd, 0.2, 0.26);
  const wall = hsl(between(rnd, 20, 40), between(rnd, 0.2, 0.35), between(rnd, 0.78, 0.86));
  const trim = mix(wall, BLACK, 0.25);
  const glass = hsl(210, 0.25, 0.32);
  const left = cx - bodyWidth / 2;
  const top = ground - bodyHeight;
  fillRect(raster, left, top, left + bodyWidth, ground, wall);
  fillRect(raster, left, top, left + bodyWidth, top + Math.max(2, bodyHeight * 0.06), trim);

  const porchWidth = bodyWidth * 0.24;
  const porchTop = top - bodyHeight * 0.25;
  fillRect(
    raster,
    cx - porchWidth / 2,
    porchTop,
    cx + porchWidth / 2,
    ground,
    mix(wall, WHITE, 0.3),
  );
  fillPolygon(
    raster,
    [
      [cx - porchWidth * 0.62, porchTop],
      [cx, porchTop - bodyHeight * 0.22],
      [cx + porchWidth * 0.62, porchTop],
    ],
    trim,
  );

  paintWindows(raster, rnd, left, cx - porchWidth / 2, top, ground, glass);
  paintWindows(raster, rnd, cx + porchWidth / 2, left + bodyWidth, top, ground, glass);

  const doorWidth = porchWidth * 0.36;
  fillRect(
    raster,
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
  raster: Raster,
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
      fillRect(raster, x, y, x + cellWidth * 0.44, y + cellHeight * 0.55, glass);
    }
  }
}

function paintPath(raster: Raster, building: Footprint, ground: number, height: number): void {
  const stone = hsl(35, 0.2, 0.72);
  const spread = (building.doorRight - building.doorLeft) * 1.6;
  fillPolygon(
    raster,
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
  raster: Raster,
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
      : between(rnd, Math.min(raster.width, building.right), raster.width);
    const size = unit * between(rnd, 0.08, 0.13);
    const base = ground + unit * between(rnd, 0, 0.05);
    fillRect(raster, x - size * 0.08, base - size * 1.2, x + size * 0.08, base, trunk);
    const crown = hsl(hillHue + between(rnd, -10, 10), 0.45, between(rnd, 0.22, 0.3));
    fillEllipse(raster, x, base - size * 1.5, size * 0.75, size * 0.85, crown);
  }
}

function paintCaption(raster: Raster, text: string): void {
  const { width: w, height: h } = raster;
  const fitted = fitText(text, w * 0.9, h * 0.08);
  const stripHeight = fitted.scale * GLYPH_HEIGHT * 2;
  fillRect(raster, 0, h - stripHeight, w, h, BLACK, 0.45);
  drawCenteredText(raster, fitted.text, w / 2, h - stripHeight / 2, fitted.scale, WHITE);
}

function paintAvatar(raster: Raster, rnd: Random): void {
  const { width: w, height: h } = raster;
  const hue = rnd() * 360;
  fillRect(raster, 0, 0, w, h, hsl(hue, 0.45, 0.7));
  const figure = hsl(hue, 0.3, 0.93);
  const unit = Math.min(w, h);
  fillEllipse(
    raster,
    w / 2,
    h * 1.02,
    unit * between(rnd, 0.34, 0.4),
    unit * between(rnd, 0.3, 0.36),
    figure,
  );
  fillCircle(raster, w / 2, h / 2 - unit * 0.1, unit * between(rnd, 0.17, 0.2), figure);
}

function paintLogo(raster: Raster, rnd: Random, label: string | undefined): void {
  const { width: w, height: h } = raster;
  fillRect(raster, 0, 0, w, h, WHITE);
  const cx = w / 2;
  const cy = h / 2;
  const radius = Math.min(w, h) * 0.46;
  const primary = hsl(rnd() * 360, between(rnd, 0.45, 0.65), between(rnd, 0.25, 0.33));
  const gold = hsl(between(rnd, 38, 48), 0.75, 0.55);

  fillCircle(raster, cx, cy, radius, primary);
  fillCircle(raster, cx, cy, radius * 0.84, gold);
  fillCircle(raster, cx, cy, radius * 0.78, primary);
  paintSealDots(raster, cx, cy, radius, 16 + Math.floor(rnd() * 12), gold);

  const initials = label === undefined ? "" : initialsOf(label);
  if (initials === "") {
    fillPolygon(
      raster,
      starPoints(cx, cy, radius * 0.5, radius * 0.22, 5 + Math.floor(rnd() * 4)),
      gold,
    );
  } else {
    const fitted = fitText(initials, radius * 1.1, radius * 0.6);
    drawCenteredText(raster, fitted.text, cx, cy, fitted.scale, gold);
  }
}

function paintSealDots(
  raster: Raster,
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
    fillCircle(raster, x, y, radius * 0.03, color);
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

function paintQr(raster: Raster, rnd: Random): void {
  const { width: w, height: h } = raster;
  const size = pick(rnd, [21, 25] as const);
  const module = Math.floor(Math.min(w, h) / (size + QR_QUIET_ZONE * 2));
  if (module < 1) {
    throw new RangeError(`png: qr needs at least ${size + QR_QUIET_ZONE * 2}px per side`);
  }
  const modules = qrModules(rnd, size);
  const left = Math.floor((w - size * module) / 2);
  const top = Math.floor((h - size * module) / 2);
  fillRect(raster, 0, 0, w, h, WHITE);
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) {
        const px = left + x * module;
        const py = top + y * module;
        fillRect(raster, px, py, px + module, py + module, BLACK);
      }
    }),
  );
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

// ---------------------------------------------------------------------------
// PDF

const PAGE_WIDTH = 595; // A4 in points
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const TITLE_SIZE = 18;
const TITLE_LEADING = 24;
const BODY_SIZE = 11;
const BODY_LEADING = 16;

// Helvetica advance widths (1/1000 em) for ASCII 32..126, from the standard AFM.
const HELVETICA_WIDTHS: readonly number[] = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
// Helvetica-Bold runs up to ~10% wider; measuring with a margin avoids its AFM.
const BOLD_WIDTH_FACTOR = 1.1;

// Typographic characters commonly pasted into notices, folded to ASCII so they
// survive the Latin-1 restriction legibly instead of becoming '?'.
const ASCII_FOLDS: Readonly<Record<string, string>> = {
  "\u2018": "'",
  "\u2019": "'",
  "\u201c": '"',
  "\u201d": '"',
  "\u2013": "-",
  "\u2014": "-",
  "\u2022": "*",
  "\u2026": "...",
  "\t": " ",
};

export function pdf(seed: string, opts: PdfOptions): Buffer {
  const accent = hsl(seededRandom(seed)() * 360, 0.55, 0.35);
  const title = toLatin1(opts.title);
  const content = pageContent(title, opts.lines.map(toLatin1), accent);
  return assemblePdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      "/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfString(title)} /Producer (prospectus demo generator) >>`,
  ]);
}

/** Replaces anything outside printable Latin-1 with '?' (after folding typographic marks). */
function toLatin1(text: string): string {
  let out = "";
  for (const ch of text) {
    const folded = ASCII_FOLDS[ch] ?? ch;
    for (const c of folded) {
      const code = c.codePointAt(0) ?? 0;
      out += (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) ? c : "?";
    }
  }
  return out;
}

/** A literal string; non-ASCII goes out as octal escapes so the file body stays 7-bit. */
function pdfString(latin1: string): string {
  let out = "(";
  for (const ch of latin1) {
    const code = ch.charCodeAt(0);
    if (ch === "\\" || ch === "(" || ch === ")") out += `\\${ch}`;
    else if (code > 0x7e) out += `\\${code.toString(8).padStart(3, "0")}`;
    else out += ch;
  }
  return `${out})`;
}

function measure(text: string, size: number): number {
  let units = 0;
  for (const ch of text) units += HELVETICA_WIDTHS[ch.charCodeAt(0) - 32] ?? 556;
  return (units * size) / 1000;
}

/** Greedy word wrap; a single over-long word is split at the width limit. */
function wrap(text: string, maxWidth: number, size: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(" ").filter((w) => w !== "")) {
    const candidate = current === "" ? word : `${current} ${word}`;
    if (measure(candidate, size) <= maxWidth) {
      current = candidate;
      continue;
    }
    if (current !== "") lines.push(current);
    current = word;
    while (measure(current, size) > maxWidth && current.length > 1) {
      let cut = current.length - 1;
      while (cut > 1 && measure(current.slice(0, cut), size) > maxWidth) cut--;
      lines.push(current.slice(0, cut));
      current = current.slice(cut);
    }
  }
  lines.push(current);
  return lines;
}

function num(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

function textLine(font: "F1" | "F2", size: number, x: number, y: number, text: string): string {
  return `BT /${font} ${size} Tf ${num(x)} ${num(y)} Td ${pdfString(text)} Tj ET`;
}

/** Lays out title and body on one page; body lines that do not fit are dropped. */
function pageContent(title: string, lines: readonly string[], accent: Rgb): string {
  const textWidthLimit = PAGE_WIDTH - 2 * MARGIN;
  const [r, g, b] = accent.map((c) => num(c / 255));
  const ops: string[] = [`${r} ${g} ${b} rg`, `0 ${PAGE_HEIGHT - 28} ${PAGE_WIDTH} 28 re f`, "0 g"];
  let y = PAGE_HEIGHT - MARGIN - TITLE_SIZE - 12;
  for (const line of wrap(title, textWidthLimit / BOLD_WIDTH_FACTOR, TITLE_SIZE)) {
    ops.push(textLine("F1", TITLE_SIZE, MARGIN, y, line));
    y -= TITLE_LEADING;
  }
  y += TITLE_LEADING - 10;
  ops.push(`${r} ${g} ${b} RG 1.5 w ${MARGIN} ${num(y)} m ${PAGE_WIDTH - MARGIN} ${num(y)} l S`);
  y -= BODY_LEADING + 8;
  for (const paragraph of lines) {
    for (const line of wrap(paragraph, textWidthLimit, BODY_SIZE)) {
      if (y < MARGIN) return ops.join("\n");
      if (line !== "") ops.push(textLine("F2", BODY_SIZE, MARGIN, y, line));
      y -= BODY_LEADING;
    }
  }
  return ops.join("\n");
}

function assemblePdf(objects: readonly string[]): Buffer {
  // The binary comment marks the file as binary for transfer tools, per convention.
  let out = "%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n";
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefOffset = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, "0")} 00000 n \n`;
  out +=
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n` +
    `startxref\n${xrefOffset}\n%%EOF\n`;
  // Every character is <= 0xFF, so string length equals byte offset in Latin-1.
  return Buffer.from(out, "latin1");
}

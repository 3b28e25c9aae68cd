// Turns the demo's media recipes into files: sharp (libvips) renders a picture's SVG drawing
// to PNG, PDFKit writes a document. Both are heavy to load, so only the build (and a run
// from source whose build lacks a file) imports this module: a server reads the files the
// build made (decision 069).
import PDFDocument from "pdfkit";
import sharp from "sharp";
import type { MediaRecipe, PdfOptions } from "./recipe.ts";
import { hex, hsl, pictureSvg } from "./picture.ts";
import { seededRandom } from "./random.ts";

export async function renderMedia(recipe: MediaRecipe): Promise<Buffer> {
  return recipe.type === "png" ? renderPng(recipe.seed, recipe.options) : renderPdf(recipe);
}

async function renderPng(seed: string, options: Parameters<typeof pictureSvg>[1]): Promise<Buffer> {
  // The drawing covers every pixel, so the alpha channel goes. A palette of 256 colours at
  // full quality (dithered) looks the same as full colour on these flat drawings and makes
  // the files about half as large; quantising and zlib are deterministic for a given sharp.
  return sharp(Buffer.from(pictureSvg(seed, options)))
    .removeAlpha()
    .png({ compressionLevel: 9, palette: true, quality: 100, effort: 10 })
    .toBuffer();
}

// ---------------------------------------------------------------------------
// PDF: one A4 page under a coloured band, a bold title, a rule and the body.

const PAGE_WIDTH = 595; // A4 in points
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const TITLE_SIZE = 18;
const TITLE_LEADING = 24;
const BODY_SIZE = 11;
const BODY_LEADING = 16;
/** The demo's documents all carry one date, so the same recipe gives the same bytes. */
const CREATED = new Date(Date.UTC(2025, 5, 1));

// Typographic characters commonly pasted into notices, folded to ASCII so they survive
// the standard fonts' WinAnsi encoding legibly instead of becoming '?'.
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

function renderPdf({ seed, options }: { seed: string; options: PdfOptions }): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [PAGE_WIDTH, PAGE_HEIGHT],
    margin: 0,
    // The title's font: each font a document loads costs a parse of its metrics.
    font: "Helvetica-Bold",
    info: {
      Title: options.title,
      Producer: "prospectus demo generator",
      Creator: "prospectus demo generator",
      CreationDate: CREATED,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  layOut(doc, seed, options);
  doc.end();
  return done;
}

/** Lays out title and body on one page; body lines that do not fit are dropped. */
function layOut(doc: PDFKit.PDFDocument, seed: string, options: PdfOptions): void {
  const accent = hex(hsl(seededRandom(seed)() * 360, 0.55, 0.35));
  const textWidth = PAGE_WIDTH - 2 * MARGIN;
  doc.rect(0, 0, PAGE_WIDTH, 28).fill(accent).fillColor("black");
  let y = MARGIN + TITLE_SIZE + 12;
  doc.font("Helvetica-Bold").fontSize(TITLE_SIZE);
  for (const line of wrap(doc, toWinAnsi(options.title), textWidth)) {
    doc.text(line, MARGIN, y, { baseline: "alphabetic", lineBreak: false });
    y += TITLE_LEADING;
  }
  y -= TITLE_LEADING - 10;
  doc
    .moveTo(MARGIN, y)
    .lineTo(PAGE_WIDTH - MARGIN, y)
    .lineWidth(1.5)
    .stroke(accent);
  y += BODY_LEADING + 8;
  doc.font("Helvetica").fontSize(BODY_SIZE);
  for (const paragraph of options.lines) {
    for (const line of wrap(doc, toWinAnsi(paragraph), textWidth)) {
      if (y > PAGE_HEIGHT - MARGIN) return;
      if (line !== "") doc.text(line, MARGIN, y, { baseline: "alphabetic", lineBreak: false });
      y += BODY_LEADING;
    }
  }
}

/** Replaces anything outside printable Latin-1 with '?' (after folding typographic marks). */
function toWinAnsi(text: string): string {
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

/** Greedy word wrap in the current font; a single over-long word is split at the width. */
function wrap(doc: PDFKit.PDFDocument, text: string, maxWidth: number): string[] {
  const fits = (s: string): boolean => doc.widthOfString(s) <= maxWidth;
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(" ").filter((w) => w !== "")) {
    const candidate = current === "" ? word : `${current} ${word}`;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current !== "") lines.push(current);
    current = word;
    while (!fits(current) && current.length > 1) {
      let cut = current.length - 1;
      while (cut > 1 && !fits(current.slice(0, cut))) cut--;
      lines.push(current.slice(0, cut));
      current = current.slice(cut);
    }
  }
  lines.push(current);
  return lines;
}

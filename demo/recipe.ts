// The demo's media files as recipes: what a picture or document shows, from which seed.
// A recipe's name is the digest of what it shows, so the build's rendered file (./media.ts)
// is found again by whoever asks for the same picture or document.
import { createHash } from "node:crypto";
import type { PngOptions } from "./picture.ts";

export interface PdfOptions {
  readonly title: string;
  readonly lines: readonly string[];
}

export type MediaRecipe =
  | { readonly type: "png"; readonly seed: string; readonly options: PngOptions }
  | { readonly type: "pdf"; readonly seed: string; readonly options: PdfOptions };

export const pngRecipe = (seed: string, options: PngOptions): MediaRecipe => ({
  type: "png",
  seed,
  options,
});

export const pdfRecipe = (seed: string, options: PdfOptions): MediaRecipe => ({
  type: "pdf",
  seed,
  options,
});

/** A recipe's file name: the digest of what it shows, and its type. */
export function mediaFileName(recipe: MediaRecipe): string {
  const fields =
    recipe.type === "png"
      ? [recipe.seed, recipe.options.kind, recipe.options.width, recipe.options.height]
      : [recipe.seed, recipe.options.title, recipe.options.lines];
  const label = recipe.type === "png" ? (recipe.options.label ?? null) : null;
  const digest = createHash("sha256")
    .update(JSON.stringify([recipe.type, ...fields, label]))
    .digest("hex");
  return `${digest.slice(0, 32)}.${recipe.type}`;
}

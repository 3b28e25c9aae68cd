// An institute whose one gallery category holds 100 photos, for the page benchmark: the
// heaviest gallery page the issue asks to keep within budget.
import { createHash } from "node:crypto";
import type { Bundle } from "#contract/index.ts";
import { routes } from "#contract/links.ts";
import type { BundleSource } from "#server/content/bundle-io.server.ts";
import { mediaBytes } from "#demo/media.ts";
import { pngRecipe, type MediaRecipe } from "#demo/recipe.ts";
import { minimalTenant } from "#demo/minimal.server.ts";

export const GALLERY_TENANT_HOST = "gallery.localhost";
const PHOTOS = 100;

const idOf = (seed: string) =>
  createHash("sha256").update(`bench-gallery-${seed}`).digest("hex").slice(0, 24);

const YEAR = { _id: idOf("year"), batchName: "2025-26" };
const CATEGORY = { _id: idOf("category"), category: "Annual Day", batch: YEAR._id };

export const GALLERY_CATEGORY_PATH = routes.galleryCategory(
  "photo",
  YEAR._id,
  CATEGORY._id,
  YEAR.batchName,
);

export async function galleryTenant(): Promise<BundleSource> {
  const base = minimalTenant(9000);
  const json: Bundle = structuredClone(base.json);
  const photos = new Map<string, MediaRecipe>();
  json.hosts = [GALLERY_TENANT_HOST];
  json.academic_years = [YEAR];
  json.photo_gallery = {
    categories: [CATEGORY],
    images: Array.from({ length: PHOTOS }, (_, i) => {
      const key = `bench-gallery/photo-${i + 1}.png`;
      photos.set(
        key,
        pngRecipe(key, { width: 800, height: 600, kind: "photo", label: `Photo ${i + 1}` }),
      );
      return {
        _id: idOf(`photo-${i}`),
        image: key,
        caption: `Annual Day 2025-26: photo ${i + 1}`,
        category: CATEGORY._id,
        batch: YEAR._id,
      };
    }),
  };
  return { json, media: new Map([...base.media, ...(await mediaBytes(photos))]) };
}

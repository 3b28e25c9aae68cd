// The demo's media files, read from the packs the build renders into dist/demo-media
// (scripts/demo-media.ts), so a server never loads a renderer (decision 069).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { packageRoot } from "#server/paths.server.ts";
import { mediaFileName, type MediaRecipe } from "./recipe.ts";

/** Where the build writes the rendered files, under the package root. */
export const DEMO_MEDIA_DIR = path.join("dist", "demo-media");

/**
 * A pack's index (`<part>.json` beside `<part>.bin`): each file's name, and its offset and
 * length in the pack.
 */
const packIndexSchema = z.record(z.string(), z.tuple([z.number().int(), z.number().int()]));
export type PackIndex = z.infer<typeof packIndexSchema>;

/**
 * The bytes of every recipe, read from the build's files. A file the build did not make (a
 * run from source before any build, or a recipe changed since) is rendered here.
 */
export async function mediaBytes<K>(
  recipes: ReadonlyMap<K, MediaRecipe>,
): Promise<Map<K, Uint8Array>> {
  const files = builtFiles();
  const missing = [...recipes.values()].filter((recipe) => !files.has(mediaFileName(recipe)));
  if (missing.length > 0) {
    const { renderMedia } = await import("./render.ts");
    for (const recipe of missing) files.set(mediaFileName(recipe), await renderMedia(recipe));
  }
  const out = new Map<K, Uint8Array>();
  for (const [key, recipe] of recipes) {
    const bytes = files.get(mediaFileName(recipe));
    if (!bytes) throw new Error(`demo: no file for ${String(key)}`);
    out.set(key, bytes);
  }
  return out;
}

/** Every file the build rendered, by name (none before a build). */
function builtFiles(): Map<string, Uint8Array> {
  const dir = path.join(packageRoot(), DEMO_MEDIA_DIR);
  const files = new Map<string, Uint8Array>();
  if (!existsSync(dir)) return files;
  for (const indexName of readdirSync(dir).filter((name) => name.endsWith(".json"))) {
    const pack = readFileSync(path.join(dir, indexName.replace(/\.json$/, ".bin")));
    const index = packIndexSchema.parse(
      JSON.parse(readFileSync(path.join(dir, indexName), "utf8")),
    );
    for (const [name, [offset, length]] of Object.entries(index)) {
      files.set(name, pack.subarray(offset, offset + length));
    }
  }
  return files;
}

/** The bytes of one recipe (see `mediaBytes`). */
export async function mediaFile(recipe: MediaRecipe): Promise<Uint8Array> {
  const bytes = (await mediaBytes(new Map([[0, recipe]]))).get(0);
  if (!bytes) throw new Error(`demo: no file for ${mediaFileName(recipe)}`);
  return bytes;
}

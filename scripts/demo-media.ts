// Renders every picture and document of the demo institutes into a pack in dist/demo-media
// (decision 069): `<part>.bin` holds the files one after another, `<part>.json` where each
// is, by the digest of its recipe. scripts/build.mjs runs one process per core:
// `demo-media.ts <part> <parts>` renders every parts-th recipe.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { demoPlans } from "#demo/generate.server.ts";
import { DEMO_MEDIA_DIR, type PackIndex } from "#demo/media.ts";
import { mediaFileName, type MediaRecipe } from "#demo/recipe.ts";
import { renderMedia } from "#demo/render.ts";
import { packageRoot } from "#server/paths.server.ts";

const part = Number(process.argv[2] ?? 0);
const parts = Number(process.argv[3] ?? 1);

const recipes = new Map<string, MediaRecipe>();
for (const plan of demoPlans()) {
  for (const recipe of plan.media.values()) recipes.set(mediaFileName(recipe), recipe);
}
const files: Buffer[] = [];
const index: PackIndex = {};
let offset = 0;
for (const [name, recipe] of [...recipes].filter((_, i) => i % parts === part)) {
  const bytes = await renderMedia(recipe);
  index[name] = [offset, bytes.length];
  files.push(bytes);
  offset += bytes.length;
}
const dir = path.join(packageRoot(), DEMO_MEDIA_DIR);
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, `${part}.bin`), Buffer.concat(files));
writeFileSync(path.join(dir, `${part}.json`), JSON.stringify(index));

// The empty PGlite cluster the build wrote (scripts/pglite-template.mjs), for a new store to
// start from instead of running initdb: less than half initdb's memory and time (decision 062).
// Without it (a store opened before any build, or after PGlite was upgraded without one) the
// store runs initdb as before.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { packageRoot } from "#server/paths.server.ts";

let template: Promise<Blob | undefined> | undefined;

async function readTemplate(): Promise<Blob | undefined> {
  const root = packageRoot();
  try {
    const manifest = path.join(root, "node_modules/@electric-sql/pglite/package.json");
    const { version } = JSON.parse(await readFile(manifest, "utf8")) as { version: string };
    const dump = await readFile(path.join(root, "build/pglite", `empty-${version}.tar.gz`));
    return new Blob([dump]);
  } catch {
    return undefined;
  }
}

/** The dump of an empty cluster of the installed PGlite, if the build wrote one. */
export function pgliteTemplate(): Promise<Blob | undefined> {
  template ??= readTemplate();
  return template;
}

// Where the package's own files are, from source (tests, development) or from dist/ (start).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

let root: string | undefined;

export function packageRoot(): string {
  if (root) return root;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, "package.json");
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, "utf8")).name === "prospectus") {
      root = dir;
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("cannot find the prospectus package root");
    dir = parent;
  }
}

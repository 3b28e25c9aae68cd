// Bundles the server and CLI into dist/cli.js; dependencies stay in node_modules.
import { build } from "esbuild";

await build({
  entryPoints: ["src/server/cli.ts"],
  outfile: "dist/cli.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});

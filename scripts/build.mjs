// Builds the site (React Router + Vite: build/) and bundles the server and CLI into
// dist/cli.js, and its picture resizer into dist/resize-worker.js (the demo institutes in a
// chunk loaded only when needed, their media rendered into dist/demo-media); dependencies
// stay in node_modules. Client assets get gzip and brotli copies.
import { spawn, spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync, constants } from "node:zlib";
import { build } from "esbuild";

// The interface's messages compiled first: the site imports them (scripts/messages.mjs).
const compiled = spawnSync(process.execPath, ["scripts/messages.mjs"], { stdio: "inherit" });
if (compiled.status !== 0)
  throw new Error(`the messages did not compile (exit ${compiled.status})`);

// Always a production build, even when a test runner (NODE_ENV=test) asks for it: React's
// development build is several times larger and slower.
// React Router passes Vite an option Vite 8 deprecates (`envFile: false`, in configs of its
// own we cannot reach); that one warning is dropped, every other line is shown.
const KNOWN_NOISE = /The `envFile` option is deprecated, please use `envDir: false` instead\./;
const site = spawnSync(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], {
  stdio: ["ignore", "ignore", "pipe"],
  encoding: "utf8",
  env: { ...process.env, NODE_ENV: "production" },
});
const messages = site.stderr.split("\n").filter((line) => line && !KNOWN_NOISE.test(line));
if (messages.length > 0) process.stderr.write(`${messages.join("\n")}\n`);
if (site.status !== 0) throw new Error(`the site build failed (exit ${site.status})`);

const assets = "build/client/assets";
for (const name of readdirSync(assets)) {
  if (!/\.(js|css|svg|json)$/.test(name)) continue;
  const file = path.join(assets, name);
  const bytes = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

// Chunks are named by their content: a clean folder keeps an old build's out of the way.
rmSync("dist", { recursive: true, force: true });
await build({
  // The command, and the child process that resizes pictures (decision 028).
  entryPoints: {
    cli: "src/server/cli.ts",
    "resize-worker": "src/server/media/resize-worker.ts",
  },
  outdir: "dist",
  bundle: true,
  // Modules imported only on demand (the demo institutes) become chunks of their own.
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});

// The demo institutes' pictures and documents (decision 069), rendered here so a server never
// loads sharp or PDFKit for them: one process per core, each writing a pack of its share.
const parts = Math.min(availableParallelism(), 4);
await Promise.all(
  Array.from({ length: parts }, (_, part) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "scripts/demo-media.ts", String(part), String(parts)],
      { stdio: "inherit" },
    );
    return new Promise((resolve, reject) =>
      child.on("exit", (code) =>
        code === 0
          ? resolve(code)
          : reject(new Error(`demo media part ${part} failed (exit ${code})`)),
      ),
    );
  }),
);

// The empty PGlite cluster new stores start from (scripts/pglite-template.mjs), in a process
// of its own: initdb's memory is freed with it.
const template = spawnSync(process.execPath, ["scripts/pglite-template.mjs"], { stdio: "inherit" });
if (template.status !== 0) throw new Error(`the PGlite template failed (exit ${template.status})`);

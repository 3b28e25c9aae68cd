#!/usr/bin/env node
// Node 20 cannot run TypeScript: the command runs the build that `npm run build` makes.
// React and React Router pick their production builds from NODE_ENV when first imported, so
// it is set before anything is loaded (a development server sets its own); React Router's
// production build is chosen by a resolution hook, as its package exports name only the
// development one.
import { register } from "node:module";
import v8 from "node:v8";

process.env.NODE_ENV ??= "production";
if (process.env.NODE_ENV !== "development") {
  register("./production-build-hooks.js", import.meta.url);
}

// A server holds its memory down (decision 027). V8's defaults suit a process that may take a
// large part of the machine: under a steady load the young generation grew to 32 MB and the
// old one to four times what was live, and PGlite's WebAssembly was compiled twice, quickly
// and then optimised, both copies resident. V8 reads these settings when it sizes a
// generation and when it compiles WebAssembly, so they hold when set here, before anything
// is loaded; the other commands run briefly and keep V8's defaults.
const command = process.argv.slice(2).find((arg) => !arg.startsWith("-")) ?? "serve";
if (command === "serve") {
  // The young generation keeps its initial size instead of growing to 32 MB.
  v8.setFlagsFromString("--semi-space-growth-factor=1");
  // After a full collection the old generation may grow by half of what survived, not four
  // times; a tighter limit made renders spend a quarter of their time collecting (decision 077).
  v8.setFlagsFromString("--heap-growing-percent=50");
  // WebAssembly (PGlite's Postgres) is compiled once, by the optimising compiler.
  v8.setFlagsFromString("--no-liftoff");
}
await import("../dist/cli.js");

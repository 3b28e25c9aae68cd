#!/usr/bin/env node
// Node 20 cannot run TypeScript: the command runs the build that `npm run build` makes.
// React and React Router pick their production builds from NODE_ENV when first imported, so
// it is set before anything is loaded (a development server sets its own); React Router's
// production build is chosen by a resolution hook, as its package exports name only the
// development one.
import { register } from "node:module";

process.env.NODE_ENV ??= "production";
if (process.env.NODE_ENV !== "development") {
  register("./production-build-hooks.js", import.meta.url);
}
await import("../dist/cli.js");

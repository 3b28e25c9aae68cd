#!/usr/bin/env node
// Node 20 cannot run TypeScript: the command runs the build that `npm run build` makes.
// React and React Router pick their production builds from NODE_ENV when first imported, so
// it is set before anything is loaded (a development server sets its own).
process.env.NODE_ENV ??= "production";
await import("../dist/cli.js");

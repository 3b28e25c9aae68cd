#!/usr/bin/env node
// Node 20 cannot run TypeScript: the command runs the build that `npm run build` makes.
import "../dist/cli.js";

import { createRequire } from "node:module";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * React Router's production build in the browser's bundle (decision 079). Its package
 * exports `dist/development` under every condition (remix-run/react-router#14102), whose
 * code checks and builds developer warnings on every render; `dist/production` is the same
 * code with them off, and the minifier drops them. Only the browser's build is pointed there:
 * the server's externals load React Router through Node, and a second copy there would split
 * its contexts. Both builds render the same markup: the warnings change only React Router's
 * default error and loading screens, which the site replaces with its own.
 */
function reactRouterProductionInBrowser(): Plugin {
  const dist = path.join(
    path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
    "dist/production",
  );
  const files = new Map([
    ["react-router", path.join(dist, "index.mjs")],
    ["react-router/dom", path.join(dist, "dom-export.mjs")],
  ]);
  return {
    name: "react-router-production-in-browser",
    // `npm run dev` keeps the warnings, where they are meant to be read.
    apply: "build",
    enforce: "pre",
    resolveId(id, _importer, options) {
      return options?.ssr ? null : (files.get(id) ?? null);
    },
  };
}

export default defineConfig({
  plugins: [reactRouterProductionInBrowser(), tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    // Timings are advice for plugin authors, printed when the machine is busy: not ours.
    rolldownOptions: {
      checks: { bundlerTimings: false },
      output: {
        // Every page loads the same two files besides its own: React, React DOM and React
        // Router in one, and the frame in the other: every component of the page's frame
        // (header, menus, footer, banner, reading controls; not the phone drawer's panel,
        // loaded when it opens), the header search, icons, link builders, the viewer's opener,
        // the hydration flag and the breadcrumb's structured data. Fewer, larger files
        // compress better: 2.1 KiB less gzip on every page than the bundler's own split into
        // nine, and 1 KiB less again with the frame's components out of the root's file
        // (test/site/client-bundle.test.ts).
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
              priority: 20,
            },
            {
              name: "frame",
              test: /src[\\/](site[\\/](components[\\/](SearchForm|FileViewer|JsonLd|layout[\\/](?!DrawerPanel)[^\\/]+)|lib[\\/](safe-url|use-hydrated|page-data|structured-data))|contract[\\/](routes|constants))\.tsx?$/,
              priority: 10,
            },
            {
              // A section's layout and its tab bar, which every page of a section loads
              // together: one file, not two (test/site/client-bundle.test.ts).
              name: "section",
              test: /src[\\/]site[\\/]components[\\/]section[\\/](SectionLayout|TabBar)\.tsx$/,
              priority: 5,
            },
            {
              // A file list's parts in one file: the galleries show its picture grid alone, which
              // would otherwise split the list into three files on every page with documents.
              name: "documents",
              test: /src[\\/]site[\\/]components[\\/]documents[\\/](Documents|DocumentCards|ImageGrid)\.tsx$/,
              priority: 5,
            },
          ],
        },
      },
    },
  },
});

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    // Timings are advice for plugin authors, printed when the machine is busy: not ours.
    rolldownOptions: {
      checks: { bundlerTimings: false },
      output: {
        // Every page loads the same two files besides its own: React, React DOM and React
        // Router in one, and the frame's shared modules (header search, menus, icons, link
        // builders, the viewer's opener, the hydration flag) in the other, which the lazy
        // phone drawer shares with the frame. Fewer, larger files compress better: 2.1 KiB
        // less gzip on every page than the bundler's own split into nine
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
              test: /src[\\/](site[\\/](components[\\/](SearchForm|FileViewer|layout[\\/](MenuSections|MenuItemView|SocialLinks|icons))|lib[\\/](safe-url|use-hydrated))|contract[\\/](routes|constants))\.tsx?$/,
              priority: 10,
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

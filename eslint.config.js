import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// A link to a page of the site is our own <Link> (components/Link.tsx, decision 052).
const OWN_LINK = {
  name: "react-router",
  importNames: ["Link", "NavLink"],
  message: "Use Link from src/site/components/Link.tsx (decision 052).",
};

// A value only the browser knows is read with useBrowserValue (src/site/lib/use-hydrated.ts):
// useSyncExternalStore re-renders at once, inside hydration's commit, when the browser's value
// differs from the server's, and made hydration one long task (bench/README.md).
const BROWSER_VALUE = {
  name: "react",
  importNames: ["useSyncExternalStore"],
  message: "Use useBrowserValue from src/site/lib/use-hydrated.ts (bench/README.md).",
};

export default tseslint.config(
  {
    ignores: [
      "dist/",
      "data/",
      "coverage/",
      "node_modules/",
      "build/",
      ".react-router/",
      "src/site/i18n/generated/",
    ],
  },
  { languageOptions: { globals: { ...globals.node } } },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    // Rules that read the types: a promise nobody awaits or handles loses its error (an
    // unhandled rejection ends the process), and one passed where a function's result is
    // ignored (an event handler) does the same.
    files: ["**/*.ts", "**/*.tsx"],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/await-thenable": "error",
    },
  },
  {
    // React's rules of hooks, and the checks its compiler makes of components (refs read
    // during render, state set in an effect's body …).
    files: ["src/site/**/*.tsx", "src/site/**/*.ts"],
    ...reactHooks.configs.flat.recommended,
  },
  {
    rules: {
      "no-console": ["error", { allow: ["error"] }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      // `import { type A }` keeps `import "module"` in the output, and with it the module's
      // code (zod schemas, for one) in the browser's bundle; `import type { A }` does not.
      "@typescript-eslint/no-import-type-side-effects": "error",
    },
  },
  {
    files: ["src/site/**"],
    rules: { "no-restricted-imports": ["error", { paths: [OWN_LINK, BROWSER_VALUE] }] },
  },
  {
    // Every word the site says comes from the message catalogues (src/site/i18n/), in each of
    // its languages: no letter written in a component's markup or in an attribute a reader
    // hears or sees. The pages' own text (untranslated.test.ts) catches what this cannot: a
    // word kept in a constant.
    files: ["src/site/**/*.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXText[value=/\\p{L}/u]",
          message: "Words in markup come from the message catalogues (useText).",
        },
        {
          selector:
            "JSXAttribute[name.name=/^(aria-label|aria-description|aria-roledescription|aria-placeholder|aria-valuetext|title|alt|placeholder|label)$/] > Literal[value=/\\p{L}/u]",
          message: "A name, title or alternative text comes from the message catalogues.",
        },
      ],
    },
  },
  {
    // A loader's helpers hand view models (lib/view-models.ts) to the components; they never
    // import the components that render them, nor a screen.
    files: ["src/site/lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [OWN_LINK, BROWSER_VALUE],
          patterns: [
            {
              regex: "(^|/)components/",
              message: "src/site/lib is below the components: move what both need into lib.",
            },
            {
              regex: "(^|/)screens/",
              message: "src/site/lib is below the screens: move what both need into lib.",
            },
          ],
        },
      ],
    },
  },
  {
    // The shared components serve the screens (src/site/screens/<family>/) and never import
    // one: a part only one family uses lives in that family's folder.
    files: ["src/site/components/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [OWN_LINK, BROWSER_VALUE],
          patterns: [
            {
              regex: "(^|/)screens/",
              message: "src/site/components is below the screens: move what both need here.",
            },
          ],
        },
      ],
    },
  },
  ...[
    ["src/site/screens/*/*", "^\\.\\./[^./][^/]*/"],
    ["src/site/screens/*/*/*", "^\\.\\./\\.\\./[^./][^/]*/"],
  ].map(([files, otherFamily]) => ({
    // A screen family (src/site/screens/<family>/) imports lib/ and components/, never another
    // family: what two families use lives in lib/ or components/. The sitemap's registry alone
    // reads every family's sitemap source.
    files: [files],
    ignores: ["src/site/screens/sitemap/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [OWN_LINK, BROWSER_VALUE],
          patterns: [
            {
              regex: `${otherFamily}|^#site/screens/`,
              message:
                "A screen family never imports another: move what both need into lib/ or components/.",
            },
          ],
        },
      ],
    },
  })),
  {
    // Layers point down: the platform's shapes, its domain rules and the content store sit
    // below the site, so that opening the store (the CLI) loads no site or React code.
    files: ["src/contract/**", "src/domain/**", "src/server/store/**", "src/server/content/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              // But for the site's words (the message catalogues and the fixed tabs' labels,
              // React-free), which the search index files pages under (decision 080).
              regex: "(^#|(^|/))site/(?!i18n/(generated/messages\\.js|tab-words\\.ts)$)",
              message: "The contract, domain and store are below the site: they never import it.",
            },
            {
              regex: "^(react|react-dom|react-router)($|/)|^@react-router/",
              message: "The contract, domain and store are below the site: they load no React.",
            },
          ],
        },
      ],
    },
  },
  {
    // Tests and benchmarks index fixtures they built themselves; a missing item fails loudly.
    files: ["test/**", "**/*.test.ts", "bench/**"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
);

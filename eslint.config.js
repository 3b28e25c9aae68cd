import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/", "data/", "coverage/", "node_modules/", "build/", ".react-router/"] },
  { languageOptions: { globals: { ...globals.node } } },
  js.configs.recommended,
  ...tseslint.configs.strict,
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
    // A link to a page of the site is our own <Link> (components/Link.tsx, decision 052).
    files: ["src/site/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react-router",
              importNames: ["Link", "NavLink"],
              message: "Use Link from src/site/components/Link.tsx (decision 052).",
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

// Compiles the interface's message catalogues (src/site/i18n/messages/{en,hi,mr}.json) into
// tree-shakable message functions with Paraglide JS (decision 074), in
// src/site/i18n/generated/: made at build and check time, never committed. The locale is
// always passed to a message by its caller (the page's language, from its address), so the
// runtime's own locale detection is left to its base locale.
import { compile } from "@inlang/paraglide-js";

await compile({
  project: "src/site/i18n/project.inlang",
  outdir: "src/site/i18n/generated",
  strategy: ["baseLocale"],
  emitTsDeclarations: true,
  emitReadme: false,
  emitGitIgnore: false,
  emitPrettierIgnore: false,
  disableAsyncLocalStorage: true,
});
// The inlang project it loads keeps timers alive for half a minute after: nothing is left to do.
process.exit(0);

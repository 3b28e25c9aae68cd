// Fails when a value exported from src/ or demo/ is imported by no module of the project (tests,
// benchmarks and scripts count as importers): an export nobody uses is dead code, or a rule that
// belongs to its one module. Route modules' framework exports (loader, meta, default…) are React
// Router's to read and are left out. `--types` lists unused exported types as well (a type that
// names an exported function's parameters may stay exported). Syntax only, like
// import-cycles.mjs: a name re-exported by `export *` counts where it is declared.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROOTS = ["src", "demo", "test", "bench", "e2e", "scripts"];
const CHECKED = ["src", "demo"];
const EXTENSIONS = /\.(ts|tsx|mts|mjs)$/;
const FRAMEWORK = new Set([
  "default",
  "loader",
  "action",
  "meta",
  "links",
  "headers",
  "handle",
  "ErrorBoundary",
  "HydrateFallback",
  "shouldRevalidate",
  "clientLoader",
  "clientAction",
  "Layout",
  "streamTimeout",
  "handleRequest",
  "handleError",
  "middleware",
  "unstable_middleware",
]);
/** Exports read by name from outside the module graph. */
const READ_BY_NAME = new Set([
  // The server reads the site's shared stylesheet from the build's entry module.
  "src/site/entry.server.tsx\0pageStyles",
]);
const aliases = Object.entries(JSON.parse(readFileSync("package.json", "utf8")).imports);

// The compiled messages (scripts/messages.mjs) are generated: their exports are Paraglide's.
const GENERATED = path.join("src", "site", "i18n", "generated");
const filesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(
      (e) =>
        e.isFile() &&
        EXTENSIONS.test(e.name) &&
        !e.parentPath.includes("+types") &&
        !e.parentPath.startsWith(GENERATED),
    )
    .map((e) => path.join(e.parentPath, e.name));

function resolve(from, specifier) {
  for (const [pattern, target] of aliases) {
    const prefix = pattern.slice(0, -1);
    if (specifier.startsWith(prefix))
      return path.normalize(target.slice(0, -1) + specifier.slice(prefix.length));
  }
  return specifier.startsWith(".") ? path.join(path.dirname(from), specifier) : null;
}

const files = ROOTS.flatMap(filesUnder);
const used = new Set(); // "file\0name"
const exported = []; // [file, name, kind]
const stars = []; // [barrel, module]: `export * from module` in barrel
const use = (file, name) => file && used.add(`${file}\0${name}`);
for (const file of files) {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest,
    true,
  );
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const target = resolve(file, node.moduleSpecifier.text);
      const clause = node.importClause;
      if (clause?.name) use(target, "default");
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) use(target, "*");
      if (bindings && ts.isNamedImports(bindings))
        for (const el of bindings.elements) use(target, (el.propertyName ?? el.name).text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const target = resolve(file, node.moduleSpecifier.text);
      if (!node.exportClause) stars.push([file, target]);
      else if (ts.isNamedExports(node.exportClause))
        for (const el of node.exportClause.elements) use(target, (el.propertyName ?? el.name).text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      use(resolve(file, node.arguments[0].text), "*");
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      use(resolve(file, node.argument.literal.text), "*");
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!CHECKED.some((root) => file.startsWith(`${root}/`)) || /\.test\.tsx?$/.test(file)) continue;
  for (const statement of source.statements) {
    const exportedHere = ts
      .getModifiers?.(statement)
      ?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (
      ts.isExportDeclaration(statement) &&
      !statement.moduleSpecifier &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    ) {
      for (const el of statement.exportClause.elements)
        exported.push([
          file,
          el.name.text,
          statement.isTypeOnly || el.isTypeOnly ? "type" : "value",
        ]);
    }
    if (!exportedHere) continue;
    const kind =
      ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)
        ? "type"
        : "value";
    if (ts.isVariableStatement(statement))
      for (const d of statement.declarationList.declarations) {
        if (ts.isIdentifier(d.name)) exported.push([file, d.name.text, kind]);
      }
    else if (ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword))
      exported.push([file, "default", kind]);
    else if (statement.name) exported.push([file, statement.name.text, kind]);
  }
}
// A name used through a barrel (`export * from`) is a use of the module that declares it; a
// barrel imported whole (`import * as`, a dynamic import) uses every module it re-exports.
for (let changed = true; changed;) {
  changed = false;
  for (const [barrel, module] of stars) {
    for (const key of [...used]) {
      const [file, name] = key.split("\0");
      if (file !== barrel || used.has(`${module}\0${name}`)) continue;
      used.add(`${module}\0${name}`);
      changed = true;
    }
  }
}
const withTypes = process.argv.includes("--types");
const unused = exported.filter(
  ([file, name, kind]) =>
    (withTypes || kind === "value") &&
    !used.has(`${file}\0${name}`) &&
    !used.has(`${file}\0*`) &&
    !READ_BY_NAME.has(`${file}\0${name}`) &&
    !FRAMEWORK.has(name),
);
if (unused.length > 0) {
  console.error(`${unused.length} export(s) nothing imports:`);
  for (const [file, name, kind] of unused)
    console.error(`  ${file}: ${name}${kind === "type" ? " (type)" : ""}`);
  process.exitCode = 1;
}

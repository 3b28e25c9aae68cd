// Fails when modules of the project import each other in a circle (npm run check). Layers point
// one way: a module that needs one of its importers belongs below it, or what both need belongs
// in a module of its own. Every import counts, type-only and dynamic ones too, as madge counts
// them; packages and generated types are left out.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROOTS = ["src", "demo", "test", "bench", "e2e", "scripts"];
const EXTENSIONS = /\.(ts|tsx|mts|mjs)$/;
const aliases = Object.entries(JSON.parse(readFileSync("package.json", "utf8")).imports);

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && EXTENSIONS.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The project file an import names, or null for a package or a generated file. */
function resolve(from, specifier) {
  for (const [pattern, target] of aliases) {
    const prefix = pattern.slice(0, -1);
    if (specifier.startsWith(prefix)) {
      return path.normalize(target.slice(0, -1) + specifier.slice(prefix.length));
    }
  }
  return specifier.startsWith(".") ? path.join(path.dirname(from), specifier) : null;
}

const files = ROOTS.flatMap(filesUnder);
const known = new Set(files);
const graph = new Map(
  files.map((file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    const targets = importedFiles
      .map(({ fileName }) => resolve(file, fileName))
      .filter((target) => target !== null && known.has(target));
    return [file, [...new Set(targets)]];
  }),
);

// Tarjan's strongly connected components: every component of more than one module (or a
// module importing itself) is a circle.
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const circles = [];
let next = 0;

function visit(file) {
  index.set(file, next);
  low.set(file, next);
  next += 1;
  stack.push(file);
  onStack.add(file);
  for (const target of graph.get(file)) {
    if (!index.has(target)) {
      visit(target);
      low.set(file, Math.min(low.get(file), low.get(target)));
    } else if (onStack.has(target)) {
      low.set(file, Math.min(low.get(file), index.get(target)));
    }
  }
  if (low.get(file) === index.get(file)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file).includes(file)) circles.push(component.sort());
  }
}

for (const file of files) if (!index.has(file)) visit(file);

if (circles.length > 0) {
  console.error(`${circles.length} import circle(s) among the project's modules:`);
  for (const circle of circles) console.error(`  ${circle.join(" ⇄ ")}`);
  process.exit(1);
}

// What the browser downloads: every page's JavaScript fits the budget of issue 10 (125 KiB
// gzip), and no server-only library reaches the browser's bundle. Read from the production
// build (the global set-up builds it) through React Router's manifest, the same list of
// modules a page asks for when it starts.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const CLIENT = "build/client";
const ASSETS = path.join(CLIENT, "assets");
/** gzip KiB (1,024 bytes) of JavaScript a page may load. */
const BUDGET_KIB = 125;

interface ManifestRoute {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
  hasDefaultExport: boolean;
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

function readManifest(): Manifest {
  const file = readdirSync(ASSETS).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error("no React Router manifest in the build");
  const text = readFileSync(path.join(ASSETS, file), "utf8");
  return JSON.parse(text.replace(/^window\.__reactRouterManifest=/, "").replace(/;\s*$/, ""));
}

/** The modules a page of this route starts with: the entry, then each route of its chain. */
function modulesOf(manifest: Manifest, route: ManifestRoute): Set<string> {
  const modules = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (let r: ManifestRoute | undefined = route; r; r = manifest.routes[r.parentId ?? ""]) {
    modules.add(r.module);
    for (const module of r.imports ?? []) modules.add(module);
  }
  return modules;
}

/** The bytes the server sends for a module asked for with gzip (its pre-compressed copy). */
function gzipBytes(module: string): number {
  return statSync(path.join(CLIENT, `${module}.gz`)).size;
}

describe("the browser's JavaScript", () => {
  const manifest = readManifest();
  const pages = Object.values(manifest.routes).filter((route) => route.hasDefaultExport);

  it("fits 125 KiB gzip on every page", () => {
    expect(pages.length).toBeGreaterThan(50);
    const over = pages
      .map((route) => {
        const modules = [...modulesOf(manifest, route)];
        const kib = modules.reduce((sum, m) => sum + gzipBytes(m), 0) / 1024;
        return { route: route.id, kib: Math.round(kib * 10) / 10 };
      })
      .filter(({ kib }) => kib > BUDGET_KIB);
    expect(over).toEqual([]);
  });

  it("holds no server-only library", () => {
    // Marks each library leaves in its code: zod's error class, sanitize-html's and
    // htmlparser2's names, pino's and pg's.
    const marks = [/\$ZodError/, /sanitize-?html/i, /htmlparser2/, /pino/, /pg-protocol/];
    const found = readdirSync(ASSETS)
      .filter((name) => name.endsWith(".js"))
      .flatMap((name) => {
        const text = readFileSync(path.join(ASSETS, name), "utf8");
        return marks.filter((mark) => mark.test(text)).map((mark) => `${name}: ${mark}`);
      });
    expect(found).toEqual([]);
  });

  it("holds React Router's production build, without its developer warnings (decision 079)", () => {
    // Warnings only `dist/development` builds, on every render of the routes.
    const warnings = [/You rendered descendant <Routes>/, /No routes matched location/];
    const framework = readdirSync(ASSETS).filter((name) => /^framework-[\w-]+\.js$/.test(name));
    expect(framework).toHaveLength(1);
    const text = readFileSync(path.join(ASSETS, framework[0]!), "utf8");
    expect(text).toMatch(/useNavigate\(\) may be used only in the context of a <Router>/);
    expect(warnings.filter((warning) => warning.test(text))).toEqual([]);
  });
});

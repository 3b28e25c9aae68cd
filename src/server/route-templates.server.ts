// Which route of the site's route table answers an address, as its template
// (`/one/notice/:noticeId/detail`), for labels that stay few however many addresses exist.
//
// React Router's matchRoutes flattens and ranks the whole table on every call, which cost a
// kept page most of its speed when metrics were on. The table is flattened and ranked here
// once, by the same rules (flattenRoutes, computeScore and rankRouteBranches of React Router
// 7), each branch compiled to one expression of its whole path, and the answer for a path is
// remembered (route-templates.test.ts holds this to matchRoutes' answers).
import { LRUCache } from "lru-cache";
import type { ServerBuild } from "react-router";

/** The template of the route that answers a path; every unknown path is the catch-all's. */
export type PageRouteOf = (pathname: string) => string;

/** React Router's data requests of a page: `/notice.data`, and `/_root.data` for `/`. */
export const DATA_SUFFIX = ".data";
const ROOT_DATA = "/_root";
/** React Router's route discovery (lazy route manifest), which is not a page. */
export const MANIFEST_PATH = "/__manifest";

/** Paths remembered: every page of a few institutes, bounded in bytes against made-up ones. */
const REMEMBERED = { max: 10_000, maxSize: 2 * 1024 * 1024 };

type RouteEntry = NonNullable<ServerBuild["routes"][string]>;

interface Branch {
  /** The whole path, parents' included (`/institute/:tabName`). */
  path: string;
  score: number;
  /** The position of each route of the branch among its siblings, from the root down. */
  indexes: number[];
  /** The routes' own paths, as written, joined: the label. */
  template: string;
  /** The routes' ids, from the root down. */
  ids: string[];
  matcher: RegExp;
}

const joinPaths = (paths: string[]) => paths.join("/").replace(/\/\/+/g, "/");

/** A path with optional segments (`detail/:tabName?`) as every path it stands for. */
function explodeOptionalSegments(path: string): string[] {
  const [first = "", ...rest] = path.split("/");
  const optional = first.endsWith("?");
  const required = first.replace(/\?$/, "");
  if (rest.length === 0) return optional ? [required, ""] : [required];
  const restExploded = explodeOptionalSegments(rest.join("/"));
  const result = restExploded.map((sub) => (sub === "" ? required : `${required}/${sub}`));
  if (optional) result.push(...restExploded);
  return result.map((exploded) => (path.startsWith("/") && exploded === "" ? "/" : exploded));
}

const PARAM = /^:[\w-]+$/;

function computeScore(path: string, index: boolean): number {
  const segments = path.split("/");
  let score = segments.length;
  if (segments.includes("*")) score -= 2;
  if (index) score += 2;
  for (const segment of segments) {
    if (segment === "*") continue;
    score += PARAM.test(segment) ? 3 : segment === "" ? 1 : 10;
  }
  return score;
}

/** React Router's compilePath for a whole path, to its end, without case. */
function compile(path: string): RegExp {
  let source =
    "^" +
    path
      .replace(/\/*\*?$/, "")
      .replace(/^\/*/, "/")
      .replace(/[\\.*+^${}|()[\]]/g, "\\$&")
      .replace(/\/:[\w-]+/g, "/([^\\/]+)");
  if (path.endsWith("*")) source += path === "*" || path === "/*" ? "(.*)$" : "(?:\\/(.+)|\\/*)$";
  else source += "\\/*$";
  return new RegExp(source, "i");
}

function flatten(
  entries: readonly RouteEntry[],
  parentId: string | undefined,
  parent: { path: string; indexes: number[]; segments: string[]; ids: string[] },
  branches: Branch[],
): Branch[] {
  entries
    .filter((route) => route.parentId === parentId)
    .forEach((route, index) => {
      const own = route.path ?? "";
      const segments = [...parent.segments, own.replace(/^\/+|\/+$/g, "")].filter((s) => s);
      const variants = own === "" || !own.includes("?") ? [own] : explodeOptionalSegments(own);
      for (const relativePath of variants) {
        const path = joinPaths([parent.path, relativePath]);
        const indexes = [...parent.indexes, index];
        const ids = [...parent.ids, route.id];
        if (!route.index) flatten(entries, route.id, { path, indexes, segments, ids }, branches);
        if (route.path === undefined && !route.index) continue;
        branches.push({
          path,
          score: computeScore(path, route.index === true),
          indexes,
          template: `/${segments.join("/")}`,
          ids,
          matcher: compile(path),
        });
      }
    });
  return branches;
}

/** Siblings keep their order; other branches of one score are left as they came. */
function compareIndexes(a: number[], b: number[]): number {
  const siblings = a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i]);
  return siblings ? (a.at(-1) ?? 0) - (b.at(-1) ?? 0) : 0;
}

/** As React Router decodes a path before matching it; one it cannot decode is kept as it is. */
function decodePath(value: string): string {
  try {
    return value
      .split("/")
      .map((v) => decodeURIComponent(v).replace(/\//g, "%2F"))
      .join("/");
  } catch {
    return value;
  }
}

/** The table ranked as React Router ranks it, and the branch that answers a decoded path. */
function branchesOf(routes: ServerBuild["routes"]): (path: string) => Branch | undefined {
  const entries = Object.values(routes).filter((route) => route !== undefined);
  const root = { path: "", indexes: [], segments: [], ids: [] };
  const branches = flatten(entries, undefined, root, []).sort((a, b) =>
    a.score !== b.score ? b.score - a.score : compareIndexes(a.indexes, b.indexes),
  );
  return (path) => {
    const decoded = decodePath(path);
    return branches.find((branch) => branch.matcher.test(decoded));
  };
}

/** The path React Router matches for a page or its data: no hash, no query, at least "/". */
function routePath(pathname: string): string {
  let path = pathname.split("#")[0]?.split("?")[0] || "/";
  if (path.endsWith(DATA_SUFFIX)) {
    path = path.slice(0, -DATA_SUFFIX.length);
    if (path === ROOT_DATA) path = "/";
  }
  return path;
}

/**
 * The ids of the routes that answer a page or its data, from the root down; none for the
 * route manifest. A page in another language is asked without its prefix.
 */
export function pageRouteIds(routes: ServerBuild["routes"]): (pathname: string) => string[] {
  const branchOf = branchesOf(routes);
  const remembered = new LRUCache<string, string[]>({
    ...REMEMBERED,
    sizeCalculation: (ids, pathname) => pathname.length + ids.join("").length,
  });
  return (pathname) => {
    let ids = remembered.get(pathname);
    if (ids === undefined) {
      ids = pathname === MANIFEST_PATH ? [] : (branchOf(routePath(pathname))?.ids ?? []);
      remembered.set(pathname, ids);
    }
    return ids;
  };
}

/**
 * `lookups` counts the paths answered from memory (hit) and those matched against the table
 * (miss), for the metrics' cache series.
 */
export function pageRouteTemplates(
  routes: ServerBuild["routes"],
  lookups = { hit: 0, miss: 0 },
): PageRouteOf {
  const branchOf = branchesOf(routes);
  const templateOf = (pathname: string) => {
    const path = routePath(pathname);
    return path === MANIFEST_PATH ? MANIFEST_PATH : (branchOf(path)?.template ?? "/");
  };
  const remembered = new LRUCache<string, string>({
    ...REMEMBERED,
    sizeCalculation: (template, pathname) => pathname.length + template.length,
  });
  return (pathname) => {
    let template = remembered.get(pathname);
    if (template !== undefined) {
      lookups.hit++;
      return template;
    }
    lookups.miss++;
    template = templateOf(pathname);
    remembered.set(pathname, template);
    return template;
  };
}

// The route templates of the metrics' labels, from the table flattened once, against React
// Router's own matchRoutes over the site's built route table, path by path.
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  DATA_SUFFIX,
  MANIFEST_PATH,
  pageRouteIds,
  pageRouteTemplates,
} from "./route-templates.server.ts";
import { loadSiteBuild } from "./site.server.ts";

type RouteEntry = NonNullable<ServerBuild["routes"][string]>;

let entries: RouteEntry[];

beforeAll(async () => {
  const build = await loadSiteBuild();
  if (!build) throw new Error("the site is not built");
  entries = Object.values(build.routes).filter((route) => route !== undefined);
});

function tree(parentId: string | undefined): RouteObject[] {
  return entries
    .filter((route) => route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, index: true }
        : {
            id: route.id,
            ...(route.path !== undefined ? { path: route.path } : {}),
            children: tree(route.id),
          },
    );
}

/** The labels as they were made before: matchRoutes over the whole table on every call. */
function byMatchRoutes(table: RouteObject[], pathname: string): string {
  if (pathname === MANIFEST_PATH) return MANIFEST_PATH;
  let path = pathname;
  if (path.endsWith(DATA_SUFFIX)) {
    path = path.slice(0, -DATA_SUFFIX.length);
    if (path === "/_root") path = "/";
  }
  const segments = (matchRoutes(table, path) ?? [])
    .map((m) => (m.route.path ?? "").replace(/^\/+|\/+$/g, ""))
    .filter((p) => p !== "");
  return `/${segments.join("/")}`;
}

/** Every whole path the table writes, parents' paths included. */
function writtenPaths(): string[] {
  const pathOf = (route: RouteEntry | undefined): string =>
    route ? `${pathOf(entries.find((e) => e.id === route.parentId))}/${route.path ?? ""}` : "";
  return entries.map((route) => pathOf(route).replace(/\/\/+/g, "/"));
}

/** Addresses for a written path: its parameters filled in, optional parts present or not. */
function addressesOf(written: string): string[] {
  const filled = written
    .split("/")
    .map((segment) =>
      segment === "*" ? "a/b" : segment.startsWith(":") ? `${segment.slice(1, 4)}-1` : segment,
    );
  const withOptional = filled.map((s) => s.replace(/\?$/, "")).join("/");
  const withoutOptional = filled.filter((s) => !s.endsWith("?")).join("/");
  return [withOptional, withoutOptional].flatMap((path) => {
    const p = path || "/";
    return [p, `${p}/`, p.toUpperCase(), `${p}${DATA_SUFFIX}`, `${p}/extra`, `${p}//x`];
  });
}

const ODD = [
  "/",
  "",
  "/_root.data",
  MANIFEST_PATH,
  "/no/such/page",
  "/%E0%A4%A",
  "/notice/%E0%A4%A",
  "/a%0D%0Ab",
  "/a\nb",
  "/one/notice/a%2Fb/detail",
  "/one/notice/%20/detail",
  "/institute/%61boutus",
  "//notice",
  "/notice#top",
  "/notice?x=1",
  "/a b",
  "/.data",
  "/*",
  "/:id",
];

describe("page route templates", () => {
  it("names every address as matchRoutes over the whole table does", () => {
    const table = tree(undefined);
    const templateOf = pageRouteTemplates(Object.fromEntries(entries.map((e) => [e.id, e])));
    const addresses = [...new Set([...writtenPaths().flatMap(addressesOf), ...ODD])];
    expect(addresses.length).toBeGreaterThan(500);
    // React Router warns of a path it cannot decode; its own answer is what is compared here.
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const expected = addresses.map((a) => [a, byMatchRoutes(table, a)]);
      // Asked twice: the second answer is the remembered one.
      for (const round of [1, 2]) {
        expect(
          addresses.map((a) => [a, templateOf(a)]),
          `round ${round}`,
        ).toEqual(expected);
      }
      expect(new Set(expected.map(([, t]) => t)).size).toBeGreaterThan(50);
    } finally {
      warn.mockRestore();
    }
  });

  it("gives every address the routes matchRoutes gives it, root first (what the clock reads)", () => {
    const table = tree(undefined);
    const idsOf = pageRouteIds(Object.fromEntries(entries.map((e) => [e.id, e])));
    const addresses = [...new Set([...writtenPaths().flatMap(addressesOf), ...ODD])].filter(
      (a) => a !== MANIFEST_PATH,
    );
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const routePath = (a: string) => {
        const path = a.split("#")[0]?.split("?")[0] || "/";
        if (!path.endsWith(DATA_SUFFIX)) return path;
        const page = path.slice(0, -DATA_SUFFIX.length);
        return page === "/_root" ? "/" : page;
      };
      const expected = addresses.map((a) => [
        a,
        (matchRoutes(table, routePath(a)) ?? []).map((m) => m.route.id),
      ]);
      expect(addresses.map((a) => [a, idsOf(a)])).toEqual(expected);
      expect(idsOf("/event")).toEqual(["root", "screens/event/list"]);
    } finally {
      warn.mockRestore();
    }
  });

  it("remembers a path's template, and counts what it remembered", () => {
    const lookups = { hit: 0, miss: 0 };
    const templateOf = pageRouteTemplates(
      Object.fromEntries(entries.map((e) => [e.id, e])),
      lookups,
    );
    expect(templateOf("/one/notice/abc/detail")).toBe("/one/notice/:noticeId/detail");
    expect(templateOf("/one/notice/abc/detail")).toBe("/one/notice/:noticeId/detail");
    expect(templateOf("/one/notice/def/detail")).toBe("/one/notice/:noticeId/detail");
    expect(lookups).toEqual({ hit: 1, miss: 2 });
  });
});

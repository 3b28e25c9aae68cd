// Which route of the site's route table answers an address, as its template
// (`/one/notice/:noticeId/detail`), for labels that stay few however many addresses exist.
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/** The template of the route that answers a path; every unknown path is the catch-all's. */
export type PageRouteOf = (pathname: string) => string;

/** React Router's data requests of a page: `/notice.data`, and `/_root.data` for `/`. */
export const DATA_SUFFIX = ".data";
const ROOT_DATA = "/_root";
/** React Router's route discovery (lazy route manifest), which is not a page. */
export const MANIFEST_PATH = "/__manifest";

type RouteEntry = NonNullable<ServerBuild["routes"][string]>;

function tree(routes: readonly RouteEntry[], parentId: string | undefined): RouteObject[] {
  return routes
    .filter((route) => route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, index: true }
        : {
            id: route.id,
            ...(route.path !== undefined ? { path: route.path } : {}),
            children: tree(routes, route.id),
          },
    );
}

export function pageRouteTemplates(routes: ServerBuild["routes"]): PageRouteOf {
  const entries = Object.values(routes).filter((route) => route !== undefined);
  const table = tree(entries, undefined);
  return (pathname) => {
    if (pathname === MANIFEST_PATH) return MANIFEST_PATH;
    let path = pathname;
    if (path.endsWith(DATA_SUFFIX)) {
      path = path.slice(0, -DATA_SUFFIX.length);
      if (path === ROOT_DATA) path = "/";
    }
    const matches = matchRoutes(table, path) ?? [];
    const segments = matches
      .map((m) => (m.route.path ?? "").replace(/^\/+|\/+$/g, ""))
      .filter((p) => p !== "");
    return `/${segments.join("/")}`;
  };
}

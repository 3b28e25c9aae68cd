// The address of the page shown, within its language (the router's location, without prefix),
// or null when the page did not load (a 404, an error): such a page has no address of its own,
// and its requested address is never written back into it.
import { useLocation, useMatches } from "react-router";
import { routes } from "#contract/links.ts";

export function usePageAddress(): { pathname: string; search: string } | null {
  const { pathname, search } = useLocation();
  const loaded = useMatches().at(-1)?.loaderData !== undefined;
  return loaded ? { pathname, search } : null;
}

/**
 * The page's canonical path, as its metadata names it (built from the page's own data, never
 * from the request), or null for a page that did not load: the same for every visitor.
 */
export function useCanonicalPath(): string | null {
  const leaf = useMatches().at(-1);
  const data: unknown = leaf?.loaderData;
  if (data === undefined || data === null) return null;
  if (typeof data === "object" && "path" in data && typeof data.path === "string") {
    return data.path;
  }
  // The landing page's data names no path: its metadata's is the home page's.
  return leaf?.id === HOME_ROUTE_ID ? routes.home() : null;
}

const HOME_ROUTE_ID = "screens/home/home";

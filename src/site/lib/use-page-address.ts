// The address of the page shown, within its language (the router's location, without prefix),
// or null when the page did not load (a 404, an error): such a page has no address of its own,
// and its requested address is never written back into it.
import { useLocation, useMatches } from "react-router";

export function usePageAddress(): { pathname: string; search: string } | null {
  const { pathname, search } = useLocation();
  const loaded = useMatches().at(-1)?.loaderData !== undefined;
  return loaded ? { pathname, search } : null;
}

/**
 * The page's canonical path, as its metadata names it: every page's loader returns it as
 * `path`, built from the page's own data, never from the request. Null for a page that did
 * not load. The same for every visitor.
 */
export function useCanonicalPath(): string | null {
  const data: unknown = useMatches().at(-1)?.loaderData;
  return typeof data === "object" &&
    data !== null &&
    "path" in data &&
    typeof data.path === "string"
    ? data.path
    : null;
}

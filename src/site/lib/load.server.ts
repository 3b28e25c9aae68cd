// Loader helpers: a read either gives its data or ends the loader with the status a visitor
// should see (404 page, or an inline error with a retry for a failing platform).
import { data } from "react-router";
import type { EndpointData, EndpointName } from "#contract/index.ts";
import type { ReadResult } from "../platform/client.server.ts";

export interface ReadFailure {
  status: 404 | 503;
  message: string;
}

export function must<N extends EndpointName>(result: ReadResult<N>): EndpointData<N> {
  if (result.ok) return result.data;
  if (result.status === 404) {
    throw data<ReadFailure>({ status: 404, message: "This page does not exist." }, { status: 404 });
  }
  throw data<ReadFailure>(
    { status: 503, message: "This part of the site could not be loaded just now." },
    { status: 503, headers: { "retry-after": "5" } },
  );
}

/** The page's path within the site: its address without its language's prefix (`/hi`), so
 * that a loader that tells its screen by the path reads the same path in every language. */
export function sitePath(request: Request, context: { basename: string }): string {
  const { pathname } = new URL(request.url);
  const { basename } = context;
  if (!basename || !pathname.startsWith(basename)) return pathname;
  return pathname.slice(basename.length) || "/";
}

/** Data that may be missing without failing the page: missing data renders empty (spec 5). */
export function optional<N extends EndpointName>(result: ReadResult<N>): EndpointData<N> | null {
  return result.ok ? result.data : null;
}

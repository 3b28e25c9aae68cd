// What a loader throws for an address that names nothing. It sits beside the loaders, not with
// the error boundary that renders it (components/PageError.tsx), so that a loader's helpers
// need no component: the boundary reads the 404 status and shows the frame's "Page not found".
import { data } from "react-router";
import type { ReadFailure } from "./load.server.ts";

/** What a loader throws for an address that names nothing: a malformed id, an unknown tab. */
export function pageNotFound() {
  return data<ReadFailure>({ status: 404, message: "This page does not exist." }, { status: 404 });
}

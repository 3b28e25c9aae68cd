// The frame's data (root loader) for any component below the root.
import { useRouteLoaderData } from "react-router";
import type { LayoutData } from "./layout.server.ts";

export function useLayout(): LayoutData {
  const layout = useRouteLoaderData<LayoutData>("root");
  if (!layout) throw new Error("useLayout is used outside the site frame");
  return layout;
}

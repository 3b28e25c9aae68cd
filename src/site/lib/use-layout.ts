// The frame's data (root loader) for any component below the root.
import { useRouteLoaderData } from "react-router";
import type { LayoutData } from "./layout.server.ts";
import { picture, pictureCopy } from "./media.ts";

export function useLayout(): LayoutData {
  const layout = useRouteLoaderData<LayoutData>("root");
  if (!layout) throw new Error("useLayout is used outside the site frame");
  return layout;
}

/** An `<img>`'s source on this site: `picture` with the copies its media base makes. */
export function usePicture(): (url: string, sizes: string) => ReturnType<typeof picture> {
  const { mediaBaseUrl, pictureCopies } = useLayout();
  return (url, sizes) => picture(url, sizes, pictureCopies ? mediaBaseUrl : null);
}

/** The source of a picture shown at most at its own size: `pictureCopy` on this site. */
export function usePictureCopy(): (url: string, widest: number) => string {
  const { mediaBaseUrl, pictureCopies } = useLayout();
  return (url, widest) => pictureCopy(url, widest, pictureCopies ? mediaBaseUrl : null);
}

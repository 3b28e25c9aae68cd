// /favicon.svg: the emblem in the institute's accent, the icon of an institute without a logo
// (icon.server.tsx).
import { emblemIcon } from "./icon.server.tsx";
import type { Route } from "./+types/favicon-svg.ts";

export function loader({ context }: Route.LoaderArgs) {
  return emblemIcon(context);
}

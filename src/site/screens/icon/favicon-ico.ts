// /favicon.ico: a redirect to the site's icon (icon.server.tsx).
import { faviconRedirect } from "./icon.server.tsx";
import type { Route } from "./+types/favicon-ico.ts";

export function loader({ request, context }: Route.LoaderArgs) {
  return faviconRedirect(request, context);
}

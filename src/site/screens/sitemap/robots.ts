// /robots.txt of the tenant the host names: everything may be crawled, and the sitemap's index
// is at the tenant's primary address.
import { SITEMAP_INDEX } from "../../lib/sitemap-files.ts";
import type { Route } from "./+types/robots.ts";

export function loader({ context }: Route.LoaderArgs) {
  const body = ["User-agent: *", "Allow: /", "", `Sitemap: ${context.origin}${SITEMAP_INDEX}`, ""];
  return new Response(body.join("\n"), {
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "public, max-age=3600",
      "x-content-type-options": "nosniff",
    },
  });
}

// /sitemap.xml of the tenant the host names: the index of its sitemap's files
// (sitemap.server.ts), at the tenant's primary address.
import { contentFile } from "../../lib/resource.server.ts";
import { sitemapFiles, sitemapIndex, SITEMAP_TYPE } from "./sitemap.server.ts";
import type { Route } from "./+types/sitemap-index.ts";

export function loader({ context }: Route.LoaderArgs) {
  return contentFile("sitemap", SITEMAP_TYPE, async () =>
    sitemapIndex(context.origin, await sitemapFiles(context)),
  );
}

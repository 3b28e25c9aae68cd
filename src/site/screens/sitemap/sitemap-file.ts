// /sitemap/{file}: one file the tenant's sitemap index names, `pages.xml` or `notices-2.xml`
// (lib/sitemap-files.ts); a name it does not name is a 404.
import { contentFile } from "../../lib/resource.server.ts";
import { sitemapFileOf } from "../../lib/sitemap-files.ts";
import { sitemapFileEntries, SITEMAP_TYPE, urlset } from "./sitemap.server.ts";
import type { Route } from "./+types/sitemap-file.ts";

export function loader({ context, params }: Route.LoaderArgs) {
  const file = sitemapFileOf(params.file);
  return contentFile("sitemap file", SITEMAP_TYPE, async () => {
    const entries = file && (await sitemapFileEntries(context, file));
    return entries ? urlset(context.origin, entries, context.languages) : null;
  });
}

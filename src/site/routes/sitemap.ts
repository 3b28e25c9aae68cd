// /sitemap.xml of the tenant the host names: every page of the institute (lib/sitemap.server.ts)
// at the tenant's primary address.
import { contentFile, escapeMarkup } from "../lib/resource.server.ts";
import { sitemapEntries, type SitemapEntry } from "../lib/sitemap.server.ts";
import type { Route } from "./+types/sitemap.ts";

function urlset(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `<url><loc>${escapeMarkup(origin + entry.path)}</loc>${
        entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ""
      }</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function loader({ context }: Route.LoaderArgs) {
  return contentFile("sitemap", "application/xml; charset=utf-8", async () =>
    urlset(context.origin, await sitemapEntries(context)),
  );
}

// /sitemap.xml of the tenant the host names: every page of the institute (lib/sitemap.server.ts)
// at the tenant's primary address.
import { sitemapEntries, SitemapUnavailable, type SitemapEntry } from "../lib/sitemap.server.ts";
import type { Route } from "./+types/sitemap.ts";

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] ?? ch);
}

function urlset(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `<url><loc>${escapeXml(origin + entry.path)}</loc>${
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

export async function loader({ context }: Route.LoaderArgs) {
  let entries: SitemapEntry[];
  try {
    entries = await sitemapEntries(context);
  } catch (error) {
    // The institute itself could not be read (a thrown 503 page), or another read failed.
    if (!(error instanceof SitemapUnavailable) && error instanceof Error) throw error;
    return new Response("The sitemap could not be built just now.", {
      status: 503,
      headers: { "content-type": "text/plain; charset=utf-8", "retry-after": "60" },
    });
  }
  return new Response(urlset(context.origin, entries), {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": "public, max-age=3600",
      "x-content-type-options": "nosniff",
    },
  });
}

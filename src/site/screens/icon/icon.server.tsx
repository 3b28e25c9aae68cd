// The site's icon for the browser's tab, a bookmark or a feed reader: the institute's logo, or
// for an institute without one the emblem the banner shows, in the institute's accent.
import type { AppLoadContext } from "react-router";
import { renderToStaticMarkup } from "react-dom/server";
import { Emblem } from "../../components/layout/icons.tsx";
import { loadLayout } from "../../lib/layout.server.ts";

/** An icon changes rarely; a browser keeps it an hour, as the site's other files. */
const HEADERS = { "cache-control": "public, max-age=3600", "x-content-type-options": "nosniff" };

/**
 * /favicon.ico, where browsers and feed readers look without a page: to the page's icon.
 * Under a language's prefix the address is made whole: the router puts a path under the
 * prefix (`/hi/…`), where the logo, a file under the media base, is not.
 */
export async function faviconRedirect(
  request: Request,
  context: AppLoadContext,
): Promise<Response> {
  const { faviconUrl } = await loadLayout(context);
  const location = context.basename ? new URL(faviconUrl, request.url).href : faviconUrl;
  return new Response(null, { status: 302, headers: { ...HEADERS, location } });
}

/** The emblem as an SVG file, in the institute's accent (the colour its pages use). */
export async function emblemIcon(context: AppLoadContext): Promise<Response> {
  const { accent } = await loadLayout(context);
  const svg = renderToStaticMarkup(<Emblem colour={accent} />);
  return new Response(svg, {
    headers: { ...HEADERS, "content-type": "image/svg+xml; charset=utf-8" },
  });
}

// The path a request names within the site: its address without the language's prefix
// (`/hi/video/gallery` is `/video/gallery`), as the route table matches it. React Router's
// basename serves the page, but the request's own URL keeps the prefix.
import type { AppLoadContext } from "react-router";
import { prefixOf } from "../i18n/locale.ts";

export function routePathOf(
  request: Request,
  { locale, languages }: Pick<AppLoadContext, "locale" | "languages">,
): string {
  const { pathname } = new URL(request.url);
  const prefix = prefixOf(locale, languages);
  if (!prefix || (pathname !== prefix && !pathname.startsWith(`${prefix}/`))) return pathname;
  return pathname.slice(prefix.length) || "/";
}

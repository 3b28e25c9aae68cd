import { PICTURE_WIDTHS, RESIZABLE_EXTENSIONS } from "#contract/constants.ts";

// Files are loaded from the media base plus their storage key (spec 7).
export function mediaUrl(base: string, key: string): string {
  return `${base.endsWith("/") ? base : `${base}/`}${key.split("/").map(encodeURIComponent).join("/")}`;
}

/**
 * An `<img>`'s source: a raster picture under `copiesBase`, a media base that serves this
 * server's media route, comes with its smaller WebP copies (decision 028), so a phone fetches
 * one sized for it; `sizes` says how wide the picture is shown. `copiesBase` is null when the
 * media base makes no copies (a live platform's).
 */
export function picture(
  url: string,
  sizes: string,
  copiesBase: string | null,
): { src: string; srcSet?: string; sizes?: string } {
  const extension = url.slice(url.lastIndexOf(".") + 1).toLowerCase();
  const copies =
    copiesBase !== null &&
    url.startsWith(copiesBase) &&
    !url.includes("?") &&
    RESIZABLE_EXTENSIONS.includes(extension);
  if (!copies) return { src: url };
  return {
    src: url,
    srcSet: PICTURE_WIDTHS.map((width) => `${url}?w=${width} ${width}w`).join(", "),
    sizes,
  };
}

import { PICTURE_WIDTHS, RESIZABLE_EXTENSIONS } from "#contract/constants.ts";

// Files are loaded from the media base plus their storage key (spec 7).
export function mediaUrl(base: string, key: string): string {
  return `${base.endsWith("/") ? base : `${base}/`}${key.split("/").map(encodeURIComponent).join("/")}`;
}

/**
 * The source of a picture shown at most at its own size: one copy at most `widest` pixels
 * wide (the media route never enlarges one), with no width descriptor, so the browser takes
 * the copy's own pixels for the picture's size, where a `srcset` would make a small picture's
 * size up from the widths it names. The original where the media base makes no copies.
 */
export function pictureCopy(url: string, widest: number, copiesBase: string | null): string {
  return hasCopies(url, copiesBase) ? `${url}?w=${widest}` : url;
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
  if (!hasCopies(url, copiesBase)) return { src: url };
  const widest = widestShown(sizes);
  // Enough pixels for a screen of three device pixels to the CSS pixel, and no more.
  const enough = widest === null ? undefined : PICTURE_WIDTHS.find((w) => w >= widest * 3);
  const widths = PICTURE_WIDTHS.filter((w) => enough === undefined || w <= enough);
  return {
    src: url,
    srcSet: widths.map((width) => `${url}?w=${width} ${width}w`).join(", "),
    sizes,
  };
}

/** Whether the media base makes smaller copies of the picture at `url`. */
function hasCopies(url: string, copiesBase: string | null): boolean {
  const extension = url.slice(url.lastIndexOf(".") + 1).toLowerCase();
  return (
    copiesBase !== null &&
    url.startsWith(copiesBase) &&
    !url.includes("?") &&
    RESIZABLE_EXTENSIONS.includes(extension)
  );
}

/** The widest, in CSS pixels, `sizes` shows a picture when it names fixed lengths only (its
 * media conditions aside); null when the width follows the screen (`vw`, `calc`). */
function widestShown(sizes: string): number | null {
  let widest = 0;
  for (const size of sizes.replace(/\([^)]*\)/g, "").split(",")) {
    const length = /^\s*(\d+(?:\.\d+)?)(px|rem)\s*$/.exec(size);
    if (!length) return null;
    widest = Math.max(widest, Number(length[1]) * (length[2] === "rem" ? 16 : 1));
  }
  return widest;
}

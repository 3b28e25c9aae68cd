// Files are loaded from the media base plus their storage key (spec 7).
export function mediaUrl(base: string, key: string): string {
  return `${base.endsWith("/") ? base : `${base}/`}${key.split("/").map(encodeURIComponent).join("/")}`;
}

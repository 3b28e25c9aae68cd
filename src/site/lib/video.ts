// The video service of the video gallery (spec 2.12): only its watch and shorts links are
// recognised; thumbnails are its high-quality default thumbnail, and the player is its
// privacy-enhanced embed, the one frame origin the CSP allows besides our files.
import { VIDEO_LINK_PATTERN } from "#contract/entities.ts";

/** The video's id in a watch or shorts link; none for any other link. */
export function videoIdOf(link: string): string | undefined {
  if (!VIDEO_LINK_PATTERN.test(link)) return undefined;
  return /(?:[?&]v=|\/shorts\/)([A-Za-z0-9_-]{11})/.exec(link)?.[1];
}

export const videoThumbnailUrl = (id: string) => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
export const videoWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;
export const videoEmbedUrl = (id: string) =>
  `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`;

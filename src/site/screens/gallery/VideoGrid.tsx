// The videos of a gallery category (spec 2.12) in a grid of 1 to 4 columns, each a tile with a
// play mark and its whole caption ("part 1", "part 2" stay apart). Nothing is fetched from the
// video service before a visitor asks for a video (issue 23: no third party sees a page view,
// and nothing shows broken offline), so the tile is ours rather than the service's thumbnail.
// Each is a link to the video, which a visitor without JavaScript follows; with it, a click
// opens the service's privacy-enhanced player in the viewer, where it autoplays and closes on
// Escape or the close button, focus going back to the tile.
import { ViewFileLink } from "../../components/FileViewer.tsx";
import { videoEmbedUrl, videoWatchUrl } from "../../lib/video.ts";
import type { GalleryText } from "./gallery-text.server.ts";

export interface GalleryVideo {
  id: string;
  caption: string;
  /** The video service's id of the video. */
  videoId: string;
}

/** What the player's frame may do: play on its own, and go full screen. */
const PLAYER_ALLOW = "autoplay; encrypted-media; picture-in-picture; fullscreen";

export function VideoGrid({
  videos,
  text,
}: {
  videos: readonly GalleryVideo[];
  text: Pick<GalleryText, "videos" | "video" | "play">;
}) {
  if (videos.length === 0) return null;
  return (
    <ul
      aria-label={text.videos}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4"
    >
      {videos.map((video) => (
        <li key={video.id}>
          <ViewFileLink
            file={{
              url: videoEmbedUrl(video.videoId),
              name: video.caption || text.video,
              embed: { allow: PLAYER_ALLOW, pageUrl: videoWatchUrl(video.videoId) },
            }}
            newTab
            className="group block overflow-hidden card"
          >
            <span className="relative block aspect-video bg-slate-800 transition group-hover:bg-slate-700">
              <PlayIcon />
            </span>
            <span className="block px-3 py-2 text-sm">
              <span className="sr-only">{text.play}</span>
              {video.caption || text.video}
            </span>
          </ViewFileLink>
        </li>
      ))}
    </ul>
  );
}

function PlayIcon() {
  return (
    <svg
      viewBox="0 0 68 48"
      width="68"
      height="48"
      aria-hidden="true"
      className="absolute top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2"
    >
      <path
        fill="#dc2626"
        d="M66.5 7.7A8.5 8.5 0 0 0 60.5 1.7C55.2.3 34 .3 34 .3S12.8.3 7.5 1.7a8.5 8.5 0 0 0-6 6C.1 13 .1 24 .1 24s0 11 1.4 16.3a8.5 8.5 0 0 0 6 6C12.8 47.7 34 47.7 34 47.7s21.2 0 26.5-1.4a8.5 8.5 0 0 0 6-6C67.9 35 67.9 24 67.9 24s0-11-1.4-16.3z"
      />
      <path fill="#fff" d="M27 34l18-10-18-10z" />
    </svg>
  );
}

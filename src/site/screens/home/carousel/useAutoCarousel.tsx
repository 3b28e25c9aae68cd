// A carousel that advances by itself under the site's motion rules (useAutoAdvance), on the
// browser's own scroll snapping: the track scrolls sideways and snaps to a slide, so a finger
// swipes it, with or without the page's JavaScript, and stepping it is one scroll. It replaced
// a carousel library whose 7.5 KiB did what the browser does (decision 025).
import { useRef, type RefObject } from "react";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { useAutoAdvance, type AutoAdvance } from "./useAutoAdvance.ts";

/** Class names of a carousel's track: it scrolls sideways, snaps and shows no scroll bar. */
export const TRACK_CLASS =
  "flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden";
/** Class names every slide adds: it is a place the track snaps to. */
export const SLIDE_CLASS = "shrink-0 snap-start";

export interface AutoCarousel extends AutoAdvance {
  /** The track's ref: the element that scrolls. */
  track: RefObject<HTMLDivElement | null>;
  /**
   * False in the server's HTML and until the page's JavaScript runs: slides that are not
   * shown first can stay out of the page until then, so their pictures do not compete with
   * the first one for a slow link.
   */
  live: boolean;
  previous(): void;
  next(): void;
}

/**
 * Scrolls the track by its width (the slides it shows), back to the start after the last
 * and to the end before the first.
 */
function step(track: HTMLElement, by: 1 | -1, instant: boolean): void {
  const last = track.scrollWidth - track.clientWidth;
  const at = track.scrollLeft;
  const left =
    by > 0
      ? at >= last - 1
        ? 0
        : at + track.clientWidth
      : at <= 1
        ? last
        : at - track.clientWidth;
  track.scrollTo({ left, behavior: instant ? "instant" : "smooth" });
}

export function useAutoCarousel(delayMs: number): AutoCarousel {
  const track = useRef<HTMLDivElement>(null);
  const live = useHydrated();
  const motion = useAutoAdvance(delayMs, (instant) => {
    if (track.current) step(track.current, 1, instant);
  });
  return {
    ...motion,
    track,
    live,
    previous: () => {
      if (track.current) step(track.current, -1, motion.instant);
    },
    next: () => {
      if (track.current) step(track.current, 1, motion.instant);
    },
  };
}

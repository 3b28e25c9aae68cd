// The visible pause/play control of an auto-advancing area. Its name says what pressing it
// does to which area ("Pause notices", "Play notices"), one whole sentence of the page's
// language; the visible word is part of that name.
import type { HomeText } from "../home-text.server.ts";
import type { AutoAdvance } from "./useAutoAdvance.ts";

export type MotionArea = keyof HomeText["motion"]["names"];

export function PlayPauseButton({
  motion,
  area,
  text,
  className = "",
}: {
  motion: Pick<AutoAdvance, "playing" | "toggle">;
  /** What moves: the area whose names the button takes. */
  area: MotionArea;
  text: HomeText["motion"];
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={motion.toggle}
      aria-label={motion.playing ? text.names[area].pause : text.names[area].play}
      className={`inline-flex items-center gap-1.5 rounded-full border border-current px-3 py-1 text-sm font-medium ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5 fill-current">
        {motion.playing ? <path d="M4 2h3v12H4zM9 2h3v12H9z" /> : <path d="M4 2l10 6-10 6z" />}
      </svg>
      {motion.playing ? text.pause : text.play}
    </button>
  );
}

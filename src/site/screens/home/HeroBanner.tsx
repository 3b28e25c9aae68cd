// The landing page's rotating banner (spec 2.3) and the page's one h1. The images are
// background pictures of the campus, so they carry empty alt text; the heading says what
// the page is.
import { useId } from "react";
import { DELAYS_MS } from "#contract/constants.ts";
import { PlayPauseButton } from "./carousel/PlayPauseButton.tsx";
import { SLIDE_CLASS, TRACK_CLASS, useAutoCarousel } from "./carousel/useAutoCarousel.tsx";
import { usePicture, usePictureCopy } from "../../lib/use-layout.ts";
import { PictureFill } from "../../components/ui/FramedPicture.tsx";
import { fill } from "../../i18n/use-text.ts";
import type { HomeText } from "./home-text.server.ts";

/** Blurred, a picture needs few pixels: the band's fill is its smallest copy. */
const BLURRED_FILL_WIDTH = 320;

export function HeroBanner({
  name,
  images,
  text,
}: {
  name: string;
  images: string[];
  text: Pick<HomeText, "welcome" | "campusPictures" | "motion">;
}) {
  const welcome = fill(text.welcome, { name });
  const picture = usePicture();
  const copy = usePictureCopy();
  const { track, ...banner } = useAutoCarousel(DELAYS_MS.banner);
  const headingId = useId();
  const rotates = images.length > 1;
  if (images.length === 0) {
    // Without a picture the tall band would stand empty: the heading alone, as an inner
    // page's cover banner shows its title.
    return (
      <section
        className="bg-accent px-4 py-10 text-accent-ink sm:py-14"
        aria-labelledby={headingId}
      >
        <h1 id={headingId} className="mx-auto max-w-7xl text-2xl font-bold sm:text-4xl">
          {welcome}
        </h1>
      </section>
    );
  }
  return (
    <section className="relative isolate bg-slate-800" aria-labelledby={headingId}>
      {/* The track can be swiped, and scrolled by keyboard once focused: it holds no link. */}
      <div
        ref={track}
        className={`h-56 sm:h-80 lg:h-[28rem] ${TRACK_CLASS}`}
        {...banner.holdProps}
        {...(rotates ? { tabIndex: 0, role: "group", "aria-label": text.campusPictures } : {})}
      >
        {images.map((src, index) => (
          // Only the first picture is in the server's HTML page; the others join the track
          // when the carousel runs (a hidden lazy picture is not fetched).
          <div
            key={index}
            className={
              index === 0 || banner.live
                ? `${SLIDE_CLASS} relative h-full w-full overflow-hidden`
                : "hidden"
            }
          >
            {/* The whole picture, never cut: the band's room around it is the picture blurred. */}
            <PictureFill src={copy(src, BLURRED_FILL_WIDTH)} />
            <img
              {...picture(src, "100vw")}
              alt=""
              className="relative h-full w-full object-contain"
              // The first image is the page's largest paint.
              loading={index === 0 ? "eager" : "lazy"}
              fetchPriority={index === 0 ? "high" : "auto"}
            />
          </div>
        ))}
      </div>
      {/* On a phone the heading sits under the picture, which it would mostly cover; wider,
          a dark panel over the picture keeps it readable on any picture. */}
      <div className="bg-accent text-accent-ink sm:pointer-events-none sm:absolute sm:inset-0 sm:flex sm:items-end sm:bg-transparent">
        <div className="mx-auto w-full max-w-7xl px-4 py-3 sm:py-0 sm:pb-10">
          <h1
            id={headingId}
            className="max-w-[min(48rem,100%)] text-xl font-bold sm:w-fit sm:rounded-lg sm:bg-slate-950/75 sm:px-4 sm:py-3 sm:text-4xl sm:text-white"
          >
            {welcome}
          </h1>
        </div>
      </div>
      {rotates ? (
        <PlayPauseButton
          motion={banner}
          area="banner"
          text={text.motion}
          className="absolute top-4 right-4 border-white bg-slate-950/80 text-white sm:top-auto sm:bottom-4"
        />
      ) : null}
    </section>
  );
}

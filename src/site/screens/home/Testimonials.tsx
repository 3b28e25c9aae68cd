// The testimonial carousel (spec 2.3): TESTIMONIALS_PER_SLIDE at a time, stepping a whole
// slide, with a pause control and previous/next buttons for visitors who do not let it play.
import { useId, useState } from "react";
import { CUTS, DELAYS_MS, TESTIMONIALS_PER_SLIDE } from "#contract/constants.ts";
import { PlayPauseButton } from "./carousel/PlayPauseButton.tsx";
import { SLIDE_CLASS, TRACK_CLASS, useAutoCarousel } from "./carousel/useAutoCarousel.tsx";
import { cutAt } from "../../lib/text.ts";
import { usePicture } from "../../lib/use-layout.ts";
import { fill } from "../../i18n/use-text.ts";
import type { HomeText } from "./home-text.server.ts";

type TestimonialText = Pick<
  HomeText,
  | "testimonials"
  | "previousTestimonials"
  | "nextTestimonials"
  | "readMore"
  | "readLess"
  | "slidePosition"
  | "carousel"
  | "slide"
  | "motion"
>;

export interface TestimonialItem {
  id: string;
  name: string;
  course: string;
  bio: string;
  imageUrl?: string;
}

export function Testimonials({ items, text }: { items: TestimonialItem[]; text: TestimonialText }) {
  const { track, ...carousel } = useAutoCarousel(DELAYS_MS.testimonial);
  const headingId = useId();
  // With no more than a desktop slide's worth there is nothing to move on wide screens.
  const controls = `flex items-center gap-2 ${items.length <= TESTIMONIALS_PER_SLIDE.desktop ? "lg:hidden" : ""}`;
  return (
    <section
      aria-labelledby={headingId}
      aria-roledescription={text.carousel}
      className="mx-auto max-w-7xl px-4 py-12"
    >
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h2 id={headingId} className="text-2xl font-bold text-slate-900">
          {text.testimonials}
        </h2>
        {items.length > TESTIMONIALS_PER_SLIDE.mobile ? (
          <div className={controls}>
            <StepButton
              label={text.previousTestimonials}
              onClick={carousel.previous}
              disabled={!carousel.live}
              path="M12 4 6 10l6 6"
            />
            <PlayPauseButton
              motion={carousel}
              area="testimonials"
              text={text.motion}
              className="text-accent"
            />
            <StepButton
              label={text.nextTestimonials}
              onClick={carousel.next}
              disabled={!carousel.live}
              path="m8 4 6 6-6 6"
            />
          </div>
        ) : null}
      </div>
      <div ref={track} className={`-ml-4 ${TRACK_CLASS}`} {...carousel.holdProps}>
        {items.map((item, index) => (
          <div
            key={item.id}
            role="group"
            aria-roledescription={text.slide}
            aria-label={fill(text.slidePosition, { position: index + 1, total: items.length })}
            className={`${SLIDE_CLASS} w-full pl-4 lg:w-1/3`}
          >
            <TestimonialCard item={item} text={text} />
          </div>
        ))}
      </div>
    </section>
  );
}

function StepButton({
  label,
  onClick,
  disabled,
  path,
}: {
  label: string;
  onClick(): void;
  disabled: boolean;
  path: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      className="rounded-full border border-current p-1.5 text-accent disabled:opacity-50"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="size-4 fill-none stroke-current stroke-2"
      >
        <path d={path} />
      </svg>
    </button>
  );
}

function TestimonialCard({ item, text }: { item: TestimonialItem; text: TestimonialText }) {
  const picture = usePicture();
  return (
    <figure className="flex h-full flex-col gap-4 card bg-white p-6 shadow-sm">
      <Bio text={item.bio} words={text} />
      <figcaption className="mt-auto flex items-center gap-3">
        {item.imageUrl ? (
          // The name beside the photo says who it is.
          <img
            {...picture(item.imageUrl, "3rem")}
            alt=""
            loading="lazy"
            className="size-12 rounded-full object-cover"
          />
        ) : null}
        <span>
          <span className="block font-semibold text-slate-900">{item.name}</span>
          <span className="block text-sm text-slate-600">{item.course}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/**
 * A bio longer than CUTS.testimonialBio characters shows its start and a Read More toggle.
 * The rest is in the server's HTML all along, only hidden, so search engines read the whole
 * text.
 */
function Bio({ text, words }: { text: string; words: TestimonialText }) {
  const [expanded, setExpanded] = useState(false);
  const bodyId = useId();
  const [shown, rest] = cutAt(text, CUTS.testimonialBio);
  if (!rest) {
    return <blockquote className="text-slate-700">{text}</blockquote>;
  }
  return (
    <div>
      <blockquote id={bodyId} className="text-slate-700">
        {shown}
        <span hidden={!expanded}>{rest}</span>
        {expanded ? null : <span aria-hidden="true">…</span>}
      </blockquote>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={bodyId}
        onClick={() => setExpanded(!expanded)}
        className="mt-2 text-sm font-semibold text-accent underline underline-offset-4"
      >
        {expanded ? words.readLess : words.readMore}
      </button>
    </div>
  );
}

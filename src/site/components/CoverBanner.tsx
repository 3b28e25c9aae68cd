// The cover banner at the top of every inner screen (spec 2.18), holding the page's h1. Its
// title is cut at 70 characters plus an ellipsis (spec 2.4, 9) so that long notice titles fit
// the banner; screen readers get the whole title. Slim on a phone, where the first screen is
// for the page's content.
import { CUTS } from "#contract/constants.ts";
import { truncate } from "../lib/text.ts";

export function CoverBanner({ title }: { title: string }) {
  const shown = truncate(title, CUTS.bannerTitle);
  return (
    <div className="bg-accent px-4 py-5 text-accent-ink sm:py-10 lg:py-14">
      <h1 className="mx-auto max-w-6xl text-xl font-semibold sm:text-3xl">
        {shown === title ? (
          title
        ) : (
          <>
            <span aria-hidden="true">{shown}</span>
            <span className="sr-only">{title}</span>
          </>
        )}
      </h1>
    </div>
  );
}

/**
 * The whole title under a banner that cut it (notice and event details): shown once when it
 * fits the banner, and in full here when it does not. Screen readers have it from the h1.
 */
export function FullTitle({ title }: { title: string }) {
  if (truncate(title, CUTS.bannerTitle) === title) return null;
  return (
    <p aria-hidden="true" className="text-xl font-semibold">
      {title}
    </p>
  );
}

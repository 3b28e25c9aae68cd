// The cover banner at the top of every inner screen (spec 2.18). Its title is cut at 70
// characters plus an ellipsis (spec 2.4, 9) so that long notice titles fit the banner.
import { CUTS } from "#contract/constants.ts";
import { truncate } from "../lib/text.ts";

/**
 * `isPageHeading`: the banner's title is the page's h1. Screen readers then get the whole
 * title rather than the cut one. Leave it off when the page has its own h1 (notice and event
 * details show the full title below the banner).
 */
export function CoverBanner({
  title,
  isPageHeading = false,
}: {
  title: string;
  isPageHeading?: boolean;
}) {
  const shown = truncate(title, CUTS.bannerTitle);
  const isCut = shown !== title;
  const className = "mx-auto max-w-6xl text-2xl font-semibold sm:text-3xl";
  return (
    // Printed, a banner whose title the page's h1 repeats is left out.
    <div
      className={`bg-accent px-4 py-10 text-accent-ink sm:py-14 ${isPageHeading ? "" : "print:hidden"}`}
    >
      {isPageHeading ? (
        <h1 className={className}>
          {isCut ? (
            <>
              <span aria-hidden="true">{shown}</span>
              <span className="sr-only">{title}</span>
            </>
          ) : (
            title
          )}
        </h1>
      ) : (
        // The page's own h1 says the same in full: read once, not twice.
        <p className={className} aria-hidden="true">
          {shown}
        </p>
      )}
    </div>
  );
}

// A landing column that scrolls its list upward by itself, one item at a time, showing
// LIMITS.landingVisible items (spec 2.3: notices and events). It is a plain scrollable list,
// so wheel, touch and keyboard scrolling work as anywhere else on the page.
import { useId, useRef } from "react";
import { Link } from "../../components/Link.tsx";
import { LIMITS } from "#contract/constants.ts";
import { PlayPauseButton, type MotionArea } from "./carousel/PlayPauseButton.tsx";
import { useAutoAdvance } from "./carousel/useAutoAdvance.ts";
import type { HomeText } from "./home-text.server.ts";

export interface TickerItem {
  id: string;
  href: string;
  label: string;
  /** A second line under the label, such as the date. */
  note: string;
}

/** Every item is this tall, so the list shows exactly LIMITS.landingVisible of them. */
const ITEM_REM = 5;

function scrollOneItem(list: HTMLElement, instant: boolean): void {
  const behavior = instant ? "instant" : "smooth";
  const atEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - 1;
  if (atEnd) list.scrollTo({ top: 0, behavior });
  else list.scrollBy({ top: list.clientHeight / LIMITS.landingVisible, behavior });
}

export function TickerColumn({
  title,
  href,
  area,
  items,
  delayMs,
  empty,
  motionText,
}: {
  title: string;
  /** Where the heading leads: the full list. */
  href: string;
  /** What moves, for the pause button's name. */
  area: MotionArea;
  motionText: HomeText["motion"];
  items: TickerItem[];
  delayMs: number;
  /** Shown instead of the list when there is nothing to list. */
  empty: string;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const motion = useAutoAdvance(delayMs, (instant) => {
    if (listRef.current) scrollOneItem(listRef.current, instant);
  });
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="overflow-hidden card bg-white shadow-sm">
      <div className="flex items-center justify-between gap-3 bg-accent px-4 py-3 text-accent-ink">
        <h2 id={headingId} className="text-lg font-semibold">
          <Link to={href} className="underline-offset-4 hover:underline">
            {title}
          </Link>
        </h2>
        {items.length > LIMITS.landingVisible ? (
          <PlayPauseButton motion={motion} area={area} text={motionText} />
        ) : null}
      </div>
      {items.length === 0 ? (
        <p className="p-4 text-slate-600">{empty}</p>
      ) : (
        <ul
          ref={listRef}
          className="snap-y snap-mandatory overflow-y-auto"
          style={{ height: `${ITEM_REM * LIMITS.landingVisible}rem` }}
          {...motion.holdProps}
        >
          {items.map((item) => (
            <li
              key={item.id}
              className="snap-start border-b border-slate-100"
              style={{ height: `${ITEM_REM}rem` }}
            >
              <Link
                to={item.href}
                className="flex h-full flex-col justify-center px-4 hover:bg-slate-50 focus-visible:-outline-offset-2"
              >
                <span className="line-clamp-2 font-medium text-slate-900">{item.label}</span>
                <span className="text-sm text-slate-600">{item.note}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

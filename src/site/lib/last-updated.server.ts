// When a page's content last changed, said on the page (GIGW 5.2, issue 62, decision 092):
// "Last updated 3 December 2026". A page whose content is items that carry the time they were
// made (a notice's createdAt) gives their dates, and the newest is its date; every other page
// has the date its institute's content last came into the store, which the root loader gives
// for every page. The store's import time bounds both: nothing on a page changed after its
// content arrived. A site reading a live platform knows no import time: its pages without
// dated items say nothing rather than a wrong date.
import type { AppLoadContext } from "react-router";
import { m } from "../i18n/generated/messages.js";
import type { LastUpdated } from "./last-updated.ts";
import { calendarDay, formatDay } from "./text.ts";

/** Stands for the date in the message, to split its words around the `<time>`. */
const DATE_MARK = "\u0000";

const timeOf = (iso: string | null | undefined) => (iso ? Date.parse(iso) : Number.NaN);

/**
 * The page's last change: the newest of `changed` (the dates its items were made or changed),
 * or, without any, when the institute's content was last imported; never later than that
 * import. Nothing when neither is known.
 */
export function lastUpdated(
  context: Pick<AppLoadContext, "importedAt" | "locale">,
  changed: readonly (string | null | undefined)[] = [],
): LastUpdated | undefined {
  const imported = timeOf(context.importedAt);
  const newest = Math.max(...changed.map(timeOf).filter((time) => !Number.isNaN(time)));
  const time = Number.isNaN(imported)
    ? newest
    : Number.isFinite(newest)
      ? Math.min(newest, imported)
      : imported;
  if (!Number.isFinite(time)) return undefined;
  const iso = new Date(time).toISOString();
  const day = calendarDay(iso);
  if (!day) return undefined;
  const [before = "", after = ""] = m
    .page_last_updated({ date: DATE_MARK }, { locale: context.locale })
    .split(DATE_MARK);
  return {
    datetime: day.toISOString().slice(0, 10),
    before,
    date: formatDay(iso, context.locale),
    after,
  };
}

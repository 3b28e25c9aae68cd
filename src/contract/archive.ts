// Dated lists by year: not a call of the platform (its lists have no year) but ours, in the same
// envelope, so that the notice and event pages can page through twenty years of a college by
// year (issue 22). A live platform has no such call; the pages then page through its own list.
import { z } from "zod";
import { noticeSummary, eventSummary } from "./entities.ts";

/** How many of a list's items fall in one calendar year of the institute's time zone. */
const archiveYear = z.strictObject({
  year: z.number().int(),
  count: z.number().int(),
});
export type ArchiveYear = z.infer<typeof archiveYear>;

function archive<T extends z.ZodType>(item: T) {
  return z.strictObject({
    /** Every year with items, newest first. */
    years: z.array(archiveYear),
    /** How many items the asked year has (every item when no year was asked). */
    count: z.number().int(),
    /** One page of them, newest first. */
    items: z.array(item),
  });
}

export const noticeArchive = archive(noticeSummary);
export const eventArchive = archive(eventSummary);
export type NoticeArchive = z.infer<typeof noticeArchive>;
export type EventArchive = z.infer<typeof eventArchive>;

// The notices and events for the sitemap (issue 22), a page of our archive call at a time,
// newest first: how many a list has and its years (for its list pages), and the page's detail
// pages. The read cache keeps each read for every file and the index that share it. A live
// platform has no archive call: its list call's newest LIMITS.list items stand for the list, as
// on the list pages themselves (screens/notice/list.tsx, screens/event/list.tsx).
import type { AppLoadContext } from "react-router";
import type { ArchiveYear } from "#contract/archive.ts";
import { ID_PATTERN, LIMITS } from "#contract/constants.ts";
import { EVENT_TABS, routes } from "#contract/links.ts";
import type { ReadResult } from "../platform/client.server.ts";
import { archiveOfList, type Archive } from "./archive.server.ts";
import { requestIds } from "./ids.server.ts";
import { ContentUnavailable, present } from "./resource.server.ts";
import { lastmod, type DatedKind, type SitemapEntry } from "./sitemap-files.ts";

/** One read of a dated list. */
export interface DatedRead {
  /** Every year with items, newest first, and how many each has. */
  years: ArchiveYear[];
  /** How many items the whole list has. */
  count: number;
  /** The detail pages of the read's items, newest first. */
  entries: SitemapEntry[];
}

/** An archive call's answer, whatever its items. */
type ArchiveAnswer<T> =
  { ok: true; data: Archive<T> } | Exclude<ReadResult<"noticeArchive">, { ok: true }>;

/** Where a read is: page `page` of `limit` items. */
export interface ReadAt {
  page: number;
  limit: number;
}

/**
 * The archive call's page, or, where the call does not exist (404), the same page of the
 * platform's list, newest first as the archive is.
 */
async function orList<T>(
  answer: ArchiveAnswer<T>,
  list: () => Promise<readonly T[]>,
  dateOf: (item: T) => string,
  { page, limit }: ReadAt,
): Promise<Archive<T>> {
  if (answer.ok) return answer.data;
  if (answer.status === 503) throw new ContentUnavailable(answer.message);
  const time = (item: T) => {
    const t = Date.parse(dateOf(item));
    return Number.isNaN(t) ? -Infinity : t;
  };
  const newestFirst = [...(await list())].sort((a, b) => time(b) - time(a));
  return archiveOfList(newestFirst, dateOf, { page }, limit);
}

/** Items the platform sends whose id names no page are left out. */
const linkable = <T extends { _id: string }>(items: readonly T[]) =>
  items.filter((item) => ID_PATTERN.test(item._id));

const READS: Record<DatedKind, (context: AppLoadContext, at: ReadAt) => Promise<DatedRead>> = {
  async notices({ platform, tenant }, at) {
    const id = { id: tenant._id };
    const { years, count, items } = await orList(
      await platform.read("noticeArchive", id, at),
      async () =>
        present(await platform.read("noticeList", id, { page: 1, limit: LIMITS.list })) ?? [],
      (notice) => notice.createdAt,
      at,
    );
    const entries = linkable(items).map((notice) => ({
      path: routes.noticeDetail(notice._id),
      lastmod: lastmod(notice.createdAt),
    }));
    return { years, count, entries };
  },

  // An event's date is when it happens, not when its page changed: events carry no lastmod.
  async events(context, at) {
    const { platform, tenant } = context;
    const { years, count, items } = await orList(
      await platform.read("eventArchive", { id: tenant._id }, at),
      async () => {
        const { eventManagerId } = await requestIds(context);
        const list = eventManagerId
          ? await platform.read(
              "eventList",
              { id: eventManagerId },
              { page: 1, limit: LIMITS.list },
            )
          : null;
        return (list && present(list)) ?? [];
      },
      (event) => event.event_date,
      at,
    );
    const entries = linkable(items).flatMap((event) =>
      EVENT_TABS.map((tab) => ({ path: routes.eventDetail(event._id, tab.slug) })),
    );
    return { years, count, entries };
  },
};

/** A page of the request's institute's notices or events, newest first. */
export function datedRead(
  context: AppLoadContext,
  kind: DatedKind,
  at: ReadAt,
): Promise<DatedRead> {
  return READS[kind](context, at);
}

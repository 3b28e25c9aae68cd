// The institute's notices as links by title with their dates (spec 2.4): the notice page and
// the student zone's notice tab.
import { Link } from "./Link.tsx";
import type { EndpointData } from "#contract/index.ts";
import { ID_PATTERN } from "#contract/constants.ts";
import { routes } from "#contract/links.ts";
import { formatLongDate } from "../lib/text.ts";
import { useLocale, useText } from "../i18n/use-text.ts";

export interface NoticeLink {
  id: string;
  title: string;
  date: string;
}

/** The links of the platform's notices; one whose id is not a platform id has no page. */
export function noticeLinks(notices: EndpointData<"noticeList">): NoticeLink[] {
  return notices
    .filter((notice) => ID_PATTERN.test(notice._id))
    .map((notice) => ({ id: notice._id, title: notice.insAnnTitle, date: notice.createdAt }));
}

export function NoticeList({ notices }: { notices: readonly NoticeLink[] }) {
  const locale = useLocale();
  const text = useText();
  if (notices.length === 0) return <p>{text.notices_none}</p>;
  // A screen reader's list of links tells notices of one title apart by their dates.
  const titles = new Map<string, number>();
  for (const { title } of notices) titles.set(title, (titles.get(title) ?? 0) + 1);
  return (
    <ul className="divide-y divide-slate-200">
      {notices.map((notice) => (
        <li key={notice.id} className="py-3">
          <Link
            to={routes.noticeDetail(notice.id)}
            className="font-medium text-accent underline-offset-4 hover:underline"
          >
            {notice.title}
            {(titles.get(notice.title) ?? 0) > 1 ? (
              <span className="sr-only">, {formatLongDate(notice.date, locale)}</span>
            ) : null}
          </Link>
          <time dateTime={notice.date} className="mt-1 block text-sm text-slate-600">
            {formatLongDate(notice.date, locale)}
          </time>
        </li>
      ))}
    </ul>
  );
}

// A department's activities a page at a time (issue 22), with the activity search (spec 5,
// NameSearch) under `?search=`: the loader cuts the page and makes the search.
import type { PeopleAt } from "#contract/links.ts";
import { Link } from "../../../components/Link.tsx";
import { formatLongDate } from "../../../lib/text.ts";
import { useLocale } from "../../../i18n/use-text.ts";
import { DEPARTMENT_SEARCH_PARAM, NameSearch } from "../../../components/NameSearch.tsx";
import { Pager } from "../../../components/Pager.tsx";

export interface ActivityRow {
  id: string;
  name: string;
  type: string;
  date: string;
  year: string;
  href: string;
}

/** The list's words in the page's language (said by the activities page's loader). */
export interface ActivitySearchText {
  none: string;
  search: string;
  /** "12 activities": how many the list holds, in words. */
  counted: string;
  list: string;
  pages: string;
}

export function ActivitySearch({
  list,
  text,
  href,
}: {
  text: ActivitySearchText;
  /** One page of the activities (ListPage of list-page.server.ts). */
  list: {
    at: PeopleAt;
    rows: ActivityRow[];
    page: number;
    pages: number;
    count: number;
    shown: number;
  };
  /** The address of a page of the list. */
  href: (at: PeopleAt) => string;
}) {
  const locale = useLocale();
  const { at, rows } = list;
  if (list.count === 0) return <p>{text.none}</p>;
  return (
    <div className="space-y-6">
      <NameSearch
        param={DEPARTMENT_SEARCH_PARAM}
        label={text.search}
        query={at.search ?? ""}
        count={{ shown: list.shown, of: list.count, counted: text.counted }}
      />
      {rows.length === 0 ? null : (
        <ul aria-label={text.list} className="grid gap-4 grid-cols-1 md:grid-cols-2">
          {rows.map((activity) => (
            <li key={activity.id} className="space-y-2 card p-4">
              <h2 className="text-lg font-semibold">
                <Link to={activity.href} className="underline-offset-4 hover:underline">
                  {activity.name}
                </Link>
              </h2>
              <p className="text-sm text-slate-700">
                {[activity.type, activity.year].filter(Boolean).join(" · ")}
                {activity.type || activity.year ? " · " : ""}
                <time dateTime={activity.date}>{formatLongDate(activity.date, locale)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={list.page}
        pages={list.pages}
        href={(page) => href({ ...at, page })}
        label={text.pages}
      />
    </div>
  );
}

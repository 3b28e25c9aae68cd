// A table of staff a page at a time (issue 22): its filters (by department, by designation),
// the search by name, how many it shows, the page's rows and the pager. Every control is a
// link or a GET form, so that each page, filter and search has its address. The loader cuts
// the page (lib/list-page.server.ts): the browser gets only the rows it shows.
import type { ReactNode } from "react";
import type { PeopleAt } from "#contract/links.ts";
import { FilterLinks } from "../FilterLinks.tsx";
import { NameSearch, SEARCH_PARAM } from "../NameSearch.tsx";
import { Pager } from "../Pager.tsx";
import type { FilterOption } from "../../lib/paging.ts";
import { PersonTable } from "./PersonTable.tsx";
import type { PersonRow } from "../../lib/view-models.ts";
import { fill, useText } from "../../i18n/use-text.ts";

/** What the loader gives a staff table: one page of it (ListPage of list-page.server.ts). */
export interface StaffListData {
  at: PeopleAt;
  rows: PersonRow[];
  start: number;
  page: number;
  pages: number;
  count: number;
  /** "12 people": the count, in words (staff.server.ts's peopleCount). */
  counted: string;
  shown: number;
  filters: { department?: FilterOption[]; designation?: FilterOption[] };
}

export function StaffList({
  list,
  caption,
  detailLabel,
  param = SEARCH_PARAM,
  href,
  children,
}: {
  list: StaffListData;
  /** What the table lists: "Teaching Staff". */
  caption: string;
  detailLabel: string;
  param?: string;
  /** The address of a page of the table. */
  href: (at: PeopleAt) => string;
  /** More ways to narrow the table, before its filters. */
  children?: ReactNode;
}) {
  const { at, filters } = list;
  const text = useText();
  const what = caption.toLowerCase();
  return (
    <>
      <div className="flex flex-wrap items-start gap-2 empty:hidden">
        {children}
        {filters.department ? (
          <FilterLinks
            label={text.people_department}
            options={filters.department}
            value={at.department}
            href={(department) => href({ ...at, department, page: 1 })}
          />
        ) : null}
        {filters.designation ? (
          <FilterLinks
            label={text.people_designation}
            options={filters.designation}
            value={at.designation}
            href={(designation) => href({ ...at, designation, page: 1 })}
          />
        ) : null}
      </div>
      <NameSearch
        param={param}
        label={fill(text.people_search_by_name, { what })}
        query={at.search ?? ""}
        count={{ shown: list.shown, of: list.count, counted: list.counted }}
      />
      <PersonTable
        rows={list.rows}
        start={list.start}
        detailLabel={detailLabel}
        caption={caption}
      />
      <Pager
        page={list.page}
        pages={list.pages}
        href={(page) => href({ ...at, page })}
        label={fill(text.people_pages_of, { what })}
      />
    </>
  );
}

// A searchable table of people (spec 2.9): Sr. No., Photo, Name, Designation and one more
// column (department, description), with the default avatar when there is no photo. On
// phones the rows become cards. The search is a case-insensitive substring match on the name
// (spec 5): as you type with JavaScript, and as a GET form (?q=) without it.
import { NameSearch, SearchCount, useNameSearch } from "../NameSearch.tsx";
import { Avatar } from "./Avatar.tsx";

export interface PersonRow {
  id: string;
  name: string;
  photo: string | undefined;
  designation: string;
  detail: string;
}

export const SEARCH_PARAM = "q";

export function PersonTable({
  rows,
  detailLabel,
  caption,
  searchable = true,
  param = SEARCH_PARAM,
}: {
  rows: readonly PersonRow[];
  detailLabel: string;
  /** What the table lists, for screen readers and the search box's label. */
  caption: string;
  searchable?: boolean;
  /** The query parameter of the search, where the page's address already uses `q`. */
  param?: string;
}) {
  const { query, shown: matching, search } = useNameSearch(rows, param);
  const shown = searchable ? matching : rows;
  const count = { shown: shown.length, of: rows.length, one: "person", many: "people" };

  return (
    <div className="space-y-6">
      {searchable ? (
        <NameSearch
          param={param}
          label={`Search ${caption.toLowerCase()} by name`}
          query={query}
          onSearch={search}
          count={count}
        />
      ) : (
        <SearchCount {...count} query={query} />
      )}
      {shown.length === 0 ? null : (
        <>
          <table className="hidden w-full border-collapse text-left md:table">
            <caption className="sr-only">{caption}</caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-4">
                  Sr. No.
                </th>
                <th scope="col" className="py-2 pr-4">
                  Photo
                </th>
                <th scope="col" className="py-2 pr-4">
                  Name
                </th>
                <th scope="col" className="py-2 pr-4">
                  Designation
                </th>
                <th scope="col" className="py-2">
                  {detailLabel}
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row, index) => (
                <tr key={row.id} className="border-b border-slate-200 align-top">
                  <td className="py-3 pr-4">{index + 1}</td>
                  <td className="py-3 pr-4">
                    <Avatar photo={row.photo} size={48} />
                  </td>
                  <th scope="row" className="py-3 pr-4 font-medium break-words">
                    {row.name}
                  </th>
                  <td className="py-3 pr-4 break-words">{row.designation}</td>
                  <td className="py-3 break-words">{row.detail}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="space-y-3 md:hidden" aria-label={caption}>
            {shown.map((row, index) => (
              <li key={row.id} className="flex gap-4 rounded-lg border border-slate-200 p-4">
                <Avatar photo={row.photo} size={56} />
                <div className="min-w-0 break-words">
                  <p className="font-semibold">
                    <span className="sr-only">{index + 1}. </span>
                    {row.name}
                  </p>
                  {row.designation ? <p>{row.designation}</p> : null}
                  {row.detail ? (
                    <p className="text-sm text-slate-700">
                      <span className="sr-only">{detailLabel}: </span>
                      {row.detail}
                    </p>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

// A searchable table of people (spec 2.9): Sr. No., Photo, Name, Designation and one more
// column (department, description), with the default avatar when there is no photo. On
// phones the rows become cards. The search is a case-insensitive substring match on the name
// (spec 5): as you type with JavaScript, and as a GET form (?q=) without it.
import { useState } from "react";
import { Form, useSearchParams } from "react-router";
import { Avatar } from "./Avatar.tsx";

export interface PersonRow {
  id: string;
  name: string;
  photo: string | undefined;
  designation: string;
  detail: string;
}

export const SEARCH_PARAM = "q";

export function matchesName(name: string, query: string): boolean {
  return name.toLowerCase().includes(query.trim().toLowerCase());
}

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
  const [params] = useSearchParams();
  const [query, setQuery] = useState(params.get(param) ?? "");
  const shown = searchable ? rows.filter((row) => matchesName(row.name, query)) : rows;

  function search(value: string) {
    setQuery(value);
    // The address keeps the search, so it can be shared, without reloading the page per key.
    const url = new URL(window.location.href);
    if (value) url.searchParams.set(param, value);
    else url.searchParams.delete(param);
    window.history.replaceState(window.history.state, "", url);
  }

  return (
    <div className="space-y-6">
      {searchable ? (
        <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
          {[...params].map(([key, value]) =>
            key === param ? null : <input key={key} type="hidden" name={key} value={value} />,
          )}
          <label className="flex flex-col gap-1">
            <span className="text-sm font-medium">Search {caption.toLowerCase()} by name</span>
            <input
              type="search"
              name={param}
              value={query}
              onChange={(event) => search(event.target.value)}
              className="w-72 max-w-full rounded-md border border-slate-400 px-3 py-1.5"
            />
          </label>
          <button
            type="submit"
            className="rounded-md bg-accent px-4 py-1.5 font-medium text-accent-ink focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            Search
          </button>
        </Form>
      ) : null}
      <p aria-live="polite" className="text-sm text-slate-700">
        {shown.length === rows.length
          ? `${rows.length} ${rows.length === 1 ? "person" : "people"}`
          : `${shown.length} of ${rows.length} match “${query.trim()}”`}
      </p>
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

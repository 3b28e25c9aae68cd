// A department's activities with the activity search (spec 5: a case-insensitive substring
// match on the activity's name): as you type with JavaScript, and as a GET form (?search=)
// without it, so a search has an address and the server renders its result.
import { useState } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { formatLongDate } from "../../lib/text.ts";
import { matchesName } from "../people/PersonTable.tsx";

/** The query parameter of the department searches: the address's `q` names the department. */
export const SEARCH = "search";

export interface ActivityRow {
  id: string;
  name: string;
  type: string;
  date: string;
  year: string;
  href: string;
}

export function ActivitySearch({ activities }: { activities: readonly ActivityRow[] }) {
  const [params] = useSearchParams();
  const [query, setQuery] = useState(params.get(SEARCH) ?? "");
  const shown = activities.filter((activity) => matchesName(activity.name, query));

  function search(value: string) {
    setQuery(value);
    // The address keeps the search, so it can be shared, without reloading the page per key.
    const url = new URL(window.location.href);
    if (value) url.searchParams.set(SEARCH, value);
    else url.searchParams.delete(SEARCH);
    window.history.replaceState(window.history.state, "", url);
  }

  if (activities.length === 0) return <p>No activities have been added yet.</p>;
  return (
    <div className="space-y-6">
      <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
        {[...params].map(([key, value]) =>
          key === SEARCH ? null : <input key={key} type="hidden" name={key} value={value} />,
        )}
        <label className="flex flex-col gap-1">
          <span className="text-sm font-medium">Search activities by name</span>
          <input
            type="search"
            name={SEARCH}
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
      <p aria-live="polite" className="text-sm text-slate-700">
        {shown.length === activities.length
          ? `${activities.length} ${activities.length === 1 ? "activity" : "activities"}`
          : `${shown.length} of ${activities.length} match “${query.trim()}”`}
      </p>
      {shown.length === 0 ? null : (
        <ul aria-label="Activities" className="grid gap-4 md:grid-cols-2">
          {shown.map((activity) => (
            <li key={activity.id} className="space-y-2 rounded-lg border border-slate-200 p-4">
              <h2 className="text-lg font-semibold break-words">
                <Link
                  to={activity.href}
                  className="underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2"
                >
                  {activity.name}
                </Link>
              </h2>
              <p className="text-sm text-slate-700">
                {[activity.type, activity.year].filter(Boolean).join(" · ")}
                {activity.type || activity.year ? " · " : ""}
                <time dateTime={activity.date}>{formatLongDate(activity.date)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

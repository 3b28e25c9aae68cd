// A department's activities with the activity search (spec 5, NameSearch) under `?search=`.
import { Link } from "../Link.tsx";
import { formatLongDate } from "../../lib/text.ts";
import { NameSearch, useNameSearch } from "../NameSearch.tsx";

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
  const { query, shown, search } = useNameSearch(activities, SEARCH);
  if (activities.length === 0) return <p>No activities have been added yet.</p>;
  return (
    <div className="space-y-6">
      <NameSearch
        param={SEARCH}
        label="Search activities by name"
        query={query}
        onSearch={search}
        count={{ shown: shown.length, of: activities.length, one: "activity", many: "activities" }}
      />
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

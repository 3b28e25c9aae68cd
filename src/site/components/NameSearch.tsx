// The search by name of people and activities (spec 5: a case-insensitive substring match on
// the name): as you type with JavaScript, and as a GET form without it, so a search has an
// address and the server renders its result. The count below it says what is shown.
import { useState } from "react";
import { Form, useSearchParams } from "react-router";

export function matchesName(name: string, query: string): boolean {
  return name.toLowerCase().includes(query.trim().toLowerCase());
}

/** The items whose name matches the address's search, and the search box that sets it. */
export function useNameSearch<T extends { name: string }>(
  items: readonly T[],
  param: string,
): { query: string; shown: readonly T[]; search(value: string): void } {
  const [params] = useSearchParams();
  const [query, setQuery] = useState(params.get(param) ?? "");
  return {
    query,
    shown: items.filter((item) => matchesName(item.name, query)),
    search(value) {
      setQuery(value);
      // The address keeps the search, so it can be shared, without reloading the page per key.
      const url = new URL(window.location.href);
      if (value) url.searchParams.set(param, value);
      else url.searchParams.delete(param);
      window.history.replaceState(window.history.state, "", url);
    },
  };
}

export function NameSearch({
  param,
  label,
  query,
  onSearch,
  count,
}: {
  param: string;
  /** The search box's label: "Search activities by name". */
  label: string;
  query: string;
  onSearch(value: string): void;
  /** What is shown of how many, and the words for one and for more. */
  count: { shown: number; of: number; one: string; many: string };
}) {
  const [params] = useSearchParams();
  return (
    <>
      <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
        {[...params].map(([key, value]) =>
          key === param ? null : <input key={key} type="hidden" name={key} value={value} />,
        )}
        <label className="flex flex-col gap-1">
          <span className="text-sm font-medium">{label}</span>
          <input
            type="search"
            name={param}
            value={query}
            onChange={(event) => onSearch(event.target.value)}
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
      <SearchCount {...count} query={query} />
    </>
  );
}

/** How many are shown of how many, announced as it changes. */
export function SearchCount({
  shown,
  of,
  one,
  many,
  query,
}: {
  shown: number;
  of: number;
  one: string;
  many: string;
  query: string;
}) {
  return (
    <p aria-live="polite" className="text-sm text-slate-700">
      {shown === of
        ? `${of} ${of === 1 ? one : many}`
        : `${shown} of ${of} match “${query.trim()}”`}
    </p>
  );
}

// The search by name of people and activities (spec 5: a case-insensitive substring match on
// the name, which the server makes, issue 22): a GET form, so a search has an address and works
// without JavaScript; with it, each change of the box asks for its page at once. The count below
// says what is shown.
import { useEffect, useRef } from "react";
import { Form, useSearchParams, useSubmit } from "react-router";
import { fill, useText } from "../i18n/use-text.ts";

/** The query parameter of a search by name. */
export const SEARCH_PARAM = "q";
/** The query parameter of a department's searches: its address's `q` names the department. */
export const DEPARTMENT_SEARCH_PARAM = "search";

export function NameSearch({
  param,
  label,
  query,
  count,
}: {
  param: string;
  /** The search box's label: "Search activities by name". */
  label: string;
  /** The search the page shows. */
  query: string;
  /** What is shown of how many, and how many in words ("12 people"). */
  count: { shown: number; of: number; counted: string };
}) {
  const text = useText();
  const [params] = useSearchParams();
  const submit = useSubmit();
  const box = useRef<HTMLInputElement>(null);
  // The box shows the page's search, unless a visitor is typing in it.
  useEffect(() => {
    if (box.current && box.current !== document.activeElement) box.current.value = query;
  }, [query]);
  return (
    <>
      <Form
        method="get"
        role="search"
        className="flex flex-wrap items-end gap-2 print:hidden"
        onChange={(event) =>
          void submit(event.currentTarget, { replace: true, preventScrollReset: true })
        }
      >
        {/* A new search starts at its first page. */}
        {[...params].map(([key, value]) =>
          key === param || key === "page" ? null : (
            <input key={key} type="hidden" name={key} value={value} />
          ),
        )}
        <label className="flex flex-1 flex-col gap-1 sm:flex-none">
          <span className="text-sm font-medium">{label}</span>
          <input
            ref={box}
            type="search"
            name={param}
            defaultValue={query}
            className="rounded-md border border-slate-400 px-3 py-1.5 sm:w-72"
          />
        </label>
        <button type="submit" className="button px-4 text-base">
          {text.search_button}
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
  counted,
  query,
}: {
  shown: number;
  of: number;
  /** All of them, in words: "12 people". */
  counted: string;
  query: string;
}) {
  const text = useText();
  return (
    <p aria-live="polite" className="text-sm text-slate-700">
      {shown === of
        ? counted
        : fill(text.search_count_match, { shown, total: of, query: query.trim() })}
    </p>
  );
}

// A page's "Last updated" line as its loaders hand it on (decision 092): plain data, the same
// for every visitor, made by `lastUpdated` (last-updated.server.ts).

/** "Last updated 3 December 2026", its date in a `<time datetime>`. */
export interface LastUpdated {
  /** The day where the institutes are, as `<time datetime>` reads it: "2026-12-03". */
  datetime: string;
  /** The words before the date, the date, and the words after it, in the page's language. */
  before: string;
  date: string;
  after: string;
}

function isLastUpdated(value: unknown): value is LastUpdated {
  return (
    typeof value === "object" &&
    value !== null &&
    "datetime" in value &&
    typeof value.datetime === "string" &&
    "date" in value &&
    typeof value.date === "string"
  );
}

/** The date a route's loader data gives its page (its `updated`), if any. */
export function updatedOf(data: unknown): LastUpdated | undefined {
  return typeof data === "object" &&
    data !== null &&
    "updated" in data &&
    isLastUpdated(data.updated)
    ? data.updated
    : undefined;
}

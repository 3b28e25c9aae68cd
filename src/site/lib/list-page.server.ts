// One page of a table of people or a list of activities (issue 22): the items that the
// address's filters and search by name leave, a page at a time, so that two thousand staff are
// all reachable by links. A filter offers only the values some item has, each with how many;
// a value no item has, filters that together leave nothing, or a page past the last is a page
// that does not exist. A search that matches nobody is a page that says so.
import type { PeopleAt } from "#contract/links.ts";
import { pageNotFound } from "./page-not-found.ts";
import { ensurePage, pageCount, pageOf, pageParam, type FilterOption } from "./paging.ts";
import { matchesName } from "./text.ts";
import { m } from "../i18n/generated/messages.js";
import type { Locale } from "../i18n/locale.ts";

const FILTER_PARAMS = ["department", "designation"] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

/** What a filter reads of an item: its value and label, or nothing to filter it by. */
export type FilterOf<T> = (item: T) => { value: string; label: string } | undefined;

export interface ListPage<R> {
  at: PeopleAt;
  /** The page's items. */
  rows: R[];
  /** How many items come before the page's first. */
  start: number;
  page: number;
  pages: number;
  /** How many items the filters leave. */
  count: number;
  /** How many of those the search matches. */
  shown: number;
  /** Each filter's values, given the other filters. */
  filters: Partial<Record<FilterParam, FilterOption[]>>;
}

/** A filter's values among the items, by label, each with its count. */
function optionsOf<T>(items: readonly T[], of: FilterOf<T>): FilterOption[] {
  const options = new Map<string, FilterOption>();
  for (const item of items) {
    const found = of(item);
    if (!found) continue;
    const option = options.get(found.value) ?? { ...found, count: 0 };
    option.count++;
    options.set(found.value, option);
  }
  return [...options.values()].sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * The page of `items` an address asks for: filtered by each of `filters` it names, searched by
 * name under `searchParam`, cut to `size`; each item of the page made a row by `row`.
 */
export function listPage<T, R>(
  items: readonly T[],
  url: URL,
  {
    size,
    searchParam,
    nameOf,
    filters = {},
    row,
  }: {
    size: number;
    searchParam: string;
    nameOf: (item: T) => string;
    filters?: Partial<Record<FilterParam, FilterOf<T>>>;
    row: (item: T) => R;
  },
): ListPage<R> {
  const page = pageParam(url);
  const search = url.searchParams.get(searchParam) ?? "";
  const used = FILTER_PARAMS.flatMap((param) => {
    const of = filters[param];
    return of ? [{ param, of }] : [];
  });
  const chosen = used.flatMap(({ param, of }) => {
    const value = url.searchParams.get(param);
    return value === null ? [] : [{ param, of, value }];
  });
  for (const { of, value } of chosen) {
    if (!items.some((item) => of(item)?.value === value)) throw pageNotFound();
  }
  /** The items every chosen filter but `except` leaves. */
  const filtered = (except?: FilterParam) =>
    items.filter((item) =>
      chosen.every(({ param, of, value }) => param === except || of(item)?.value === value),
    );
  const left = filtered();
  if (left.length === 0 && chosen.length > 0) throw pageNotFound();
  const matching = search.trim() ? left.filter((item) => matchesName(nameOf(item), search)) : left;
  const pages = pageCount(matching.length, size);
  ensurePage(page, pages);
  const at: PeopleAt = { search: search || undefined, page };
  for (const { param, value } of chosen) at[param] = value;
  return {
    at,
    rows: pageOf(matching, page, size).map(row),
    start: (page - 1) * size,
    page,
    pages,
    count: left.length,
    shown: matching.length,
    filters: Object.fromEntries(
      used.map(({ param, of }) => [param, optionsOf(filtered(param), of)]),
    ),
  };
}

/** A list's title: what it lists, then its filters' labels, then its page after the first,
 * in the page's language. */
export function listTitle(
  what: string,
  labels: readonly (string | undefined)[],
  page: number,
  locale: Locale,
) {
  const parts = labels.filter(Boolean);
  const paged = page > 1 ? m.section_page_suffix({ page: String(page) }, { locale }) : "";
  return `${what}${parts.length > 0 ? `, ${parts.join(", ")}` : ""}${paged}`;
}

/**
 * Every address of a list a visitor reaches from its first page by its filters and pages, as
 * `listPage` and the filters' links (components/FilterLinks.tsx) make them: for the sitemap.
 * A filter is offered where it has two values or more given the others, or has one chosen.
 */
export function listAddresses<T>(
  items: readonly T[],
  { size, filters = {} }: { size: number; filters?: Partial<Record<FilterParam, FilterOf<T>>> },
  href: (at: PeopleAt) => string,
): string[] {
  type State = Partial<Record<FilterParam, string>>;
  const used = FILTER_PARAMS.flatMap((param) => {
    const of = filters[param];
    return of ? [{ param, of }] : [];
  });
  const left = (state: State, except?: FilterParam) =>
    items.filter((item) =>
      used.every(
        ({ param, of }) =>
          param === except || state[param] === undefined || of(item)?.value === state[param],
      ),
    );
  const keyOf = (state: State) => FILTER_PARAMS.map((p) => state[p] ?? "").join("\u0000");
  const seen = new Map<string, State>([[keyOf({}), {}]]);
  const queue: State[] = [{}];
  for (let state = queue.shift(); state !== undefined; state = queue.shift()) {
    for (const { param, of } of used) {
      const options = optionsOf(left(state, param), of);
      if (options.length < 2 && state[param] === undefined) continue;
      const others: State = Object.fromEntries(
        Object.entries(state).filter(([name]) => name !== param),
      );
      for (const next of [others, ...options.map((o) => ({ ...others, [param]: o.value }))]) {
        if (seen.has(keyOf(next))) continue;
        seen.set(keyOf(next), next);
        queue.push(next);
      }
    }
  }
  return [...seen.values()].flatMap((state) =>
    Array.from({ length: pageCount(left(state).length, size) }, (_, i) =>
      href({ ...state, page: i + 1 }),
    ),
  );
}

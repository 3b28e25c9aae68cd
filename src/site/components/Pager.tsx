// The pages of a long list (issue 22): Previous and Next (rel="prev"/"next"), the first and last
// pages and two either side of the current one, all links in the server's HTML, so that a
// visitor without JavaScript and a crawler reach every page. Nothing when there is one page.
import { Link } from "./Link.tsx";
import { pageWindow } from "../lib/paging.ts";
import { fill, useText } from "../i18n/use-text.ts";

export function Pager({
  page,
  pages,
  href,
  label,
}: {
  page: number;
  pages: number;
  /** The address of a page of the list. */
  href: (page: number) => string;
  /** What the pages are of, for the navigation's accessible name: "Pages of notices". */
  label: string;
}) {
  const text = useText();
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="print:hidden">
      <ul className="pager">
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} rel="prev" className="pager-link">
              {text.pager_previous}
            </Link>
          </li>
        ) : null}
        {pageWindow(page, pages).map((n, i) =>
          n === "gap" ? (
            <li key={`gap${i}`} aria-hidden className="px-1 text-slate-600">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={href(n)}
                aria-current={n === page ? "page" : undefined}
                aria-label={fill(text.pager_page, { number: n })}
                className="pager-link"
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <Link to={href(page + 1)} rel="next" className="pager-link">
              {text.pager_next}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** One year of a dated list per link, with how many items it has, and "All years" first. */
export function YearLinks({
  years,
  year,
  href,
  label,
  first,
}: {
  years: readonly { year: number; count: number }[];
  /** The year shown; undefined: every year. */
  year: number | undefined;
  href: (year: number | undefined) => string;
  label: string;
  /** The first link's words when the list's own address shows not every year but another
   * view of it (the upcoming events): the years are then worth a link even when one. */
  first?: string;
}) {
  const text = useText();
  // One year is the whole list: nothing to choose.
  if (years.length <= (first === undefined ? 1 : 0)) return null;
  return (
    <nav aria-label={label} className="print:hidden">
      <ul className="year-links">
        <li>
          <Link
            to={href(undefined)}
            aria-current={year === undefined ? "page" : undefined}
            className="year-link"
          >
            {first ?? text.pager_all_years}
          </Link>
        </li>
        {years.map((y) => (
          <li key={y.year}>
            <Link
              to={href(y.year)}
              aria-current={y.year === year ? "page" : undefined}
              className="year-link"
            >
              {y.year} <span className="text-xs opacity-80">({y.count})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

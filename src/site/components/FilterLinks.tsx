// A filter of a long list (issue 22) as links, one per value with how many items it has, and
// All first: a disclosure whose summary names the value shown, so that a hundred and fifty
// departments take one line of a phone's screen until it is opened. Links, not a form: each
// value has its address, without JavaScript and for crawlers. Nothing when one value, or none,
// is the whole list.
import { Link } from "./Link.tsx";
import type { FilterOption } from "../lib/paging.ts";
import { useText } from "../i18n/use-text.ts";

export function FilterLinks({
  label,
  options,
  value,
  href,
}: {
  /** What the values are: "Department". */
  label: string;
  options: readonly FilterOption[];
  /** The value shown; undefined: all. */
  value: string | undefined;
  href: (value: string | undefined) => string;
}) {
  const text = useText();
  if (options.length < 2 && value === undefined) return null;
  const links = [{ value: undefined, label: text.list_all, count: undefined }, ...options];
  return (
    // Keyed by the value, so a choice made closes it.
    <details key={value} className="filter">
      <summary className="filter-summary">
        <span className="min-w-0">
          {label}: {options.find((o) => o.value === value)?.label ?? text.list_all}
        </span>
      </summary>
      <ul aria-label={label} className="filter-links">
        {links.map((o) => (
          <li key={o.value ?? ""}>
            <Link
              to={href(o.value)}
              aria-current={o.value === value ? "page" : undefined}
              className="filter-link"
            >
              <span className="min-w-0">
                {o.count === undefined ? o.label : `${o.label} (${o.count})`}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

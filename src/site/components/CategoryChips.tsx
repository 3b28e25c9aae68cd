// A gallery year's categories as chips (spec 2.12): "All" plus one per category, each a link
// to its page; on a category's page its own chip is the current one. A year can have dozens of
// categories (issue 22): above a category's photos they are one strip that scrolls sideways on
// a phone, scrolled to the current chip, so the photos stay in view; every chip is still a link
// of the server's HTML.
import { useCurrentInRow } from "../lib/use-current-in-row.ts";
import { Link } from "./Link.tsx";
import type { CategoryLink } from "../lib/view-models.ts";

export function CategoryChips({
  links,
  label,
  current,
  strip = false,
}: {
  links: readonly CategoryLink[];
  label: string;
  current?: string;
  /** One row that scrolls sideways on a small screen, rather than rows of chips. */
  strip?: boolean;
}) {
  const list = useCurrentInRow<HTMLUListElement>(current);
  return (
    <nav aria-label={label} className="print:hidden">
      <ul ref={list} className={strip ? "year-links" : "flex flex-wrap gap-2"}>
        {links.map((link) => (
          <li key={link.id} className={strip ? "max-w-[80vw] shrink-0" : "max-w-full"}>
            <Link
              to={link.href}
              aria-current={link.id === current ? "page" : undefined}
              className="chip"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

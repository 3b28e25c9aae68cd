// A gallery year's categories as chips (spec 2.12): "All" plus one per category, each a link
// to its page; on a category's page its own chip is the current one.
import { Link } from "../Link.tsx";

export interface CategoryLink {
  id: string;
  label: string;
  href: string;
}

export function CategoryChips({
  links,
  label,
  current,
}: {
  links: readonly CategoryLink[];
  label: string;
  current?: string;
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.id} className="max-w-full">
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

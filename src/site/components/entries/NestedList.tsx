// Nested lists of named items, up to four levels (spec 2.6, 2.14): an item with a file opens
// it in the viewer, an item with a page links to it, and its children follow, indented. An
// item may show its children as tab buttons instead (spec 2.6: 'Quality Indicator
// Framework'), each a link to the child's page.
import { Link } from "../Link.tsx";
import { ViewFileLink } from "../FileViewer.tsx";
import type { NestedItem, TabButton } from "../../lib/view-models.ts";

const ITEM =
  "inline-flex max-w-full items-center gap-2 rounded-md py-1 text-left font-medium text-accent underline-offset-4 hover:underline";

export function NestedList({ items, label }: { items: readonly NestedItem[]; label?: string }) {
  return <Level items={items} label={label} repeated={repeatedNames(items)} within={[]} />;
}

/** The names that more than one item of a tree carries (six meetings' "Proceedings"). */
function repeatedNames(items: readonly NestedItem[]): ReadonlySet<string> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  const visit = (list: readonly NestedItem[]) => {
    for (const item of list) {
      if (seen.has(item.name)) repeated.add(item.name);
      seen.add(item.name);
      visit(item.children);
    }
  };
  visit(items);
  return repeated;
}

/**
 * One level of the tree. A link whose name other items share also says, to a screen reader,
 * which items it sits under, so a list of the page's links tells them apart.
 */
function Level({
  items,
  label,
  repeated,
  within,
}: {
  items: readonly NestedItem[];
  label?: string | undefined;
  repeated: ReadonlySet<string>;
  within: readonly string[];
}) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className="space-y-2">
      {items.map((item) => {
        const name = (
          <span className="min-w-0">
            {item.name}
            {repeated.has(item.name) && within.length > 0 ? (
              <span className="sr-only">: {within.join(", ")}</span>
            ) : null}
          </span>
        );
        return (
          <li key={item.id}>
            {item.file ? (
              <ViewFileLink file={item.file} className={ITEM}>
                <FileIcon />
                {name}
              </ViewFileLink>
            ) : item.href ? (
              <Link to={item.href} className={ITEM}>
                {name}
              </Link>
            ) : (
              <span className="font-semibold">{item.name}</span>
            )}
            {item.tabs && item.tabs.length > 0 ? (
              <TabButtons label={item.name} tabs={item.tabs} className="mt-2" />
            ) : null}
            {item.children.length > 0 ? (
              <div className="mt-2 border-l-2 border-slate-200 pl-4">
                <Level items={item.children} repeated={repeated} within={[...within, item.name]} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

const TAB_BUTTON = "inline-block rounded-full border px-3 py-1 text-sm font-medium";

/** Links shaped as tab buttons; the current one, if any, carries aria-current="page". */
export function TabButtons({
  label,
  tabs,
  current,
  className = "",
}: {
  label: string;
  tabs: readonly TabButton[];
  current?: string;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={`${className} print:hidden`}>
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab.id}>
            {tab.id === current ? (
              <Link
                to={tab.href}
                aria-current="page"
                className={`${TAB_BUTTON} border-accent bg-accent text-accent-ink`}
              >
                {tab.label}
              </Link>
            ) : (
              <Link
                to={tab.href}
                className={`${TAB_BUTTON} border-slate-300 text-slate-900 hover:bg-slate-100`}
              >
                {tab.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function FileIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" className="shrink-0">
      <path
        fill="currentColor"
        d="M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm7 1.5V9h5.5z"
      />
    </svg>
  );
}

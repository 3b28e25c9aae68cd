// Nested lists of named items, up to four levels (spec 2.6, 2.14): an item with a file opens
// it in the viewer, an item with a page links to it, and its children follow, indented. An
// item may show its children as tab buttons instead (spec 2.6: 'Quality Indicator
// Framework'), each a link to the child's page.
import { Link } from "../Link.tsx";
import { ViewFileButton } from "../FileViewer.tsx";
import type { NestedItem, TabButton } from "../../lib/view-models.ts";

const ITEM =
  "inline-flex items-center gap-2 rounded-md py-1 text-left font-medium text-accent underline-offset-4 hover:underline";

export function NestedList({ items, label }: { items: readonly NestedItem[]; label?: string }) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className="space-y-2">
      {items.map((item) => (
        <li key={item.id}>
          {item.file ? (
            <ViewFileButton file={item.file} className={ITEM}>
              <FileIcon />
              {item.name}
            </ViewFileButton>
          ) : item.href ? (
            <Link to={item.href} className={ITEM}>
              {item.name}
            </Link>
          ) : (
            <span className="font-semibold">{item.name}</span>
          )}
          {item.tabs && item.tabs.length > 0 ? (
            <TabButtons label={item.name} tabs={item.tabs} className="mt-2" />
          ) : null}
          {item.children.length > 0 ? (
            <div className="mt-2 border-l-2 border-slate-200 pl-4">
              <NestedList items={item.children} />
            </div>
          ) : null}
        </li>
      ))}
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
    <nav aria-label={label} className={className}>
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

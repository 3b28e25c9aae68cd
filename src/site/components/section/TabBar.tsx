// The tab bar of an inner screen (spec 2.18): a pill bar on wide screens; on a phone one row
// that scrolls sideways, so the page's content starts within the first screen (a stacked list
// of ten tabs took 440 px), with the current tab scrolled into view once the page is ready.
// Tabs are links, so each has its own address and works without JavaScript; the current one
// carries aria-current="page". A tab with a file opens it in the viewer.
import { useLocation } from "react-router";
import { Link } from "../Link.tsx";
import { isCurrentTab, isTabFile, type Tab } from "../../lib/section.ts";
import { useCurrentInRow } from "../../lib/use-current-in-row.ts";
import { ViewFileLink } from "../FileViewer.tsx";

const TAB =
  "block min-h-11 rounded-full px-4 py-2.5 font-medium whitespace-nowrap md:min-h-0 md:py-1.5 md:whitespace-normal";

export function TabBar({
  tabs,
  base,
  baseTab = 0,
  label,
}: {
  tabs: readonly Tab[];
  base: string | undefined;
  /** The tab the index shows. */
  baseTab?: number | undefined;
  label: string;
}) {
  const { pathname } = useLocation();
  const strip = useCurrentInRow<HTMLUListElement>(pathname);
  if (tabs.length === 0) return null;
  return (
    <nav aria-label={label} className="mx-auto max-w-6xl px-4 pt-3 md:pt-6 print:hidden">
      <ul ref={strip} className="tab-strip">
        {tabs.map((tab, index) => (
          <li
            key={isTabFile(tab) ? `file:${tab.label}:${index}` : tab.href}
            className="shrink-0 md:max-w-full"
          >
            {isTabFile(tab) ? (
              <ViewFileLink file={tab.file} className={`${TAB} text-left hover:bg-slate-100`}>
                {tab.label}
              </ViewFileLink>
            ) : isCurrentTab(tab, pathname, index === baseTab, base) ? (
              <Link
                to={tab.href}
                aria-current="page"
                className={`${TAB} bg-accent text-accent-ink`}
              >
                {tab.label}
              </Link>
            ) : (
              <Link to={tab.href} className={`${TAB} text-slate-900 hover:bg-slate-100`}>
                {tab.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

// The tab bar of an inner screen (spec 2.18): a pill bar on wide screens, a stacked list on
// phones. Tabs are links, so each has its own address and works without JavaScript; the
// current one carries aria-current="page". A tab with a file opens it in the viewer.
import { useLocation } from "react-router";
import { Link } from "../Link.tsx";
import { isCurrentTab, isTabFile, type Tab } from "../../lib/section.ts";
import { ViewFileLink } from "../FileViewer.tsx";

const TAB = "block rounded-md px-3 py-2 font-medium md:rounded-full md:px-4 md:py-1.5";

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
  if (tabs.length === 0) return null;
  return (
    <nav aria-label={label} className="mx-auto max-w-6xl px-4 pt-6 print:hidden">
      <ul className="flex flex-col gap-1 border-b border-slate-200 pb-3 md:flex-row md:flex-wrap md:gap-2">
        {tabs.map((tab, index) => (
          <li key={isTabFile(tab) ? `file:${tab.label}:${index}` : tab.href}>
            {isTabFile(tab) ? (
              <ViewFileLink
                file={tab.file}
                className={`${TAB} w-full text-left hover:bg-slate-100`}
              >
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

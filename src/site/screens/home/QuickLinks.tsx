// The landing page's quick links (spec 2.3): a web link opens in a new tab, a file opens in
// the viewer overlay.
import { useId } from "react";
import { EXTERNAL_LINK } from "../../lib/safe-url.ts";
import { ViewFileLink } from "../../components/FileViewer.tsx";
import type { ViewerFile } from "../../lib/view-models.ts";
import { NewTabHint } from "../../components/layout/MenuItemView.tsx";

export type QuickLinkItem =
  { id: string; name: string; href: string } | { id: string; name: string; file: ViewerFile };

const ITEM =
  "flex w-full items-center gap-3 px-4 py-3 text-left font-medium text-slate-900 hover:bg-slate-50 focus-visible:-outline-offset-2";

function Icon({ path }: { path: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0 fill-accent">
      <path d={path} />
    </svg>
  );
}

const EXTERNAL_ICON = "M11 3h6v6h-2V6.4l-6.3 6.3-1.4-1.4L13.6 5H11zM4 5h5v2H5v8h8v-4h2v6H3V5z";
const FILE_ICON = "M5 2h7l4 4v12H5zm6 1.5V7h3.5zM7 10h7v1.5H7zm0 3h7v1.5H7z";

export function QuickLinks({ links, title }: { links: QuickLinkItem[]; title: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="overflow-hidden card bg-white shadow-sm">
      <h2 id={headingId} className="bg-accent px-4 py-3.5 text-lg font-semibold text-accent-ink">
        {title}
      </h2>
      <ul className="divide-y divide-slate-100">
        {links.map((link) => (
          <li key={link.id}>
            {"href" in link ? (
              <a href={link.href} {...EXTERNAL_LINK} className={ITEM}>
                <Icon path={EXTERNAL_ICON} />
                <span className="min-w-0">{link.name}</span>
                <NewTabHint href={link.href} mark={false} />
              </a>
            ) : (
              <ViewFileLink file={link.file} className={ITEM}>
                <Icon path={FILE_ICON} />
                <span className="min-w-0">{link.name}</span>
              </ViewFileLink>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

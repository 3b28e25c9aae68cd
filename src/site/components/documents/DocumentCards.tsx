// Documents that are not pictures: one card each, its name and a View Detail button that
// opens the file in the viewer (spec 2.4).
import { FileAbout, ViewFileLink } from "../FileViewer.tsx";
import type { SiteFile } from "../../lib/view-models.ts";
import { useText } from "../../i18n/use-text.ts";

export function DocumentCards({
  files,
  within,
}: {
  files: readonly SiteFile[];
  /** What the files belong to, when a page lists several such groups (a committee's activities). */
  within?: string;
}) {
  const text = useText();
  if (files.length === 0) return null;
  return (
    <ul aria-label={text.documents_files} className="grid gap-3 grid-cols-1 sm:grid-cols-2">
      {files.map((file) => (
        <li key={file.id} className="flex items-center justify-between gap-4 card p-4">
          <span className="min-w-0">
            {file.name}
            <FileAbout about={file.about} />
          </span>
          <ViewFileLink file={{ url: file.url, name: file.name }} className="button shrink-0">
            {text.documents_view_detail}
            {/* Every card has this button: its hidden end says which file it opens, and what
                the card shows of its type and size. */}
            <span className="sr-only">
              {`: ${[file.name, within, file.about].filter(Boolean).join(", ")}`}
            </span>
          </ViewFileLink>
        </li>
      ))}
    </ul>
  );
}

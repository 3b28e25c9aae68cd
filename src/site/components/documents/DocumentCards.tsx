// Documents that are not pictures: one card each, its name and a View Detail button that
// opens the file in the viewer (spec 2.4).
import { ViewFileButton } from "../FileViewer.tsx";
import type { SiteFile } from "../../lib/view-models.ts";

export function DocumentCards({ files }: { files: readonly SiteFile[] }) {
  if (files.length === 0) return null;
  return (
    <ul aria-label="Files" className="grid gap-3 sm:grid-cols-2">
      {files.map((file) => (
        <li key={file.id} className="flex items-center justify-between gap-4 card p-4">
          <span className="min-w-0 break-words">{file.name}</span>
          <ViewFileButton
            file={{ url: file.url, name: file.name }}
            className="shrink-0 rounded-md bg-accent px-3 py-1.5 text-sm font-medium text-accent-ink"
          >
            View Detail
            {/* Every card has this button: its hidden end says which file it opens. */}
            <span className="sr-only">: {file.name}</span>
          </ViewFileButton>
        </li>
      ))}
    </ul>
  );
}

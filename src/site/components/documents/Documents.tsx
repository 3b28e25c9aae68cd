// A list of documents: pictures first as a grid, then the other files as cards.
import { DocumentCards } from "./DocumentCards.tsx";
import { ImageGrid } from "./ImageGrid.tsx";
import type { SiteFile } from "../../lib/view-models.ts";

export function Documents({ files }: { files: readonly SiteFile[] }) {
  return (
    <div className="space-y-6">
      <ImageGrid images={files.filter((file) => file.isImage)} />
      <DocumentCards files={files.filter((file) => !file.isImage)} />
    </div>
  );
}

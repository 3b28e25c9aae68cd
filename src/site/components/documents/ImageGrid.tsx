// Picture documents as a thumbnail grid, 1 to 4 columns by screen width (spec 2.4, 9). A
// thumbnail is a link to the picture; a ready page shows it in the file viewer, which then
// steps through the grid's pictures with the arrow keys (the lightbox).
import { ViewFileLink } from "../FileViewer.tsx";
import { FramedPicture } from "../ui/FramedPicture.tsx";
import type { SiteFile } from "../../lib/view-models.ts";
import { useText } from "../../i18n/use-text.ts";

export function ImageGrid({ images }: { images: readonly SiteFile[] }) {
  const text = useText();
  if (images.length === 0) return null;
  return (
    <ul
      aria-label={text.documents_pictures}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4"
    >
      {images.map((image) => (
        <li key={image.id}>
          <ViewFileLink
            file={image}
            album={images}
            showsFile
            className="group block w-full overflow-hidden card text-left"
          >
            {/* The caption names the link; the picture has no text of its own to offer. */}
            <FramedPicture
              url={image.url}
              widest={640}
              blurredFill={false}
              className="aspect-[4/3] w-full transition group-hover:opacity-90"
            />
            <span className="block truncate px-3 py-2 text-sm">{image.name}</span>
          </ViewFileLink>
        </li>
      ))}
    </ul>
  );
}

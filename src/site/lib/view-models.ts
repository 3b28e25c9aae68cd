// What loaders hand the components that render it: the site's view models, plain data safe
// for the browser. They live here, below both, so that a loader's helpers never import the
// components that show their result (the components import these instead).
import { isImageFile } from "#contract/constants.ts";
import { mediaUrl } from "./media.ts";
import type { SafeHtml } from "./sanitize.server.ts";

/**
 * A document as the document components show it: what it is called, where it is, and whether
 * it is a picture. Loaders build these from the platform's own shapes (notice documents,
 * event document groups), so the components know one shape only.
 */
export interface SiteFile {
  id: string;
  name: string;
  url: string;
  isImage: boolean;
}

/** The spec does not say how the file type is decided: the key's or the name's extension. */
export function siteFile(
  mediaBaseUrl: string,
  file: { id: string; name: string; key: string },
): SiteFile {
  return {
    id: file.id,
    name: file.name,
    url: mediaUrl(mediaBaseUrl, file.key),
    isImage: isImageFile(file.key) || isImageFile(file.name),
  };
}

/** A file the viewer overlay opens (components/FileViewer.tsx). */
export interface ViewerFile {
  /** The file's URL (media base plus key). */
  url: string;
  /** What the file is called, for the overlay's title. */
  name: string;
  /**
   * A page shown in the frame rather than a file (a video player): what the frame may use,
   * and the address "Open in new tab" leads to.
   */
  embed?: { allow: string; pageUrl: string };
}

/** An entry of a content section (components/entries/EntryList.tsx). */
export interface Entry {
  id: string;
  title: string;
  body?: SafeHtml;
  /** A picture shown with the entry (it opens in the viewer). */
  picture?: SiteFile;
  /** A file: a picture is shown, any other opens behind View Detail. */
  file?: SiteFile;
  link?: { href: string; label: string; external: boolean };
}

/** A named item of a nested list (components/entries/NestedList.tsx). */
export interface NestedItem {
  id: string;
  name: string;
  file?: SiteFile;
  href?: string;
  /** Children shown as tab buttons, each a page of its own. */
  tabs?: TabButton[];
  children: NestedItem[];
}

export interface TabButton {
  id: string;
  label: string;
  href: string;
}

/** A row of a table of people (components/people/PersonTable.tsx). */
export interface PersonRow {
  id: string;
  name: string;
  photo: string | undefined;
  designation: string;
  detail: string;
  /** The person's own page, where they have one (a member of staff's). */
  href?: string | undefined;
}

/** A gallery category's chip (components/CategoryChips.tsx). */
export interface CategoryLink {
  id: string;
  label: string;
  href: string;
}

// A document as the document components show it: what it is called, where it is, and whether
// it is a picture. Loaders build these from the platform's own shapes (notice documents,
// event document groups), so the components know one shape only.
import { isImageFile } from "#contract/constants.ts";
import { mediaUrl } from "../../lib/media.ts";

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

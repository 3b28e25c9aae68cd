// One menu entry as a link: to a page of the site, to another site (new tab), or to a stored
// file, which a ready page opens in the viewer (ViewFileLink). In the mobile drawer the viewer
// opens over the drawer, and closing it returns to the entry.
import { Link } from "../Link.tsx";
import { mediaUrl } from "../../lib/media.ts";
import { isFile, type MenuItem } from "../../lib/menu-model.ts";
import { EXTERNAL_LINK } from "../../lib/safe-url.ts";
import { useLayout } from "../../lib/use-layout.ts";
import type { ViewerFile } from "../../lib/view-models.ts";
import { ViewFileLink } from "../FileViewer.tsx";
import { useText } from "../../i18n/use-text.ts";

/** A stored file by its name and key, as the viewer shows it. */
export function useStoredFile(): (name: string, fileKey: string) => ViewerFile {
  const { mediaBaseUrl } = useLayout();
  return (name, fileKey) => ({ url: mediaUrl(mediaBaseUrl, fileKey), name });
}

/** Said after a link that opens in a new tab. */
export function NewTabHint() {
  const text = useText();
  return <span className="sr-only">{text.frame_new_tab_hint}</span>;
}

export function MenuItemView({
  item,
  className,
  onNavigate,
}: {
  item: MenuItem;
  className: string;
  /** Called when a link of the entry is followed. */
  onNavigate?: () => void;
}) {
  const storedFile = useStoredFile();
  return isFile(item) ? (
    <ViewFileLink file={storedFile(item.label, item.fileKey)} className={className}>
      {item.label}
    </ViewFileLink>
  ) : item.external ? (
    <a href={item.href} {...EXTERNAL_LINK} className={className} onClick={onNavigate}>
      {item.label}
      <NewTabHint />
    </a>
  ) : (
    <Link to={item.href} className={className} onClick={onNavigate}>
      {item.label}
    </Link>
  );
}

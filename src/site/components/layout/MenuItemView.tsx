// One menu entry as a control: a site link, an external link (new tab) or a button that opens a
// file in the viewer.
//
// A file opens once the click is over: by then a dropdown has closed and handed focus back to
// its trigger, which is where the viewer returns focus when it closes. In the mobile drawer the
// viewer opens over the drawer, and closing it returns to the entry.
import { Link } from "../Link.tsx";
import { mediaUrl } from "../../lib/media.ts";
import { isFile, type MenuItem } from "../../lib/menu.ts";
import { EXTERNAL_LINK } from "../../lib/safe-url.ts";
import { useLayout } from "../../lib/use-layout.ts";
import { useFileViewer } from "../FileViewer.tsx";

/** Opens a stored file in the viewer overlay. */
export function useOpenFile(): (name: string, fileKey: string) => void {
  const viewer = useFileViewer();
  const { mediaBaseUrl } = useLayout();
  return (name, fileKey) => viewer.open({ url: mediaUrl(mediaBaseUrl, fileKey), name });
}

export const NEW_TAB_HINT = <span className="sr-only"> (opens in a new tab)</span>;

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
  const openFile = useOpenFile();
  return isFile(item) ? (
    <button
      type="button"
      className={`${className} text-left`}
      onClick={() => queueMicrotask(() => openFile(item.label, item.fileKey))}
    >
      {item.label}
    </button>
  ) : item.external ? (
    <a href={item.href} {...EXTERNAL_LINK} className={className} onClick={onNavigate}>
      {item.label}
      {NEW_TAB_HINT}
    </a>
  ) : (
    <Link to={item.href} className={className} onClick={onNavigate}>
      {item.label}
    </Link>
  );
}

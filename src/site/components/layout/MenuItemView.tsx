// One menu entry as a link: to a page of the site, to another site (new tab), or to a stored
// file, which a ready page opens in the viewer (ViewFileLink). In the mobile drawer the viewer
// opens over the drawer, and closing it returns to the entry.
import { Link } from "../Link.tsx";
import { mediaUrl } from "../../lib/media.ts";
import { isFile, type MenuItem } from "../../lib/menu-model.ts";
import { EXTERNAL_LINK, isOtherSite } from "../../lib/safe-url.ts";
import { useLayout } from "../../lib/use-layout.ts";
import type { ViewerFile } from "../../lib/view-models.ts";
import { ViewFileLink } from "../FileViewer.tsx";
import { OtherSiteIcon } from "./icons.tsx";
import { useText } from "../../i18n/use-text.ts";

/** A stored file of the menus or the footer by its name and key, as the viewer shows it, with
 * its type and size. */
export function useStoredFile(): (name: string, fileKey: string) => ViewerFile {
  const { mediaBaseUrl, fileAbouts } = useLayout();
  return (name, fileKey) => {
    const about = fileAbouts[fileKey];
    return { url: mediaUrl(mediaBaseUrl, fileKey), name, ...(about ? { about } : {}) };
  };
}

/**
 * After a link that opens in a new tab: where it leads to another site (GIGW), a visible mark
 * and "opens another site in a new tab" for a screen reader; else "opens in a new tab" alone.
 * A link to the institute's own site or media host (a stored file) is not another site.
 * Without `href` the caller says the link leaves. `mark: false` leaves the visible mark out
 * where the link shows its own (an icon of a social network, QuickLinks' arrow).
 */
export function NewTabHint({ href, mark = true }: { href?: string; mark?: boolean }) {
  const { other, words } = useNewTabWords()(href);
  return (
    <>
      {other && mark ? <OtherSiteIcon /> : null}
      <span className="sr-only">{words}</span>
    </>
  );
}

/** For a link that opens in a new tab (its address; none: the caller says it leaves), whether
 * it leads to another site and the words that say so to a screen reader, in the page's
 * language: NewTabHint's, and those of a link in an institute's own text (RichText). */
export function useNewTabWords(): (href: string | undefined) => { other: boolean; words: string } {
  const text = useText();
  const { origin, mediaBaseUrl } = useLayout();
  return (href) => {
    const other = href === undefined || isOtherSite(href, [origin, mediaBaseUrl]);
    return { other, words: other ? text.frame_external_hint : text.frame_new_tab_hint };
  };
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
      <NewTabHint href={item.href} />
    </a>
  ) : (
    <Link to={item.href} className={className} onClick={onNavigate}>
      {item.label}
    </Link>
  );
}

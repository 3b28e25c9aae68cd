// The file viewer overlay (spec 2.1): images as an image, other files in a frame. Any part of
// the page opens a file with a <ViewFileLink>.
import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from "react";
import { plainClick } from "./Link.tsx";
import { EXTERNAL_LINK } from "../lib/safe-url.ts";
import { absoluteUrl } from "../lib/seo.ts";
import { useLayout } from "../lib/use-layout.ts";
import type { ViewerFile } from "../lib/view-models.ts";
import type { ShownFile } from "./ViewerOverlay.tsx";

interface Viewer {
  /** Opens a file; with an album (the pictures of a grid), the arrow keys and the Previous and
   * Next buttons move through it, and so does a sideways swipe: the lightbox (spec 2.12). */
  open(file: ViewerFile, album?: readonly ViewerFile[]): void;
}

const ViewerContext = createContext<Viewer>({ open: () => {} });

function useFileViewer(): Viewer {
  return useContext(ViewerContext);
}

// The overlay's code (and the dialog library) is needed only once a visitor opens a file: it
// loads then (or when they point at or focus a button that opens one), not with every page.
const loadOverlay = () => import("./ViewerOverlay.tsx");

/** Loads the viewer's code ahead of a click: for a control that is about to open a file. */
function preloadViewer(): void {
  // A failed fetch is not this moment's to report: opening a file loads the overlay again,
  // under the page's error boundary.
  loadOverlay().catch(() => {});
}
const ViewerOverlay = lazy(loadOverlay);

export function FileViewerProvider({ children }: { children: ReactNode }) {
  // The dialog has no Radix trigger, so it remembers what opened it to give focus back.
  const [shown, setShown] = useState<ShownFile | null>(null);
  const viewer = useMemo<Viewer>(
    () => ({
      open(file, album) {
        const focused = document.activeElement;
        setShown({
          file,
          album: album ?? [file],
          opener: focused instanceof HTMLElement ? focused : null,
        });
      },
    }),
    [],
  );
  return (
    <ViewerContext.Provider value={viewer}>
      {children}
      {shown ? (
        <Suspense fallback={null}>
          <ViewerOverlay shown={shown} onClose={() => setShown(null)} />
        </Suspense>
      ) : null}
    </ViewerContext.Provider>
  );
}

/** A file's type and size, small after a link's words ("(PDF, 2.3 MB)", decision 094): part
 * of the link's name, so a screen reader says it too. */
export function FileAbout({ about }: { about: string | undefined }) {
  return about ? <span className="file-about">{` (${about})`}</span> : null;
}

/**
 * A link to a file: the browser opens it without JavaScript, before the page is ready, or in a
 * new tab when the visitor asks for one (and a phone's long press can save or share it); a
 * plain click on a ready page shows it in the viewer instead, stepping through `album` if any.
 * After its words it says the file's type and size, where known.
 */
export function ViewFileLink({
  file,
  album,
  newTab = false,
  showsFile = false,
  children,
  className,
}: {
  file: ViewerFile;
  album?: readonly ViewerFile[];
  /** Followed without the viewer, the link opens another site's page: in a new tab. */
  newTab?: boolean;
  /** The link is the file itself, a picture shown on the page: it says no type or size. */
  showsFile?: boolean;
  children: ReactNode;
  className?: string;
}) {
  const viewer = useFileViewer();
  const { origin } = useLayout();
  const href = file.embed?.pageUrl ?? file.url;
  return (
    <a
      href={href}
      {...(newTab ? EXTERNAL_LINK : {})}
      // Printed beside the link's words (app.css), since paper has no links.
      data-print-url={absoluteUrl(origin, href) ?? href}
      className={className}
      onClick={(event) => {
        if (!plainClick(event.nativeEvent)) return;
        event.preventDefault();
        // Once the click is over: a dropdown it was in has closed by then and handed focus to
        // its trigger, which is where the viewer gives it back.
        queueMicrotask(() => viewer.open(file, album));
      }}
      onPointerEnter={preloadViewer}
      onFocus={preloadViewer}
    >
      {children}
      {showsFile ? null : <FileAbout about={file.about} />}
    </a>
  );
}

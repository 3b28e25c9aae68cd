// The file viewer overlay (spec 2.1): images as an image, other files in a frame. Any part of
// the page opens a file with useFileViewer().open(...) or a <ViewFileButton>.
import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from "react";
import type { ViewerFile } from "../lib/view-models.ts";
import type { ShownFile } from "./ViewerOverlay.tsx";

interface Viewer {
  /** Opens a file; with an album (the pictures of a grid), the arrow keys and the Previous and
   * Next buttons move through it, and so does a sideways swipe: the lightbox (spec 2.12). */
  open(file: ViewerFile, album?: readonly ViewerFile[]): void;
}

const ViewerContext = createContext<Viewer>({ open: () => {} });

export function useFileViewer(): Viewer {
  return useContext(ViewerContext);
}

// The overlay's code (and the dialog library) is needed only once a visitor opens a file: it
// loads then (or when they point at or focus a button that opens one), not with every page.
const loadOverlay = () => import("./ViewerOverlay.tsx");

/** Loads the viewer's code ahead of a click: for a control that is about to open a file. */
export function preloadViewer(): void {
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

export function ViewFileButton({
  file,
  children,
  className,
}: {
  file: ViewerFile;
  children: ReactNode;
  className?: string;
}) {
  const viewer = useFileViewer();
  return (
    <button
      type="button"
      className={className}
      onClick={() => viewer.open(file)}
      onPointerEnter={preloadViewer}
      onFocus={preloadViewer}
    >
      {children}
    </button>
  );
}

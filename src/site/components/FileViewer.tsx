// The file viewer overlay (spec 2.1): images as an image, other files in a frame. Any part of
// the page opens a file with useFileViewer().open(...) or a <ViewFileButton>.
import { createContext, useContext, useState, type ReactNode } from "react";

export interface ViewerFile {
  /** The file's URL (media base plus key). */
  url: string;
  /** What the file is called, for the overlay's title. */
  name: string;
}

interface Viewer {
  open(file: ViewerFile): void;
}

const ViewerContext = createContext<Viewer>({ open: () => {} });

export function useFileViewer(): Viewer {
  return useContext(ViewerContext);
}

export function FileViewerProvider({ children }: { children: ReactNode }) {
  const [, setFile] = useState<ViewerFile | null>(null);
  return <ViewerContext.Provider value={{ open: setFile }}>{children}</ViewerContext.Provider>;
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
    <button type="button" className={className} onClick={() => viewer.open(file)}>
      {children}
    </button>
  );
}

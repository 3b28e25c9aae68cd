// The file viewer's overlay (spec 2.1, 2.12): a dialog over the page with the file, and for an
// album the Previous and Next buttons, arrow keys and a sideways swipe (the lightbox). Loaded
// only when a visitor opens a file (FileViewer.tsx).
import * as Dialog from "@radix-ui/react-dialog";
import { useRef, useState } from "react";
import { isImageFile } from "#contract/constants.ts";
import { EXTERNAL_LINK } from "../lib/safe-url.ts";
import type { ViewerFile } from "../lib/view-models.ts";
import { fill, useText } from "../i18n/use-text.ts";

/** What the viewer shows: a file, the album it steps through, and what to focus after. */
export interface ShownFile {
  file: ViewerFile;
  album: readonly ViewerFile[];
  opener: HTMLElement | null;
}

interface OverlayProps {
  shown: ShownFile;
  onClose(): void;
}

/** How far a pointer must travel sideways over a picture to step through an album. */
const SWIPE_PX = 50;

const STEP_BUTTON = "shrink-0 rounded-full border border-white px-3 py-1 text-sm font-medium";

export default function ViewerOverlay({
  shown: { file: first, album, opener },
  onClose,
}: OverlayProps) {
  const text = useText();
  const [index, setIndex] = useState(() => Math.max(0, album.indexOf(first)));
  const file = album[index] ?? first;
  const isAlbum = album.length > 1;
  const step = (by: number) => setIndex((i) => (i + by + album.length) % album.length);
  const swipe = useRef<{ x: number; y: number; stepped: boolean } | null>(null);
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        {/* Radix locks the page's scrolling while its overlay is mounted. */}
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/90" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener?.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col"
          onKeyDown={(event) => {
            if (!isAlbum) return;
            if (event.key === "ArrowRight") step(1);
            else if (event.key === "ArrowLeft") step(-1);
          }}
        >
          <div className="flex items-center gap-3 bg-slate-950 px-4 py-3 text-white">
            <Dialog.Title className="min-w-0 flex-1 truncate text-base font-semibold">
              {file.name}
              {isAlbum ? (
                <span className="ml-2 font-normal text-slate-300">
                  {fill(text.viewer_position, { position: index + 1, total: album.length })}
                </span>
              ) : null}
            </Dialog.Title>
            {isAlbum ? (
              <>
                <button type="button" className={STEP_BUTTON} onClick={() => step(-1)}>
                  {text.pager_previous}
                </button>
                <button type="button" className={STEP_BUTTON} onClick={() => step(1)}>
                  {text.pager_next}
                </button>
              </>
            ) : null}
            <a
              href={file.embed?.pageUrl ?? file.url}
              {...EXTERNAL_LINK}
              className="shrink-0 text-sm underline underline-offset-4"
            >
              {text.viewer_open_new_tab}
            </a>
            <Dialog.Close className={STEP_BUTTON}>{text.viewer_close}</Dialog.Close>
          </div>
          {/* The dark space around the file is the backdrop: a click there closes. In an
              album a horizontal swipe steps instead (and is no click). */}
          <div
            className={`flex min-h-0 flex-1 items-center justify-center p-4 sm:p-8 ${isAlbum ? "touch-pan-y" : ""}`}
            onPointerDown={(event) => {
              swipe.current = { x: event.clientX, y: event.clientY, stepped: false };
            }}
            onPointerUp={(event) => {
              const start = swipe.current;
              if (!isAlbum || !start) return;
              const dx = event.clientX - start.x;
              if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - start.y)) {
                start.stepped = true;
                step(dx < 0 ? 1 : -1);
              }
            }}
            onClick={(event) => {
              if (swipe.current?.stepped) return;
              if (event.target === event.currentTarget) onClose();
            }}
          >
            {isImageFile(file.url) ? (
              <img
                src={file.url}
                alt={file.name}
                // A drag over the picture is a swipe, not the browser's image drag.
                draggable={false}
                className="max-h-full max-w-full object-contain"
              />
            ) : (
              <div className="frame-ring h-full w-full rounded text-white">
                <iframe
                  src={file.url}
                  title={file.name}
                  allow={file.embed?.allow}
                  allowFullScreen={file.embed !== undefined}
                  className="h-full w-full rounded bg-white"
                />
              </div>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

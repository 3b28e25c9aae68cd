// The mobile menu's hamburger (below 1024px). The drawer itself (DrawerPanel.tsx, on Radix
// Dialog) loads on first use, or when a visitor points at or focuses the button, so pages do
// not carry the dialog code until someone opens the menu. The hamburger is a link to the
// desktop bars (MENUS_ID), which app.css shows on a phone when they are the address's target:
// without JavaScript, or before it has loaded, a tap still leads to every menu link.
import { lazy, Suspense, useId, useRef, useState } from "react";
import { useText } from "../../i18n/use-text.ts";
import type { DrawerPanelProps } from "./DrawerPanel.tsx";
import { MenuIcon } from "./icons.tsx";

/** The element a tap on the hamburger targets when no script handles it. */
export const MENUS_ID = "site-menus";

const loadPanel = () => import("./DrawerPanel.tsx");
const DrawerPanel = lazy(loadPanel);
/** Fetches the panel's code before a tap needs it; opening the menu reports a failure. */
function preloadPanel(): void {
  loadPanel().catch(() => {});
}

export function MobileDrawer(props: Omit<DrawerPanelProps, "id" | "toggle" | "onClose">) {
  const [open, setOpen] = useState(false);
  const text = useText();
  const toggle = useRef<HTMLAnchorElement>(null);
  const id = useId();
  return (
    <>
      <a
        ref={toggle}
        href={`#${MENUS_ID}`}
        role="button"
        aria-expanded={open}
        aria-controls={id}
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          setOpen(!open);
        }}
        onKeyDown={(event) => {
          // A link answers Enter by itself; a button answers Space too.
          if (event.key !== " ") return;
          event.preventDefault();
          setOpen(!open);
        }}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        className="inline-flex size-11 items-center justify-center rounded focus-visible:outline-offset-[-2px] focus-visible:outline-accent-ink"
      >
        <MenuIcon />
        <span className="sr-only">{text.frame_menu}</span>
      </a>
      {open ? (
        <Suspense fallback={null}>
          <DrawerPanel {...props} id={id} toggle={toggle} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

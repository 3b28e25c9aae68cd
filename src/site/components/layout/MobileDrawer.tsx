// The mobile menu's hamburger (below 1024px). The drawer itself (DrawerPanel.tsx, on Radix
// Dialog) loads on first use, or when a visitor points at or focuses the button, so pages do
// not carry the dialog code until someone opens the menu.
import { lazy, Suspense, useId, useRef, useState } from "react";
import type { DrawerPanelProps } from "./DrawerPanel.tsx";
import { MenuIcon } from "./icons.tsx";

const loadPanel = () => import("./DrawerPanel.tsx");
const DrawerPanel = lazy(loadPanel);

export function MobileDrawer(props: Omit<DrawerPanelProps, "id" | "toggle" | "onClose">) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const id = useId();
  return (
    <>
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-haspopup="dialog"
        onClick={() => setOpen(!open)}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        className="inline-flex size-11 items-center justify-center rounded focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-accent-ink"
      >
        <MenuIcon />
        <span className="sr-only">Menu</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <DrawerPanel {...props} id={id} toggle={toggle} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

// A desktop menu bar as a disclosure navigation (the WAI-ARIA pattern for site menus): each
// dropdown is a button (aria-expanded, aria-controls) and a panel of links. Every panel is in
// the server's HTML, so crawlers and visitors without JavaScript reach every link: until the
// page is hydrated, a panel shows while its item is hovered or holds focus (CSS in app.css).
// Then: hover opens (a mouse's click on the button keeps it open), a tap, Enter or Space
// toggles, ArrowDown enters the panel and the arrow keys move through it, Escape closes it and
// returns focus to its button, ArrowLeft and ArrowRight move between the bar's items, and a
// click outside or focus leaving the dropdown closes it.
//
// Written here rather than taken from Radix NavigationMenu: the library cost 14 KiB gzip on
// every page, which the 125 KiB budget of a page cannot carry (decision 003).
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { useHydrated } from "../../lib/use-hydrated.ts";
import type { MenuGroup, MenuLink } from "../../lib/menu-model.ts";
import { ChevronDown } from "./icons.tsx";
import { MenuItemView } from "./MenuItemView.tsx";
import { MenuSections } from "./MenuSections.tsx";

interface Bar {
  open: string | null;
  setOpen(id: string | null): void;
}

const BarContext = createContext<Bar>({ open: null, setOpen: () => {} });

/** The bar's own controls: its links and dropdown buttons, not the links inside panels. */
const BAR_CONTROLS = ":scope > ul > li > :is(a, button)";
const PANEL_CONTROLS = "a, button";

function moveFocus(list: HTMLElement[], by: number): void {
  const at = list.findIndex((el) => el === document.activeElement);
  list.at((at + by) % list.length)?.focus();
}

export function MenuBar({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState<string | null>(null);
  const enhanced = useHydrated();
  // The same value while no dropdown opens or closes: the bar turning enhanced once hydrated
  // then renders the bar again, not every dropdown and its panel of links.
  const bar = useMemo(() => ({ open, setOpen }), [open]);
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !nav.current?.contains(event.target)) setOpen(null);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const controls = [...(nav.current?.querySelectorAll<HTMLElement>(BAR_CONTROLS) ?? [])];
    if (!(event.target instanceof HTMLElement) || !controls.includes(event.target)) return;
    if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      event.preventDefault();
      moveFocus(controls, event.key === "ArrowRight" ? 1 : -1);
    }
  }

  return (
    <nav
      ref={nav}
      aria-label={label}
      data-enhanced={enhanced ? "" : undefined}
      className="menu-bar"
      onKeyDown={onKeyDown}
    >
      <BarContext.Provider value={bar}>
        <ul className="flex flex-wrap items-center">{children}</ul>
      </BarContext.Provider>
    </nav>
  );
}

export function BarLink({ item, className }: { item: MenuLink; className: string }) {
  return (
    <li>
      <MenuItemView item={item} className={className} />
    </li>
  );
}

/** An item of the bar that is neither a plain link nor a dropdown (the admission link). */
export function BarItem({ children, className }: { children: ReactNode; className?: string }) {
  return <li className={className}>{children}</li>;
}

/** The tallest a panel without a height of its own in the spec grows before it scrolls. */
const PANEL_MAX_HEIGHT = "75vh";

/** A panel's width by its number of sections: wide groups flow into up to three columns. */
const PANEL_WIDTH = ["w-72", "w-72", "w-[34rem] columns-2 gap-6", "w-[50rem] columns-3 gap-6"];

export function BarDropdown({
  group,
  triggerClassName,
}: {
  group: MenuGroup;
  triggerClassName: string;
}) {
  const { open, setOpen } = useContext(BarContext);
  const id = useId();
  const isOpen = open === id;
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // The pointer that pressed the button, if any: a mouse has opened the panel on its way in,
  // so its click must not close it again; a touch or a key toggles it.
  const pressedBy = useRef("");

  // A panel opens below its button and fits the window: one that would run past its right
  // edge moves left just enough, and one taller than the room below its top scrolls (the bars
  // wrap, so where a button sits is known only then).
  useEffect(() => {
    const el = panel.current;
    if (!isOpen || !el) return;
    el.style.translate = "";
    const box = el.getBoundingClientRect();
    const overflow = box.right - document.documentElement.clientWidth;
    if (overflow > 0) el.style.translate = `${-Math.ceil(overflow + 8)}px 0`;
    const room = Math.floor(window.innerHeight - box.top - 8);
    el.style.maxHeight = `min(${group.maxHeight ?? PANEL_MAX_HEIGHT}, ${room}px)`;
  }, [isOpen, group.maxHeight]);

  const panelControls = () => [
    ...(panel.current?.querySelectorAll<HTMLElement>(PANEL_CONTROLS) ?? []),
  ];

  function close() {
    setOpen(null);
    trigger.current?.focus();
  }

  function onTriggerKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === "Escape" && isOpen) {
      event.preventDefault();
      setOpen(null);
      return;
    }
    if (event.key !== "ArrowDown") return;
    event.preventDefault();
    setOpen(id);
    // The panel is in the page already: only its display changes with the state.
    requestAnimationFrame(() => panelControls()[0]?.focus());
  }

  function onPanelKey(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.preventDefault();
      close();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      moveFocus(panelControls(), event.key === "ArrowDown" ? 1 : -1);
    }
  }

  return (
    <li
      className="menu-item relative"
      // Focus moving on to another item of the bar (or anywhere else) closes the panel, which
      // would otherwise hide the items after it (WCAG 2.4.11).
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (isOpen && !(next instanceof Node && event.currentTarget.contains(next))) setOpen(null);
      }}
      onPointerEnter={(event) => {
        if (event.pointerType === "mouse") setOpen(id);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === "mouse" && isOpen) setOpen(null);
      }}
    >
      <button
        ref={trigger}
        type="button"
        aria-expanded={isOpen}
        aria-controls={`${id}-panel`}
        data-state={isOpen ? "open" : "closed"}
        className={`${triggerClassName} gap-1`}
        onPointerDown={(event) => {
          pressedBy.current = event.pointerType;
        }}
        onClick={() => {
          const mouse = pressedBy.current === "mouse";
          pressedBy.current = "";
          setOpen(isOpen && !mouse ? null : id);
        }}
        onKeyDown={onTriggerKey}
      >
        {group.label}
        <ChevronDown />
      </button>
      <div
        ref={panel}
        id={`${id}-panel`}
        data-open={isOpen ? "" : undefined}
        onKeyDown={onPanelKey}
        onClick={(event) => {
          // A chosen entry closes the dropdown; a file then opens with focus on the button,
          // which is where the viewer gives it back.
          if (event.target instanceof Element && event.target.closest(PANEL_CONTROLS)) close();
        }}
        className="menu-panel"
        style={{ maxHeight: group.maxHeight ?? PANEL_MAX_HEIGHT }}
      >
        <MenuSections group={group} className={PANEL_WIDTH[Math.min(group.sections.length, 3)]} />
      </div>
    </li>
  );
}

// A desktop menu bar on Radix NavigationMenu: dropdowns open on hover and by keyboard (Enter or
// Space on a trigger, ArrowDown into the panel, Escape closes and returns focus to the
// trigger), with the ARIA of a disclosure navigation menu.
//
// The server renders every dropdown's panel, hidden, so that every link of the menus is in the
// page's HTML for search engines and visitors without JavaScript. Once hydrated, closed panels
// leave the page as Radix expects: a closed panel that stays mounted is still a dismissable
// layer, and would close the open dropdown on any click inside it.
import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { useSyncExternalStore, type ReactNode } from "react";
import type { MenuGroup, MenuLink } from "../../lib/menu.ts";
import { ChevronDown } from "./icons.tsx";
import { MenuItemView } from "./MenuItemView.tsx";
import { MenuSections } from "./MenuSections.tsx";

export function MenuBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <NavigationMenu.Root aria-label={label}>
      <NavigationMenu.List className="flex flex-wrap items-center">{children}</NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

export function BarLink({ item, className }: { item: MenuLink; className: string }) {
  return (
    <NavigationMenu.Item>
      <MenuItemView item={item} className={className} inNavigationMenu />
    </NavigationMenu.Item>
  );
}

/**
 * A dropdown panel opens below its trigger; one that would run past the right edge of the
 * window moves left just enough (the bars wrap, so where a trigger sits is known only then).
 */
function keepInWindow(panel: HTMLElement | null): void {
  if (!panel) return;
  const overflow = panel.getBoundingClientRect().right - document.documentElement.clientWidth;
  if (overflow > 0) panel.style.translate = `${-Math.ceil(overflow + 8)}px 0`;
}

const noSubscription = () => () => {};

/** False on the server and while the page hydrates, true from then on. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** A panel's width by its number of sections: wide groups flow into up to three columns. */
const PANEL_WIDTH = ["w-72", "w-72", "w-[34rem] columns-2 gap-6", "w-[50rem] columns-3 gap-6"];

export function BarDropdown({
  group,
  triggerClassName,
}: {
  group: MenuGroup;
  triggerClassName: string;
}) {
  const hydrated = useHydrated();
  return (
    <NavigationMenu.Item className="relative">
      <NavigationMenu.Trigger className={`${triggerClassName} gap-1`}>
        {group.label}
        <ChevronDown />
      </NavigationMenu.Trigger>
      <NavigationMenu.Content
        forceMount={hydrated ? undefined : true}
        ref={keepInWindow}
        className="absolute top-full left-0 z-40 max-w-[calc(100vw-1rem)] overflow-y-auto overscroll-contain rounded-b-md bg-white p-3 text-slate-800 shadow-lg ring-1 ring-slate-200 data-[state=closed]:hidden"
        style={{ maxHeight: group.maxHeight ?? "75vh" }}
      >
        <MenuSections
          group={group}
          className={PANEL_WIDTH[Math.min(group.sections.length, 3)]}
          inNavigationMenu
        />
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  );
}

// The open mobile drawer: a Radix Dialog sliding in from the left over a dimmed backdrop, with
// every entry of the main menu and the top bar. Radix keeps focus inside and closes it on the
// close button, Escape or a click on the backdrop; following a link closes it too (a file opens
// in the viewer over it). Loaded only when a visitor first opens the menu (MobileDrawer.tsx).
import * as Dialog from "@radix-ui/react-dialog";
import { useText } from "../../i18n/use-text.ts";
import type { RefObject } from "react";
import type { LayoutData } from "../../lib/layout.server.ts";
import { isGroup, type MenuEntry, type MenuGroup, type TopBarMenu } from "../../lib/menu-model.ts";
import { SearchForm } from "../SearchForm.tsx";
import { ChevronDown, CloseIcon } from "./icons.tsx";
import { MenuItemView } from "./MenuItemView.tsx";
import { MenuSections } from "./MenuSections.tsx";
import { SocialLinks } from "./SocialLinks.tsx";

const ROW =
  "flex min-h-11 w-full items-center justify-between px-4 wrap-anywhere py-2 text-base font-medium text-slate-900 hover:bg-slate-100 focus-visible:outline-offset-[-2px] focus-visible:outline-accent";

const CLOSE_BUTTON =
  "inline-flex size-11 items-center justify-center rounded focus-visible:outline-offset-[-2px] focus-visible:outline-accent-ink";

function DrawerGroup({ group, onNavigate }: { group: MenuGroup; onNavigate: () => void }) {
  return (
    <details className="group border-b border-slate-100">
      <summary className={`${ROW} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
        {group.label}
        <span className="transition-transform group-open:rotate-180">
          <ChevronDown />
        </span>
      </summary>
      <div className="px-4 pb-3">
        <MenuSections group={group} onNavigate={onNavigate} />
      </div>
    </details>
  );
}

function DrawerEntry({ entry, onNavigate }: { entry: MenuEntry; onNavigate: () => void }) {
  return isGroup(entry) ? (
    <DrawerGroup group={entry} onNavigate={onNavigate} />
  ) : (
    <MenuItemView
      item={entry}
      className={`${ROW} border-b border-slate-100`}
      onNavigate={onNavigate}
    />
  );
}

export interface DrawerPanelProps {
  id: string;
  main: MenuEntry[];
  top: TopBarMenu;
  social: LayoutData["social"];
  /** False where the site cannot search (a live platform). */
  search: boolean;
  /** The hamburger, which gets focus back when the drawer closes. */
  toggle: RefObject<HTMLElement | null>;
  onClose(): void;
}

export default function DrawerPanel({
  id,
  main,
  top,
  social,
  search,
  toggle,
  onClose,
}: DrawerPanelProps) {
  const text = useText();
  const more: MenuEntry[] = [
    ...top.dynamicTabs,
    ...(top.newAdmission ? [top.newAdmission.mobile] : []),
    ...(top.studentCorner ? [top.studentCorner] : []),
    ...top.links,
  ];
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          id={id}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            toggle.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(22rem,88vw)] flex-col bg-white shadow-xl transition-transform duration-200 starting:-translate-x-full"
        >
          <div className="flex items-center justify-between bg-accent py-1 pr-1 pl-4 text-accent-ink">
            <Dialog.Title className="text-lg font-semibold">{text.frame_menu}</Dialog.Title>
            <Dialog.Close className={CLOSE_BUTTON}>
              <CloseIcon />
              <span className="sr-only">{text.frame_close_menu}</span>
            </Dialog.Close>
          </div>
          {search ? (
            <div className="border-b border-slate-100 p-4">
              <SearchForm variant="page" onSubmit={onClose} />
            </div>
          ) : null}
          <nav
            aria-label={text.frame_site_menu}
            className="flex-1 overflow-y-auto overscroll-contain"
          >
            {main.map((entry, i) => (
              <DrawerEntry key={i} entry={entry} onNavigate={onClose} />
            ))}
            <p className="bg-slate-50 px-4 pt-4 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {text.menu_more}
            </p>
            {more.map((entry, i) => (
              <DrawerEntry key={i} entry={entry} onNavigate={onClose} />
            ))}
            <SocialLinks
              links={social}
              className="flex gap-1 px-3 py-3"
              linkClassName="inline-flex size-11 items-center justify-center rounded text-slate-800 hover:bg-slate-100 focus-visible:outline-offset-[-2px] focus-visible:outline-accent"
            />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

// The desktop main menu (1024px and wider): Home, the section dropdowns, and the fixed links.
import { isGroup, type MenuEntry } from "../../lib/menu.ts";
import { BarDropdown, BarLink, MenuBar } from "./MenuBar.tsx";

const MAIN_ITEM =
  "inline-flex min-h-10 items-center px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 data-[state=open]:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-accent";

export function MainMenu({ entries }: { entries: MenuEntry[] }) {
  return (
    <div className="menus-fallback hidden border-y border-slate-200 bg-white lg:block">
      <div className="mx-auto max-w-7xl px-2">
        <MenuBar label="Main">
          {entries.map((entry, i) =>
            isGroup(entry) ? (
              <BarDropdown key={i} group={entry} triggerClassName={MAIN_ITEM} />
            ) : (
              <BarLink key={i} item={entry} className={MAIN_ITEM} />
            ),
          )}
        </MenuBar>
      </div>
    </div>
  );
}

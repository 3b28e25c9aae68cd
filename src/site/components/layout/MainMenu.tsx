// The desktop main menu (1024px and wider): Home, the section dropdowns, and the fixed links.
import { isGroup, type MenuEntry } from "../../lib/menu-model.ts";
import { BarDropdown, BarLink, MenuBar } from "./MenuBar.tsx";
import { useText } from "../../i18n/use-text.ts";

/** An item of the main bar (app.css). */
const MAIN_ITEM = "menu-main-item";

export function MainMenu({ entries }: { entries: MenuEntry[] }) {
  const text = useText();
  return (
    <div className="menus-fallback hidden border-y border-slate-200 bg-white lg:block print:hidden">
      <div className="mx-auto max-w-7xl px-2">
        <MenuBar label={text.frame_main_menu}>
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

// The strip above the banner. Desktop: social icons, the dynamic tabs, New Admission, Student
// Corner, galleries, contact and login, the search box and the text size and contrast controls.
// Mobile: the drawer's hamburger, the text size and contrast controls and New Admission.
import type { LayoutData } from "../../lib/layout.server.ts";
import type { MenuEntry, TopBarMenu } from "../../lib/menu-model.ts";
import { BarDropdown, BarItem, BarLink, MenuBar } from "./MenuBar.tsx";
import { MENUS_ID, MobileDrawer } from "./MobileDrawer.tsx";
import { NewAdmissionLink } from "./NewAdmissionLink.tsx";
import { ReadingControls } from "./ReadingControls.tsx";
import { SearchForm } from "../SearchForm.tsx";
import { SocialLinks } from "./SocialLinks.tsx";
import { useText } from "../../i18n/use-text.ts";

/** Items of the strip (app.css). */
const TOP_ITEM = "menu-top-item";
const SOCIAL_ITEM = "menu-social-item";

export function TopBar({
  social,
  top,
  main,
  search,
}: {
  social: LayoutData["social"];
  top: TopBarMenu;
  main: MenuEntry[];
  /** False where the site cannot search (a live platform). */
  search: boolean;
}) {
  const text = useText();
  return (
    <div className="bg-accent text-accent-ink print:hidden">
      <div
        id={MENUS_ID}
        className="menus-fallback mx-auto hidden max-w-7xl items-center gap-3 px-3 py-1 lg:flex"
      >
        <SocialLinks links={social} className="flex" linkClassName={SOCIAL_ITEM} />
        {search ? <SearchForm variant="bar" /> : null}
        <ReadingControls className="reading-controls" />
        <div className="ml-auto">
          <MenuBar label={text.frame_quick_links}>
            {top.dynamicTabs.map((group, i) => (
              <BarDropdown key={i} group={group} triggerClassName={TOP_ITEM} />
            ))}
            {top.newAdmission ? (
              <BarItem className="px-1.5">
                <NewAdmissionLink link={top.newAdmission.desktop} />
              </BarItem>
            ) : null}
            {top.studentCorner ? (
              <BarDropdown group={top.studentCorner} triggerClassName={TOP_ITEM} />
            ) : null}
            {top.links.map((link) => (
              <BarLink key={link.href} item={link} className={TOP_ITEM} />
            ))}
          </MenuBar>
        </div>
      </div>
      <div className="flex items-center justify-between px-2 py-1 lg:hidden">
        <MobileDrawer main={main} top={top} social={social} search={search} />
        <ReadingControls className="reading-controls" />
        {top.newAdmission ? <NewAdmissionLink link={top.newAdmission.mobile} /> : null}
      </div>
    </div>
  );
}

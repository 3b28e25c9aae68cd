// The menus as the frame's components render them (lib/menu.ts builds them on the server):
// plain data, and the two tests that tell its kinds of entry apart.

export interface MenuLink {
  label: string;
  href: string;
  /** Leaves the site: opens in a new tab. */
  external?: boolean;
}
/** An entry that opens a file in the viewer instead of navigating. */
export interface MenuFile {
  label: string;
  fileKey: string;
}
export type MenuItem = MenuLink | MenuFile;
export interface MenuSection {
  title?: string;
  items: MenuItem[];
  /** The section scrolls beyond this height (the committee submenu). */
  maxHeight?: string;
}
export interface MenuGroup {
  label: string;
  sections: MenuSection[];
  /** The whole dropdown scrolls beyond this height. */
  maxHeight?: string;
}
export type MenuEntry = MenuLink | MenuGroup;

export interface TopBarMenu {
  dynamicTabs: MenuGroup[];
  /** The pulsing admission link: the desktop bar's and the mobile bar's targets differ. */
  newAdmission: { desktop: MenuLink; mobile: MenuLink } | null;
  studentCorner: MenuGroup | null;
  links: MenuLink[];
}

export function isGroup(entry: MenuEntry): entry is MenuGroup {
  return "sections" in entry;
}

export function isFile(item: MenuItem): item is MenuFile {
  return "fileKey" in item;
}

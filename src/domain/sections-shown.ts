// The sections of the site an institute turns off in its menu (its landing control's
// `tab_toggle`), by the addresses of their pages: the one rule by which the sitemap and search
// leave a section's pages out, as the menu leaves out its entries (src/site/lib/menu.ts). A
// page of a section turned off still answers at its address; nothing lists it.
import type { TabToggle } from "#contract/entities.ts";

/** Each flag that hides pages, and the addresses of its section's pages. */
const SECTIONS: readonly (readonly [keyof TabToggle, RegExp])[] = [
  ["academic_course", /^\/academic\/course(\/|$)/],
  ["admission", /^\/admission(\/|$)/],
  ["department", /^\/(department|onedepartment)(\/|$)|^\/one\/[^/]+\/activity\//],
  ["examination", /^\/examination(\/|$)/],
  ["library", /^\/library\//],
  ["rnd", /^\/research\/development\//],
];

/** Whether the page at `path` (within its language; a query is ignored) is in no section the
 * institute turns off. */
export function sectionShown(toggle: TabToggle, path: string): boolean {
  const pathname = path.split("?")[0] ?? path;
  return SECTIONS.every(([flag, pattern]) => toggle[flag] || !pattern.test(pathname));
}

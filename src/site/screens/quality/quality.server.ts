// The quality bodies (spec 2.6): IQAC, NAAC, AQAR, NIRF, institutional distinctiveness and
// special status are the six tab lists of the IQAC authority's detail (q_detail). A tab holds
// cards nested five deep; a page shows four levels of them (spec 9), and an item with deeper
// children links to a page of its own. An item named 'Quality Indicator Framework' shows its
// children as tab buttons, each a page (decision 030). Both kinds of page are the spec's
// nested/{nxtId}/nxt/{nnxtId}: the item nnxtId under its parent nxtId.
import { tabLabel } from "../../i18n/tab-words.ts";
import type { Locale } from "../../i18n/locale.ts";
import type { AppLoadContext } from "react-router";
import { QUALITY_NESTING_DEPTH, ID_PATTERN } from "#contract/constants.ts";
import type { QualityDetail } from "#contract/entities.ts";
import { QUALITY_BODIES, tabOf, type QualityBody } from "#contract/links.ts";
import { pageNotFound } from "../../lib/page-not-found.ts";
import { requestIds } from "../../lib/ids.server.ts";
import { must } from "../../lib/load.server.ts";
import {
  isFramework,
  qualityTree,
  tabItemPages,
  type QualityNode,
  type TabLinks,
} from "#domain/quality-tree.ts";
import { siteFile, type NestedItem } from "../../lib/view-models.ts";

export { isFramework, tabLinks, type QualityNode } from "#domain/quality-tree.ts";

/** Which list of the detail each body shows. */
const LISTS: Record<QualityBody, Exclude<keyof QualityDetail, "_id">> = {
  iqac: "outer_tab_nested",
  naac: "naac_outer_tab_nested",
  aqar: "aqar_outer_tab_nested",
  nirf: "nirf_outer_tab_nested",
  institutional: "indi_outer_tab_nested",
  special: "ss_outer_tab_nested",
};

/** The quality body an address is under (its first segment). */
/** The quality body a path names, its label in the page's language. */
export function bodyOf(pathname: string, locale: Locale) {
  const body = tabOf(QUALITY_BODIES, pathname.split("/")[1] ?? "");
  if (!body) throw pageNotFound();
  return { slug: body.slug, label: tabLabel(QUALITY_BODIES, body.slug, locale) };
}

/**
 * The quality detail a route id names: the IQAC authority's detail id, or the institute's id
 * (screen-data-map). The institute's id names an empty detail when the institute has no IQAC
 * authority, so that 'NAAC And more', always in the menu, is never a dead end. Anything else is
 * a 404.
 */
export async function qualityDetailOf(
  context: AppLoadContext,
  routeId: string | undefined,
): Promise<{ instituteId: string; detailId: string; detail: QualityDetail | null }> {
  const ids = await requestIds(context);
  const detailId = ids.iqacDetailId;
  if (routeId === ids.instituteId && !detailId) {
    return { instituteId: ids.instituteId, detailId: ids.instituteId, detail: null };
  }
  if (!detailId || (routeId !== ids.instituteId && routeId !== detailId)) throw pageNotFound();
  const detail = must(await context.platform.read("qualityDetail", { id: detailId }));
  return { instituteId: ids.instituteId, detailId, detail };
}

/** A body's tabs as trees; none without a detail. */
export function bodyTabs(detail: QualityDetail | null, body: QualityBody): QualityNode[] {
  return detail ? detail[LISTS[body]].map(qualityTree) : [];
}

/** The framework's children as tab buttons. */
export function frameworkTabs(framework: QualityNode, links: TabLinks) {
  return framework.children.map((child) => ({
    id: child.id,
    label: child.name,
    href: links.nxt(framework.id, child.id),
  }));
}

/**
 * Nested items to show: the children of `parent`, `level` being theirs (1 directly under a
 * page). An item with a file opens it; a framework shows its children as tab buttons; an item
 * at the deepest level with children links to its own page.
 */
export function nestedItems(
  mediaBaseUrl: string,
  parent: QualityNode,
  links: TabLinks,
  level = 1,
): NestedItem[] {
  return parent.children.map((item) => {
    const file = item.pdfKey
      ? siteFile(mediaBaseUrl, { id: item.id, name: item.name, key: item.pdfKey })
      : undefined;
    const base = { id: item.id, name: item.name, ...(file ? { file } : {}) };
    if (isFramework(item)) return { ...base, tabs: frameworkTabs(item, links), children: [] };
    if (item.children.length > 0 && level >= QUALITY_NESTING_DEPTH) {
      return { id: item.id, name: item.name, href: links.nxt(parent.id, item.id), children: [] };
    }
    return { ...base, children: nestedItems(mediaBaseUrl, item, links, level + 1) };
  });
}

/** The chain of items from a tab's child down to the item with this id. */
export function pathTo(root: QualityNode, id: string): QualityNode[] | undefined {
  for (const child of root.children) {
    if (child.id === id) return [child];
    const below = pathTo(child, id);
    if (below) return [child, ...below];
  }
  return undefined;
}

/** Every page a tab links, the tab's own first, in the order a visitor meets them. */
function tabPagePaths(body: QualityBody, detailId: string, tab: QualityNode): string[] {
  return [...new Set(tabItemPages(body, detailId, tab).map((page) => page.path))];
}

/** Every page of the quality bodies, for the sitemap: every tab's pages of every body. */
export function qualityPagePaths(detailId: string, detail: QualityDetail | null): string[] {
  return QUALITY_BODIES.flatMap(({ slug }) =>
    bodyTabs(detail, slug)
      .filter((tab) => ID_PATTERN.test(tab.id))
      .flatMap((tab) => tabPagePaths(slug, detailId, tab)),
  );
}

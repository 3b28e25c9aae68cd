// The quality bodies (spec 2.6): IQAC, NAAC, AQAR, NIRF, institutional distinctiveness and
// special status are the six tab lists of the IQAC authority's detail (q_detail). A tab holds
// cards nested five deep; a page shows four levels of them (spec 9), and an item with deeper
// children links to a page of its own. An item named 'Quality Indicator Framework' shows its
// children as tab buttons, each a page (decision 030). Both kinds of page are the spec's
// nested/{nxtId}/nxt/{nnxtId}: the item nnxtId under its parent nxtId.
import type { AppLoadContext } from "react-router";
import { QUALITY_INDICATOR_FRAMEWORK, QUALITY_NESTING_DEPTH } from "#contract/constants.ts";
import type { QualityDetail, QualityTab } from "#contract/entities.ts";
import { ID_PATTERN } from "#contract/fields.ts";
import { QUALITY_BODIES, routes, tabOf, type QualityBody } from "#contract/routes.ts";
import { siteFile } from "../components/documents/files.ts";
import type { NestedItem } from "../components/entries/NestedList.tsx";
import { pageNotFound } from "../components/PageError.tsx";
import { requestIds } from "./ids.server.ts";
import { must } from "./load.server.ts";

/** Which list of the detail each body shows. */
const LISTS: Record<QualityBody, Exclude<keyof QualityDetail, "_id">> = {
  iqac: "outer_tab_nested",
  naac: "naac_outer_tab_nested",
  aqar: "aqar_outer_tab_nested",
  nirf: "nirf_outer_tab_nested",
  institutional: "indi_outer_tab_nested",
  special: "ss_outer_tab_nested",
};

/** One card of a quality tab, whatever its level; the tab itself is the root. */
export interface QualityNode {
  id: string;
  name: string;
  pdfKey?: string | undefined;
  children: QualityNode[];
}

interface Card {
  _id: string;
  name: string;
  pdf_key?: string | undefined;
}

function node(card: Card, children: QualityNode[]): QualityNode {
  return { id: card._id, name: card.name, pdfKey: card.pdf_key, children };
}

/** A tab's five card levels as one tree. */
export function qualityTree(tab: QualityTab): QualityNode {
  return node(
    tab,
    tab.inner_card.map((c1) =>
      node(
        c1,
        c1.nested_inner_card.map((c2) =>
          node(
            c2,
            c2.nested_nested_card.map((c3) =>
              node(
                c3,
                c3.nested_nested_nested_card.map((c4) =>
                  node(
                    c4,
                    c4.nested4_card.map((c5) => node(c5, [])),
                  ),
                ),
              ),
            ),
          ),
        ),
      ),
    ),
  );
}

/** 'Quality Indicator Framework' in any case, with children to show as tab buttons. */
export function isFramework(item: QualityNode): boolean {
  return item.children.length > 0 && item.name.trim().toLowerCase() === QUALITY_INDICATOR_FRAMEWORK;
}

/** The quality body an address is under (its first segment). */
export function bodyOf(pathname: string) {
  const body = tabOf(QUALITY_BODIES, pathname.split("/")[1] ?? "");
  if (!body) throw pageNotFound();
  return body;
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

/** The addresses of one tab's pages. */
export function tabLinks(body: QualityBody, detailId: string, tabId: string) {
  return {
    tab: routes.qualityTab(body, detailId, tabId),
    nxt: (nxtId: string, nnxtId: string) => routes.qualityNxt(body, detailId, tabId, nxtId, nnxtId),
  };
}
export type TabLinks = ReturnType<typeof tabLinks>;

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
export function tabPagePaths(body: QualityBody, detailId: string, tab: QualityNode): string[] {
  const links = tabLinks(body, detailId, tab.id);
  const paths = [links.tab];
  const visit = (parent: QualityNode, level: number) => {
    for (const item of parent.children) {
      if (isFramework(item)) {
        for (const child of item.children) {
          paths.push(links.nxt(item.id, child.id));
          visit(child, 1);
        }
      } else if (item.children.length > 0 && level >= QUALITY_NESTING_DEPTH) {
        paths.push(links.nxt(parent.id, item.id));
        visit(item, 1);
      } else {
        visit(item, level + 1);
      }
    }
  };
  visit(tab, 1);
  return paths;
}

/** Every page of the quality bodies, for the sitemap: every tab's pages of every body. */
export function qualityPagePaths(detailId: string, detail: QualityDetail | null): string[] {
  return QUALITY_BODIES.flatMap(({ slug }) =>
    bodyTabs(detail, slug)
      .filter((tab) => ID_PATTERN.test(tab.id))
      .flatMap((tab) => tabPagePaths(slug, detailId, tab)),
  );
}

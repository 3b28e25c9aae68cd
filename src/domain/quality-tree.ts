// A quality tab's five card levels as one tree, and the 'Quality Indicator Framework' rule
// (decision 030): shared by the quality pages and the search index.
import { QUALITY_INDICATOR_FRAMEWORK, QUALITY_NESTING_DEPTH } from "#contract/constants.ts";
import type { QualityTab } from "#contract/entities.ts";
import { routes, type QualityBody } from "#contract/links.ts";

/** The quality body each list of the IQAC authority's detail is shown under (spec 2.6). */
export const QUALITY_LISTS = [
  ["outer_tab_nested", "iqac"],
  ["naac_outer_tab_nested", "naac"],
  ["nirf_outer_tab_nested", "nirf"],
  ["aqar_outer_tab_nested", "aqar"],
  ["indi_outer_tab_nested", "institutional"],
  ["ss_outer_tab_nested", "special"],
] as const satisfies readonly (readonly [string, QualityBody])[];

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

/** The addresses of one tab's pages. */
export function tabLinks(body: QualityBody, detailId: string, tabId: string) {
  return {
    tab: routes.qualityTab(body, detailId, tabId),
    nxt: (nxtId: string, nnxtId: string) => routes.qualityNxt(body, detailId, tabId, nxtId, nnxtId),
  };
}
export type TabLinks = ReturnType<typeof tabLinks>;

/**
 * Every item of a tab (the tab itself first) with the address of the page that shows it, in
 * the order a visitor meets them: a framework's children and an item deeper than a page shows
 * are on pages of their own.
 */
export function tabItemPages(
  body: QualityBody,
  detailId: string,
  tab: QualityNode,
): { item: QualityNode; path: string }[] {
  const links = tabLinks(body, detailId, tab.id);
  const pages = [{ item: tab, path: links.tab }];
  const visit = (parent: QualityNode, path: string, level: number) => {
    for (const item of parent.children) {
      if (isFramework(item)) {
        pages.push({ item, path });
        for (const child of item.children)
          visit({ ...item, children: [child] }, links.nxt(item.id, child.id), 0);
      } else if (item.children.length > 0 && level >= QUALITY_NESTING_DEPTH) {
        const own = links.nxt(parent.id, item.id);
        pages.push({ item, path: own });
        visit(item, own, 1);
      } else {
        pages.push({ item, path });
        visit(item, path, level + 1);
      }
    }
  };
  visit(tab, links.tab, 1);
  return pages;
}

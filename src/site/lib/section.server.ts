// Server parts of the inner-page kit: the tabs of a section, with its custom module tabs
// after the fixed ones (spec 2.18), and the custom module pages of a section for the sitemap.
import type { AppLoadContext } from "react-router";
import type { ModuleType } from "#contract/constants.ts";
import { routes } from "#contract/links.ts";
import type { Locale } from "../i18n/locale.ts";
import { optional } from "./load.server.ts";
import { richTextToPlain } from "./sanitize.server.ts";
import { metaDescription } from "./seo.ts";
import type { TabLink } from "./section.ts";
import { tabLabel } from "../i18n/tab-words.ts";
import type { Entry } from "./view-models.ts";

/** The institute's custom modules of one type; none when they cannot be read. */
export async function moduleTabs(context: AppLoadContext, type: ModuleType) {
  const tabs = await context.platform.read(
    "moduleTabs",
    { id: context.tenant._id },
    { is_flow: "INSTITUTE", module_type: type },
  );
  return optional(tabs) ?? [];
}

/** The custom module tabs of one module type, linking under the section's path. */
export async function customTabs(
  context: AppLoadContext,
  type: ModuleType,
  base: string,
): Promise<TabLink[]> {
  return (await moduleTabs(context, type)).map((tab) => ({
    label: tab.name,
    href: routes.custom(base, tab._id),
    within: `${base}/custom/nested/${tab._id}/`,
  }));
}

/** Fixed tabs from a table of segments and labels, labelled in the page's language. */
export function fixedTabs<T extends { slug: string; label: string }>(
  tabs: readonly T[],
  href: (slug: T["slug"]) => string,
  locale: Locale,
): TabLink[] {
  return tabs.map((tab) => ({ label: tabLabel(tabs, tab.slug, locale), href: href(tab.slug) }));
}

/** Nested custom pages are at most this deep; a cycle in the data cannot run away. */
const MAX_CUSTOM_DEPTH = 4;

/** The items of one level of a custom list (parent "" is the top level); null when unread. */
export type ItemReader = (
  parent: string,
) => Promise<readonly { _id: string; is_nested: boolean }[] | null>;

/** The ids of every item with children under a custom list, level by level, for the sitemap. */
export async function nestedItemIds(read: ItemReader): Promise<string[]> {
  const ids: string[] = [];
  let parents = [""];
  for (let depth = 0; depth < MAX_CUSTOM_DEPTH && parents.length > 0; depth++) {
    const lists = await Promise.all(parents.map(read));
    parents = lists.flatMap((list) =>
      (list ?? []).filter((item) => item.is_nested).map((item) => item._id),
    );
    ids.push(...parents);
  }
  return ids;
}

/**
 * Every page of a section's custom modules: each module's list and every nested item's own
 * list, for the sitemap.
 */
export async function customPagePaths(
  context: AppLoadContext,
  type: ModuleType,
  base: string,
): Promise<string[]> {
  const { platform } = context;
  const ids = (await moduleTabs(context, type)).map((tab) => tab._id);
  const nested = await Promise.all(
    ids.map(async (dynamicId) => {
      const nxtIds = await nestedItemIds(async (parent) =>
        optional(await platform.read("moduleItems", { id: dynamicId }, { parent_key: parent })),
      );
      return nxtIds.map((nxtId) => routes.customNested(base, dynamicId, nxtId));
    }),
  );
  return [...ids.map((id) => routes.custom(base, id)), ...nested.flat()];
}

/** A page description from its entries' text, or the fallback when they have none. */
export function entriesDescription(entries: readonly Entry[], fallback: string): string {
  const text = entries
    .map((entry) => [entry.title, entry.body ? richTextToPlain(entry.body) : ""].join(". "))
    .join(" ");
  return metaDescription(text.trim() || fallback);
}

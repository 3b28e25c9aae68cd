// The top bar's dynamic tabs in the sitemap.
import { routes } from "#contract/links.ts";
import { present } from "../../lib/resource.server.ts";
import { nestedItemIds } from "../../lib/section.server.ts";
import { paths, type SitemapSource } from "../../lib/sitemap.server.ts";

export const sitemap: SitemapSource = {
  routes: ["dynamic/index", "dynamic/level"],
  pages: async ({ platform }, { instituteId }) => {
    const tabs = present(await platform.read("dynamicTabs", { id: instituteId })) ?? [];
    const dynamic = await Promise.all(
      tabs.map(async (tab) => {
        const items = present(
          await platform.read("dynamicItems", { id: tab._id }, { parent_key: "" }),
        );
        // The menus link a tab's page only when it has entries (menu.ts), and every entry
        // without a file; deeper, the items with children.
        if (!items?.length) return [];
        const nested = await nestedItemIds(async (parent) =>
          parent === ""
            ? items
            : present(await platform.read("dynamicItems", { id: tab._id }, { parent_key: parent })),
        );
        const levels = new Set([...items.filter((i) => !i.pdf_key).map((i) => i._id), ...nested]);
        return [
          routes.dynamic(tab._id),
          ...[...levels].map((id) => routes.dynamicLevel(tab._id, id)),
        ];
      }),
    );
    return paths(dynamic.flat());
  },
};

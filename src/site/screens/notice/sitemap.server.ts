// The notices' list pages in the sitemap: the first changes when a notice is added. Each
// notice's own page fills the notices' files of the sitemap (lib/sitemap-dated.server.ts).
import { PAGE_SIZES } from "#contract/constants.ts";
import { routes } from "#contract/links.ts";
import { datedRead } from "../../lib/sitemap-dated.server.ts";
import { newestOf } from "../../lib/sitemap-files.ts";
import { datedListPages, NEWEST, paths, type SitemapSource } from "../../lib/sitemap.server.ts";

export const sitemap: SitemapSource = {
  routes: ["screens/notice/list"],
  pages: async (context) => {
    const newest = await datedRead(context, "notices", NEWEST);
    const [all, ...others] = datedListPages(routes.notice, newest, PAGE_SIZES.notices);
    return [{ path: all ?? routes.notice(), lastmod: newestOf(newest.entries) }, ...paths(others)];
  },
};

// The quality bodies in the sitemap: 'NAAC And more', always in the menu, and every page of
// each body with tabs that it reaches.
import { routes } from "#contract/links.ts";
import { present } from "../../lib/resource.server.ts";
import { paths, type SitemapSource } from "../../lib/sitemap.server.ts";
import { qualityPagePaths } from "./quality.server.ts";

export const sitemap: SitemapSource = {
  routes: [
    "quality/iqac/index",
    "quality/iqac/tab",
    "quality/iqac/nxt",
    "quality/naac-and-more",
    "quality/naac/tab",
    "quality/naac/nxt",
    "quality/aqar/index",
    "quality/aqar/tab",
    "quality/aqar/nxt",
    "quality/nirf/index",
    "quality/nirf/tab",
    "quality/nirf/nxt",
    "quality/institutional/index",
    "quality/institutional/tab",
    "quality/institutional/nxt",
    "quality/special/index",
    "quality/special/tab",
    "quality/special/nxt",
  ],
  pages: async ({ platform }, { instituteId, iqacDetailId }) => {
    const detail = iqacDetailId
      ? present(await platform.read("qualityDetail", { id: iqacDetailId }))
      : null;
    return paths([
      routes.naacAndMore(instituteId),
      ...(iqacDetailId ? qualityPagePaths(iqacDetailId, detail) : []),
    ]);
  },
};

// The events' list pages in the sitemap. Each event's own pages fill the events' files of the
// sitemap (lib/sitemap-dated.server.ts).
import { PAGE_SIZES } from "#contract/constants.ts";
import { routes } from "#contract/links.ts";
import { datedRead } from "../../lib/sitemap-dated.server.ts";
import { datedListPages, NEWEST, paths, type SitemapSource } from "../../lib/sitemap.server.ts";

export const sitemap: SitemapSource = {
  routes: ["screens/event/list"],
  pages: async (context) =>
    paths(
      datedListPages(routes.event, await datedRead(context, "events", NEWEST), PAGE_SIZES.events),
    ),
};

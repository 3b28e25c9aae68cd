// The events' list pages in the sitemap: the events page, and every page of every year, where
// each event is at its year's address whatever the day (decision 089: the events page itself
// shows what is still to come, and its further pages change with the day). Each event's own
// pages fill the events' files of the sitemap (lib/sitemap-dated.server.ts).
import { PAGE_SIZES } from "#contract/constants.ts";
import { routes } from "#contract/links.ts";
import { datedRead } from "../../lib/sitemap-dated.server.ts";
import { listPages, NEWEST, paths, type SitemapSource } from "../../lib/sitemap.server.ts";

export const sitemap: SitemapSource = {
  routes: ["screens/event/list"],
  pages: async (context) => {
    const { years } = await datedRead(context, "events", NEWEST);
    return paths([
      routes.event(),
      ...years.flatMap(({ year, count }) =>
        listPages((page) => routes.event({ year, page }), count, PAGE_SIZES.events),
      ),
    ]);
  },
};

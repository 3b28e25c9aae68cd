// The mandatory disclosure page in the sitemap.
import { routes } from "#contract/links.ts";
import { paths, type SitemapSource } from "../../lib/sitemap.server.ts";

export const sitemap: SitemapSource = {
  routes: ["screens/disclosure/disclosure"],
  // A live platform has no disclosure report.
  pages: async (context) => (context.livePlatform ? [] : paths([routes.disclosure()])),
};

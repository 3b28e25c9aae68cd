// The home page in the sitemap.
import { routes } from "#contract/links.ts";
import type { SitemapSource } from "../../lib/sitemap.server.ts";

export const sitemap: SitemapSource = {
  routes: ["screens/home/home"],
  pages: async () => [{ path: routes.home() }],
};

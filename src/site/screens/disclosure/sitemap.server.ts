// The mandatory disclosure page in the sitemap.
import { routes } from "#contract/links.ts";
import { paths, type SitemapSource } from "../../lib/sitemap.server.ts";

export const sitemap: SitemapSource = {
  routes: ["screens/disclosure/disclosure"],
  pages: async () => paths([routes.disclosure()]),
};

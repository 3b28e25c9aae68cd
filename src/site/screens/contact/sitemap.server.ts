// The contact page in the sitemap.
import { routes } from "#contract/links.ts";
import { paths, type SitemapSource } from "../../lib/sitemap.server.ts";

export const sitemap: SitemapSource = {
  routes: ["screens/contact/contact"],
  pages: async () => paths([routes.contactUs()]),
};

// The administration in the sitemap: each person's page.
import { routes } from "#contract/links.ts";
import { present } from "../../lib/resource.server.ts";
import { paths, type SitemapSource } from "../../lib/sitemap.server.ts";

export const sitemap: SitemapSource = {
  routes: ["administration/index", "screens/administration/one"],
  pages: async ({ platform }, { instituteId, lcid }) => {
    if (!lcid) return [];
    const profile = present(await platform.read("landingProfile", { id: instituteId }));
    return paths(
      (profile?.landing_control.administration_object ?? []).map((p) =>
        routes.administrationOne(instituteId, p._id),
      ),
    );
  },
};

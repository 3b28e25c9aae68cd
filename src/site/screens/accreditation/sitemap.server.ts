// The accreditations in the sitemap: each one's page.
import { routes } from "#contract/links.ts";
import { present } from "../../lib/resource.server.ts";
import { paths, type SitemapSource } from "../../lib/sitemap.server.ts";

export const sitemap: SitemapSource = {
  routes: ["accreditation/index", "screens/accreditation/one"],
  pages: async ({ platform }, { instituteId, lcid }) => {
    if (!lcid) return [];
    const profile = present(await platform.read("landingProfile", { id: instituteId }));
    return paths(
      (profile?.landing_control.home_accreditation_object ?? []).map((a) =>
        routes.accreditationOne(instituteId, a._id),
      ),
    );
  },
};

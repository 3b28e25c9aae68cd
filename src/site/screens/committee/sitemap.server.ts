// The committees in the sitemap: the list, and every tab of each committee.
import { AUTHORITY_NAMES } from "#contract/constants.ts";
import { COMMITTEE_TABS, routes } from "#contract/links.ts";
import { isAuthority } from "#domain/authority.ts";
import { present } from "../../lib/resource.server.ts";
import { paths, type SitemapSource } from "../../lib/sitemap.server.ts";
import { isCommittee } from "./committee.server.ts";

export const sitemap: SitemapSource = {
  routes: ["screens/committee/all", "committee/index", "screens/committee/tab"],
  pages: async ({ platform }, { committeeId }) => {
    if (!committeeId) return [];
    const dashboard = present(await platform.read("committeeDashboard", { id: committeeId }));
    // The IQAC's own pages are not in the committee menu, but the disclosure page links them.
    const list = (dashboard?.authority ?? []).filter(
      (a) => isCommittee(a) || isAuthority(a, AUTHORITY_NAMES.iqac),
    );
    return paths([
      routes.committee(committeeId),
      ...list.flatMap((authority) =>
        COMMITTEE_TABS.map((tab) => routes.committeeTab(committeeId, authority._id, tab.slug)),
      ),
    ]);
  },
};

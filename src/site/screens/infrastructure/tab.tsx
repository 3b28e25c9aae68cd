// /infrastructure/{tabName} (spec 2.17): the entries of one facility, each with a title, a
// description and an optional picture that opens in the viewer. The index shows the library;
// any other tab is a 404.
import type { INFRASTRUCTURE_SECTIONS } from "#contract/entities.ts";
import { INFRASTRUCTURE_TABS, routes, tabOf, type InfrastructureTab } from "#contract/links.ts";
import { describedOf, sectionWords } from "../../lib/section-text.server.ts";
import { tabLabel } from "../../i18n/tab-words.ts";
import { EntryList } from "../../components/entries/EntryList.tsx";
import { pageNotFound } from "../../lib/page-not-found.ts";
import { otherDataEntries } from "../../lib/other-data.server.ts";
import { entriesDescription } from "../../lib/section.server.ts";
import type { Route } from "./+types/tab.ts";
import { sectionMeta } from "../../lib/section.ts";
import { withFileFacts } from "../../lib/file-facts.server.ts";

/** Which other_data section each tab shows. */
const SECTIONS: Record<InfrastructureTab, (typeof INFRASTRUCTURE_SECTIONS)[number]> = {
  library: "library",
  gymkhana: "gymkhana",
  laboratories: "laboratory",
  "smart-classroom": "smart_class",
  "ladies-common-room": "ladies_common_room",
  "botanical-garden": "botanical_garden",
};

export async function loader({ context, params }: Route.LoaderArgs) {
  const tab = tabOf(INFRASTRUCTURE_TABS, params.tabName ?? INFRASTRUCTURE_TABS[0].slug);
  if (!tab) throw pageNotFound();
  const entries = await otherDataEntries(context, SECTIONS[tab.slug]);
  const title = tabLabel(INFRASTRUCTURE_TABS, tab.slug, context.locale);
  return withFileFacts(context, {
    title,
    description: entriesDescription(
      entries,
      describedOf(title, context.tenant.insName, context.locale),
    ),
    path: routes.infrastructureTab(tab.slug),
    entries,
    empty: sectionWords(context.locale).nothingAdded,
  });
}

export const meta = sectionMeta;

export default function InfrastructureTab({ loaderData }: Route.ComponentProps) {
  return <EntryList entries={loaderData.entries} empty={loaderData.empty} />;
}

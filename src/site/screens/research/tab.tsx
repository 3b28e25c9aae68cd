// /research/development/{rndAuthorityId}/{tabName} (spec 2.7): about lists the R&D authority's
// about entries (sub heading, body, picture); irins its IRINS items (title, description,
// attachment, link with its label). The index shows about; any other tab is a 404.
import { RESEARCH_TABS, routes, tabOf } from "#contract/links.ts";
import { describedAt, sectionWords } from "../../lib/section-text.server.ts";
import { tabLabel } from "../../i18n/tab-words.ts";
import { EntryList } from "../../components/entries/EntryList.tsx";
import { pageNotFound } from "../../lib/page-not-found.ts";
import { aboutEntries, sectionEntries } from "../../lib/entries.server.ts";
import { exactId } from "../../lib/ids.server.ts";
import { optional } from "../../lib/load.server.ts";
import { entriesDescription } from "../../lib/section.server.ts";
import { sectionMeta } from "../../lib/section.ts";
import type { Route } from "./+types/tab.ts";
import { withFileFacts } from "../../lib/file-facts.server.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  const tab = tabOf(RESEARCH_TABS, params.tabName ?? RESEARCH_TABS[0].slug);
  if (!tab) throw pageNotFound();
  const rndId = await exactId(context, params.rndId, "rndAuthorityId");
  const { platform, mediaBaseUrl } = context;
  const entries =
    tab.slug === "about"
      ? aboutEntries(
          mediaBaseUrl,
          optional(await platform.read("committeeContent", { id: rndId }))?.about ?? [],
        )
      : sectionEntries(mediaBaseUrl, optional(await platform.read("irins", { id: rndId })) ?? []);
  const title = tabLabel(RESEARCH_TABS, tab.slug, context.locale);
  return withFileFacts(context, {
    title,
    description: entriesDescription(
      entries,
      describedAt(title, context.tenant.insName, context.locale),
    ),
    path: routes.researchTab(rndId, tab.slug),
    entries,
    empty: sectionWords(context.locale).nothingAdded,
  });
}

export const meta = sectionMeta;

export default function ResearchTab({ loaderData }: Route.ComponentProps) {
  return <EntryList entries={loaderData.entries} empty={loaderData.empty} />;
}

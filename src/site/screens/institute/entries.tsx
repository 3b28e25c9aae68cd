// /institute/{tabName} for the content sections of spec 2.9: college layout, organogram,
// institutional development plan, model code of conduct, policies and procedures. Each lists
// entries with title, description, attachment and optional link. Any other tab is a 404.
import type { INSTITUTE_SECTIONS } from "#contract/entities.ts";
import { INSTITUTE_TABS, routes, tabOf, type InstituteTab } from "#contract/links.ts";
import { EntryList } from "../../components/entries/EntryList.tsx";
import { pageNotFound } from "../../lib/page-not-found.ts";
import { sectionEntries } from "../../lib/entries.server.ts";
import { optional } from "../../lib/load.server.ts";
import { entriesDescription } from "../../lib/section.server.ts";
import { describedOf, sectionWords } from "../../lib/section-text.server.ts";
import { tabLabel } from "../../i18n/tab-words.ts";
import type { Route } from "./+types/entries.ts";
import { sectionMeta } from "../../lib/section.ts";
import { withFileFacts } from "../../lib/file-facts.server.ts";

/** Which other_data section each tab shows. */
const SECTIONS: Partial<Record<InstituteTab, (typeof INSTITUTE_SECTIONS)[number]>> = {
  "college-layout": "college_layout",
  organogram: "organogram",
  idp: "idp",
  "model-conduct": "model_code_conduct",
  "policies-procedures": "policies_and_procedures",
};

export async function loader({ context, params }: Route.LoaderArgs) {
  const tab = tabOf(INSTITUTE_TABS, params.tabName);
  const field = tab && SECTIONS[tab.slug];
  if (!tab || !field) throw pageNotFound();
  const other = optional(
    await context.platform.read("otherData", { id: context.tenant._id }, { is_flow: "Institute" }),
  );
  const entries = sectionEntries(context.mediaBaseUrl, other?.[field] ?? []);
  const title = tabLabel(INSTITUTE_TABS, tab.slug, context.locale);
  return withFileFacts(context, {
    title,
    description: entriesDescription(
      entries,
      describedOf(title, context.tenant.insName, context.locale),
    ),
    path: routes.instituteTab(tab.slug),
    entries,
    empty: sectionWords(context.locale).nothingAdded,
  });
}

export const meta = sectionMeta;

export default function InstituteEntries({ loaderData }: Route.ComponentProps) {
  return <EntryList entries={loaderData.entries} empty={loaderData.empty} />;
}

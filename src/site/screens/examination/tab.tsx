// /examination/{tabName} (spec 2.10): one list of the examination object as cards, each with a
// View Detail button that opens its file. The index shows the first tab with content.
import { EXAMINATION_TABS, routes, tabOf } from "#contract/links.ts";
import { describedOf, sectionWords } from "../../lib/section-text.server.ts";
import { tabLabel } from "../../i18n/tab-words.ts";
import { DocumentCards } from "../../components/documents/DocumentCards.tsx";
import { pageNotFound } from "../../lib/page-not-found.ts";
import { examinationFiles, firstTabWithContent } from "./examination.server.ts";
import { sectionMeta } from "../../lib/section.ts";
import { metaDescription } from "../../lib/seo.ts";
import type { Route } from "./+types/tab.ts";
import { withFileFacts } from "../../lib/file-facts.server.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  const named = params.tabName === undefined ? undefined : tabOf(EXAMINATION_TABS, params.tabName);
  if (params.tabName !== undefined && !named) throw pageNotFound();
  const files = await examinationFiles(context);
  const tab = named ?? tabOf(EXAMINATION_TABS, firstTabWithContent(files)) ?? EXAMINATION_TABS[0];
  const list = files[tab.slug];
  const title = tabLabel(EXAMINATION_TABS, tab.slug, context.locale);
  return withFileFacts(context, {
    title,
    description: metaDescription(
      list.length > 0
        ? `${title}: ${list.map((file) => file.name).join(", ")}.`
        : describedOf(title, context.tenant.insName, context.locale),
    ),
    path: routes.examinationTab(tab.slug),
    files: list,
    empty: sectionWords(context.locale).nothingAdded,
  });
}

export const meta = sectionMeta;

export default function ExaminationTab({ loaderData }: Route.ComponentProps) {
  return loaderData.files.length === 0 ? (
    <p>{loaderData.empty}</p>
  ) : (
    <DocumentCards files={loaderData.files} />
  );
}

// /society/{tabName} (spec 2.9): about, vision-mission, message (the founder's), organisation
// (the structure file) and society-governing (the governing body's categories). The index
// shows about; any other tab is a 404.
import { LIMITS } from "#contract/constants.ts";
import { routes, SOCIETY_TABS, tabOf } from "#contract/links.ts";
import { DocumentCards } from "../../components/documents/DocumentCards.tsx";
import { NestedList } from "../../components/entries/NestedList.tsx";
import { pageNotFound } from "../../lib/page-not-found.ts";
import { PersonMessage } from "../../components/people/PersonMessage.tsx";
import { TextSections } from "../../components/entries/TextSections.tsx";
import { requestIds } from "../../lib/ids.server.ts";
import { landingControl, societyName } from "../../lib/landing.server.ts";
import { optional } from "../../lib/load.server.ts";
import { mediaUrl } from "../../lib/media.ts";
import { richTextToPlain, sanitizeRichText } from "../../lib/sanitize.server.ts";
import { metaDescription } from "../../lib/seo.ts";
import type { Route } from "./+types/tab.ts";
import { sectionMeta } from "../../lib/section.ts";
import { tabLabel } from "../../i18n/tab-words.ts";
import { siteFile } from "../../lib/view-models.ts";
import { societyDescriptions, societyText } from "./society-text.server.ts";
import { withFileFacts } from "../../lib/file-facts.server.ts";

/** The tab's data, each file it links with its type and size (decision 094). */
export async function loader(args: Route.LoaderArgs) {
  return withFileFacts(args.context, await tabData(args));
}

async function tabData({ context, params }: Route.LoaderArgs) {
  const tab = tabOf(SOCIETY_TABS, params.tabName ?? "about");
  if (!tab) throw pageNotFound();
  const [control, { lcid }] = await Promise.all([landingControl(context), requestIds(context)]);
  const society = control.about_society_dynamic;
  // The banner names the society, as a department's or a committee's names them.
  const name = societyName(control, context.locale);
  const label = tabLabel(SOCIETY_TABS, tab.slug, context.locale);
  const text = societyText(context.locale);
  const descriptions = societyDescriptions(context.locale, context.tenant.insName);
  const page = {
    title: tab.slug === "about" ? name : `${name}: ${label}`,
    path: routes.societyTab(tab.slug),
    text,
  };
  const describe = (html: string) =>
    metaDescription(richTextToPlain(html) || descriptions.tab(label));
  switch (tab.slug) {
    case "about":
      return {
        ...page,
        description: describe(society.about),
        view: { kind: "text", sections: [{ heading: "", html: sanitizeRichText(society.about) }] },
      } as const;
    case "vision-mission":
      return {
        ...page,
        description: describe(`${society.vision} ${society.mission}`),
        view: {
          kind: "text",
          sections: [
            { heading: text.vision, html: sanitizeRichText(society.vision) },
            { heading: text.mission, html: sanitizeRichText(society.mission) },
          ],
        },
      } as const;
    case "message":
      return {
        ...page,
        description: describe(society.founder_message_message),
        view: {
          kind: "message",
          person: {
            name: society.founder_message_name,
            role: society.founder_message_designation,
            photo: society.founder_message_image
              ? mediaUrl(context.mediaBaseUrl, society.founder_message_image)
              : undefined,
            message: sanitizeRichText(society.founder_message_message),
          },
        },
      } as const;
    case "organisation":
      return {
        ...page,
        description: societyDescriptions(
          context.locale,
          society.dynamic_name || context.tenant.insName,
        ).organisation,
        view: {
          kind: "files",
          files: society.organisation_structure
            ? [
                siteFile(context.mediaBaseUrl, {
                  id: "organisation-structure",
                  name: text.organisationFile,
                  key: society.organisation_structure,
                }),
              ]
            : [],
        },
      } as const;
    case "society-governing": {
      const categories = lcid
        ? (optional(
            await context.platform.read(
              "societyGoverningCategories",
              { id: lcid },
              { page: 1, limit: LIMITS.list },
            ),
          ) ?? [])
        : [];
      return {
        ...page,
        description: metaDescription(
          descriptions.governing(categories.map((c) => c.category).join(", ")),
        ),
        view: {
          kind: "links",
          items: lcid
            ? categories.map((c) => ({
                id: c._id,
                name: c.category,
                href: routes.societyGoverning(c.category, lcid, c._id),
                children: [],
              }))
            : [],
        },
      } as const;
    }
  }
}

export const meta = sectionMeta;

export default function SocietyTab({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  switch (view.kind) {
    case "text":
      return <TextSections sections={view.sections} />;
    case "message":
      return <PersonMessage person={view.person} />;
    case "files":
      return view.files.length === 0 ? (
        <p>{loaderData.text.noOrganisation}</p>
      ) : (
        <DocumentCards files={view.files} />
      );
    case "links":
      return view.items.length === 0 ? (
        <p>{loaderData.text.noGoverning}</p>
      ) : (
        <NestedList items={view.items} label={loaderData.text.governingCategories} />
      );
  }
}

// /library/{id}/{tabName} (spec 2.11): about (sub heading, body, optional picture), message,
// rules, eresources (title, optional link, description) and contact-us (cards). The index
// shows about; any other tab is a 404.
import { LIBRARY_TABS, routes, tabOf } from "#contract/links.ts";
import { sectionWords } from "../../lib/section-text.server.ts";
import { tabLabel } from "../../i18n/tab-words.ts";
import { m } from "../../i18n/generated/messages.js";

import { EntryList } from "../../components/entries/EntryList.tsx";
import { pageNotFound } from "../../lib/page-not-found.ts";
import { ContactCards, contactOf } from "../../components/people/ContactCards.tsx";
import { TextSections } from "../../components/entries/TextSections.tsx";
import { aboutEntries } from "../../lib/entries.server.ts";
import { instituteLevelId } from "../../lib/ids.server.ts";
import { must } from "../../lib/load.server.ts";
import { safeHref } from "../../lib/safe-url.ts";
import { richTextToPlain, sanitizeRichText } from "../../lib/sanitize.server.ts";
import { entriesDescription } from "../../lib/section.server.ts";
import { metaDescription } from "../../lib/seo.ts";
import type { Route } from "./+types/tab.ts";
import { sectionMeta } from "../../lib/section.ts";
import { withFileFacts } from "../../lib/file-facts.server.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  const tab = tabOf(LIBRARY_TABS, params.tabName ?? "about");
  if (!tab) throw pageNotFound();
  const libraryId = await instituteLevelId(context, params.libraryId, "libraryId");
  const library = must(await context.platform.read("librarySite", { id: libraryId }));
  const o = { locale: context.locale };
  const title = tabLabel(LIBRARY_TABS, tab.slug, context.locale);
  const words = sectionWords(context.locale);
  const page = {
    title,
    path: routes.libraryTab(libraryId, tab.slug),
    empty: tab.slug === "contact-us" ? words.noContacts : words.nothingAdded,
  };
  const fallback = m.library_description({ what: title, name: context.tenant.insName }, o);
  switch (tab.slug) {
    case "about":
    case "eresources": {
      const entries =
        tab.slug === "about"
          ? aboutEntries(context.mediaBaseUrl, library.about)
          : library.eresources.map((resource) => {
              const href = resource.link ? safeHref(resource.link) : undefined;
              return {
                id: resource._id,
                title: resource.title,
                body: sanitizeRichText(resource.description),
                ...(href
                  ? { link: { href, label: m.library_view_detail({}, o), external: true } }
                  : {}),
              };
            });
      return withFileFacts(context, {
        ...page,
        description: entriesDescription(entries, fallback),
        view: { kind: "entries", entries },
      } as const);
    }
    case "message":
    case "rules": {
      const html = tab.slug === "message" ? library.library_message : library.library_rule;
      return {
        ...page,
        description: metaDescription(richTextToPlain(html) || fallback),
        view: { kind: "text", html: sanitizeRichText(html) },
      } as const;
    }
    case "contact-us":
      return {
        ...page,
        description: metaDescription(fallback),
        view: { kind: "contacts", contacts: library.library_contact.map(contactOf) },
      } as const;
  }
}

export const meta = sectionMeta;

export default function LibraryTab({ loaderData }: Route.ComponentProps) {
  const { view, empty } = loaderData;
  switch (view.kind) {
    case "entries":
      return <EntryList entries={view.entries} empty={empty} />;
    case "text":
      return <TextSections sections={[{ heading: "", html: view.html }]} />;
    case "contacts":
      return <ContactCards contacts={view.contacts} empty={empty} />;
  }
}

// /onedepartment/{departmentId}/tab/{tabName}?q={name} (spec 2.15): one tab of a department.
// about (its sub heading, text and picture), vision-mission, po-pso, message (the HOD's),
// syllabus (files), laboratory, achievement (student achievements), mou-collabration and
// contact; faculty (faculty.tsx) and activity (activities.tsx) are long lists with routes of
// their own, so that these pages do not load their script. The index shows about; laboratory
// and MoU exist only for a department with content there; any other tab is a 404. The
// department's name rides in `q`.
import { DEPARTMENT_TABS, routes, tabOf } from "#contract/links.ts";
import { Documents } from "../../../components/documents/Documents.tsx";
import { EntryList } from "../../../components/entries/EntryList.tsx";
import { TextSections } from "../../../components/entries/TextSections.tsx";
import { pageNotFound } from "../../../lib/page-not-found.ts";
import { ContactCards, contactOf } from "../../../components/people/ContactCards.tsx";
import { RichText } from "../../../components/RichText.tsx";
import { departmentOf, hasTab } from "../department.server.ts";
import { aboutEntries, sectionEntries } from "../../../lib/entries.server.ts";
import { richTextToPlain, sanitizeRichText } from "../../../lib/sanitize.server.ts";
import { entriesDescription } from "../../../lib/section.server.ts";
import { sectionMeta } from "../../../lib/section.ts";
import { metaDescription } from "../../../lib/seo.ts";
import { sectionWords } from "../../../lib/section-text.server.ts";
import { tabLabel } from "../../../i18n/tab-words.ts";
import { m } from "../../../i18n/generated/messages.js";

import type { Route } from "./+types/tab.ts";
import { siteFile, type Entry } from "../../../lib/view-models.ts";
import { withFileFacts } from "../../../lib/file-facts.server.ts";

/** The tab's data, each file it links with its type and size (decision 094). */
export async function loader(args: Route.LoaderArgs) {
  return withFileFacts(args.context, await tabData(args));
}

async function tabData({ context, params }: Route.LoaderArgs) {
  const tab = tabOf(DEPARTMENT_TABS, params.tabName ?? "about");
  // The faculty and the activities are pages of their own routes.
  if (!tab || tab.slug === "faculty" || tab.slug === "activity") throw pageNotFound();
  const department = await departmentOf(context, params.departmentId);
  if (!hasTab(department, tab.slug)) throw pageNotFound();
  const { mediaBaseUrl } = context;
  const { _id: id, dName: name } = department;
  const o = { locale: context.locale };
  const words = {
    nothingWritten: sectionWords(context.locale).nothingWritten,
    noContacts: m.department_no_contacts({}, o),
  };
  const page = {
    words,
    title:
      tab.slug === "about"
        ? name
        : `${name}: ${tabLabel(DEPARTMENT_TABS, tab.slug, context.locale)}`,
    path: routes.onedepartmentTab(id, tab.slug, name),
  };
  const entriesView = (entries: Entry[], fallback: string) =>
    ({
      ...page,
      description: entriesDescription(entries, fallback),
      view: { kind: "entries", entries },
    }) as const;
  switch (tab.slug) {
    case "about":
      return entriesView(
        aboutEntries(mediaBaseUrl, [
          {
            _id: id,
            sub_head_title: department.sub_head_title,
            sub_head_body: department.sub_head_body,
            ...(department.sub_heading_image
              ? { sub_heading_image: department.sub_heading_image }
              : {}),
          },
        ]).filter((entry) => entry.title || entry.body || entry.file),
        m.department_about_description({ name }, o),
      );
    case "vision-mission": {
      const sections = [
        {
          heading: m.institute_vision({}, o),
          html: sanitizeRichText(department.department_vission),
        },
        {
          heading: m.institute_mission({}, o),
          html: sanitizeRichText(department.department_mission),
        },
      ];
      return {
        ...page,
        description: metaDescription(
          richTextToPlain(`${department.department_vission} ${department.department_mission}`) ||
            m.department_vision_description({ name }, o),
        ),
        view: { kind: "text", sections },
      } as const;
    }
    case "po-pso":
      return entriesView(
        department.po_pso.map((item) => ({
          id: item._id,
          title: item.title,
          body: sanitizeRichText(item.description),
          ...(item.attach
            ? { file: siteFile(mediaBaseUrl, { id: item._id, name: item.title, key: item.attach }) }
            : {}),
        })),
        m.department_po_pso_description({ name }, o),
      );
    case "message":
      return {
        ...page,
        description: metaDescription(
          richTextToPlain(department.department_hod_message) ||
            m.department_message_description({ name }, o),
        ),
        view: { kind: "message", html: sanitizeRichText(department.department_hod_message) },
      } as const;
    case "syllabus": {
      const files = department.syllabus.map((item) =>
        siteFile(mediaBaseUrl, { id: item._id, name: item.name, key: item.attach }),
      );
      return {
        ...page,
        description: metaDescription(
          m.department_syllabus_description(
            { name, files: files.map((f) => f.name).join(", ") },
            o,
          ),
        ),
        view: { kind: "files", files, empty: m.department_no_syllabus({}, o) },
      } as const;
    }
    case "laboratory":
      return entriesView(
        aboutEntries(mediaBaseUrl, department.laboratory ?? []),
        m.department_laboratory_description({ name }, o),
      );
    case "achievement":
      return entriesView(
        department.student_achievements.map((item) => ({
          id: item._id,
          title: item.title,
          body: sanitizeRichText(item.description),
          ...(item.image
            ? {
                picture: siteFile(mediaBaseUrl, {
                  id: `${item._id}-image`,
                  name: item.title,
                  key: item.image,
                }),
              }
            : {}),
          ...(item.attach
            ? { file: siteFile(mediaBaseUrl, { id: item._id, name: item.title, key: item.attach }) }
            : {}),
        })),
        m.department_achievement_description({ name }, o),
      );
    case "mou-collabration":
      return entriesView(
        sectionEntries(mediaBaseUrl, department.mou_collaboration ?? []),
        m.department_mou_description({ name }, o),
      );
    case "contact":
      return {
        ...page,
        description: metaDescription(m.department_contact_description({ name }, o)),
        view: { kind: "contact", contacts: department.department_contact.map(contactOf) },
      } as const;
  }
}

export const meta = sectionMeta;

export default function DepartmentTab({ loaderData }: Route.ComponentProps) {
  const { view, words } = loaderData;
  switch (view.kind) {
    case "entries":
      return <EntryList entries={view.entries} empty={words.nothingWritten} />;
    case "text":
      return <TextSections sections={view.sections} />;
    case "message":
      return view.html ? <RichText html={view.html} /> : <p>{words.nothingWritten}</p>;
    case "files":
      return view.files.length === 0 ? <p>{view.empty}</p> : <Documents files={view.files} />;
    case "contact":
      return <ContactCards contacts={view.contacts} empty={words.noContacts} />;
  }
}

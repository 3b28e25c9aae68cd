// /academic/course/type/{typeId}/{tabName} (spec 2.16): a course type's about (head name,
// about text, first head image), or one of its sub-headings (its sub-topics with title, body
// and optional image). The tab name is "about" or a sub-heading's id; anything else, and a
// type that is not this institute's, is a 404.
import { ACADEMIC_ABOUT_TAB, routes } from "#contract/links.ts";
import { EntryList } from "../../components/entries/EntryList.tsx";
import { pageNotFound } from "../../lib/page-not-found.ts";
import { TabBar } from "../../components/section/TabBar.tsx";
import { courseType, courseTypeTabs, subHeadingTitle } from "./academic.server.ts";
import { aboutEntries } from "../../lib/entries.server.ts";
import { richTextToPlain, sanitizeRichText } from "../../lib/sanitize.server.ts";
import { entriesDescription } from "../../lib/section.server.ts";
import { describedAt, sectionWords } from "../../lib/section-text.server.ts";
import { m } from "../../i18n/generated/messages.js";

import { sectionMeta } from "../../lib/section.ts";
import type { Route } from "./+types/type.ts";
import { siteFile, type Entry } from "../../lib/view-models.ts";
import { withFileFacts } from "../../lib/file-facts.server.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  const type = await courseType(context, params.typeId);
  const { locale } = context;
  const tabs = courseTypeTabs(type, locale);
  const words = {
    empty: sectionWords(locale).nothingAdded,
    course: m.academic_course({}, { locale }),
  };
  const path = routes.academicType(type._id, params.tabName);
  const fallback = describedAt(type.head_name, context.tenant.insName, locale);
  if (params.tabName === ACADEMIC_ABOUT_TAB) {
    const image = type.head_images[0];
    const about: Entry = {
      id: type._id,
      title: type.head_name,
      body: sanitizeRichText(type.head_about),
      ...(image
        ? {
            picture: siteFile(context.mediaBaseUrl, {
              id: type._id,
              name: type.head_name,
              key: image,
            }),
          }
        : {}),
    };
    return withFileFacts(context, {
      title: type.head_name,
      description: entriesDescription([about], fallback),
      path,
      typeName: type.head_name,
      tabs,
      words,
      entries: [about],
    });
  }
  const sub = type.sub_head.find((item) => item._id === params.tabName);
  if (!sub) throw pageNotFound();
  const entries = aboutEntries(context.mediaBaseUrl, sub.sub_topic);
  return withFileFacts(context, {
    title: sub.sub_head_title_main.trim() || type.head_name,
    description: entriesDescription(
      entries,
      `${subHeadingTitle(type, sub._id, locale)}: ${richTextToPlain(type.head_about) || fallback}`,
    ),
    path,
    typeName: type.head_name,
    tabs,
    words,
    entries,
  });
}

export const meta = sectionMeta;

export default function CourseType({ loaderData }: Route.ComponentProps) {
  const { typeName, tabs, words, entries } = loaderData;
  return (
    <div className="-mt-8 space-y-8">
      <TabBar tabs={tabs} base={undefined} label={typeName || words.course} />
      <EntryList entries={entries} empty={words.empty} />
    </div>
  );
}

// /student/zone/{tabName} (spec 2.17): the entries of one part of the student zone (title,
// description, optional picture or file). The spec's notice tab shows nothing; it lists the
// institute's newest notices instead, so that it is not an empty page, with a link to all of
// them (/notice) when there are more. The index shows the council;
// any other tab is a 404.
import { PAGE_SIZES } from "#contract/constants.ts";
import type { STUDENT_ZONE_SECTIONS } from "#contract/entities.ts";
import { routes, STUDENT_ZONE_TABS, tabOf, type StudentZoneTab } from "#contract/links.ts";
import { describedOf, sectionWords } from "../../lib/section-text.server.ts";
import { tabLabel } from "../../i18n/tab-words.ts";
import { m } from "../../i18n/generated/messages.js";

import { Link } from "../../components/Link.tsx";
import { EntryList } from "../../components/entries/EntryList.tsx";
import { NoticeList, noticeLinks } from "../../components/NoticeList.tsx";
import { pageNotFound } from "../../lib/page-not-found.ts";
import { must } from "../../lib/load.server.ts";
import { otherDataEntries } from "../../lib/other-data.server.ts";
import { entriesDescription } from "../../lib/section.server.ts";
import { metaDescription } from "../../lib/seo.ts";
import type { Route } from "./+types/tab.ts";
import { sectionMeta } from "../../lib/section.ts";
import { withFileFacts } from "../../lib/file-facts.server.ts";

/** Which other_data section each tab shows. */
const SECTIONS: Record<
  Exclude<StudentZoneTab, "notice">,
  (typeof STUDENT_ZONE_SECTIONS)[number]
> = {
  council: "council",
  support: "support",
  research: "research",
  complaint: "complaint",
  scholarship: "scholarship",
  alumni: "alumni_association",
};

/** The tab's data, each file it links with its type and size (decision 094). */
export async function loader(args: Route.LoaderArgs) {
  return withFileFacts(args.context, await tabData(args));
}

async function tabData({ context, params }: Route.LoaderArgs) {
  const tab = tabOf(STUDENT_ZONE_TABS, params.tabName ?? STUDENT_ZONE_TABS[0].slug);
  if (!tab) throw pageNotFound();
  const { tenant } = context;
  const o = { locale: context.locale };
  const title = tabLabel(STUDENT_ZONE_TABS, tab.slug, context.locale);
  const page = {
    title,
    path: routes.studentZoneTab(tab.slug),
    words: {
      empty: sectionWords(context.locale).nothingAdded,
      older: m.student_zone_older_notices({}, o),
    },
  };
  if (tab.slug === "notice") {
    // One more than a page shows, to know whether there are more.
    const notices = must(
      await context.platform.read(
        "noticeList",
        { id: tenant._id },
        { page: 1, limit: PAGE_SIZES.notices + 1 },
      ),
    );
    return {
      ...page,
      description: metaDescription(m.student_zone_notices_description({ name: tenant.insName }, o)),
      view: {
        kind: "notices",
        notices: noticeLinks(notices.slice(0, PAGE_SIZES.notices)),
        more: notices.length > PAGE_SIZES.notices,
      },
    } as const;
  }
  const entries = await otherDataEntries(context, SECTIONS[tab.slug]);
  return {
    ...page,
    description: entriesDescription(entries, describedOf(title, tenant.insName, context.locale)),
    view: { kind: "entries", entries },
  } as const;
}

export const meta = sectionMeta;

export default function StudentZoneTab({ loaderData }: Route.ComponentProps) {
  const { view, words } = loaderData;
  return view.kind === "notices" ? (
    <>
      <NoticeList notices={view.notices} />
      {view.more ? (
        <p className="mt-6">
          <Link to={routes.notice({ page: 2 })} className="font-medium text-accent underline">
            {words.older}
          </Link>
        </p>
      ) : null}
    </>
  ) : (
    <EntryList entries={view.entries} empty={words.empty} />
  );
}

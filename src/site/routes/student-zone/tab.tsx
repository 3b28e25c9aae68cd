// /student/zone/{tabName} (spec 2.17): the entries of one part of the student zone (title,
// description, optional picture or file). The spec's notice tab shows nothing; it lists the
// institute's notices instead, so that it is not an empty page. The index shows the council;
// any other tab is a 404.
import { LIMITS } from "#contract/constants.ts";
import type { STUDENT_ZONE_SECTIONS } from "#contract/entities.ts";
import { routes, STUDENT_ZONE_TABS, tabOf, type StudentZoneTab } from "#contract/routes.ts";
import { EntryList } from "../../components/entries/EntryList.tsx";
import { NoticeList, noticeLinks } from "../../components/NoticeList.tsx";
import { pageNotFound } from "../../components/PageError.tsx";
import { must } from "../../lib/load.server.ts";
import { otherDataEntries } from "../../lib/other-data.server.ts";
import { entriesDescription } from "../../lib/section.server.ts";
import { metaDescription } from "../../lib/seo.ts";
import type { Route } from "./+types/tab.ts";
import { sectionMeta } from "../../lib/section.ts";

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

export async function loader({ context, params }: Route.LoaderArgs) {
  const tab = tabOf(STUDENT_ZONE_TABS, params.tabName ?? STUDENT_ZONE_TABS[0].slug);
  if (!tab) throw pageNotFound();
  const { tenant } = context;
  const page = { title: tab.label, path: routes.studentZoneTab(tab.slug) };
  if (tab.slug === "notice") {
    const notices = must(
      await context.platform.read(
        "noticeList",
        { id: tenant._id },
        { page: 1, limit: LIMITS.list },
      ),
    );
    return {
      ...page,
      description: metaDescription(`Notices for the students of ${tenant.insName}, newest first.`),
      view: { kind: "notices", notices: noticeLinks(notices) },
    } as const;
  }
  const entries = await otherDataEntries(context, SECTIONS[tab.slug]);
  return {
    ...page,
    description: entriesDescription(entries, `${tab.label} of ${tenant.insName}.`),
    view: { kind: "entries", entries },
  } as const;
}

export const meta = sectionMeta;

export default function StudentZoneTab({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  return view.kind === "notices" ? (
    <NoticeList notices={view.notices} />
  ) : (
    <EntryList entries={view.entries} empty="Nothing has been added here yet." />
  );
}

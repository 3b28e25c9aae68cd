// /institute and /institute/aboutus (spec 2.9): the institute's About Us entries (or the one
// About Us text of a platform that keeps it so); when it has none, the about entries of its
// landing page.
import { INSTITUTE_TABS, routes } from "#contract/links.ts";
import { EntryList } from "../../components/entries/EntryList.tsx";
import { aboutEntries, sectionEntries } from "../../lib/entries.server.ts";
import { optional } from "../../lib/load.server.ts";
import { entriesDescription } from "../../lib/section.server.ts";
import { sectionWords } from "../../lib/section-text.server.ts";
import { tabLabel } from "../../i18n/tab-words.ts";
import { instituteText } from "./institute-text.server.ts";
import type { Route } from "./+types/about.ts";
import { sectionMeta } from "../../lib/section.ts";
import { withFileFacts } from "../../lib/file-facts.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { platform, tenant, mediaBaseUrl } = context;
  const [profile, homeAbout] = await Promise.all([
    platform.read("landingProfile", { id: tenant._id }).then(optional),
    platform.read("homeAbout", { id: tenant._id }, { is_flow: "Institute" }).then(optional),
  ]);
  const object = profile?.landing_control.about_us_institute_object;
  const about = object?.about ?? [];
  // A platform that keeps About Us as one text (`ins_about`) rather than entries is read too.
  const text = about.length === 0 && object?.ins_about ? object : null;
  const entries =
    about.length > 0
      ? sectionEntries(mediaBaseUrl, about)
      : text
        ? sectionEntries(mediaBaseUrl, [
            { _id: tenant._id, title: text.ins_name, description: text.ins_about },
          ])
        : aboutEntries(mediaBaseUrl, homeAbout ?? []);
  return withFileFacts(context, {
    title: tabLabel(INSTITUTE_TABS, "aboutus", context.locale),
    description: entriesDescription(entries, instituteText(context.locale).aboutOf(tenant.insName)),
    path: routes.instituteTab("aboutus"),
    entries,
    empty: sectionWords(context.locale).nothingWritten,
  });
}

export const meta = sectionMeta;

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  return <EntryList entries={loaderData.entries} empty={loaderData.empty} />;
}

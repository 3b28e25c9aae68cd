// /committee/{committeeId}/one/{authorityId}/nxt/{tabName} (spec 2.8): about, composition
// (designation, name and photo, from staff or student), meeting (name and attachment) and
// activity (cards with an expandable description and their attachments). The index shows
// about; any other tab is a 404.
import { COMMITTEE_TABS, routes, tabOf } from "#contract/links.ts";
import { LIMITS } from "#contract/constants.ts";
import type { CompositionMember } from "#contract/entities.ts";
import { DocumentCards } from "../../components/documents/DocumentCards.tsx";
import { Disclosure } from "../../components/entries/Disclosure.tsx";
import { EntryList } from "../../components/entries/EntryList.tsx";
import { pageNotFound } from "../../lib/page-not-found.ts";
import { Avatar } from "../../components/people/Avatar.tsx";
import { RichText } from "../../components/RichText.tsx";
import { authority, committeeName } from "./committee.server.ts";
import { aboutEntries } from "../../lib/entries.server.ts";
import { must } from "../../lib/load.server.ts";
import { mediaUrl } from "../../lib/media.ts";
import { sanitizeRichText } from "../../lib/sanitize.server.ts";
import { entriesDescription } from "../../lib/section.server.ts";
import { metaDescription } from "../../lib/seo.ts";
import { fullName } from "#domain/staff.ts";
import { formatLongDate } from "../../lib/text.ts";
import { useLocale } from "../../i18n/use-text.ts";
import type { Route } from "./+types/tab.ts";
import { sectionMeta } from "../../lib/section.ts";
import { tabLabel } from "../../i18n/tab-words.ts";
import { siteFile } from "../../lib/view-models.ts";
import { committeeDescriptions, committeeText } from "./committee-text.server.ts";
import { useText } from "../../i18n/use-text.ts";
import { withFileFacts } from "../../lib/file-facts.server.ts";

function member(mediaBaseUrl: string, m: CompositionMember) {
  const photo = m.staff?.staffProfilePhoto ?? m.student?.studentProfilePhoto;
  return {
    id: m._id,
    designation: m.designation,
    name: m.staff
      ? fullName([m.staff.staffFirstName, m.staff.staffMiddleName, m.staff.staffLastName])
      : fullName([
          m.student?.studentFirstName,
          m.student?.studentMiddleName,
          m.student?.studentLastName,
        ]),
    photo: photo ? mediaUrl(mediaBaseUrl, photo) : undefined,
  };
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const tab = tabOf(COMMITTEE_TABS, params.tabName ?? "about");
  if (!tab) throw pageNotFound();
  const one = await authority(context, params.committeeId, params.authorityId);
  const { platform, mediaBaseUrl } = context;
  const id = one.authority._id;
  const name = committeeName(one.authority);
  const describe = committeeDescriptions(context.locale);
  const page = {
    title:
      tab.slug === "about"
        ? name
        : `${name}: ${tabLabel(COMMITTEE_TABS, tab.slug, context.locale)}`,
    path: routes.committeeTab(one.committeeId, id, tab.slug),
    text: committeeText(context.locale),
  };
  const file = (item: { _id: string; name: string; attach: string }) =>
    siteFile(mediaBaseUrl, { id: item._id, name: item.name, key: item.attach });
  switch (tab.slug) {
    case "about": {
      const content = must(await platform.read("committeeContent", { id }));
      const entries =
        content.about.length > 0
          ? aboutEntries(mediaBaseUrl, content.about)
          : [{ id, title: "", body: sanitizeRichText(one.authority.description) }].filter(
              (entry) => entry.body,
            );
      return withFileFacts(context, {
        ...page,
        description: entriesDescription(entries, describe.about(name)),
        view: { kind: "about", entries },
      } as const);
    }
    case "composition": {
      const members = must(
        await platform.read("composition", { id }, { page: 1, limit: LIMITS.composition }),
      );
      return {
        ...page,
        description: metaDescription(
          describe.members(name, members.map((m) => member(mediaBaseUrl, m).name).join(", ")),
        ),
        view: { kind: "composition", members: members.map((m) => member(mediaBaseUrl, m)) },
      } as const;
    }
    case "meeting": {
      const content = must(await platform.read("committeeContent", { id }));
      return withFileFacts(context, {
        ...page,
        description: metaDescription(describe.meetings(name)),
        view: { kind: "meeting", files: content.meetings.map(file) },
      } as const);
    }
    case "activity": {
      const activities = must(
        await platform.read("committeeActivities", { id }, { page: 1, limit: LIMITS.list }),
      );
      return withFileFacts(context, {
        ...page,
        description: metaDescription(
          describe.activities(name, activities.map((a) => a.title).join(", ")),
        ),
        view: {
          kind: "activity",
          activities: activities.map((a) => ({
            id: a._id,
            title: a.title,
            date: a.date,
            description: sanitizeRichText(a.description),
            files: a.attachment.map(file),
          })),
        },
      } as const);
    }
  }
}

export const meta = sectionMeta;

export default function CommitteeTab({ loaderData }: Route.ComponentProps) {
  const text = useText();
  const locale = useLocale();
  const { view } = loaderData;
  switch (view.kind) {
    case "about":
      return <EntryList entries={view.entries} empty={text.entries_nothing_written} />;
    case "composition":
      return view.members.length === 0 ? (
        <p>{loaderData.text.noMembers}</p>
      ) : (
        <ul className="grid gap-4 grid-cols-1 sm:grid-cols-2 lg:grid-cols-3">
          {view.members.map((m) => (
            <li key={m.id} className="flex items-center gap-4 card p-4">
              <Avatar photo={m.photo} size={64} />
              <div className="min-w-0">
                <p className="font-semibold">{m.name}</p>
                <p className="text-slate-700">{m.designation}</p>
              </div>
            </li>
          ))}
        </ul>
      );
    case "meeting":
      return view.files.length === 0 ? (
        <p>{loaderData.text.noMeetings}</p>
      ) : (
        <DocumentCards files={view.files} />
      );
    case "activity":
      return view.activities.length === 0 ? (
        <p>{loaderData.text.noActivities}</p>
      ) : (
        <ul className="grid gap-4 grid-cols-1 md:grid-cols-2">
          {view.activities.map((activity) => (
            <li key={activity.id} className="space-y-3 card p-4">
              <h2 className="text-lg font-semibold">{activity.title}</h2>
              <p className="text-sm text-slate-700">
                <time dateTime={activity.date}>{formatLongDate(activity.date, locale)}</time>
              </p>
              {activity.description ? (
                <Disclosure summary={loaderData.text.description}>
                  <RichText html={activity.description} />
                </Disclosure>
              ) : null}
              <DocumentCards files={activity.files} within={activity.title} />
            </li>
          ))}
        </ul>
      );
  }
}

// /institute/activity/{type}: what the type holds, one entry per category (or, on the other
// page, per custom module), each linking to its page.
import { ACTIVITY_PAGES, routes } from "#contract/links.ts";
import { EntryList } from "../../components/entries/EntryList.tsx";
import { activityPageOf, activityTabs } from "./activity.server.ts";
import { metaDescription } from "../../lib/seo.ts";
import { tabLabel } from "../../i18n/tab-words.ts";
import type { Route } from "./+types/index.ts";
import { sectionMeta } from "../../lib/section.ts";
import { activityDescription, activityText } from "./activity-text.server.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  const page = activityPageOf(params.activityType);
  const tabs = await activityTabs(context, page.slug);
  const label = tabLabel(ACTIVITY_PAGES, page.slug, context.locale);
  const text = activityText(context.locale);
  return {
    title: label,
    description: metaDescription(
      activityDescription(context.locale, {
        page: label,
        name: context.tenant.insName,
        tabs: tabs.map((tab) => tab.label).join(", "),
      }),
    ),
    path: routes.activity(page.slug),
    entries: tabs.map((tab) => ({
      id: tab.href,
      title: tab.label,
      link: { href: tab.href, label: text.see, external: false },
    })),
    text,
  };
}

export const meta = sectionMeta;

export default function ActivityIndex({ loaderData }: Route.ComponentProps) {
  return <EntryList entries={loaderData.entries} empty={loaderData.text.none} />;
}

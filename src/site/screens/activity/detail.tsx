// /institute/activity/{type}/detail/{categoryId} (spec 2.17): the entries of one activity
// category (title, description, attachment). A category of another type or another institute,
// or a malformed id, is a 404.
import { ID_PATTERN } from "#contract/constants.ts";
import { ACTIVITY_PAGES, routes } from "#contract/links.ts";
import { EntryList } from "../../components/entries/EntryList.tsx";
import { pageNotFound } from "../../lib/page-not-found.ts";
import { activityCategories, activityPageOf } from "./activity.server.ts";
import { sectionEntries } from "../../lib/entries.server.ts";
import { must } from "../../lib/load.server.ts";
import { entriesDescription } from "../../lib/section.server.ts";
import { tabLabel } from "../../i18n/tab-words.ts";
import type { Route } from "./+types/detail.ts";
import { sectionMeta } from "../../lib/section.ts";
import { activityText } from "./activity-text.server.ts";
import { withFileFacts } from "../../lib/file-facts.server.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  const page = activityPageOf(params.activityType);
  if (page.slug === "other" || !ID_PATTERN.test(params.categoryId)) throw pageNotFound();
  const category = (await activityCategories(context, page.slug)).find(
    (c) => c._id === params.categoryId,
  );
  if (!category) throw pageNotFound();
  const list = must(await context.platform.read("activityEntries", { id: category._id }));
  const entries = sectionEntries(context.mediaBaseUrl, list);
  return withFileFacts(context, {
    title: category.category,
    description: entriesDescription(
      entries,
      `${category.category}: ${tabLabel(ACTIVITY_PAGES, page.slug, context.locale)}.`,
    ),
    path: routes.activityDetail(page.slug, category._id),
    entries,
    text: activityText(context.locale),
  });
}

export const meta = sectionMeta;

export default function ActivityDetail({ loaderData }: Route.ComponentProps) {
  return <EntryList entries={loaderData.entries} empty={loaderData.text.empty} />;
}

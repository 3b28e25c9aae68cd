// /student/corner/{id} lists the first-level items; /lvl1/{tabId} one item's second-level
// items with their third-level children (spec 2.14). Every leaf with a file opens it.
import type { StudentCornerItem } from "#contract/entities.ts";
import { ID_PATTERN } from "#contract/constants.ts";
import { routes } from "#contract/links.ts";
import { NestedList } from "../../components/entries/NestedList.tsx";
import { pageNotFound } from "../../lib/page-not-found.ts";
import { instituteLevelId } from "../../lib/ids.server.ts";
import { must } from "../../lib/load.server.ts";
import { metaDescription } from "../../lib/seo.ts";
import type { Route } from "./+types/items.ts";
import { m } from "../../i18n/generated/messages.js";
import { sectionWords } from "../../lib/section-text.server.ts";
import { sectionMeta } from "../../lib/section.ts";
import { siteFile, type NestedItem } from "../../lib/view-models.ts";
import { withFileFacts } from "../../lib/file-facts.server.ts";

type Named = { _id: string; name: string; pdf_key?: string | undefined };

export async function loader({ context, params }: Route.LoaderArgs) {
  const tabId = "tabId" in params ? params.tabId : undefined;
  if (tabId !== undefined && !ID_PATTERN.test(tabId)) throw pageNotFound();
  const lcid = await instituteLevelId(context, params.lcid, "lcid");
  const items = must(await context.platform.read("studentCorner", { id: lcid }));
  const file = (item: Named) =>
    item.pdf_key
      ? siteFile(context.mediaBaseUrl, { id: item._id, name: item.name, key: item.pdf_key })
      : undefined;
  const leaf = (item: Named, href?: string): NestedItem => {
    const itemFile = file(item);
    return {
      id: item._id,
      name: item.name,
      ...(itemFile ? { file: itemFile } : href ? { href } : {}),
      children: [],
    };
  };
  const empty = sectionWords(context.locale).nothingAdded;
  if (tabId === undefined) {
    return withFileFacts(context, {
      title: m.menu_student_corner({}, { locale: context.locale }),
      description: metaDescription(
        m.student_corner_description(
          { name: context.tenant.insName, items: items.map((i) => i.name).join(", ") },
          { locale: context.locale },
        ),
      ),
      empty,
      path: routes.studentCorner(lcid),
      items: items.map((item) => leaf(item, routes.studentCornerLevel(lcid, item._id))),
    });
  }
  const tab: StudentCornerItem | undefined = items.find((item) => item._id === tabId);
  if (!tab) throw pageNotFound();
  return withFileFacts(context, {
    title: tab.name,
    description: metaDescription(`${tab.name}: ${tab.second_level.map((i) => i.name).join(", ")}.`),
    path: routes.studentCornerLevel(lcid, tab._id),
    empty,
    items: tab.second_level.map((second) => ({
      ...leaf(second),
      children: second.is_nested ? second.third_level.map((third) => leaf(third)) : [],
    })),
  });
}

export const meta = sectionMeta;

export default function StudentCornerItems({ loaderData }: Route.ComponentProps) {
  return loaderData.items.length === 0 ? (
    <p>{loaderData.empty}</p>
  ) : (
    <NestedList items={loaderData.items} label={loaderData.title} />
  );
}

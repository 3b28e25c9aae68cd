// {section}/custom/{dynamicId} and {section}/custom/nested/{dynamicId}/level/{nxtId} (spec
// 2.18): the items of one custom module of the section, or the children of one item. Every
// section's custom pages are this one module; the section is found from the address, and a
// module of another section or another institute is a 404. The top bar's dynamic tabs are the
// same kind of list: /dynamic/{dynamicId} and /dynamic/{dynamicId}/level/{itemId}.
import { matchPath, type AppLoadContext } from "react-router";
import { MODULE_TYPES, ID_PATTERN } from "#contract/constants.ts";
import { CUSTOM_PAGE_SECTIONS, routes } from "#contract/links.ts";
import type { ReadResult } from "../../platform/client.server.ts";
import { EntryList } from "../../components/entries/EntryList.tsx";
import { pageNotFound } from "../../lib/page-not-found.ts";
import { customEntries } from "../../lib/entries.server.ts";
import { must, optional, sitePath } from "../../lib/load.server.ts";
import { richTextToPlain } from "../../lib/sanitize.server.ts";
import { moduleTabs } from "../../lib/section.server.ts";
import { metaDescription } from "../../lib/seo.ts";
import type { Route } from "./+types/page.ts";
import { sectionMeta } from "../../lib/section.ts";
import { customText } from "./custom-text.server.ts";
import { m } from "../../i18n/generated/messages.js";
import { withFileFacts } from "../../lib/file-facts.server.ts";

/** Where the lists of a custom page's address come from, and how its pages are addressed. */
interface CustomSource {
  tabs(): Promise<{ _id: string; name: string }[]>;
  items(dynamicId: string, parent: string): Promise<ReadResult<"moduleItems">>;
  list(dynamicId: string): string;
  nested(dynamicId: string, nxtId: string): string;
}

function sourceOf(context: AppLoadContext, pathname: string): CustomSource | undefined {
  const { platform, tenant } = context;
  if (matchPath({ path: "/dynamic/*", end: false }, pathname)) {
    return {
      tabs: async () => optional(await platform.read("dynamicTabs", { id: tenant._id })) ?? [],
      items: (id, parent) => platform.read("dynamicItems", { id }, { parent_key: parent }),
      list: routes.dynamic,
      nested: routes.dynamicLevel,
    };
  }
  for (const type of MODULE_TYPES) {
    const pattern = `${CUSTOM_PAGE_SECTIONS[type]}/custom/*`;
    const match = matchPath({ path: pattern, end: false }, pathname);
    if (!match) continue;
    const base = match.pathnameBase.replace(/\/custom$/, "");
    return {
      tabs: () => moduleTabs(context, type),
      items: (id, parent) => platform.read("moduleItems", { id }, { parent_key: parent }),
      list: (id) => routes.custom(base, id),
      nested: (id, nxtId) => routes.customNested(base, id, nxtId),
    };
  }
  return undefined;
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const source = sourceOf(context, sitePath(request, context));
  const nxtId = "nxtId" in params ? params.nxtId : undefined;
  if (
    !source ||
    !ID_PATTERN.test(params.dynamicId) ||
    (nxtId !== undefined && !ID_PATTERN.test(nxtId))
  ) {
    throw pageNotFound();
  }
  const tab = (await source.tabs()).find((t) => t._id === params.dynamicId);
  if (!tab) throw pageNotFound();
  const read = (parent: string) => source.items(tab._id, parent);
  const [items, topLevel] = await Promise.all([
    read(nxtId ?? "").then(must),
    nxtId ? read("").then(must) : null,
  ]);
  const parent = topLevel?.find((item) => item._id === nxtId);
  const title = parent?.name ?? tab.name;
  return withFileFacts(context, {
    title,
    description: metaDescription(
      items.map((item) => `${item.name}. ${richTextToPlain(item.description)}`).join(" ") || title,
    ),
    path: nxtId ? source.nested(tab._id, nxtId) : source.list(tab._id),
    entries: customEntries(
      context.mediaBaseUrl,
      items,
      (itemId) => source.nested(tab._id, itemId),
      m.documents_view_detail({}, { locale: context.locale }),
    ),
    text: customText(context.locale),
  });
}

export const meta = sectionMeta;

export default function CustomPage({ loaderData }: Route.ComponentProps) {
  return <EntryList entries={loaderData.entries} empty={loaderData.text.empty} />;
}

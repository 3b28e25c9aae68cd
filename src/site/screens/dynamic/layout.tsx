// /dynamic/{dynamicId}: a top-bar dynamic tab (screen-data-map) as a section whose tabs are its
// top-level items: an item with a file opens it, any other leads to its own list.
import { ID_PATTERN } from "#contract/constants.ts";
import { routes } from "#contract/links.ts";
import { PageError } from "../../components/PageError.tsx";
import { pageNotFound } from "../../lib/page-not-found.ts";
import { SectionLayout } from "../../components/section/SectionLayout.tsx";
import { must, optional } from "../../lib/load.server.ts";
import { sectionMeta, type SectionData } from "../../lib/section.ts";
import type { Route } from "./+types/layout.ts";
import { siteFile } from "../../lib/view-models.ts";
import { withFileFacts } from "../../lib/file-facts.server.ts";

export async function loader({ context, params }: Route.LoaderArgs): Promise<SectionData> {
  if (!ID_PATTERN.test(params.dynamicId)) throw pageNotFound();
  const { platform, tenant, mediaBaseUrl } = context;
  const tabs = optional(await platform.read("dynamicTabs", { id: tenant._id })) ?? [];
  const tab = tabs.find((t) => t._id === params.dynamicId);
  if (!tab) throw pageNotFound();
  const items = must(await platform.read("dynamicItems", { id: tab._id }, { parent_key: "" }));
  return withFileFacts(context, {
    title: tab.name,
    tabs: items.map((item) =>
      item.pdf_key
        ? {
            label: item.name,
            file: siteFile(mediaBaseUrl, { id: item._id, name: item.name, key: item.pdf_key }),
          }
        : { label: item.name, href: routes.dynamicLevel(tab._id, item._id) },
    ),
  });
}

export const meta = sectionMeta;
export const ErrorBoundary = PageError;
export default SectionLayout;

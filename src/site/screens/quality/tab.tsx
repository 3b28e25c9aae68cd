// A quality body's tab (spec 2.6), or nested/{nxtId}/nxt/{nnxtId}: one child of a 'Quality
// Indicator Framework' item chosen by its tab button, or an item deeper than a page shows. The
// tab's (or item's) file and its cards four levels deep, each opening its PDF in the viewer.
// The index shows the first tab.
import { Link } from "../../components/Link.tsx";
import { ID_PATTERN } from "#contract/constants.ts";
import { routes } from "#contract/links.ts";
import { DocumentCards } from "../../components/documents/DocumentCards.tsx";
import { NestedList, TabButtons } from "../../components/entries/NestedList.tsx";
import { pageNotFound } from "../../lib/page-not-found.ts";
import {
  bodyOf,
  bodyTabs,
  frameworkTabs,
  isFramework,
  nestedItems,
  pathTo,
  qualityDetailOf,
  tabLinks,
  type QualityNode,
} from "./quality.server.ts";
import { sitePath } from "../../lib/load.server.ts";
import { sectionMeta } from "../../lib/section.ts";
import { metaDescription } from "../../lib/seo.ts";
import type { Route } from "./+types/tab.ts";
import { siteFile } from "../../lib/view-models.ts";
import { qualityDescriptions, qualityText } from "./quality-text.server.ts";
import { withFileFacts } from "../../lib/file-facts.server.ts";

const idParam = (params: Record<string, string | undefined>, name: string) => {
  const value = params[name];
  if (value !== undefined && !ID_PATTERN.test(value)) throw pageNotFound();
  return value;
};

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const body = bodyOf(sitePath(request, context), context.locale);
  const [tabId, nxtId, nnxtId] = ["tabId", "nxtId", "nnxtId"].map((name) => idParam(params, name));
  const { detailId, detail } = await qualityDetailOf(context, params.detailId);
  const tabs = bodyTabs(detail, body.slug);
  const tab = tabId ? tabs.find((t) => t.id === tabId) : tabs[0];
  if (!tab) {
    if (tabId) throw pageNotFound();
    return {
      title: body.label,
      description: qualityDescriptions(context.locale).body(body.label, context.tenant.insName),
      text: qualityText(context.locale),
      path: routes.qualityBody(body.slug, params.detailId ?? detailId),
      trail: [],
      framework: null,
      files: [],
      items: [],
    };
  }
  const links = tabLinks(body.slug, detailId, tab.id);
  // The item the page shows, the chain above it, and the framework whose child it is.
  let shown: QualityNode = tab;
  let chain: QualityNode[] = [];
  let framework: { node: QualityNode; current: string } | null = null;
  let path = links.tab;
  if (nxtId && nnxtId) {
    const above = pathTo(tab, nxtId) ?? [];
    const parent = above.at(-1);
    const child = parent?.children.find((c) => c.id === nnxtId);
    // A framework's child is a page; so is any other item with children of its own.
    if (!parent || !child || (!isFramework(parent) && child.children.length === 0)) {
      throw pageNotFound();
    }
    if (isFramework(parent)) framework = { node: parent, current: child.id };
    shown = child;
    chain = [...above, child];
    path = links.nxt(parent.id, child.id);
  }
  const file = shown.pdfKey
    ? siteFile(context.mediaBaseUrl, { id: shown.id, name: shown.name, key: shown.pdfKey })
    : undefined;
  const items = nestedItems(context.mediaBaseUrl, shown, links);
  return withFileFacts(context, {
    title: `${body.label}: ${shown.name}`,
    description: metaDescription(
      `${body.label}, ${[tab, ...chain].map((n) => n.name).join(", ")}: ${shown.children
        .map((c) => c.name)
        .join(", ")}`,
    ),
    path,
    // Where the page sits: the tab, then every item above it.
    trail: nnxtId
      ? [
          { label: tab.name, href: links.tab },
          ...chain.slice(0, -1).map((n) => ({ label: n.name })),
          { label: shown.name },
        ]
      : [],
    framework: framework && {
      label: framework.node.name,
      current: framework.current,
      tabs: frameworkTabs(framework.node, links),
    },
    files: file ? [file] : [],
    items,
    text: qualityText(context.locale),
  });
}

export const meta = sectionMeta;

export default function QualityPage({ loaderData }: Route.ComponentProps) {
  const { trail, framework, files, items, title, text } = loaderData;
  return (
    <div className="space-y-6">
      {trail.length > 0 ? (
        <nav aria-label={text.youAreHere}>
          <ol className="flex flex-wrap gap-x-2 text-sm text-slate-700">
            {trail.map((step, index) => (
              <li key={`${index}:${step.label}`} className="flex min-w-0 gap-2">
                {index > 0 ? <span aria-hidden="true">›</span> : null}
                {"href" in step && step.href ? (
                  <Link to={step.href} className="min-w-0 text-accent underline underline-offset-4">
                    {step.label}
                  </Link>
                ) : index === trail.length - 1 ? (
                  <span aria-current="page" className="min-w-0">
                    {step.label}
                  </span>
                ) : (
                  <span className="min-w-0">{step.label}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {framework ? (
        <TabButtons label={framework.label} tabs={framework.tabs} current={framework.current} />
      ) : null}
      <DocumentCards files={files} />
      {items.length > 0 ? (
        <NestedList items={items} label={title} />
      ) : files.length === 0 ? (
        <p>{text.nothing}</p>
      ) : null}
    </div>
  );
}

// /site-map: the site map for people (GIGW). Every section the menus show, with the pages
// they link, then the pages about the website: each a page the XML sitemap lists, from the
// same sources (sitemap.server.ts), so that nothing here is a page the site does not have and
// no heading stands over nothing. The lists' own pages (each notice, each year's page) are
// reached from the lists, so the page stays small for an institute of any size.
import { routes } from "#contract/links.ts";
import { Link } from "../../components/Link.tsx";
import { PageError } from "../../components/PageError.tsx";
import { PageFrame } from "../../components/section/PageFrame.tsx";
import { loadLayout } from "../../lib/layout.server.ts";
import { isFile, isGroup, type MenuItem, type MenuLink } from "../../lib/menu-model.ts";
import { sectionMeta } from "../../lib/section.ts";
import { metaDescription } from "../../lib/seo.ts";
import type { Route } from "./+types/site-map.ts";
import { siteMapText } from "./site-map-text.server.ts";
import { sitemapPages } from "./sitemap.server.ts";

interface SiteMapSection {
  title?: string;
  links: MenuLink[];
}
interface SiteMapGroup {
  title: string;
  sections: SiteMapSection[];
}

export async function loader({ context }: Route.LoaderArgs) {
  const [layout, pages] = await Promise.all([loadLayout(context), sitemapPages(context)]);
  const text = siteMapText(context.locale, layout.name);
  const listed = new Set(pages.map((page) => page.path));
  // A menu's link to a page the sitemap lists, once on the page.
  const shown = new Set<string>();
  const keep = (items: readonly MenuItem[]): MenuLink[] =>
    items.filter(
      (item): item is MenuLink =>
        !isFile(item) &&
        listed.has(item.href) &&
        !shown.has(item.href) &&
        Boolean(shown.add(item.href)),
    );
  const group = (title: string, sections: { title?: string; items: readonly MenuItem[] }[]) => ({
    title,
    sections: sections
      .map((section) => ({
        ...(section.title ? { title: section.title } : {}),
        links: keep(section.items),
      }))
      .filter((section) => section.links.length > 0),
  });
  const { mainMenu, topBar } = layout;
  const groups: SiteMapGroup[] = [
    group(text.main, [
      {
        items: [
          ...mainMenu.filter((entry): entry is MenuLink => !isGroup(entry)),
          { label: text.notices, href: routes.notice() },
          { label: text.events, href: routes.event() },
          ...topBar.links,
        ],
      },
    ]),
    ...[...mainMenu, ...topBar.dynamicTabs, ...(topBar.studentCorner ? [topBar.studentCorner] : [])]
      .filter(isGroup)
      .map((entry) => group(entry.label, entry.sections)),
    group(text.website, [
      {
        items: layout.website.map(({ label, href }) => ({ label, href })),
      },
    ]),
  ].filter((g) => g.sections.length > 0);
  return {
    title: text.title,
    description: metaDescription(text.description),
    path: routes.siteMap(),
    lead: text.lead,
    groups,
  };
}

export const meta = sectionMeta;
export const ErrorBoundary = PageError;

export default function SiteMap({ loaderData }: Route.ComponentProps) {
  const { title, lead, groups } = loaderData;
  return (
    <PageFrame title={title}>
      <div className="space-y-8">
        <p className="text-lg">{lead}</p>
        {/* A site map is the site's navigation: a link is named by its heading as in a menu
            ("Notices" under Admission, and under Notices). */}
        <nav aria-label={title} className="grid grid-cols-1 gap-8 md:grid-cols-2 lg:grid-cols-3">
          {groups.map((group) => (
            <section key={group.title} className="min-w-0 space-y-3">
              <h2 className="text-xl font-semibold">{group.title}</h2>
              {group.sections.map((section, index) => (
                <div key={section.title ?? index} className="space-y-1">
                  {section.title ? <h3 className="font-semibold">{section.title}</h3> : null}
                  <ul className="list-disc space-y-1 ps-6">
                    {section.links.map((link) => (
                      <li key={link.href}>
                        <Link to={link.href} className="text-accent underline underline-offset-4">
                          {link.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </section>
          ))}
        </nav>
      </div>
    </PageFrame>
  );
}

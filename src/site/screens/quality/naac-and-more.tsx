// /naac/{instituteId}, 'NAAC And more' (spec 2.1, screen-data-map): the NAAC tabs of the IQAC
// authority, then the other quality bodies, institutional distinctiveness and special status
// among them: the page that reaches every quality body, whatever the menus show.
import { tabLabel } from "../../i18n/tab-words.ts";
import { Link } from "../../components/Link.tsx";
import { QUALITY_BODIES, routes } from "#contract/links.ts";
import { bodyTabs, qualityDetailOf } from "./quality.server.ts";
import { sectionMeta } from "../../lib/section.ts";
import { metaDescription } from "../../lib/seo.ts";
import type { Route } from "./+types/naac-and-more.ts";
import { naacAndMoreText, qualityDescriptions } from "./quality-text.server.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { instituteId, detailId, detail } = await qualityDetailOf(context, params.detailId);
  const naac = bodyTabs(detail, "naac").map((tab) => ({
    label: tab.name,
    href: routes.qualityTab("naac", detailId, tab.id),
  }));
  const more = QUALITY_BODIES.filter(
    (body) => body.slug !== "naac" && bodyTabs(detail, body.slug).length > 0,
  ).map((body) => ({
    label: tabLabel(QUALITY_BODIES, body.slug, context.locale),
    href: routes.qualityBody(body.slug, detailId),
  }));
  const text = naacAndMoreText(context.locale);
  return {
    title: text.title,
    description: metaDescription(
      qualityDescriptions(context.locale).naac(
        context.tenant.insName,
        [...naac, ...more].map((link) => link.label).join(", "),
      ),
    ),
    nothing: text.nothing,
    path: routes.naacAndMore(instituteId),
    groups: [
      // The ids stay as they are in every language: "group-NAAC".
      { id: "NAAC", heading: "NAAC", links: naac },
      { id: "More quality bodies", heading: text.more, links: more },
    ].filter((group) => group.links.length > 0),
  };
}

export const meta = sectionMeta;

export default function NaacAndMore({ loaderData }: Route.ComponentProps) {
  if (loaderData.groups.length === 0) return <p>{loaderData.nothing}</p>;
  return (
    <div className="grid gap-8 grid-cols-1 md:grid-cols-2">
      {loaderData.groups.map((group) => (
        <section key={group.id} aria-labelledby={`group-${group.id}`}>
          <h2 id={`group-${group.id}`} className="mb-3 text-xl font-semibold">
            {group.heading}
          </h2>
          <ul className="space-y-2">
            {group.links.map((link) => (
              <li key={link.href}>
                <Link
                  to={link.href}
                  className="font-medium text-accent underline-offset-4 hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

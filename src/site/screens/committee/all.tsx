// /committee/{committeeId} (spec 2.8): the All view, a grid of the institute's committees
// (every authority but IQAC, RND and NAAC), each leading to its page.
import { routes } from "#contract/links.ts";
import { PageError } from "../../components/PageError.tsx";
import { PageFrame } from "../../components/section/PageFrame.tsx";
import { LinkCards } from "../../components/ui/LinkCards.tsx";
import { authorities, committeeName, isCommittee } from "./committee.server.ts";
import { sectionMeta } from "../../lib/section.ts";
import { metaDescription } from "../../lib/seo.ts";
import type { Route } from "./+types/all.ts";
import { committeeDescriptions, committeeListText } from "./committee-text.server.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { committeeId, authorities: list } = await authorities(context, params.committeeId);
  const committees = list.filter(isCommittee).map((a) => ({
    id: a._id,
    name: committeeName(a),
    href: routes.committeeOne(committeeId, a._id),
  }));
  const text = committeeListText(context.locale);
  return {
    title: text.title,
    description: metaDescription(
      committeeDescriptions(context.locale).all(
        context.tenant.insName,
        committees.map((c) => c.name).join(", "),
      ),
    ),
    none: text.none,
    path: routes.committee(committeeId),
    committees,
  };
}

export const meta = sectionMeta;
export const ErrorBoundary = PageError;

export default function Committees({ loaderData }: Route.ComponentProps) {
  const { title, committees } = loaderData;
  return (
    <PageFrame title={title}>
      {committees.length === 0 ? <p>{loaderData.none}</p> : <LinkCards cards={committees} />}
    </PageFrame>
  );
}

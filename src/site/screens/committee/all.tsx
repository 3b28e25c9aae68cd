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

export async function loader({ context, params }: Route.LoaderArgs) {
  const { committeeId, authorities: list } = await authorities(context, params.committeeId);
  const committees = list.filter(isCommittee).map((a) => ({
    id: a._id,
    name: committeeName(a),
    href: routes.committeeOne(committeeId, a._id),
  }));
  return {
    title: "Committees",
    description: metaDescription(
      `Committees of ${context.tenant.insName}: ${committees.map((c) => c.name).join(", ")}.`,
    ),
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
      {committees.length === 0 ? (
        <p>No committees have been added yet.</p>
      ) : (
        <LinkCards cards={committees} />
      )}
    </PageFrame>
  );
}

// /society/governing/{tabName}/{lcid}/category/{categoryId} (spec 2.9): the members of one
// category of the society's governing body, with the default avatar when there is no photo.
import { LIMITS, ID_PATTERN } from "#contract/constants.ts";
import { routes } from "#contract/links.ts";
import { GoverningMembers } from "../../components/people/GoverningMembers.tsx";
import { pageNotFound } from "../../lib/page-not-found.ts";
import { memberRows } from "../../lib/governing.server.ts";
import { peopleCount } from "../../lib/staff.server.ts";
import { instituteLevelId } from "../../lib/ids.server.ts";
import { landingControl, societyName } from "../../lib/landing.server.ts";
import { must } from "../../lib/load.server.ts";
import { metaDescription } from "../../lib/seo.ts";
import type { Route } from "./+types/governing.ts";
import { sectionMeta } from "../../lib/section.ts";
import { societyMembersText } from "./society-text.server.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  if (!ID_PATTERN.test(params.categoryId)) throw pageNotFound();
  const lcid = await instituteLevelId(context, params.lcid, "lcid");
  const paging = { page: 1, limit: LIMITS.list };
  const categories = must(
    await context.platform.read("societyGoverningCategories", { id: lcid }, paging),
  );
  const category = categories.find((c) => c._id === params.categoryId);
  if (!category) throw pageNotFound();
  const [control, members] = await Promise.all([
    landingControl(context),
    context.platform
      .read("societyGoverningMembers", { id: lcid, categoryId: category._id }, paging)
      .then(must),
  ]);
  const name = societyName(control, context.locale);
  return {
    title: category.category.trim() ? `${name}: ${category.category}` : name,
    description: metaDescription(
      `${category.category}: ${members.map((m) => m.body_name).join(", ")}.`,
    ),
    path: routes.societyGoverning(category.category, lcid, category._id),
    rows: memberRows(context.mediaBaseUrl, members),
    counted: peopleCount(context.locale, members.length),
    text: societyMembersText(context.locale),
  };
}

export const meta = sectionMeta;

export default function SocietyGoverning({ loaderData }: Route.ComponentProps) {
  return (
    <GoverningMembers
      rows={loaderData.rows}
      counted={loaderData.counted}
      caption={loaderData.title}
      {...loaderData.text}
    />
  );
}

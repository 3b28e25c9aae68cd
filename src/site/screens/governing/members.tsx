// /governing/{id}/category/{categoryId} (spec 2.9): the members of one category with Sr. No.,
// Photo, Name, Designation and Description; the index shows the first category.
import { LIMITS, ID_PATTERN } from "#contract/constants.ts";
import { routes } from "#contract/links.ts";
import { GoverningMembers as Members } from "../../components/people/GoverningMembers.tsx";
import { pageNotFound } from "../../lib/page-not-found.ts";
import { memberRows } from "../../lib/governing.server.ts";
import { peopleCount } from "../../lib/staff.server.ts";
import { instituteLevelId, requestIds } from "../../lib/ids.server.ts";
import { must } from "../../lib/load.server.ts";
import { metaDescription } from "../../lib/seo.ts";
import type { Route } from "./+types/members.ts";
import { sectionMeta } from "../../lib/section.ts";
import {
  governingDescription,
  governingMembersText,
  governingText,
} from "./governing-text.server.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  const categoryId = "categoryId" in params ? params.categoryId : undefined;
  if (categoryId !== undefined && !ID_PATTERN.test(categoryId)) throw pageNotFound();
  const lcid = await instituteLevelId(context, params.instituteId, "lcid");
  const { instituteId } = await requestIds(context);
  const paging = { page: 1, limit: LIMITS.list };
  const categories = must(await context.platform.read("governingCategories", { id: lcid }, paging));
  const category = categoryId ? categories.find((c) => c._id === categoryId) : categories[0];
  if (categoryId && !category) throw pageNotFound();
  const members = category
    ? must(
        await context.platform.read(
          "governingMembers",
          { id: lcid, categoryId: category._id },
          paging,
        ),
      )
    : [];
  const text = governingText(context.locale);
  return {
    title: category?.category ?? text.title,
    description: metaDescription(
      governingDescription(context.locale, {
        category: category?.category ?? text.body,
        name: context.tenant.insName,
        members: members.map((m) => m.body_name).join(", "),
      }),
    ),
    text: governingMembersText(context.locale),
    path: category
      ? routes.governingCategory(instituteId, category._id)
      : routes.governing(instituteId),
    rows: memberRows(context.mediaBaseUrl, members),
    counted: peopleCount(context.locale, members.length),
  };
}

export const meta = sectionMeta;

export default function GoverningMembers({ loaderData }: Route.ComponentProps) {
  return (
    <Members
      key={loaderData.path}
      rows={loaderData.rows}
      counted={loaderData.counted}
      caption={loaderData.title}
      {...loaderData.text}
    />
  );
}

// /institute/vision-mission (spec 2.9): the institute's vision, mission and motto, as text
// (the platform's fixed picture says nothing to a screen reader or a search engine).
import { INSTITUTE_TABS, routes } from "#contract/links.ts";
import { TextSections } from "../../components/entries/TextSections.tsx";
import { optional } from "../../lib/load.server.ts";
import { richTextToPlain, sanitizeRichText } from "../../lib/sanitize.server.ts";
import { metaDescription } from "../../lib/seo.ts";
import type { Route } from "./+types/vision-mission.ts";
import { sectionMeta } from "../../lib/section.ts";
import { tabLabel } from "../../i18n/tab-words.ts";
import { instituteText } from "./institute-text.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const profile = optional(
    await context.platform.read("landingProfile", { id: context.tenant._id }),
  );
  const object = profile?.landing_control.about_us_institute_object;
  const vision = object?.vision ?? "";
  const mission = object?.mission ?? "";
  const text = instituteText(context.locale);
  return {
    title: tabLabel(INSTITUTE_TABS, "vision-mission", context.locale),
    description: metaDescription(
      richTextToPlain(`${vision} ${mission}`) || text.visionDescription(context.tenant.insName),
    ),
    path: routes.instituteTab("vision-mission"),
    vision: sanitizeRichText(vision),
    mission: sanitizeRichText(mission),
    motto: object?.motto.trim() ?? "",
    headings: { vision: text.vision, mission: text.mission, motto: text.motto },
  };
}

export const meta = sectionMeta;

export default function VisionMission({ loaderData }: Route.ComponentProps) {
  const { vision, mission, motto, headings } = loaderData;
  return (
    <TextSections
      sections={[
        { heading: headings.vision, html: vision },
        { heading: headings.mission, html: mission },
        { heading: headings.motto, text: motto },
      ]}
    />
  );
}

// /institute/vision-mission (spec 2.9): the institute's vision, mission and motto, as text
// (the platform's fixed picture says nothing to a screen reader or a search engine).
import { routes } from "#contract/links.ts";
import { TextSections } from "../../components/entries/TextSections.tsx";
import { optional } from "../../lib/load.server.ts";
import { richTextToPlain, sanitizeRichText } from "../../lib/sanitize.server.ts";
import { metaDescription } from "../../lib/seo.ts";
import type { Route } from "./+types/vision-mission.ts";
import { sectionMeta } from "../../lib/section.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const profile = optional(
    await context.platform.read("landingProfile", { id: context.tenant._id }),
  );
  const object = profile?.landing_control.about_us_institute_object;
  const vision = object?.vision ?? "";
  const mission = object?.mission ?? "";
  return {
    title: "Vision, Mission & Motto",
    description: metaDescription(
      richTextToPlain(`${vision} ${mission}`) ||
        `The vision, mission and motto of ${context.tenant.insName}.`,
    ),
    path: routes.instituteTab("vision-mission"),
    vision: sanitizeRichText(vision),
    mission: sanitizeRichText(mission),
    motto: object?.motto.trim() ?? "",
  };
}

export const meta = sectionMeta;

export default function VisionMission({ loaderData }: Route.ComponentProps) {
  const { vision, mission, motto } = loaderData;
  return (
    <TextSections
      sections={[
        { heading: "Vision", html: vision },
        { heading: "Mission", html: mission },
        { heading: "Motto", text: motto },
      ]}
    />
  );
}

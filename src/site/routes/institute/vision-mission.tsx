// /institute/vision-mission (spec 2.9): the institute's vision, mission and motto, as text
// (the platform's fixed picture says nothing to a screen reader or a search engine).
import { routes } from "#contract/routes.ts";
import { RichText } from "../../components/RichText.tsx";
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

// The page's own meta: a layout's meta runs before its page's loader data is in its matches.
export const meta = sectionMeta;

export default function VisionMission({ loaderData }: Route.ComponentProps) {
  const { vision, mission, motto } = loaderData;
  if (!vision && !mission && !motto) return <p>Nothing has been written here yet.</p>;
  return (
    <div className="space-y-10">
      {vision ? (
        <section aria-labelledby="vision" className="space-y-3">
          <h2 id="vision" className="text-xl font-semibold">
            Vision
          </h2>
          <RichText html={vision} />
        </section>
      ) : null}
      {mission ? (
        <section aria-labelledby="mission" className="space-y-3">
          <h2 id="mission" className="text-xl font-semibold">
            Mission
          </h2>
          <RichText html={mission} />
        </section>
      ) : null}
      {motto ? (
        <section aria-labelledby="motto" className="space-y-3">
          <h2 id="motto" className="text-xl font-semibold">
            Motto
          </h2>
          <p className="text-lg italic">{motto}</p>
        </section>
      ) : null}
    </div>
  );
}

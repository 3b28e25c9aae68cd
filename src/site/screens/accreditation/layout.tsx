// /accrediation/{id} (spec 2.9, the spec's spelling): the accreditations are the tabs. The id
// is the institute's or its landing control's.
import { routes } from "#contract/links.ts";
import { PageError } from "../../components/PageError.tsx";
import { SectionLayout } from "../../components/section/SectionLayout.tsx";
import { landingControlAt } from "../../lib/landing.server.ts";
import { sectionMeta, type SectionData } from "../../lib/section.ts";
import type { Route } from "./+types/layout.ts";
import { accreditationText } from "./accreditation-text.server.ts";

export async function loader({ context, params }: Route.LoaderArgs): Promise<SectionData> {
  const { instituteId, control } = await landingControlAt(context, params.instituteId);
  return {
    title: accreditationText(context.locale).title,
    base: routes.accreditation(instituteId),
    tabs: control.home_accreditation_object.map((a) => ({
      label: a.name,
      href: routes.accreditationOne(instituteId, a._id),
    })),
  };
}

export const meta = sectionMeta;
export const ErrorBoundary = PageError;
export default SectionLayout;

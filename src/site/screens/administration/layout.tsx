// /administration/{id} (spec 2.9): the leading persons' positions are the tabs. The id is the
// institute's or its landing control's.
import { routes } from "#contract/links.ts";
import { PageError } from "../../components/PageError.tsx";
import { SectionLayout } from "../../components/section/SectionLayout.tsx";
import { landingControlAt } from "../../lib/landing.server.ts";
import { sectionMeta, type SectionData } from "../../lib/section.ts";
import type { Route } from "./+types/layout.ts";
import { administrationTitle } from "./administration-text.server.ts";

export async function loader({ context, params }: Route.LoaderArgs): Promise<SectionData> {
  const { instituteId, control } = await landingControlAt(context, params.instituteId);
  return {
    title: administrationTitle(context.locale),
    base: routes.administration(instituteId),
    tabs: control.administration_object.map((person) => ({
      label: person.leading_person_position,
      href: routes.administrationOne(instituteId, person._id),
    })),
  };
}

export const meta = sectionMeta;
export const ErrorBoundary = PageError;
export default SectionLayout;

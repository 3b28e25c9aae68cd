// /admission (spec 2.5): the admission's about text. The top bar's New Admission link,
// /admission?tab=new-admission, is sent on to the online applications.
import { redirect } from "react-router";
import { routes } from "#contract/links.ts";
import { TextSections } from "../../components/entries/TextSections.tsx";
import { admissionSite } from "./admission.server.ts";
import { richTextToPlain, sanitizeRichText } from "../../lib/sanitize.server.ts";
import { sectionMeta } from "../../lib/section.ts";
import { metaDescription } from "../../lib/seo.ts";
import { m } from "../../i18n/generated/messages.js";

import type { Route } from "./+types/about.ts";

/** The `tab` query value of the top bar's New Admission link. */
const NEW_ADMISSION = "new-admission";

export async function loader({ context, request }: Route.LoaderArgs) {
  if (new URL(request.url).searchParams.get("tab") === NEW_ADMISSION) {
    throw redirect(routes.admissionApplication());
  }
  const about = (await admissionSite(context))?.admission_about ?? "";
  return {
    title: m.menu_admission({}, { locale: context.locale }),
    description: metaDescription(
      richTextToPlain(about) ||
        m.admission_description({ name: context.tenant.insName }, { locale: context.locale }),
    ),
    path: routes.admission(),
    html: sanitizeRichText(about),
  };
}

export const meta = sectionMeta;

export default function AdmissionAbout({ loaderData }: Route.ComponentProps) {
  return <TextSections sections={[{ heading: "", html: loaderData.html }]} />;
}

// /admission/contact (spec 2.5): one card per admission contact.
import { routes } from "#contract/links.ts";
import { ContactCards, contactOf } from "../../components/people/ContactCards.tsx";
import { admissionSite } from "./admission.server.ts";
import { sectionMeta } from "../../lib/section.ts";
import { metaDescription } from "../../lib/seo.ts";
import type { Route } from "./+types/contact.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const contacts = ((await admissionSite(context))?.admission_contact ?? []).map(contactOf);
  return {
    title: "Admission Contact",
    description: metaDescription(
      `Whom to ask about admission to ${context.tenant.insName}: ${contacts
        .map((c) => [c.department, c.person].filter(Boolean).join(", "))
        .join("; ")}.`,
    ),
    path: routes.admissionContact(),
    contacts,
  };
}

export const meta = sectionMeta;

export default function AdmissionContact({ loaderData }: Route.ComponentProps) {
  return <ContactCards contacts={loaderData.contacts} empty="No contacts have been given yet." />;
}

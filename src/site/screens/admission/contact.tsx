// /admission/contact (spec 2.5): one card per admission contact.
import { routes } from "#contract/links.ts";
import { ContactCards, contactOf } from "../../components/people/ContactCards.tsx";
import { admissionSite } from "./admission.server.ts";
import { sectionMeta } from "../../lib/section.ts";
import { metaDescription } from "../../lib/seo.ts";
import { sectionWords } from "../../lib/section-text.server.ts";
import { m } from "../../i18n/generated/messages.js";

import type { Route } from "./+types/contact.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const contacts = ((await admissionSite(context))?.admission_contact ?? []).map(contactOf);
  return {
    title: m.menu_admission_contact({}, { locale: context.locale }),
    description: metaDescription(
      m.admission_contact_description(
        {
          name: context.tenant.insName,
          contacts: contacts
            .map((c) => [c.department, c.person].filter(Boolean).join(", "))
            .join("; "),
        },
        { locale: context.locale },
      ),
    ),
    path: routes.admissionContact(),
    contacts,
    empty: sectionWords(context.locale).noContacts,
  };
}

export const meta = sectionMeta;

export default function AdmissionContact({ loaderData }: Route.ComponentProps) {
  return <ContactCards contacts={loaderData.contacts} empty={loaderData.empty} />;
}

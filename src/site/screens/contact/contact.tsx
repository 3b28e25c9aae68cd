// /contact/us (spec 2.13): the head office address and the departments' contact cards; only
// persons with a department name are shown.
import { routes } from "#contract/links.ts";
import { PageError } from "../../components/PageError.tsx";
import { CollegeJsonLd } from "../../components/JsonLd.tsx";
import { ContactCards } from "../../components/people/ContactCards.tsx";
import { PageFrame } from "../../components/section/PageFrame.tsx";
import { must } from "../../lib/load.server.ts";
import { sectionMeta } from "../../lib/section.ts";
import { metaDescription } from "../../lib/seo.ts";
import type { Route } from "./+types/contact.ts";
import { contactDescription, contactText } from "./contact-text.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const profile = must(await context.platform.read("landingProfile", { id: context.tenant._id }));
  const { head_office_address: address, persons } = profile.contact_list;
  const text = contactText(context.locale);
  return {
    title: text.title,
    description: metaDescription(
      contactDescription(context.locale, context.tenant.insName, address),
    ),
    text,
    path: routes.contactUs(),
    address: address.trim(),
    contacts: persons
      .filter((person) => person.department_name.trim())
      .map((person) => ({
        department: person.department_name,
        person: person.person_name,
        phone: person.person_phone_number,
        email: person.person_email,
      })),
  };
}

export const meta = sectionMeta;
export const ErrorBoundary = PageError;

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { title, address, contacts, text } = loaderData;
  return (
    <PageFrame title={title}>
      <CollegeJsonLd />
      <div className="space-y-10">
        <section aria-labelledby="head-office" className="space-y-2">
          <h2 id="head-office" className="text-xl font-semibold">
            {text.headOffice}
          </h2>
          <address className="not-italic whitespace-pre-line">{address || text.noAddress}</address>
        </section>
        <section aria-labelledby="departments" className="space-y-4">
          <h2 id="departments" className="text-xl font-semibold">
            {text.departments}
          </h2>
          <ContactCards contacts={contacts} empty={text.noDepartments} />
        </section>
      </div>
    </PageFrame>
  );
}

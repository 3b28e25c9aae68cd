// /administration/{id}/one/{oneAid} (spec 2.9): one leading person's message with photo, name
// and position; the index shows the first.
import { routes } from "#contract/links.ts";
import { pageNotFound } from "../../lib/page-not-found.ts";
import { PersonMessage } from "../../components/people/PersonMessage.tsx";
import { landingControlAt } from "../../lib/landing.server.ts";
import { mediaUrl } from "../../lib/media.ts";
import { richTextToPlain, sanitizeRichText } from "../../lib/sanitize.server.ts";
import { metaDescription } from "../../lib/seo.ts";
import type { Route } from "./+types/one.ts";
import { sectionMeta } from "../../lib/section.ts";
import { administrationText } from "./administration-text.server.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { instituteId, control } = await landingControlAt(context, params.instituteId);
  const people = control.administration_object;
  const oneAid = "oneAid" in params ? params.oneAid : undefined;
  const person = oneAid ? people.find((p) => p._id === oneAid) : people[0];
  if (oneAid && !person) throw pageNotFound();
  const text = administrationText(context.locale, context.tenant.insName);
  if (!person) {
    return {
      title: text.title,
      description: text.description,
      none: text.none,
      path: routes.administration(instituteId),
      person: null,
    };
  }
  const { leading_person: who } = person;
  return {
    title: person.leading_person_position,
    description: metaDescription(
      `${who.userLegalName}, ${person.leading_person_position}. ${richTextToPlain(
        person.leading_person_message,
      )}`,
    ),
    path: routes.administrationOne(instituteId, person._id),
    none: text.none,
    person: {
      name: who.userLegalName,
      role: person.leading_person_position,
      photo: who.profilePhoto ? mediaUrl(context.mediaBaseUrl, who.profilePhoto) : undefined,
      message: sanitizeRichText(person.leading_person_message),
    },
  };
}

export const meta = sectionMeta;

export default function AdministrationOne({ loaderData }: Route.ComponentProps) {
  return loaderData.person ? (
    <PersonMessage person={loaderData.person} />
  ) : (
    <p>{loaderData.none}</p>
  );
}

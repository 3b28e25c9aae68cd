// /accrediation/{id}/one/{oneAid} (spec 2.9): one accreditation's about text, picture and
// certificates with View Detail; the index shows the first.
import { routes } from "#contract/links.ts";
import { DocumentCards } from "../../components/documents/DocumentCards.tsx";
import { EntryList } from "../../components/entries/EntryList.tsx";
import { landingControlAt } from "../../lib/landing.server.ts";
import { pageNotFound } from "../../lib/page-not-found.ts";
import { richTextToPlain, sanitizeRichText } from "../../lib/sanitize.server.ts";
import { metaDescription } from "../../lib/seo.ts";
import type { Route } from "./+types/one.ts";
import { sectionMeta } from "../../lib/section.ts";
import { siteFile } from "../../lib/view-models.ts";
import { accreditationDescription, accreditationText } from "./accreditation-text.server.ts";
import { withFileFacts } from "../../lib/file-facts.server.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { instituteId, control } = await landingControlAt(context, params.instituteId);
  const list = control.home_accreditation_object;
  const oneAid = "oneAid" in params ? params.oneAid : undefined;
  const one = oneAid ? list.find((a) => a._id === oneAid) : list[0];
  if (oneAid && !one) throw pageNotFound();
  const media = context.mediaBaseUrl;
  const text = accreditationText(context.locale);
  return withFileFacts(context, {
    title: one?.name ?? text.title,
    text,
    description: metaDescription(
      one
        ? `${one.name}. ${richTextToPlain(one.about)}`
        : accreditationDescription(context.locale, context.tenant.insName),
    ),
    path: one ? routes.accreditationOne(instituteId, one._id) : routes.accreditation(instituteId),
    about: one
      ? [
          {
            id: one._id,
            title: "",
            body: sanitizeRichText(one.about),
            ...(one.image
              ? {
                  picture: siteFile(media, {
                    id: `${one._id}-image`,
                    name: one.name,
                    key: one.image,
                  }),
                }
              : {}),
          },
        ]
      : [],
    certificates: (one?.certificates ?? []).map((c) =>
      siteFile(media, { id: c._id, name: c.c_name, key: c.c_attach }),
    ),
  });
}

export const meta = sectionMeta;

export default function AccreditationOne({ loaderData }: Route.ComponentProps) {
  const { about, certificates, text } = loaderData;
  return (
    <div className="space-y-10">
      <EntryList entries={about} empty={text.none} />
      {certificates.length > 0 ? (
        <section aria-labelledby="certificates" className="space-y-4">
          <h2 id="certificates" className="text-xl font-semibold">
            {text.certificates}
          </h2>
          <DocumentCards files={certificates} />
        </section>
      ) : null}
    </div>
  );
}

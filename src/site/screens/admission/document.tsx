// /admission/document (spec 2.5): the document checklist as an accordion; each item's
// attachment opens in the viewer (View Attachment).
import { ADMISSION_TABS, routes } from "#contract/links.ts";
import { Disclosure } from "../../components/entries/Disclosure.tsx";
import { ViewFileLink } from "../../components/FileViewer.tsx";
import { RichText } from "../../components/RichText.tsx";
import { admissionSite } from "./admission.server.ts";
import { sanitizeRichText } from "../../lib/sanitize.server.ts";
import { sectionMeta } from "../../lib/section.ts";
import { metaDescription } from "../../lib/seo.ts";
import { tabLabel } from "../../i18n/tab-words.ts";
import { fill } from "../../i18n/use-text.ts";
import { documentText } from "./admission-text.server.ts";
import { m } from "../../i18n/generated/messages.js";

import type { Route } from "./+types/document.ts";
import { siteFile } from "../../lib/view-models.ts";
import { withFileFacts } from "../../lib/file-facts.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const checklist = (await admissionSite(context))?.document_checklist ?? [];
  const items = checklist.map((item) => ({
    id: item._id,
    title: item.title,
    body: sanitizeRichText(item.description),
    ...(item.attachment
      ? {
          file: siteFile(context.mediaBaseUrl, {
            id: item._id,
            name: item.title,
            key: item.attachment,
          }),
        }
      : {}),
  }));
  return withFileFacts(context, {
    title: tabLabel(ADMISSION_TABS, "document", context.locale),
    description: metaDescription(
      m.admission_documents_description(
        { name: context.tenant.insName, items: items.map((item) => item.title).join(", ") },
        { locale: context.locale },
      ),
    ),
    text: documentText(context.locale),
    path: routes.admissionDocument(),
    items,
  });
}

export const meta = sectionMeta;

export default function DocumentChecklist({ loaderData }: Route.ComponentProps) {
  const { items, text } = loaderData;
  if (items.length === 0) return <p>{text.none}</p>;
  return (
    <ul className="space-y-3">
      {items.map((item, index) => (
        <li key={item.id}>
          <Disclosure
            summary={item.title || fill(text.untitled, { number: index + 1 })}
            name="document-checklist"
          >
            <div className="space-y-3">
              {item.body ? <RichText html={item.body} /> : null}
              {item.file ? (
                <p>
                  <ViewFileLink file={item.file} className="button">
                    {text.viewAttachment}
                    <span className="sr-only">: {item.title}</span>
                  </ViewFileLink>
                </p>
              ) : null}
            </div>
          </Disclosure>
        </li>
      ))}
    </ul>
  );
}

// /admission/document (spec 2.5): the document checklist as an accordion; each item's
// attachment opens in the viewer (View Attachment).
import { routes } from "#contract/links.ts";
import { Disclosure } from "../../components/entries/Disclosure.tsx";
import { ViewFileLink } from "../../components/FileViewer.tsx";
import { RichText } from "../../components/RichText.tsx";
import { admissionSite } from "./admission.server.ts";
import { sanitizeRichText } from "../../lib/sanitize.server.ts";
import { sectionMeta } from "../../lib/section.ts";
import { metaDescription } from "../../lib/seo.ts";
import type { Route } from "./+types/document.ts";
import { siteFile } from "../../lib/view-models.ts";

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
  return {
    title: "Document Checklist",
    description: metaDescription(
      `The documents to bring for admission to ${context.tenant.insName}: ${items
        .map((item) => item.title)
        .join(", ")}.`,
    ),
    path: routes.admissionDocument(),
    items,
  };
}

export const meta = sectionMeta;

export default function DocumentChecklist({ loaderData }: Route.ComponentProps) {
  const { items } = loaderData;
  if (items.length === 0) return <p>No documents have been listed yet.</p>;
  return (
    <ul className="space-y-3">
      {items.map((item, index) => (
        <li key={item.id}>
          <Disclosure summary={item.title || `Document ${index + 1}`} name="document-checklist">
            <div className="space-y-3">
              {item.body ? <RichText html={item.body} /> : null}
              {item.file ? (
                <p>
                  <ViewFileLink file={item.file} className="button">
                    View Attachment<span className="sr-only">: {item.title}</span>
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

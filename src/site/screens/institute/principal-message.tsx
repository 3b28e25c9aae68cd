// /institute/principal-message (spec 2.9): each principal's message with name, designation
// and picture.
import { INSTITUTE_TABS, routes } from "#contract/links.ts";
import { PersonMessage } from "../../components/people/PersonMessage.tsx";
import { optional } from "../../lib/load.server.ts";
import { mediaUrl } from "../../lib/media.ts";
import { richTextToPlain, sanitizeRichText } from "../../lib/sanitize.server.ts";
import { metaDescription } from "../../lib/seo.ts";
import type { Route } from "./+types/principal-message.ts";
import { sectionMeta } from "../../lib/section.ts";
import { sectionWords } from "../../lib/section-text.server.ts";
import { tabLabel } from "../../i18n/tab-words.ts";
import { instituteText } from "./institute-text.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const messages =
    optional(
      await context.platform.read(
        "principalMessages",
        { id: context.tenant._id },
        { is_flow: "Institute" },
      ),
    ) ?? [];
  return {
    title: tabLabel(INSTITUTE_TABS, "principal-message", context.locale),
    description: metaDescription(
      messages.map((m) => richTextToPlain(m.principal_message)).join(" ") ||
        instituteText(context.locale).principalDescription(context.tenant.insName),
    ),
    path: routes.instituteTab("principal-message"),
    messages: messages.map((m) => ({
      id: m._id,
      name: m.principal_name,
      role: m.principal_designation,
      photo: m.principal_image ? mediaUrl(context.mediaBaseUrl, m.principal_image) : undefined,
      message: sanitizeRichText(m.principal_message),
    })),
    empty: sectionWords(context.locale).nothingWritten,
  };
}

export const meta = sectionMeta;

export default function PrincipalMessage({ loaderData }: Route.ComponentProps) {
  const { messages, empty } = loaderData;
  if (messages.length === 0) return <p>{empty}</p>;
  return (
    <div className="space-y-12">
      {messages.map((message) => (
        <PersonMessage key={message.id} person={message} />
      ))}
    </div>
  );
}

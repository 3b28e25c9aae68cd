// /one/notice/{noticeId}/detail: one notice with its title, date, description and documents
// (spec 2.4). The cover banner cuts the title; the h1 gives it in full.
import { ID_PATTERN } from "#contract/constants.ts";
import { routes } from "#contract/links.ts";
import { CoverBanner, FullTitle } from "../../components/CoverBanner.tsx";
import { Documents } from "../../components/documents/Documents.tsx";
import { PageError } from "../../components/PageError.tsx";
import { pageNotFound } from "../../lib/page-not-found.ts";
import { RichText } from "../../components/RichText.tsx";
import { lastUpdated } from "../../lib/last-updated.server.ts";
import { must } from "../../lib/load.server.ts";
import { richTextToPlain, sanitizeRichText } from "../../lib/sanitize.server.ts";
import { errorMeta, metaDescription, pageMeta } from "../../lib/seo.ts";
import { formatLongDate } from "../../lib/text.ts";
import { useLocale } from "../../i18n/use-text.ts";
import type { Route } from "./+types/detail.ts";
import { siteFile } from "../../lib/view-models.ts";
import { noticeText } from "./notice-text.server.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  // A malformed id names no notice: answer at once, without asking the platform.
  if (!ID_PATTERN.test(params.noticeId)) throw pageNotFound();
  const notice = must(await context.platform.read("noticeOne", { id: params.noticeId }));
  const files = notice.announcementDocument.map((doc) =>
    siteFile(context.mediaBaseUrl, { id: doc._id, name: doc.documentName, key: doc.documentKey }),
  );
  return {
    id: params.noticeId,
    title: notice.insAnnTitle,
    date: notice.createdAt,
    updated: lastUpdated(context, [notice.createdAt]),
    description: sanitizeRichText(notice.insAnnDescription),
    summary: metaDescription(richTextToPlain(notice.insAnnDescription)),
    files,
    image: files.find((file) => file.isImage)?.url,
    text: { documents: noticeText(context.locale).documents },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) =>
  loaderData
    ? pageMeta(
        {
          title: loaderData.title,
          description: loaderData.summary || loaderData.title,
          path: routes.noticeDetail(loaderData.id),
          image: loaderData.image,
          type: "article",
        },
        matches,
      )
    : errorMeta(error, matches);

export const ErrorBoundary = PageError;

export default function NoticeDetail({ loaderData: notice }: Route.ComponentProps) {
  const locale = useLocale();
  return (
    <>
      <CoverBanner title={notice.title} />
      <article className="page-body space-y-6">
        <header>
          <FullTitle title={notice.title} />
          <time dateTime={notice.date} className="mt-2 block text-slate-600">
            {formatLongDate(notice.date, locale)}
          </time>
        </header>
        <RichText html={notice.description} />
        {notice.files.length > 0 ? (
          <section aria-labelledby="notice-documents" className="space-y-4">
            <h2 id="notice-documents" className="text-xl font-semibold">
              {notice.text.documents}
            </h2>
            <Documents files={notice.files} />
          </section>
        ) : null}
      </article>
    </>
  );
}

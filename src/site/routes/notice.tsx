// /notice: every notice of the institute as a link by title (spec 2.4), newest first as the
// platform sends them.
import { LIMITS } from "#contract/constants.ts";
import { routes } from "#contract/routes.ts";
import { CoverBanner } from "../components/CoverBanner.tsx";
import { FeedLink } from "../components/FeedLink.tsx";
import { NoticeList, noticeLinks } from "../components/NoticeList.tsx";
import { PageError } from "../components/PageError.tsx";
import { must } from "../lib/load.server.ts";
import { errorMeta, NOTICE_FEED, pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/notice.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const notices = must(
    await context.platform.read(
      "noticeList",
      { id: context.tenant._id },
      { page: 1, limit: LIMITS.list },
    ),
  );
  return {
    institute: context.tenant.insName,
    notices: noticeLinks(notices),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) =>
  loaderData
    ? pageMeta(
        {
          title: "Notices",
          description: `Notices and circulars of ${loaderData.institute}, newest first.`,
          path: routes.notice(),
          feeds: [NOTICE_FEED],
        },
        matches,
      )
    : errorMeta(error, matches);

export const ErrorBoundary = PageError;

export default function NoticePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <CoverBanner title="Notices" isPageHeading />
      <section className="mx-auto max-w-6xl px-4 py-8">
        <FeedLink feed={NOTICE_FEED}>Subscribe to notices (Atom feed)</FeedLink>
        <NoticeList notices={loaderData.notices} />
      </section>
    </>
  );
}

// /notice: every notice of the institute as a link by title (spec 2.4), newest first as the
// platform sends them.
import { Link } from "react-router";
import { LIMITS } from "#contract/constants.ts";
import { ID_PATTERN } from "#contract/fields.ts";
import { routes } from "#contract/routes.ts";
import { CoverBanner } from "../components/CoverBanner.tsx";
import { PageError } from "../components/PageError.tsx";
import { must } from "../lib/load.server.ts";
import { errorMeta, pageMeta } from "../lib/seo.ts";
import { formatLongDate } from "../lib/text.ts";
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
    // A notice whose id is not a platform id has no page to link to.
    notices: notices
      .filter((notice) => ID_PATTERN.test(notice._id))
      .map((notice) => ({ id: notice._id, title: notice.insAnnTitle, date: notice.createdAt })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) =>
  loaderData
    ? pageMeta(
        {
          title: "Notices",
          description: `Notices and circulars of ${loaderData.institute}, newest first.`,
          path: routes.notice(),
        },
        matches,
      )
    : errorMeta(error, matches);

export const ErrorBoundary = PageError;

export default function NoticeList({ loaderData }: Route.ComponentProps) {
  const { notices } = loaderData;
  return (
    <>
      <CoverBanner title="Notices" isPageHeading />
      <section className="mx-auto max-w-6xl px-4 py-8">
        {notices.length === 0 ? (
          <p>There are no notices yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {notices.map((notice) => (
              <li key={notice.id} className="py-3">
                <Link
                  to={`/one/notice/${notice.id}/detail`}
                  className="font-medium text-accent underline-offset-4 hover:underline"
                >
                  {notice.title}
                </Link>
                <time dateTime={notice.date} className="mt-1 block text-sm text-slate-600">
                  {formatLongDate(notice.date)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

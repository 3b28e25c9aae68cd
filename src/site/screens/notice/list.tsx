// /notice: the institute's notices as links by title (spec 2.4), newest first, a page at a time
// (?page=), every year's or one year's (?year=), so that twenty years of notices are all
// reachable by links (issue 22).
import { LIMITS, PAGE_SIZES } from "#contract/constants.ts";
import { routes, type ListAt } from "#contract/links.ts";
import { CoverBanner } from "../../components/CoverBanner.tsx";
import { FeedLink } from "../../components/FeedLink.tsx";
import { NoticeList, noticeLinks } from "../../components/NoticeList.tsx";
import { Pager, YearLinks } from "../../components/Pager.tsx";
import { PageError } from "../../components/PageError.tsx";
import { archiveOfList, archivePage } from "../../lib/archive.server.ts";
import { lastUpdated } from "../../lib/last-updated.server.ts";
import { must } from "../../lib/load.server.ts";
import { pageParam, yearParam } from "../../lib/paging.ts";
import { errorMeta, feedIn, NOTICE_FEED, pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/list.ts";
import { noticeDescription, noticeListTitle, noticeText } from "./notice-text.server.ts";

const SIZE = PAGE_SIZES.notices;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const at: ListAt = { year: yearParam(url), page: pageParam(url) };
  const id = { id: context.tenant._id };
  const archive = await context.platform.read("noticeArchive", id, { ...at, limit: SIZE });
  // A live platform has no archive call: its newest notices, paged here.
  const notices =
    archive.ok || archive.status !== 404
      ? must<"noticeArchive">(archive)
      : archiveOfList(
          must(await context.platform.read("noticeList", id, { page: 1, limit: LIMITS.list })),
          (notice) => notice.createdAt,
          at,
          SIZE,
        );
  const shown = archivePage(notices, at, SIZE);
  return {
    institute: context.tenant.insName,
    ...shown,
    items: noticeLinks(shown.items),
    updated: lastUpdated(
      context,
      shown.items.map((notice) => notice.createdAt),
    ),
    title: noticeListTitle({ year: shown.year }, context.locale),
    pageTitle: noticeListTitle(shown, context.locale),
    description: noticeDescription(context.locale, context.tenant.insName),
    text: noticeText(context.locale),
    feed: feedIn(NOTICE_FEED, noticeText(context.locale).feedTitle, context),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) =>
  loaderData
    ? pageMeta(
        {
          title: loaderData.pageTitle,
          description: loaderData.description,
          path: routes.notice(loaderData),
          feeds: [loaderData.feed],
        },
        matches,
      )
    : errorMeta(error, matches);

export const ErrorBoundary = PageError;

export default function NoticePage({ loaderData }: Route.ComponentProps) {
  const { years, year, page, pages, items, title, text } = loaderData;
  return (
    <>
      <CoverBanner title={title} />
      <section className="page-body space-y-4">
        <FeedLink feed={loaderData.feed}>{text.feedLink}</FeedLink>
        <YearLinks
          years={years}
          year={year}
          href={(y) => routes.notice({ year: y })}
          label={text.byYear}
        />
        <NoticeList notices={items} />
        <Pager
          page={page}
          pages={pages}
          href={(p) => routes.notice({ year, page: p })}
          label={text.pages}
        />
      </section>
    </>
  );
}

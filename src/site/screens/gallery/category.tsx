// /{photo|video}/gallery/year/{yearId}/category/{categoryId}?q={batchName} (spec 2.12): the
// year's category chips, a breadcrumb Gallery > {year}, and the category's photos (a grid
// whose viewer steps through them) or videos (thumbnails that open the player), a page at a
// time (&page=, issue 22): a year's "all", every photo of the institute in that year, runs to
// thousands. The year's name comes from the data, not from ?q=.
import type { AppLoadContext } from "react-router";
import { Link } from "../../components/Link.tsx";
import { PAGE_SIZES } from "#contract/constants.ts";
import { ALL_CATEGORIES, routes } from "#contract/links.ts";
import { ImageGrid } from "../../components/documents/ImageGrid.tsx";
import { CategoryChips } from "../../components/CategoryChips.tsx";
import { VideoGrid } from "./VideoGrid.tsx";
import { Pager } from "../../components/Pager.tsx";
import { PageError } from "../../components/PageError.tsx";
import { pageNotFound } from "../../lib/page-not-found.ts";
import { PageFrame } from "../../components/section/PageFrame.tsx";
import {
  categoryLinks,
  galleryCategories,
  galleryKindOf,
  galleryYear,
  gallerySource,
  shownVideos,
  type GallerySource,
} from "./gallery.server.ts";
import { must } from "../../lib/load.server.ts";
import { ensurePage, pageCount, pageOf, pageParam } from "../../lib/paging.ts";
import { sectionMeta } from "../../lib/section.ts";
import { metaDescription } from "../../lib/seo.ts";
import type { Route } from "./+types/category.ts";
import { siteFile } from "../../lib/view-models.ts";
import { galleryText, galleryTitle, galleryWords } from "./gallery-text.server.ts";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const kind = galleryKindOf(request, context);
  const page = pageParam(new URL(request.url));
  const year = await galleryYear(context, params.yearId);
  const categories = await galleryCategories(context, kind, year._id);
  const isAll = params.categoryId === ALL_CATEGORIES;
  const category = categories.find((c) => c._id === params.categoryId);
  if (!isAll && !category) throw pageNotFound();
  const of = gallerySource(context.tenant._id, year._id, params.categoryId);
  const { view, pages } =
    kind === "photo"
      ? await photoPage(context, of, page, kind)
      : await videoPage(context, of, page);
  const gallery = galleryTitle(context.locale, kind);
  const text = galleryText(context.locale, kind);
  const words = galleryWords(context.locale, kind);
  const name = category?.category ?? text.allOfKind;
  return {
    title: words.categoryTitle(name, year.batchName, page),
    description: metaDescription(
      words.category({ gallery, institute: context.tenant.insName, name, year: year.batchName }),
    ),
    text,
    path: routes.galleryCategory(kind, year._id, params.categoryId, year.batchName, page),
    breadcrumb: {
      gallery: {
        label: gallery,
        href: kind === "photo" ? routes.photoGallery() : routes.videoGallery(),
      },
      year: { label: year.batchName, href: routes.galleryYear(kind, year._id) },
    },
    current: params.categoryId,
    links: categoryLinks(kind, year, categories, text.all),
    pager: { page, pages, yearId: year._id, batchName: year.batchName },
    view,
  };
}

/** One page of the photos, or a 404 past the last page: the viewer steps through these. */
async function photoPage(
  context: AppLoadContext,
  of: GallerySource,
  page: number,
  kind: "photo" | "video",
) {
  const text = galleryText(context.locale, kind);
  const photos = must(await context.platform.read("photos", { id: of.id }, of.query));
  const pages = pageCount(photos.length, PAGE_SIZES.photos);
  ensurePage(page, pages);
  const shown = pageOf(photos, page, PAGE_SIZES.photos).map((photo) =>
    siteFile(context.mediaBaseUrl, {
      id: photo._id,
      name: photo.caption || text.photo,
      key: photo.image,
    }),
  );
  return { pages, view: { kind: "photo", photos: shown } as const };
}

/** One page of the videos the gallery shows, or a 404 past the last page. */
async function videoPage(context: AppLoadContext, of: GallerySource, page: number) {
  const videos = shownVideos(must(await context.platform.read("videos", { id: of.id }, of.query)));
  const pages = pageCount(videos.length, PAGE_SIZES.videos);
  ensurePage(page, pages);
  return {
    pages,
    view: { kind: "video", videos: pageOf(videos, page, PAGE_SIZES.videos) } as const,
  };
}

export const meta = sectionMeta;
export const ErrorBoundary = PageError;

export default function GalleryCategory({ loaderData }: Route.ComponentProps) {
  const { title, breadcrumb, current, links, pager, view, text } = loaderData;
  return (
    <PageFrame title={title}>
      <div className="space-y-6">
        <nav aria-label={text.youAreHere}>
          <ol className="flex flex-wrap items-center gap-2 text-sm">
            <li>
              <Link
                to={breadcrumb.gallery.href}
                className="text-accent underline underline-offset-4"
              >
                {breadcrumb.gallery.label}
              </Link>
            </li>
            <li aria-hidden="true">›</li>
            <li>
              <Link to={breadcrumb.year.href} className="text-accent underline underline-offset-4">
                {breadcrumb.year.label}
              </Link>
            </li>
          </ol>
        </nav>
        <CategoryChips links={links} label={text.categories} current={current} strip />
        {view.kind === "photo" ? (
          view.photos.length > 0 ? (
            <ImageGrid images={view.photos} />
          ) : (
            <p>{text.noPhotos}</p>
          )
        ) : view.videos.length > 0 ? (
          <VideoGrid videos={view.videos} text={text} />
        ) : (
          <p>{text.noVideos}</p>
        )}
        <Pager
          page={pager.page}
          pages={pager.pages}
          href={(n) => routes.galleryCategory(view.kind, pager.yearId, current, pager.batchName, n)}
          label={text.pages}
        />
      </div>
    </PageFrame>
  );
}

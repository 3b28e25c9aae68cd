// /{photo|video}/gallery/year/{yearId}/category/{categoryId}?q={batchName} (spec 2.12): the
// year's category chips, a breadcrumb Gallery > {year}, and the category's photos (a grid
// whose viewer steps through them) or videos (thumbnails that open the player). "all" is
// every photo or video of the institute in that year. The year's name comes from the data,
// not from ?q=.
import { Link } from "../../components/Link.tsx";
import { ALL_CATEGORIES, routes } from "#contract/routes.ts";
import { siteFile } from "../../components/documents/files.ts";
import { ImageGrid } from "../../components/documents/ImageGrid.tsx";
import { CategoryChips } from "../../components/gallery/CategoryChips.tsx";
import { VideoGrid } from "../../components/gallery/VideoGrid.tsx";
import { PageError, pageNotFound } from "../../components/PageError.tsx";
import { PageFrame } from "../../components/section/PageFrame.tsx";
import {
  categoryLinks,
  galleryCategories,
  galleryKindOf,
  galleryYear,
  GALLERY_TITLES,
  videoIdOf,
} from "../../lib/gallery.server.ts";
import { must } from "../../lib/load.server.ts";
import { sectionMeta } from "../../lib/section.ts";
import { metaDescription } from "../../lib/seo.ts";
import type { Route } from "./+types/category.ts";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const kind = galleryKindOf(request);
  const year = await galleryYear(context, params.yearId);
  const categories = await galleryCategories(context, kind, year._id);
  const isAll = params.categoryId === ALL_CATEGORIES;
  const category = categories.find((c) => c._id === params.categoryId);
  if (!isAll && !category) throw pageNotFound();
  const source = category
    ? { id: category._id, flow: "CATEGORY" as const }
    : { id: context.tenant._id, flow: "INSTITUTE" as const };
  const query = { flow: source.flow, batchId: year._id };
  const gallery = GALLERY_TITLES[kind];
  const name = category?.category ?? `All ${kind === "photo" ? "photos" : "videos"}`;
  const page = {
    title: `${name} · ${year.batchName}`,
    description: metaDescription(
      `${gallery} of ${context.tenant.insName}: ${name}, ${year.batchName}.`,
    ),
    path: routes.galleryCategory(kind, year._id, params.categoryId, year.batchName),
    breadcrumb: {
      gallery: {
        label: gallery,
        href: kind === "photo" ? routes.photoGallery() : routes.videoGallery(),
      },
      year: { label: year.batchName, href: routes.galleryYear(kind, year._id) },
    },
    current: params.categoryId,
    links: categoryLinks(kind, year, categories),
  };
  if (kind === "photo") {
    const photos = must(await context.platform.read("photos", { id: source.id }, query));
    return {
      ...page,
      view: {
        kind,
        photos: photos.map((photo) =>
          siteFile(context.mediaBaseUrl, {
            id: photo._id,
            name: photo.caption || "Photo",
            key: photo.image,
          }),
        ),
      },
    } as const;
  }
  const videos = must(await context.platform.read("videos", { id: source.id }, query));
  return {
    ...page,
    view: {
      kind,
      videos: videos.flatMap((video) => {
        const videoId = videoIdOf(video.video_link);
        return videoId ? [{ id: video._id, caption: video.caption, videoId }] : [];
      }),
    },
  } as const;
}

export const meta = sectionMeta;
export const ErrorBoundary = PageError;

export default function GalleryCategory({ loaderData }: Route.ComponentProps) {
  const { title, breadcrumb, current, links, view } = loaderData;
  return (
    <PageFrame title={title}>
      <div className="space-y-6">
        <nav aria-label="Breadcrumb">
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
        <CategoryChips links={links} label="Categories" current={current} />
        {view.kind === "photo" ? (
          view.photos.length > 0 ? (
            <ImageGrid images={view.photos} />
          ) : (
            <p>No photos have been added here yet.</p>
          )
        ) : view.videos.length > 0 ? (
          <VideoGrid videos={view.videos} />
        ) : (
          <p>No videos have been added here yet.</p>
        )}
      </div>
    </PageFrame>
  );
}

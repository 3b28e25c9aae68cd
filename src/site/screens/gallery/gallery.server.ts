// The photo and video galleries (spec 2.12): which gallery an address is in, a year of the
// institute, a year's categories and the links to them. A year or category that is not the
// institute's own is a 404.
import type { AppLoadContext } from "react-router";
import { LIMITS, ID_PATTERN } from "#contract/constants.ts";
import { newestFirst } from "#domain/academic-year.ts";
import { VIDEO_LINK_PATTERN } from "#contract/entities.ts";
import { ALL_CATEGORIES, routes, type GalleryKind } from "#contract/links.ts";
import { pageNotFound } from "../../lib/page-not-found.ts";
import { must, optional, sitePath } from "../../lib/load.server.ts";
import { mediaUrl } from "../../lib/media.ts";
import type { CategoryLink } from "../../lib/view-models.ts";
import type { CoverCard } from "./CoverCards.tsx";

/** Both galleries share their route modules; the address says which one it is. */
export function galleryKindOf(request: Request, context: AppLoadContext): GalleryKind {
  return sitePath(request, context).startsWith(routes.videoGallery()) ? "video" : "photo";
}

/** The institute's academic years, as the gallery lists them. */
async function academicYears(context: AppLoadContext) {
  return must(
    await context.platform.read(
      "academicYears",
      { id: context.tenant._id },
      { page: 1, limit: LIMITS.list, search: "" },
    ),
  );
}

/** One of the institute's academic years; anything else is a 404. */
export async function galleryYear(context: AppLoadContext, yearId: string) {
  if (!ID_PATTERN.test(yearId)) throw pageNotFound();
  const year = (await academicYears(context)).find((y) => y._id === yearId);
  if (!year) throw pageNotFound();
  return year;
}

/** A year's categories of one gallery; none when they cannot be read. */
export async function galleryCategories(
  context: AppLoadContext,
  kind: GalleryKind,
  yearId: string,
) {
  const endpoint = kind === "photo" ? "photoCategories" : "videoCategories";
  return (
    optional(await context.platform.read(endpoint, { id: context.tenant._id }, { bid: yearId })) ??
    []
  );
}

/** The years that hold something in a gallery, newest first, each with its categories: a year
 * without any would be an empty page. */
export async function filledYears(context: AppLoadContext, kind: GalleryKind) {
  const years = newestFirst(await academicYears(context));
  const lists = await Promise.all(years.map((y) => galleryCategories(context, kind, y._id)));
  return years.flatMap((year, i) => {
    const categories = lists[i] ?? [];
    return categories.length > 0 ? [{ year, categories }] : [];
  });
}

/** "All" and one link per category of a year (spec 2.12). */
export function categoryLinks(
  kind: GalleryKind,
  year: { _id: string; batchName: string },
  categories: readonly { _id: string; category: string }[],
  /** The first link's words: "All". */
  all: string,
): CategoryLink[] {
  return [
    { id: ALL_CATEGORIES, label: all },
    ...categories.map((c) => ({ id: c._id, label: c.category })),
  ].map((link) => ({
    ...link,
    href: routes.galleryCategory(kind, year._id, link.id, year.batchName),
  }));
}

/**
 * The first photo of a year's category, or of the whole year (`ALL_CATEGORIES`): the cover its
 * card shows. None for the video gallery, whose pictures are the video service's.
 */
export async function coverOf(
  context: AppLoadContext,
  kind: GalleryKind,
  yearId: string,
  categoryId: string,
): Promise<string | undefined> {
  if (kind === "video") return undefined;
  const of = gallerySource(context.tenant._id, yearId, categoryId);
  const photos = optional(await context.platform.read("photos", { id: of.id }, of.query));
  const first = photos?.[0];
  return first ? mediaUrl(context.mediaBaseUrl, first.image) : undefined;
}

/** A year's category links, each with its cover. */
export async function coverCards(
  context: AppLoadContext,
  kind: GalleryKind,
  year: { _id: string; batchName: string },
  categories: readonly { _id: string; category: string }[],
  all: string,
): Promise<CoverCard[]> {
  const links = categoryLinks(kind, year, categories, all);
  const covers = await Promise.all(links.map((link) => coverOf(context, kind, year._id, link.id)));
  return links.map((link, i) => ({ ...link, cover: covers[i] }));
}

/** Whose photos or videos a page shows: a category's, or the institute's of a year ("All"). */
export interface GallerySource {
  id: string;
  query: { flow: "CATEGORY" | "INSTITUTE"; batchId: string };
}

/** The source of a year's category, or of the year's "All" when `categoryId` is `ALL_CATEGORIES`. */
export function gallerySource(
  instituteId: string,
  yearId: string,
  categoryId: string,
): GallerySource {
  const isAll = categoryId === ALL_CATEGORIES;
  return {
    id: isAll ? instituteId : categoryId,
    query: { flow: isAll ? "INSTITUTE" : "CATEGORY", batchId: yearId },
  };
}

/** The videos a gallery shows: a link that is not the video service's is no video to show. */
export function shownVideos(
  videos: readonly { _id: string; caption: string; video_link: string }[],
) {
  return videos.flatMap((video) => {
    const videoId = videoIdOf(video.video_link);
    return videoId ? [{ id: video._id, caption: video.caption, videoId }] : [];
  });
}

/** The video's id in a watch or shorts link of the service; none for any other link. */
function videoIdOf(link: string): string | undefined {
  if (!VIDEO_LINK_PATTERN.test(link)) return undefined;
  return /(?:[?&]v=|\/shorts\/)([A-Za-z0-9_-]{11})/.exec(link)?.[1];
}

// The photo and video galleries in the sitemap: each gallery, every year with categories, and
// every page of each category (all of them included).
import { LIMITS, PAGE_SIZES } from "#contract/constants.ts";
import { ALL_CATEGORIES, routes } from "#contract/links.ts";
import { present } from "../../lib/resource.server.ts";
import { listPages, paths, type SitemapSource } from "../../lib/sitemap.server.ts";
import { gallerySource, shownVideos } from "./gallery.server.ts";

export const sitemap: SitemapSource = {
  routes: [
    "gallery/photo",
    "gallery-year/photo",
    "gallery-category/photo",
    "gallery/video",
    "gallery-year/video",
    "gallery-category/video",
  ],
  pages: async ({ platform }, { instituteId }) => {
    const years =
      present(
        await platform.read(
          "academicYears",
          { id: instituteId },
          { page: 1, limit: LIMITS.list, search: "" },
        ),
      ) ?? [];
    const kinds = [
      ["photo", "photoCategories", routes.photoGallery()],
      ["video", "videoCategories", routes.videoGallery()],
    ] as const;
    const lists = await Promise.all(
      kinds.map(async ([kind, endpoint, home]) => {
        const perYear = await Promise.all(
          years.map(async (year) => {
            const categories =
              present(await platform.read(endpoint, { id: instituteId }, { bid: year._id })) ?? [];
            // The gallery does not list a year without categories.
            if (categories.length === 0) return [];
            const counts = await Promise.all(
              [ALL_CATEGORIES, ...categories.map((c) => c._id)].map(async (id) => {
                const of = gallerySource(instituteId, year._id, id);
                const count =
                  kind === "photo"
                    ? (present(await platform.read("photos", { id: of.id }, of.query)) ?? []).length
                    : shownVideos(
                        present(await platform.read("videos", { id: of.id }, of.query)) ?? [],
                      ).length;
                return { id, count };
              }),
            );
            const size = kind === "photo" ? PAGE_SIZES.photos : PAGE_SIZES.videos;
            return [
              routes.galleryYear(kind, year._id),
              ...counts.flatMap(({ id, count }) =>
                listPages(
                  (page) => routes.galleryCategory(kind, year._id, id, year.batchName, page),
                  count,
                  size,
                ),
              ),
            ];
          }),
        );
        return [home, ...perYear.flat()];
      }),
    );
    return paths(lists.flat());
  },
};

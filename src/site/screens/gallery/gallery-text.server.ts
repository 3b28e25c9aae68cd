// The galleries' own words in the page's language (decision 074): said here, on the server,
// and sent with the page's data, one language's strings only.
import type { GalleryKind } from "#contract/links.ts";
import { m } from "../../i18n/generated/messages.js";
import type { Locale } from "../../i18n/locale.ts";

/** "Photo Gallery" or "Video Gallery", as the menu names them. */
export function galleryTitle(locale: Locale, kind: GalleryKind): string {
  return kind === "photo"
    ? m.menu_photo_gallery({}, { locale })
    : m.menu_video_gallery({}, { locale });
}

/** The words of every page of a gallery. */
export function galleryText(locale: Locale, kind: GalleryKind) {
  const o = { locale };
  return {
    /** The "All" chip of a year's categories. */
    all: m.list_all({}, o),
    allOfKind: kind === "photo" ? m.gallery_all_photos({}, o) : m.gallery_all_videos({}, o),
    categories: m.gallery_categories({}, o),
    youAreHere: m.gallery_you_are_here({}, o),
    noPhotos: m.gallery_no_photos({}, o),
    noVideos: m.gallery_no_videos({}, o),
    pages: kind === "photo" ? m.gallery_photo_pages({}, o) : m.gallery_video_pages({}, o),
    photo: m.gallery_photo({}, o),
    video: m.gallery_video({}, o),
    videos: m.gallery_videos({}, o),
    play: m.gallery_play({}, o),
    nothing: m.gallery_nothing({}, o),
    loading: m.gallery_loading({}, o),
    /** "Categories of {year}". */
    categoriesOf: m.gallery_categories_of({ year: "{year}" }, o),
    /** "See the categories of {year}". */
    seeCategoriesOf: m.gallery_see_categories_of({ year: "{year}" }, o),
    back: m.gallery_back({ gallery: galleryTitle(locale, kind) }, o),
  };
}

export type GalleryText = ReturnType<typeof galleryText>;

/** The descriptions and titles the gallery's pages compose. */
export function galleryWords(locale: Locale, kind: GalleryKind) {
  const o = { locale };
  return {
    years: (institute: string) =>
      kind === "photo"
        ? m.gallery_photos_description({ institute }, o)
        : m.gallery_videos_description({ institute }, o),
    year: (values: { gallery: string; institute: string; year: string; categories: string }) =>
      m.gallery_year_description(values, o),
    allLower: m.gallery_all_lower({}, o),
    category: (values: { gallery: string; institute: string; name: string; year: string }) =>
      m.gallery_category_description(values, o),
    categoryTitle: (name: string, year: string, page: number) =>
      page > 1 ? m.gallery_category_title_page({ name, year, page }, o) : `${name} · ${year}`,
  };
}

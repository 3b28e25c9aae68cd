// The frame's words in the page's language, made by the root loader and sent with its data
// (decision 074): the browser's code holds no catalogue and no message function, only the
// strings of one language, which the server's HTML carries anyway.
import type { Locale } from "./locale.ts";
import { m } from "./generated/messages.js";

/** The frame's fixed words: messages without inputs, said as they are. */
const FRAME_MESSAGES = [
  "frame_skip_link",
  "frame_menu",
  "frame_close_menu",
  "frame_site_menu",
  "frame_main_menu",
  "frame_quick_links",
  "frame_new_tab_hint",
  "frame_external_hint",
  "frame_reading_controls",
  "frame_text_smaller",
  "frame_text_normal",
  "frame_text_larger",
  "frame_high_contrast",
  "frame_language",
  "footer_how_to_reach",
  "footer_social_links",
  "footer_useful_links",
  "footer_internal_links",
  "footer_contact_us",
  "footer_photo_gallery",
  "footer_video_gallery",
  "footer_disclosure",
  "contact_address",
  "contact_phone",
  "contact_email",
  "search_label",
  "search_placeholder",
  "search_button",
  "error_not_found_title",
  "error_not_found_text",
  "error_go_home",
  "error_all_notices",
  "error_not_loaded_title",
  "error_not_loaded_text",
  "error_unavailable_title",
  "error_retry",
  "error_retrying",
  "error_site_title",
  "error_no_page",
  "error_try_later",
  "error_try_again",
  "pager_previous",
  "pager_next",
  "pager_all_years",
  "menu_more",
  "viewer_close",
  "viewer_open_new_tab",
  // Words of components on pages of many kinds (documents, entries, people, notices).
  "list_all",
  "documents_files",
  "documents_pictures",
  "documents_view_detail",
  "entries_nothing_written",
  "notices_none",
  "people_no_message",
  "people_sr_no",
  "people_photo",
  "people_name",
  "people_designation",
  "people_department",
] as const satisfies readonly (keyof typeof m)[];

type FrameMessage = (typeof FRAME_MESSAGES)[number];

export type FrameText = Record<FrameMessage, string> & {
  /** "Page {number}": the pager's accessible name of a page, its number in its place. */
  pager_page: string;
  /** "({position} of {total})": where the viewer is in an album. */
  viewer_position: string;
  /** "{name}: home": the institute's logo, a link to its landing page. */
  frame_home_of: string;
  /** "View Detail: {name}, picture": a picture's link, for a screen reader. */
  documents_view_picture: string;
  /** "Search {what} by name": a table's search box. */
  people_search_by_name: string;
  /** "Pages of {what}": a table's pager. */
  people_pages_of: string;
  /** "{shown} of {total} match “{query}”": what a search by name shows. */
  search_count_match: string;
};

export function frameText(locale: Locale): FrameText {
  const said = Object.fromEntries(
    FRAME_MESSAGES.map((key) => [
      key,
      (m[key] as (i: object, o: { locale: Locale }) => string)({}, { locale }),
    ]),
  ) as Record<FrameMessage, string>;
  return {
    ...said,
    pager_page: m.pager_page({ number: "{number}" }, { locale }),
    viewer_position: m.viewer_position({ position: "{position}", total: "{total}" }, { locale }),
    frame_home_of: m.frame_home_of({ name: "{name}" }, { locale }),
    documents_view_picture: m.documents_view_picture({ name: "{name}" }, { locale }),
    people_search_by_name: m.people_search_by_name({ what: "{what}" }, { locale }),
    people_pages_of: m.people_pages_of({ what: "{what}" }, { locale }),
    search_count_match: m.search_count_match(
      { shown: "{shown}", total: "{total}", query: "{query}" },
      { locale },
    ),
  };
}

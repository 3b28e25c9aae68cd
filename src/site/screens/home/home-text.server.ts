// The landing page's own words in the page's language (decision 074): said here, on the
// server, and sent with the page's data, one language's strings only.
import { m } from "../../i18n/generated/messages.js";
import type { Locale } from "../../i18n/locale.ts";

export function homeText(locale: Locale) {
  const o = { locale };
  return {
    notices: m.home_notices({}, o),
    events: m.home_events({}, o),
    noNotices: m.home_no_notices({}, o),
    noEvents: m.home_no_events({}, o),
    quickLinks: m.home_quick_links({}, o),
    aboutCollege: m.home_about_college({}, o),
    principalMessage: m.home_principal_message({}, o),
    /** The link's visible words, and its whole name with whose message it is ("{name}"). */
    readFullMessage: m.home_read_full_message({}, o),
    readFullMessageOf: m.home_read_full_message_of({ name: "{name}" }, o),
    testimonials: m.home_testimonials({}, o),
    previousTestimonials: m.home_previous_testimonials({}, o),
    nextTestimonials: m.home_next_testimonials({}, o),
    readMore: m.home_read_more({}, o),
    readLess: m.home_read_less({}, o),
    /** "{position} of {total}": a testimonial's place in the carousel. */
    slidePosition: m.home_slide_position({ position: "{position}", total: "{total}" }, o),
    /** "Welcome to {name}": the page's heading. */
    welcome: m.home_welcome({ name: "{name}" }, o),
    campusPictures: m.home_campus_pictures({}, o),
    carousel: m.home_carousel({}, o),
    slide: m.home_slide({}, o),
    /** The pause buttons' visible words, and each moving area's whole names: what pressing
     * the button does to which area, one sentence of the language ("Pause notices"). */
    motion: {
      play: m.home_play({}, o),
      pause: m.home_pause({}, o),
      names: {
        banner: { play: m.home_play_banner({}, o), pause: m.home_pause_banner({}, o) },
        testimonials: {
          play: m.home_play_testimonials({}, o),
          pause: m.home_pause_testimonials({}, o),
        },
        notices: { play: m.home_play_notices({}, o), pause: m.home_pause_notices({}, o) },
        events: { play: m.home_play_events({}, o), pause: m.home_pause_events({}, o) },
      },
    },
  };
}

export type HomeText = ReturnType<typeof homeText>;

// The notices' own words in the page's language (decision 074): said here, on the server, and
// sent with the page's data, one language's strings only.
import type { ListAt } from "#contract/links.ts";
import { m } from "../../i18n/generated/messages.js";
import type { Locale } from "../../i18n/locale.ts";

/** "Notices of 2024, page 2": what a page of the list is, for its title. */
export function noticeListTitle({ year, page }: ListAt, locale: Locale): string {
  const o = { locale };
  const paged = page !== undefined && page > 1;
  if (year !== undefined) {
    return paged ? m.notice_title_year_page({ year, page }, o) : m.notice_title_year({ year }, o);
  }
  return paged ? m.notice_title_page({ page }, o) : m.notice_title({}, o);
}

/** "Notices and circulars of {name}, newest first.": the list's description. */
export function noticeDescription(locale: Locale, institute: string): string {
  return m.notice_description({ name: institute }, { locale });
}

export function noticeText(locale: Locale) {
  const o = { locale };
  return {
    feedLink: m.notice_feed_link({}, o),
    feedTitle: m.notice_feed_title({}, o),
    byYear: m.notice_by_year({}, o),
    pages: m.notice_pages({}, o),
    documents: m.notice_documents({}, o),
  };
}

export type NoticeText = ReturnType<typeof noticeText>;

// The words of the inner pages' kit in the page's language (decision 074): the words many
// sections' pages say (empty states, the fallback description). The fixed tabs' labels are in
// i18n/tab-words.ts.
import { m } from "../i18n/generated/messages.js";
import type { Locale } from "../i18n/locale.ts";

/** A section's fixed tab that is not in a table: the "About" a section's index shows. */
export const aboutTabLabel = (locale: Locale) => m.tab_about({}, { locale });

/** The words many sections' pages say. */
export function sectionWords(locale: Locale) {
  const o = { locale };
  return {
    nothingAdded: m.section_nothing_added({}, o),
    nothingWritten: m.section_nothing_written({}, o),
    noContacts: m.section_no_contacts({}, o),
  };
}

/** "{what} of {name}.": a page's description when its content gives none. */
export const describedOf = (what: string, name: string, locale: Locale) =>
  m.section_of({ what, name }, { locale });

/** "{what} at {name}.": the same, of something at the institute. */
export const describedAt = (what: string, name: string, locale: Locale) =>
  m.section_at({ what, name }, { locale });

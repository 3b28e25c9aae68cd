// The faculties section's own words in the page's language (decision 074): said here, on the
// server, and sent with each page's data.
import { m } from "../../i18n/generated/messages.js";
import type { Locale } from "../../i18n/locale.ts";

export function facultiesText(locale: Locale) {
  const o = { locale };
  return {
    title: m.menu_faculties({}, o),
    levels: {
      junior: m.faculties_junior_college({}, o),
      senior: m.faculties_senior_college({}, o),
    },
    /** "{title} of {name}: 12 people.": a list's description, the count in its plural form. */
    description: (title: string, name: string, count: number) =>
      m.faculties_description({ title, name, count }, o),
    department: m.faculties_department({}, o),
    all: m.faculties_all({}, o),
    college: m.faculties_college({}, o),
  };
}

// The institute section's own words in the page's language (decision 074): said here, on the
// server, and sent with each page's data.
import { m } from "../../i18n/generated/messages.js";
import type { Locale } from "../../i18n/locale.ts";

export function instituteText(locale: Locale) {
  const o = { locale };
  return {
    title: m.menu_our_college({}, o),
    vision: m.institute_vision({}, o),
    mission: m.institute_mission({}, o),
    motto: m.institute_motto({}, o),
    /** "About {name}.": the About Us page's description when it has no text. */
    aboutOf: (name: string) => m.institute_about_of({ name }, o),
    visionDescription: (name: string) => m.institute_vision_description({ name }, o),
    principalDescription: (name: string) => m.institute_principal_description({ name }, o),
  };
}

/** The achievements page's words. */
export function achievementsText(locale: Locale) {
  const o = { locale };
  return {
    description: (name: string) => m.institute_achievements_description({ name }, o),
    allDepartments: m.institute_all_departments({}, o),
    none: m.institute_no_achievements({}, o),
    byDepartment: m.institute_achievements_by_department({}, o),
    pages: m.institute_achievement_pages({}, o),
  };
}

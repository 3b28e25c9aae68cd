// The labels of the fixed tabs of every section in each language (decision 074): the contract's
// tables keep their English labels for the API and the tests; here each tab's slug is said in
// a language, from the message catalogues. React-free, so that the search index (the content
// layer) files pages under the same words the pages show (decision 080).
import {
  ACTIVITY_PAGES,
  ADMISSION_TABS,
  COMMITTEE_TABS,
  DEPARTMENT_ACTIVITY_TABS,
  DEPARTMENT_TABS,
  EVENT_TABS,
  EXAMINATION_TABS,
  FACULTY_TABS,
  INFRASTRUCTURE_TABS,
  INSTITUTE_TABS,
  LIBRARY_TABS,
  QUALITY_BODIES,
  RESEARCH_TABS,
  SOCIETY_TABS,
  STUDENT_ZONE_TABS,
} from "#contract/links.ts";
import type { Locale } from "#contract/locales.ts";
import { m } from "./generated/messages.js";

/** A message without inputs, said in a language. */
export type Say = (inputs: Record<string, never>, options: { locale: Locale }) => string;
type Table = readonly { slug: string; label: string }[];
/** A table's words: a message for each slug; a slug left out keeps its label (IRINS). */
type Words<T extends Table> = Partial<Record<T[number]["slug"], Say>>;

const DOCUMENT_TABS = {
  attendance: m.tab_attendance,
  notice: m.tab_notice,
  "permission-letter": m.tab_permission_letter,
  "activity-report": m.tab_activity_report,
  other: m.tab_other,
} as const;

const TAB_WORDS = new Map<Table, Partial<Record<string, Say>>>([
  [
    ACTIVITY_PAGES,
    {
      hosted: m.menu_hosted_events,
      association: m.menu_associations,
      sport: m.menu_sports,
      cultural: m.menu_cultural,
      celebration: m.menu_celebrations,
      other: m.menu_other_activities,
    } satisfies Words<typeof ACTIVITY_PAGES>,
  ],
  [
    INSTITUTE_TABS,
    {
      aboutus: m.tab_about_us,
      "vision-mission": m.tab_vision_mission_motto,
      "college-layout": m.tab_college_layout,
      organogram: m.tab_organogram,
      idp: m.tab_idp,
      "model-conduct": m.tab_model_conduct,
      "policies-procedures": m.tab_policies_procedures,
      "principal-message": m.tab_principal_message,
    } satisfies Words<typeof INSTITUTE_TABS>,
  ],
  [
    FACULTY_TABS,
    {
      teaching: m.tab_teaching_staff,
      "non-teaching": m.tab_non_teaching_staff,
      other: m.tab_other_staff,
    } satisfies Words<typeof FACULTY_TABS>,
  ],
  [
    SOCIETY_TABS,
    {
      about: m.tab_about_society,
      "vision-mission": m.tab_vision_mission,
      message: m.tab_founder_message,
      organisation: m.tab_organisation,
      "society-governing": m.tab_society_governing,
    } satisfies Words<typeof SOCIETY_TABS>,
  ],
  [
    COMMITTEE_TABS,
    {
      about: m.tab_about,
      composition: m.tab_composition,
      meeting: m.tab_meetings,
      activity: m.tab_activities,
    } satisfies Words<typeof COMMITTEE_TABS>,
  ],
  [
    LIBRARY_TABS,
    {
      about: m.tab_about_library,
      message: m.tab_librarian_message,
      rules: m.tab_rules,
      eresources: m.tab_eresources,
      "contact-us": m.tab_contact_us,
    } satisfies Words<typeof LIBRARY_TABS>,
  ],
  [EVENT_TABS, DOCUMENT_TABS satisfies Words<typeof EVENT_TABS>],
  [DEPARTMENT_ACTIVITY_TABS, DOCUMENT_TABS satisfies Words<typeof DEPARTMENT_ACTIVITY_TABS>],
  [
    INFRASTRUCTURE_TABS,
    {
      library: m.tab_library,
      gymkhana: m.tab_gymkhana,
      laboratories: m.tab_laboratories,
      "smart-classroom": m.tab_smart_classroom,
      "ladies-common-room": m.tab_ladies_common_room,
      "botanical-garden": m.tab_botanical_garden,
    } satisfies Words<typeof INFRASTRUCTURE_TABS>,
  ],
  [
    STUDENT_ZONE_TABS,
    {
      council: m.tab_student_council,
      support: m.tab_student_support,
      research: m.tab_student_research,
      complaint: m.tab_student_complaints,
      scholarship: m.tab_scholarships,
      notice: m.tab_notices,
      alumni: m.tab_alumni,
    } satisfies Words<typeof STUDENT_ZONE_TABS>,
  ],
  [
    ADMISSION_TABS,
    {
      process: m.tab_admission_process,
      contact: m.tab_contact,
      document: m.tab_document_checklist,
      application: m.tab_online_application,
    } satisfies Words<typeof ADMISSION_TABS>,
  ],
  // The bodies' acronyms (IQAC, NAAC, AQAR, NIRF) stay as they are in every language.
  [
    QUALITY_BODIES,
    {
      institutional: m.tab_institutional_distinctiveness,
      special: m.tab_special_status,
    } satisfies Words<typeof QUALITY_BODIES>,
  ],
  // IRINS is a name: it stays as it is in every language.
  [RESEARCH_TABS, { about: m.tab_research_department } satisfies Words<typeof RESEARCH_TABS>],
  [
    EXAMINATION_TABS,
    {
      notice: m.tab_notices,
      timetable: m.tab_time_tables,
      seating: m.tab_seating,
      result: m.tab_results,
      project: m.tab_exam_projects,
    } satisfies Words<typeof EXAMINATION_TABS>,
  ],
  [
    DEPARTMENT_TABS,
    {
      about: m.tab_about,
      "vision-mission": m.tab_vision_mission,
      "po-pso": m.tab_po_pso,
      message: m.tab_hod_message,
      faculty: m.tab_faculty,
      syllabus: m.tab_syllabus,
      laboratory: m.tab_laboratory,
      achievement: m.tab_student_achievements,
      "mou-collabration": m.tab_mou,
      activity: m.tab_activities,
      contact: m.tab_contact,
    } satisfies Words<typeof DEPARTMENT_TABS>,
  ],
]);

/** A fixed tab's label in the page's language; its English label where it has no words. */
export function tabLabel<T extends Table>(
  tabs: T,
  slug: T[number]["slug"],
  locale: Locale,
): string {
  const say = TAB_WORDS.get(tabs)?.[slug];
  return say ? say({}, { locale }) : (tabs.find((tab) => tab.slug === slug)?.label ?? slug);
}

/** Every label of a table in the page's language, by slug (for a strip a component draws). */
export function tabLabels<T extends Table>(
  tabs: T,
  locale: Locale,
): Record<T[number]["slug"], string> {
  return Object.fromEntries(
    tabs.map((tab) => [tab.slug, tabLabel(tabs, tab.slug, locale)]),
  ) as Record<T[number]["slug"], string>;
}

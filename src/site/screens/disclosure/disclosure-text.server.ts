// The disclosure report's own words in the page's language (decision 074): said here, on the
// server, and sent with the page's data, one language's strings only. The items' names are
// said in the page's language; the regulations that require them are cited by their official
// English titles, marked as English.
import type { DisclosureGroup, DisclosureReason, DisclosureStatus } from "#contract/disclosure.ts";
import { m } from "../../i18n/generated/messages.js";
import type { Locale } from "../../i18n/locale.ts";
import type { Say } from "../../i18n/tab-words.ts";

/** Each item's name in the page's language, by its id (domain/disclosure/items.ts). */
const ITEM_NAMES: Record<string, Say> = {
  "anti-ragging-committee": m.disclosure_item_anti_ragging_committee,
  "anti-ragging-squad": m.disclosure_item_anti_ragging_squad,
  "anti-ragging-helpline": m.disclosure_item_anti_ragging_helpline,
  "internal-complaints-committee": m.disclosure_item_internal_complaints_committee,
  "student-grievance-committee": m.disclosure_item_student_grievance_committee,
  ombudsperson: m.disclosure_item_ombudsperson,
  "sc-st-cell": m.disclosure_item_sc_st_cell,
  "obc-cell": m.disclosure_item_obc_cell,
  "equal-opportunity-cell": m.disclosure_item_equal_opportunity_cell,
  rti: m.disclosure_item_rti,
  "cpio-appellate": m.disclosure_item_cpio_appellate,
  "sedg-cell": m.disclosure_item_sedg_cell,
  "iqac-composition": m.disclosure_item_iqac_composition,
  "iqac-minutes": m.disclosure_item_iqac_minutes,
  aqar: m.disclosure_item_aqar,
  "naac-accreditation": m.disclosure_item_naac_accreditation,
  "naac-ssr": m.disclosure_item_naac_ssr,
  "nba-accreditation": m.disclosure_item_nba_accreditation,
  nirf: m.disclosure_item_nirf,
  aishe: m.disclosure_item_aishe,
  affiliation: m.disclosure_item_affiliation,
  recognition: m.disclosure_item_recognition,
  "aicte-approval": m.disclosure_item_aicte_approval,
  "institutional-development-plan": m.disclosure_item_institutional_development_plan,
  "annual-reports": m.disclosure_item_annual_reports,
  "governing-body": m.disclosure_item_governing_body,
  "head-of-institution": m.disclosure_item_head_of_institution,
  faculty: m.disclosure_item_faculty,
  "code-of-conduct": m.disclosure_item_code_of_conduct,
  "audited-accounts": m.disclosure_item_audited_accounts,
  courses: m.disclosure_item_courses,
  prospectus: m.disclosure_item_prospectus,
  "academic-calendar": m.disclosure_item_academic_calendar,
  "fee-structure": m.disclosure_item_fee_structure,
  "fee-refund-policy": m.disclosure_item_fee_refund_policy,
  scholarships: m.disclosure_item_scholarships,
  placement: m.disclosure_item_placement,
  hostel: m.disclosure_item_hostel,
  "academic-bank-of-credits": m.disclosure_item_academic_bank_of_credits,
  digilocker: m.disclosure_item_digilocker,
  "national-scholarship-portal": m.disclosure_item_national_scholarship_portal,
};

export function disclosureText(locale: Locale, institute: string) {
  const o = { locale };
  const groups: Record<DisclosureGroup, string> = {
    committees: m.disclosure_group_committees({}, o),
    quality: m.disclosure_group_quality({}, o),
    institution: m.disclosure_group_institution({}, o),
    students: m.disclosure_group_students({}, o),
  };
  const statuses: Record<DisclosureStatus, string> = {
    found: m.disclosure_status_found({}, o),
    uncertain: m.disclosure_status_uncertain({}, o),
    stale: m.disclosure_status_stale({}, o),
    missing: m.disclosure_status_missing({}, o),
  };
  const reasons: Record<DisclosureReason, string> = {
    "no-members": m.disclosure_reason_no_members({}, o),
    "weak-name": m.disclosure_reason_weak_name({}, o),
    "empty-page": m.disclosure_reason_empty_page({}, o),
    "stated-only": m.disclosure_reason_stated_only({}, o),
    nothing: m.disclosure_reason_nothing({}, o),
    outdated: m.disclosure_reason_outdated({}, o),
    undated: m.disclosure_reason_undated({}, o),
    "not-linked": m.disclosure_reason_not_linked({}, o),
  };
  return {
    title: m.menu_disclosure({}, o),
    description: m.disclosure_description({ name: institute }, o),
    /** Words the page itself shows. */
    page: {
      intro: m.disclosure_intro({ name: institute }, o),
      /** "{found} of {total} items published, …". */
      counts: m.disclosure_counts(
        {
          found: "{found}",
          total: "{total}",
          uncertain: "{uncertain}",
          stale: "{stale}",
          missing: "{missing}",
        },
        o,
      ),
      notPublished: m.disclosure_not_published({}, o),
      outdated: m.disclosure_out_of_date({}, o),
      own: m.disclosure_own({}, o),
      /** "Required by: {sources}". */
      requiredBy: m.disclosure_required_by({ sources: "{sources}" }, o),
      /** ", {position} of {total}": which of an item's citations of one title a link is. */
      citation: m.disclosure_citation({ position: "{position}", total: "{total}" }, o),
    },
    groups,
    statuses,
    reasons,
    /** "…checked against the last complete academic year, 2025-26." */
    dates: (year: string) => m.disclosure_dates({ year }, o),
    /** "Found for: 2021-22. Required for: 2025-26." */
    years: (found: readonly string[], required: readonly string[]) =>
      m.disclosure_years(
        {
          found: found.length > 0 ? found.join(", ") : m.disclosure_years_none({}, o),
          required: required.join(", "),
        },
        o,
      ),
    /** An item's name in the page's language; its own title for an item without one. */
    itemName: (id: string, title: string) => ITEM_NAMES[id]?.({}, o) ?? title,
  };
}

// The disclosure report's own words in the page's language (decision 074): said here, on the
// server, and sent with the page's data, one language's strings only. The items' names are
// the regulators' and stay as docs/disclosure.md gives them.
import type { DisclosureGroup, DisclosureReason, DisclosureStatus } from "#contract/disclosure.ts";
import { m } from "../../i18n/generated/messages.js";
import type { Locale } from "../../i18n/locale.ts";

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
    missing: m.disclosure_status_missing({}, o),
  };
  const reasons: Record<DisclosureReason, string> = {
    "no-members": m.disclosure_reason_no_members({}, o),
    "weak-name": m.disclosure_reason_weak_name({}, o),
    "empty-page": m.disclosure_reason_empty_page({}, o),
    "stated-only": m.disclosure_reason_stated_only({}, o),
    nothing: m.disclosure_reason_nothing({}, o),
  };
  return {
    title: m.menu_disclosure({}, o),
    description: m.disclosure_description({ name: institute }, o),
    /** Words the page itself shows. */
    page: {
      intro: m.disclosure_intro({ name: institute }, o),
      /** "{found} of {total} items published, …". */
      counts: m.disclosure_counts(
        { found: "{found}", total: "{total}", uncertain: "{uncertain}", missing: "{missing}" },
        o,
      ),
      notPublished: m.disclosure_not_published({}, o),
      own: m.disclosure_own({}, o),
      /** "Required by: {sources}". */
      requiredBy: m.disclosure_required_by({ sources: "{sources}" }, o),
      /** ", {position} of {total}": which of an item's citations of one title a link is. */
      citation: m.disclosure_citation({ position: "{position}", total: "{total}" }, o),
    },
    groups,
    statuses,
    reasons,
  };
}

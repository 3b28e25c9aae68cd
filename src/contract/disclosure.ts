// Mandatory disclosure: not a call of the platform but ours, in the same envelope, so the site
// reads it like every other call and the platform's admin app can read it too
// (docs/disclosure.md, docs/decisions/053-mandatory-disclosure.md).
import { z } from "zod";
import { fileKey } from "./fields.ts";

export const DISCLOSURE_GROUPS = ["committees", "quality", "institution", "students"] as const;
export type DisclosureGroup = (typeof DISCLOSURE_GROUPS)[number];

/**
 * found: evidence a person would accept; uncertain: something that may be it, matched by a
 * weak rule or missing what makes it whole; stale: there, but for years older than a rule on
 * dates asks (an AQAR of five years ago); missing: nothing on the site.
 */
export const DISCLOSURE_STATUSES = ["found", "uncertain", "stale", "missing"] as const;
export type DisclosureStatus = (typeof DISCLOSURE_STATUSES)[number];

/** Why an item is uncertain or missing; the site and the CLI put each into words. */
const DISCLOSURE_REASONS = [
  /** A committee of this kind is listed, but with no members. */
  "no-members",
  /** Something is named only in a looser way (an abbreviation, a near name). */
  "weak-name",
  /** A page of this name is there, but holds no text, file or item. */
  "empty-page",
  /** The site states it (the affiliation under the name) but publishes no document. */
  "stated-only",
  /** Nothing on the site. */
  "nothing",
  /** There, but for older years than the rule on dates asks (`years` says which). */
  "outdated",
  /** There, but no title says which year it is for. */
  "undated",
  /** There, but not reached from a link of the home page named so (NIRF). */
  "not-linked",
] as const;
export type DisclosureReason = (typeof DISCLOSURE_REASONS)[number];

/** Rules that look for an entity of a kind, or for names and titles. */
const DISCLOSURE_RULES = ["structural", "words"] as const;
export type DisclosureRule = (typeof DISCLOSURE_RULES)[number];

const disclosureEvidence = z.strictObject({
  kind: z.enum(["committee", "document", "page"]),
  title: z.string(),
  /** The site page that shows it. */
  href: z.string(),
  /** The file, for a document. */
  file: fileKey.optional(),
});
export type DisclosureEvidence = z.infer<typeof disclosureEvidence>;

const disclosureItemReport = z.strictObject({
  id: z.string(),
  group: z.enum(DISCLOSURE_GROUPS),
  title: z.string(),
  /** The regulations or circulars that require it, by name and year. */
  sources: z.array(z.strictObject({ name: z.string(), year: z.number().int() })),
  rule: z.enum(DISCLOSURE_RULES),
  status: z.enum(DISCLOSURE_STATUSES),
  /** Absent when found. */
  reason: z.enum(DISCLOSURE_REASONS).optional(),
  evidence: z.array(disclosureEvidence),
  /** For an item with a rule on dates: the years found and the years the rule asks for, as
   * the titles write them ("2025-26" for an academic year, "2026" for a NIRF year), newest
   * first. Absent for items without such a rule. */
  years: z.strictObject({ found: z.array(z.string()), required: z.array(z.string()) }).optional(),
});
export type DisclosureItemReport = z.infer<typeof disclosureItemReport>;

export const disclosureReport = z.strictObject({
  counts: z.strictObject({
    found: z.number().int(),
    uncertain: z.number().int(),
    stale: z.number().int(),
    missing: z.number().int(),
  }),
  /** The day in India the rules on dates were judged on (`YYYY-MM-DD`). */
  on: z.string(),
  items: z.array(disclosureItemReport),
  /** The institute's own disclosure sections (custom pages of that name), shown beside. */
  ownSections: z.array(z.strictObject({ title: z.string(), href: z.string() })),
});
export type DisclosureReport = z.infer<typeof disclosureReport>;

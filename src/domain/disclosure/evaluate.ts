// The disclosure report of one institute: each item found, uncertain or missing, with the
// evidence a visitor can follow. An item is found only on evidence a person would accept: a
// committee of that name with members, a document or a page of that name with content, or
// the entity the platform itself keeps for it. Looser matches are uncertain, never found.
import type {
  DisclosureEvidence,
  DisclosureItemReport,
  DisclosureReason,
  DisclosureReport,
  DisclosureStatus,
} from "#contract/disclosure.ts";
import { routes } from "#contract/links.ts";
import {
  DISCLOSURE_ITEMS,
  DISCLOSURE_SECTION_NAMES,
  ruleOf,
  type DisclosureItem,
  type StructureCheck,
} from "./items.ts";
import type { Published, PublishedCommittee, PublishedThing } from "./published.ts";
import { Names, normalWords } from "./words.ts";

/** Evidence shown per item at most: enough to check, short enough to read. */
const EVIDENCE_PER_ITEM = 5;

/** The national anti-ragging helpline's number, as normalised text. */
const HELPLINE_NUMBERS = [" 1800 180 5522 ", " 18001805522 "];

/** The names of minutes among the IQAC's own quality documents. */
const MINUTES = new Names(["minutes", "proceedings", "इतिवृत्त", "कार्यवृत्त", "बैठक का कार्यवृत्त"]);
const NAAC = new Names(["naac"]);

interface Finding {
  status: DisclosureStatus;
  reason?: DisclosureReason;
  evidence: DisclosureEvidence[];
}

const FOUND = (evidence: DisclosureEvidence[]): Finding => ({ status: "found", evidence });
const MISSING: Finding = { status: "missing", reason: "nothing", evidence: [] };

function committeeEvidence(committee: PublishedCommittee): DisclosureEvidence {
  return { kind: "committee", title: committee.title, href: committee.href };
}

function thingEvidence(thing: PublishedThing): DisclosureEvidence {
  return thing.file
    ? { kind: "document", title: thing.title, href: thing.href, file: thing.file }
    : { kind: "page", title: thing.title, href: thing.href };
}

function pageEvidence(title: string, href: string): DisclosureEvidence {
  return { kind: "page", title, href };
}

/**
 * Committees, documents and pages by name: a strong name with substance is found; a strong
 * name without it (no members, an empty page) or a weak name is uncertain.
 */
function byNames(strong: readonly string[], weak: readonly string[], content: Published): Finding {
  const names = new Names(strong);
  const looser = new Names(weak);
  const found: DisclosureEvidence[] = [];
  const maybe: { evidence: DisclosureEvidence; reason: DisclosureReason }[] = [];
  for (const committee of content.committees) {
    const named = names.in(committee.title) || names.in(committee.headName);
    const loosely = !named && (looser.in(committee.title) || looser.in(committee.headName));
    if (named && committee.members > 0) found.push(committeeEvidence(committee));
    else if (named) maybe.push({ evidence: committeeEvidence(committee), reason: "no-members" });
    else if (loosely) maybe.push({ evidence: committeeEvidence(committee), reason: "weak-name" });
  }
  for (const thing of content.things) {
    if (names.in(thing.title)) {
      if (thing.hasContent) found.push(thingEvidence(thing));
      else maybe.push({ evidence: thingEvidence(thing), reason: "empty-page" });
    } else if (thing.hasContent && looser.in(thing.title)) {
      maybe.push({ evidence: thingEvidence(thing), reason: "weak-name" });
    }
  }
  if (found.length > 0) return FOUND(found);
  const first = maybe[0];
  if (!first) return MISSING;
  return { status: "uncertain", reason: first.reason, evidence: maybe.map((m) => m.evidence) };
}

/** The entity the platform keeps for an item, when the institute has it. */
function structure(
  check: StructureCheck,
  item: DisclosureItem,
  content: Published,
): Finding | null {
  const page = (href: string | undefined) =>
    href ? FOUND([pageEvidence(item.title, href)]) : null;
  switch (check) {
    case "iqac-members": {
      const iqac = content.iqac;
      if (!iqac) return null;
      return iqac.members > 0
        ? FOUND([committeeEvidence(iqac)])
        : { status: "uncertain", reason: "no-members", evidence: [committeeEvidence(iqac)] };
    }
    case "iqac-minutes": {
      const meetings = (content.iqac?.meetings ?? []).map((m): DisclosureEvidence => ({
        kind: "document",
        title: m.title,
        href: content.iqac?.meetingsHref ?? "",
        file: m.file,
      }));
      const minutes = content.things
        .filter((t) => t.body === "iqac" && t.file && MINUTES.in(t.title))
        .map(thingEvidence);
      const all = [...meetings, ...minutes];
      return all.length > 0 ? FOUND(all) : null;
    }
    case "aqar":
      return page(content.qualityPages.aqar);
    case "nirf":
      return page(content.qualityPages.nirf);
    case "naac": {
      const certificates = content.certificates.filter((c) => NAAC.in(c.title)).map(thingEvidence);
      return certificates.length > 0 ? FOUND(certificates) : page(content.qualityPages.naac);
    }
    case "governing-body":
      return content.governingMembers > 0 ? page(content.governingHref) : null;
    case "principal":
      return content.principal ? page(routes.principalMessage()) : null;
    case "teaching-staff":
      return content.teachingStaff > 0 ? page(routes.facultyTab("teaching")) : null;
    case "courses":
      return content.courses > 0
        ? page(routes.academicCourse())
        : content.departments > 0
          ? page(routes.department())
          : null;
    case "code-of-conduct":
      return content.codeOfConduct > 0 ? page(routes.modelConduct()) : null;
    case "brochure":
      return content.brochures > 0 ? page(routes.admissionApplication()) : null;
    case "helpline": {
      const holds = (text: string) => {
        const words = normalWords(text);
        return HELPLINE_NUMBERS.some((n) => words.includes(n));
      };
      const evidence = [
        ...content.committees.filter((c) => holds(c.text)).map(committeeEvidence),
        ...content.things.filter((t) => holds(`${t.title} ${t.text}`)).map(thingEvidence),
      ];
      return evidence.length > 0 ? FOUND(evidence) : null;
    }
    case "affiliation":
      // Stated under the name but not shown as a document: decided after the names.
      return null;
  }
}

function evaluate(item: DisclosureItem, content: Published): Finding {
  const { recognition } = item;
  if (recognition.kind === "structure") {
    const entity = structure(recognition.check, item, content);
    if (entity?.status === "found") return entity;
    const named = byNames(recognition.names, recognition.weak, content);
    if (named.status === "found") return named;
    if (entity) return entity;
    if (named.status === "uncertain") return named;
    if (recognition.check === "affiliation" && content.affiliationStated) {
      return { status: "uncertain", reason: "stated-only", evidence: [] };
    }
    return MISSING;
  }
  return byNames(recognition.names, recognition.weak, content);
}

function report(item: DisclosureItem, content: Published): DisclosureItemReport {
  const finding = evaluate(item, content);
  return {
    id: item.id,
    group: item.group,
    title: item.title,
    sources: item.sources.map((s) => ({ ...s })),
    rule: ruleOf(item),
    status: finding.status,
    ...(finding.reason ? { reason: finding.reason } : {}),
    evidence: dedupe(finding.evidence).slice(0, EVIDENCE_PER_ITEM),
  };
}

function dedupe(evidence: DisclosureEvidence[]): DisclosureEvidence[] {
  const seen = new Set<string>();
  return evidence.filter((e) => {
    const key = `${e.href} ${e.file ?? ""} ${e.title}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const SECTION_NAMES = new Names(DISCLOSURE_SECTION_NAMES);

export function disclosureReport(
  content: Published,
  items: readonly DisclosureItem[] = DISCLOSURE_ITEMS,
): DisclosureReport {
  const reports = items.map((item) => report(item, content));
  const count = (status: DisclosureStatus) => reports.filter((r) => r.status === status).length;
  return {
    counts: { found: count("found"), uncertain: count("uncertain"), missing: count("missing") },
    items: reports,
    ownSections: content.sections.filter((s) => SECTION_NAMES.in(s.title)),
  };
}

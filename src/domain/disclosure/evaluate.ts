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
import { academicYearName, indianDay, lastAcademicYear, yearsOf } from "./dates.ts";
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
const NBA = new Names(["nba", "national board of accreditation", "एनबीए"]);
/** The CPIO and the first appellate authority (RTI Act, Sections 5 and 19). */
const CPIO = new Names([
  "cpio",
  "central public information officer",
  "public information officer",
  "pio",
  "केंद्रीय जन सूचना अधिकारी",
  "जन सूचना अधिकारी",
  "केंद्रीय जन माहिती अधिकारी",
  "जन माहिती अधिकारी",
]);
const APPELLATE = new Names([
  "appellate authority",
  "first appellate authority",
  "appellate officer",
  "अपीलीय प्राधिकारी",
  "प्रथम अपीलीय प्राधिकारी",
  "अपिलीय प्राधिकारी",
  "प्रथम अपिलीय प्राधिकारी",
  "अपील प्राधिकारी",
]);
/** The word of a home-page link that leads to NIRF data. */
const NIRF_LINK = new Names(["nirf"]);
/** How many years of NIRF data the site must keep (NIRF's notice). */
const NIRF_YEARS = 3;

interface Finding {
  status: DisclosureStatus;
  reason?: DisclosureReason;
  evidence: DisclosureEvidence[];
  years?: { found: string[]; required: string[] };
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
    case "idp":
      return content.idp > 0 ? page(routes.idp()) : null;
    case "nba": {
      const certificates = content.certificates.filter((c) => NBA.in(c.title)).map(thingEvidence);
      return certificates.length > 0 ? FOUND(certificates) : null;
    }
    case "cpio":
      return cpio(content);
  }
}

/** Both officers RTI asks for, named on a committee, page or document; one alone is uncertain. */
function cpio(content: Published): Finding {
  const named = (names: Names) => [
    ...content.committees
      .filter((c) => names.in(c.title) || names.in(c.headName))
      .map(committeeEvidence),
    ...content.things
      .filter((t) => t.hasContent && (names.in(t.title) || names.in(t.text)))
      .map(thingEvidence),
  ];
  const officer = named(CPIO);
  const appellate = named(APPELLATE);
  if (officer.length > 0 && appellate.length > 0) return FOUND([...officer, ...appellate]);
  const either = [...officer, ...appellate];
  return either.length > 0
    ? { status: "uncertain", reason: "weak-name", evidence: either }
    : MISSING;
}

/** A link to a national portal: its address in a text, or its name in a title. */
function portalLink(hosts: readonly string[], content: Published): Finding | null {
  const holds = (text: string) => {
    const words = normalWords(text);
    return hosts.some((host) => words.includes(` ${host} `));
  };
  const evidence = [
    ...content.committees.filter((c) => holds(c.text)).map(committeeEvidence),
    ...content.things.filter((t) => holds(t.text)).map(thingEvidence),
  ];
  return evidence.length > 0 ? FOUND(evidence) : null;
}

/** Evidence of an item with a rule on dates, each with the years its titles name. */
interface Dated {
  evidence: DisclosureEvidence;
  years: number[];
}

function dated(thing: PublishedThing): Dated {
  return { evidence: thingEvidence(thing), years: yearsOf([thing.title, ...thing.trail]) };
}

/** Things of one kind with content: named so (in their title or above it) or on its pages. */
function ofKind(content: Published, names: Names, body: "aqar" | "nirf"): PublishedThing[] {
  return content.things.filter(
    (t) =>
      t.hasContent && (t.body === body || [t.title, ...t.trail].some((title) => names.in(title))),
  );
}

/** The newest years first, evidence of the required years ahead of the rest. */
function byYears(list: Dated[], required: readonly number[]): DisclosureEvidence[] {
  const rank = (d: Dated) => (d.years.some((y) => required.includes(y)) ? 0 : 1);
  return [...list]
    .sort((a, b) => rank(a) - rank(b) || (b.years[0] ?? 0) - (a.years[0] ?? 0))
    .map((d) => d.evidence);
}

/**
 * An AQAR for the last academic year (NAAC): the newest one found for an older year is
 * stale, with its year; AQARs none of whose titles names a year are uncertain.
 */
function aqar(item: DisclosureItem, content: Published, lastYear: number): Finding {
  const list = ofKind(content, new Names(item.recognition.names), "aqar").map(dated);
  if (list.length === 0) return MISSING;
  const years = [...new Set(list.flatMap((d) => d.years))].sort((a, b) => b - a);
  const required = [lastYear];
  const found = {
    found: years.map(academicYearName),
    required: required.map(academicYearName),
  };
  const evidence = byYears(list, required);
  if (years.length === 0) return { status: "uncertain", reason: "undated", evidence };
  if ((years[0] ?? 0) >= lastYear) return { status: "found", evidence, years: found };
  return { status: "stale", reason: "outdated", evidence, years: found };
}

/**
 * NIRF's data for the last three years, reached from a home-page link named NIRF: data only
 * deeper in the site is uncertain; data for fewer years is stale, with the years found.
 */
function nirf(item: DisclosureItem, content: Published, lastYear: number): Finding {
  const all = ofKind(content, new Names(item.recognition.names), "nirf");
  if (all.length === 0) return MISSING;
  const linked = all.filter((t) => t.homeLinks.some((words) => NIRF_LINK.in(words)));
  if (linked.length === 0) {
    return { status: "uncertain", reason: "not-linked", evidence: all.map(thingEvidence) };
  }
  const list = linked.map(dated);
  const years = [...new Set(list.flatMap((d) => d.years))].sort((a, b) => b - a);
  const required = Array.from({ length: NIRF_YEARS }, (_, i) => lastYear - i);
  const found = { found: years.map(String), required: required.map(String) };
  const evidence = byYears(list, required);
  if (years.length === 0) return { status: "uncertain", reason: "undated", evidence };
  if (required.every((y) => years.includes(y))) return { status: "found", evidence, years: found };
  return { status: "stale", reason: "outdated", evidence, years: found };
}

function evaluate(item: DisclosureItem, content: Published, lastYear: number): Finding {
  const { recognition } = item;
  if (recognition.kind === "structure" && recognition.check === "aqar") {
    return aqar(item, content, lastYear);
  }
  if (recognition.kind === "structure" && recognition.check === "nirf") {
    return nirf(item, content, lastYear);
  }
  if (recognition.kind === "link") {
    const linked = portalLink(recognition.hosts, content);
    if (linked) return linked;
    return byNames(recognition.names, recognition.weak, content);
  }
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

function report(item: DisclosureItem, content: Published, lastYear: number): DisclosureItemReport {
  const finding = evaluate(item, content, lastYear);
  return {
    id: item.id,
    group: item.group,
    title: item.title,
    sources: item.sources.map((s) => ({ ...s })),
    rule: ruleOf(item),
    status: finding.status,
    ...(finding.reason ? { reason: finding.reason } : {}),
    evidence: dedupe(finding.evidence).slice(0, EVIDENCE_PER_ITEM),
    ...(finding.years ? { years: finding.years } : {}),
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

/**
 * The report of `content` on the day `on` (today unless told): the rules on dates ask for the
 * academic years before that day, so the same content may be found one day and stale the next
 * (the academic year's turn, dates.ts).
 */
export function disclosureReport(
  content: Published,
  {
    on = new Date(),
    items = DISCLOSURE_ITEMS,
  }: { on?: Date; items?: readonly DisclosureItem[] } = {},
): DisclosureReport {
  const lastYear = lastAcademicYear(on);
  const reports = items.map((item) => report(item, content, lastYear));
  const count = (status: DisclosureStatus) => reports.filter((r) => r.status === status).length;
  return {
    counts: {
      found: count("found"),
      uncertain: count("uncertain"),
      stale: count("stale"),
      missing: count("missing"),
    },
    on: indianDay(on),
    items: reports,
    ownSections: content.sections.filter((s) => SECTION_NAMES.in(s.title)),
  };
}

// What an institute publishes on its site, read from its bundle in the shape the disclosure
// rules look at: its committees with their members, every document and page with the page
// that shows it, and the few structural facts (staff, governing body, quality bodies).
// Notices and events are news, never disclosure: they are left out on purpose.
import {
  AUTHORITY_NAMES,
  CUSTOM_PAGE_SECTIONS,
  routes,
  type Bundle,
  type CustomItemNode,
  type ModuleType,
  type QualityBody,
} from "#contract/index.ts";
import { isAuthority } from "../authority.ts";
import { landingControlIdOf } from "../institute-ids.ts";
import { QUALITY_LISTS, qualityTree, tabItemPages, type QualityNode } from "../quality-tree.ts";
import { staffOfTab } from "../staff.ts";

export interface PublishedCommittee {
  title: string;
  /** The name the platform's own app shows, which may differ from `title`. */
  headName: string;
  members: number;
  /** The committee's page (its composition). */
  href: string;
  meetingsHref: string;
  /** Meeting files (minutes, agendas) with their titles. */
  meetings: { title: string; file: string }[];
  /** Its description and about entries, for the rare rule that reads text. */
  text: string;
}

/** A document (a file) or a page (a titled item of text, files or further items). */
export interface PublishedThing {
  kind: "document" | "page";
  title: string;
  href: string;
  file?: string;
  /** False for a page with no text, no file and no item under it. */
  hasContent: boolean;
  /** Its text, for the rare rule that reads text (a helpline number), never names. */
  text: string;
  /** The quality body whose page shows it, for items of the IQAC authority's detail. */
  body?: QualityBody;
  /** The titles of the pages and items it sits under, the nearest first ("AQAR 2021-22" for
   * a criterion's file under that tab), for the years a rule on dates reads. */
  trail: string[];
  /** The words of the home page's links that lead to it: a quick link, a top-bar tab and its
   * entries, a menu's heading and entries. Empty when no home-page link leads to it. */
  homeLinks: string[];
}

export interface Published {
  committees: PublishedCommittee[];
  things: PublishedThing[];
  /** The IQAC authority, when the institute has one with a page. */
  iqac: PublishedCommittee | null;
  /** The first page of each quality body that holds at least one document. */
  qualityPages: Partial<Record<QualityBody, string>>;
  /** Accreditation certificates, titled by their accreditation and their own name. */
  certificates: PublishedThing[];
  teachingStaff: number;
  governingMembers: number;
  governingHref: string;
  principal: boolean;
  codeOfConduct: number;
  /** Entries of the institutional development plan page. */
  idp: number;
  courses: number;
  departments: number;
  /** The university it says it is affiliated to (banner text), "" when none. */
  affiliationStated: string;
  /** Open applications with a brochure. */
  brochures: number;
  /** The institute's own sections (custom modules, top-bar tabs) by name. */
  sections: { title: string; href: string }[];
}

/** The parts of a bundle that can hold disclosure: never its news or its galleries. */
export const DISCLOSURE_PARTS = {
  institute: true,
  profile: true,
  staff: true,
  admission: true,
  departments: true,
  committee: true,
  quality_details: true,
  student_corner: true,
  dynamic_tabs: true,
  custom_modules: true,
  governing_body: true,
  other_data: true,
  principal_message_list: true,
} as const satisfies Partial<Record<keyof Bundle, true>>;
export type DisclosureBundle = Pick<Bundle, keyof typeof DISCLOSURE_PARTS>;

export function published(bundle: DisclosureBundle): Published {
  const out: Published = {
    committees: [],
    things: [],
    iqac: null,
    qualityPages: {},
    certificates: [],
    teachingStaff: bundle.staff.filter((s) => staffOfTab("teaching", s)).length,
    governingMembers: bundle.governing_body.reduce((n, c) => n + c.members.length, 0),
    governingHref: routes.governing(bundle.institute._id),
    principal: bundle.principal_message_list.some((m) => m.principal_name.trim() !== ""),
    codeOfConduct: bundle.other_data.model_code_conduct.length,
    idp: bundle.other_data.idp.length,
    courses: bundle.profile.landing_control.academic_courses_desk.length,
    departments: bundle.departments.length,
    affiliationStated: bundle.institute.affiliation_with.trim(),
    brochures: bundle.admission.application_groups
      .flatMap((g) => g.apps)
      .filter((a) => a.visible_to_site === "Open" && a.applicationPhoto).length,
    sections: [],
  };
  committees(out, bundle);
  quality(out, bundle);
  customPages(out, bundle);
  sections(out, bundle);
  return out;
}

function committees(out: Published, bundle: DisclosureBundle): void {
  const committeeId = bundle.institute.iqac_module[0];
  // Without the institute's committee id the site shows no committee page.
  if (!committeeId) return;
  for (const authority of bundle.committee.authorities) {
    if (isAuthority(authority, AUTHORITY_NAMES.rnd) || isAuthority(authority, AUTHORITY_NAMES.naac))
      continue;
    const committee: PublishedCommittee = {
      title: authority.name,
      headName: authority.custom_head_name,
      members: authority.composition.length,
      href: routes.committeeTab(committeeId, authority._id, "composition"),
      meetingsHref: routes.committeeTab(committeeId, authority._id, "meeting"),
      meetings: authority.meetings.map((m) => ({ title: m.name, file: m.attach })),
      text: [authority.description, ...authority.about.map((a) => a.sub_head_body)].join(" "),
    };
    if (isAuthority(authority, AUTHORITY_NAMES.iqac)) out.iqac = committee;
    else out.committees.push(committee);
    for (const meeting of committee.meetings) {
      out.things.push({
        kind: "document",
        title: meeting.title,
        href: committee.meetingsHref,
        file: meeting.file,
        hasContent: true,
        text: "",
        trail: [committee.title],
        homeLinks: [],
      });
    }
  }
}

function quality(out: Published, bundle: DisclosureBundle): void {
  const iqac = bundle.committee.authorities.find((a) => isAuthority(a, AUTHORITY_NAMES.iqac));
  const detail = bundle.quality_details.find((d) => d._id === iqac?.iqac_detail);
  if (!detail) return;
  // The menu shows the IQAC, NAAC, AQAR and NIRF headings, with their tabs, when the flag is on.
  const menu = bundle.profile.landing_control.tab_toggle.iqac;
  const menuHeading: Partial<Record<QualityBody, string>> = {
    iqac: "IQAC",
    naac: "NAAC",
    aqar: "AQAR",
    nirf: "NIRF",
  };
  for (const [list, body] of QUALITY_LISTS) {
    for (const tab of detail[list]) {
      const tree = qualityTree(tab);
      const trails = trailsOf(tree);
      const heading = menuHeading[body];
      const homeLinks = menu && heading ? [heading, tab.name] : [];
      for (const { item, path } of tabItemPages(body, detail._id, tree)) {
        if (item.pdfKey && !out.qualityPages[body]) out.qualityPages[body] = path;
        out.things.push({
          kind: item.pdfKey ? "document" : "page",
          title: item.name,
          href: path,
          file: item.pdfKey,
          hasContent: Boolean(item.pdfKey) || item.children.length > 0,
          text: "",
          body,
          trail: trails.get(item.id) ?? [],
          homeLinks,
        });
      }
    }
  }
}

/** The titles above each card of a tab, the nearest first, by the card's id. */
function trailsOf(tree: QualityNode): Map<string, string[]> {
  const trails = new Map<string, string[]>();
  const visit = (node: QualityNode, above: string[]) => {
    trails.set(node.id, above);
    for (const child of node.children) visit(child, [node.name, ...above]);
  };
  visit(tree, []);
  return trails;
}

function customPages(out: Published, bundle: DisclosureBundle): void {
  const rnd = bundle.committee.authorities.find((a) => isAuthority(a, AUTHORITY_NAMES.rnd));
  const sectionOf = (type: ModuleType): string | null =>
    type === "RND"
      ? rnd
        ? CUSTOM_PAGE_SECTIONS.RND.replace(":rndId", rnd._id)
        : null
      : CUSTOM_PAGE_SECTIONS[type];
  for (const module of bundle.custom_modules) {
    const section = sectionOf(module.module_type);
    if (!section) continue;
    const href = routes.custom(section, module._id);
    // A custom page is an entry of its section's menu, on the home page as on every page.
    page(out, module.name, href, module.items.length > 0, [module.name]);
    items(
      out,
      module.items,
      (parent) => (parent ? routes.customNested(section, module._id, parent) : href),
      { trail: [module.name], homeLinks: [module.name] },
    );
  }
  for (const tab of bundle.dynamic_tabs) {
    const href = routes.dynamic(tab._id);
    // A top-bar tab and the entries of its drop-down are on the home page.
    page(out, tab.name, href, tab.items.length > 0, [tab.name]);
    items(out, tab.items, (parent) => (parent ? routes.dynamicLevel(tab._id, parent) : href), {
      trail: [tab.name],
      homeLinks: [tab.name],
      entries: true,
    });
  }
  const lcid = landingControlIdOf(bundle.profile);
  for (const item of bundle.student_corner) {
    const top = routes.studentCorner(lcid);
    const level = routes.studentCornerLevel(lcid, item._id);
    thing(out, item.name, item.pdf_key ? top : level, item.pdf_key, item.second_level.length > 0);
    for (const second of item.second_level) {
      thing(out, second.name, level, second.pdf_key, second.third_level.length > 0, "", {
        trail: [item.name],
      });
      for (const third of second.third_level) {
        thing(out, third.name, level, third.pdf_key, false, "", {
          trail: [second.name, item.name],
        });
      }
    }
  }
  // The home page's quick links: a file or another site's address, under the link's own words.
  for (const link of bundle.profile.landing_control.home_opener_quick_links) {
    const file = link.typo === "NO" ? link.link_images : undefined;
    const address = link.typo === "YES" ? link.link_images : "";
    thing(out, link.name, routes.home(), file, address !== "", address, {
      homeLinks: [link.name],
    });
  }
}

/** A custom page (module, dynamic tab): one of the institute's own sections. */
function page(
  out: Published,
  title: string,
  href: string,
  hasContent: boolean,
  homeLinks: string[],
): void {
  out.things.push({ kind: "page", title, href, hasContent, text: "", trail: [], homeLinks });
  out.sections.push({ title, href });
}

/** Where a thing sits: the titles above it and the home page's links that lead to it. */
interface Place {
  trail?: string[];
  homeLinks?: string[];
}

function thing(
  out: Published,
  title: string,
  href: string,
  file: string | undefined,
  hasChildren: boolean,
  text = "",
  place: Place = {},
): void {
  out.things.push({
    kind: file ? "document" : "page",
    title,
    href,
    file,
    hasContent: Boolean(file) || hasChildren || text.trim() !== "",
    text,
    trail: place.trail ?? [],
    homeLinks: place.homeLinks ?? [],
  });
}

/**
 * Items of a custom module or dynamic tab, each on the page listing its level. `entries`: the
 * first level is a drop-down of the top bar, each entry a home-page link of its own.
 */
function items(
  out: Published,
  list: readonly CustomItemNode[],
  hrefOf: (parentId: string | null) => string,
  place: { trail: string[]; homeLinks: string[]; entries?: boolean },
  parentId: string | null = null,
): void {
  for (const item of list) {
    // An item with children is listed on its parent's page and opens a page of its own.
    const href = item.children.length > 0 ? hrefOf(item._id) : hrefOf(parentId);
    const homeLinks = place.entries ? [...place.homeLinks, item.name] : place.homeLinks;
    thing(out, item.name, href, item.pdf_key, item.children.length > 0, item.description, {
      trail: place.trail,
      homeLinks,
    });
    items(out, item.children, hrefOf, { trail: [item.name, ...place.trail], homeLinks }, item._id);
  }
}

function sections(out: Published, bundle: DisclosureBundle): void {
  const other = bundle.other_data;
  const insId = bundle.institute._id;
  const entries = (
    list: readonly {
      title: string;
      description: string;
      attachment?: string | undefined;
      link_url?: string | undefined;
    }[],
    href: string,
  ) => {
    // An entry's link (to a national portal, say) is read with its text.
    for (const entry of list) {
      const text = [entry.description, entry.link_url ?? ""].join(" ");
      thing(out, entry.title, href, entry.attachment, false, text);
    }
  };
  entries(other.model_code_conduct, routes.modelConduct());
  entries(other.policies_and_procedures, routes.policiesProcedures());
  entries(other.idp, routes.idp());
  entries(other.organogram, routes.organogram());
  entries(other.complaint.data_list, routes.studentZoneTab("complaint"));
  entries(other.support.data_list, routes.studentZoneTab("support"));
  entries(other.scholarship.data_list, routes.studentZoneTab("scholarship"));
  entries(other.council.data_list, routes.studentZoneTab("council"));
  for (const item of bundle.admission.site.document_checklist) {
    thing(out, item.title, routes.admissionDocument(), item.attachment, false, item.description);
  }
  for (const accreditation of bundle.profile.landing_control.home_accreditation_object) {
    const href = routes.accreditationOne(insId, accreditation._id);
    // Each accreditation is an entry of the Our College menu, under its own name.
    const homeLinks = [accreditation.name];
    thing(out, accreditation.name, href, undefined, accreditation.certificates.length > 0, "", {
      homeLinks,
    });
    for (const certificate of accreditation.certificates) {
      const title = `${accreditation.name}: ${certificate.c_name}`;
      thing(out, title, href, certificate.c_attach, false, "", {
        trail: [accreditation.name],
        homeLinks,
      });
      out.certificates.push({
        kind: "document",
        title,
        href,
        file: certificate.c_attach,
        hasContent: true,
        text: "",
        trail: [accreditation.name],
        homeLinks,
      });
    }
  }
}

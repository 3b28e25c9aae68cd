// Turns a validated bundle into the store's read projection: one row per document, each body
// in the exact shape a call of the read API serves, with the columns the calls filter on.
import {
  APPLICATION_OPEN,
  AUTHORITY_NAMES,
  type AboutEntry,
  type ActivityStaffMember,
  type Bundle,
  type BundleAuthority,
  type BundleDepartmentActivity,
  type Department,
  type QuickLink,
  type ServedDepartment,
  type ServedQuickLinks,
  type CompositionMember,
  type CustomItem,
  type CustomItemNode,
  type DepartmentActivity,
  type MouCollab,
  type QualityDetail,
  type SectionEntry,
  type ServedEvent,
  type ScreenToggle,
  type ServedAboutUs,
  type ServedHomeAbout,
  type ServedLandingProfile,
  type ServedUsefulLink,
  type ServedQualityDetail,
  type Application,
  type Authority,
  type LandingProfile,
  webUrl,
  BUNDLE_FORMAT,
  institute as instituteSchema,
  servedLandingProfile,
  staff as staffSchema,
  notice as noticeSchema,
  servedEvent,
  admissionDashboard,
  servedAdmissionSite,
  application as applicationSchema,
  servedLibrarySite,
  servedDepartment as servedDepartmentSchema,
  departmentActivity,
  committeeDashboard,
  committeeContent,
  compositionMember,
  committeeActivity,
  irinsItem,
  servedQualityDetail as servedQualityDetailSchema,
  mouCollab,
  studentCornerItem,
  dynamicTab,
  customModuleTab,
  customItem,
  academicYear,
  galleryCategory,
  galleryImage,
  galleryVideo,
  governingCategory,
  governingMember,
  otherData,
  examinationObject,
  activityCategory,
  activityEntry,
  aboutEntry,
  principalMessage,
} from "#contract/index.ts";
import type { z } from "zod";
import { isAuthority } from "#domain/authority.ts";
import { eventManagerIdOf, landingControlIdOf } from "#domain/institute-ids.ts";

/** The kinds of document the store holds, each a shape the platform's API serves. */
export const KINDS = [
  "institute",
  "profile",
  "landing_control",
  "staff",
  "notice",
  "event_manager",
  "event",
  "admission_dashboard",
  "admission_site",
  "application",
  "library",
  "department",
  "department_activity",
  "department_mou",
  "committee",
  "authority_content",
  "composition",
  "committee_activity",
  "irins",
  "quality_detail",
  "student_corner",
  "dynamic_tab",
  "dynamic_item",
  "module_tab",
  "module_item",
  "academic_year",
  "photo_category",
  "photo",
  "video_category",
  "video",
  "governing_category",
  "governing_member",
  "society_category",
  "society_member",
  "other_data",
  "examination",
  "activity_category",
  "activity_entry",
  "home_about",
  "principal_message",
] as const;
export type Kind = (typeof KINDS)[number];

export interface DocRow {
  kind: Kind;
  id: string;
  /** The document this one is listed under (institute, category, module, authority…). */
  parent_id: string | null;
  /** Custom items: the parent item's id, or "" at the top level. */
  parent_key: string | null;
  /** A second id calls filter on: a staff member's department, a gallery item's year. */
  ref_id: string | null;
  /** Text calls filter or search on: a type name, a module type, an activity name. */
  label: string | null;
  position: number;
  sort_at: string | null;
  visible: boolean;
  body: unknown;
}

type RowFields = Partial<Omit<DocRow, "kind" | "id" | "body" | "position">>;

class Rows {
  readonly all: DocRow[] = [];
  add(kind: Kind, id: string, body: unknown, fields: RowFields = {}): void {
    this.all.push({
      kind,
      id,
      parent_id: fields.parent_id ?? null,
      parent_key: fields.parent_key ?? null,
      ref_id: fields.ref_id ?? null,
      label: fields.label ?? null,
      position: this.all.length,
      sort_at: fields.sort_at ?? null,
      visible: fields.visible ?? true,
      body,
    });
  }
}

function customItems(
  rows: Rows,
  kind: "dynamic_item" | "module_item",
  moduleId: string,
  nodes: readonly CustomItemNode[],
  parentKey: string,
): void {
  for (const { children, ...node } of nodes) {
    const item: CustomItem = { ...node, is_nested: children.length > 0 };
    rows.add(kind, node._id, item, { parent_id: moduleId, parent_key: parentKey });
    customItems(rows, kind, moduleId, children, node._id);
  }
}

/** customItems inverted: the items under `parentKey`, each with its children, level by level. */
function customItemTree(items: readonly Row<CustomItem>[], parentKey: string): CustomItemNode[] {
  return items
    .filter((item) => item.parent_key === parentKey)
    .map(({ body: { is_nested: _nested, ...node } }) => ({
      ...node,
      children: customItemTree(items, node._id),
    }));
}

/** Rich texts as one, in order, leaving out the empty ones. */
function joined(bodies: readonly string[]): string {
  return bodies.filter((body) => body.trim() !== "").join("\n");
}

/** The home about entries in the platform's object form, keeping the entries themselves. */
function servedHomeAbout(entries: readonly AboutEntry[]): ServedHomeAbout {
  const photo = entries.find((e) => e.sub_heading_image)?.sub_heading_image;
  return {
    about: joined(entries.map((e) => e.sub_head_body)),
    ...(photo ? { about_photo: photo } : {}),
    typo: "NO",
    link_images: photo ?? "",
    entries: [...entries],
  };
}

/** servedHomeAbout inverted: the entries ride in the served object whole. */
function homeAboutEntries(served: ServedHomeAbout): AboutEntry[] {
  return served.entries;
}

/** About Us with the platform's `ins_name`, `ins_about` and `affiliation` beside the entries. */
function servedAboutUs({ institute, profile }: Bundle): ServedAboutUs {
  const object = profile.landing_control.about_us_institute_object;
  return {
    ...object,
    ins_name: institute.insName,
    ins_about: joined(object.about.map((e) => e.description)),
    affiliation: institute.affiliation_with ? [{ name: institute.affiliation_with, info: "" }] : [],
  };
}

/** servedAboutUs inverted: its added fields are derived from the entries and the institute. */
function bundleAboutUs({
  ins_name: _name,
  ins_about: _about,
  affiliation: _affiliation,
  ...object
}: ServedAboutUs): LandingProfile["landing_control"]["about_us_institute_object"] {
  return object;
}

/**
 * A useful link the platform's app can follow: a file's key becomes the file's address on the
 * institute's primary host (its own media are served there, decision 020; every host is
 * served over https, decision 022), and the key stays beside it for our site's viewer.
 */
function servedUsefulLink(
  link: Bundle["profile"]["landing_control"]["usefull_links"][number],
  primaryHost: string,
): ServedUsefulLink {
  if (webUrl.safeParse(link.attach).success) return link;
  const path = link.attach.split("/").map(encodeURIComponent).join("/");
  return { ...link, attach: `https://${primaryHost}/media/${path}`, attach_key: link.attach };
}

/** servedUsefulLink inverted: a file's key is back in `attach`. */
function bundleUsefulLink({
  attach_key,
  ...link
}: ServedUsefulLink): LandingProfile["landing_control"]["usefull_links"][number] {
  return attach_key === undefined ? link : { ...link, attach: attach_key };
}

/** The home sections the platform's app shows: those the institute has content for. */
function screenToggle(bundle: Bundle, homeAbout: ServedHomeAbout): ScreenToggle {
  const lc = bundle.profile.landing_control;
  const { vision, mission } = lc.about_us_institute_object;
  return {
    bg_image: lc.home_background_object.images.length > 0,
    about_institute: homeAbout.about.trim() !== "",
    our_department: lc.tab_toggle.department && bundle.departments.length > 0,
    // The two opener panels: a bundle holds none (home_opener_background_object is empty).
    bg1_bg2: false,
    vission_mission: vision.trim() !== "" || mission.trim() !== "",
    testimonials: bundle.profile.testimonials.length > 0,
  };
}

/** The landing profile with the fields the platform's app reads beside the bundle's. */
function servedProfile(bundle: Bundle): ServedLandingProfile {
  const { profile } = bundle;
  const lc = profile.landing_control;
  const homeAbout = servedHomeAbout(lc.home_about_institute_object);
  return {
    ...profile,
    contact_list: { ...profile.contact_list, person: profile.contact_list.persons },
    landing_control: {
      ...lc,
      tab_toggle: {
        ...lc.tab_toggle,
        home: true,
        contact_us: true,
        new_admission: lc.tab_toggle.admission,
        // The platform's alumni page reads an alumni dashboard Prospectus does not serve.
        alumni: false,
      },
      screen_toggle: screenToggle(bundle, homeAbout),
      home_opener_quick_links: servedQuickLinks(lc.home_opener_quick_links),
      usefull_links: lc.usefull_links.map((link) => servedUsefulLink(link, bundle.hosts[0] ?? "")),
      home_about_institute_object: homeAbout,
      about_us_institute_object: servedAboutUs(bundle),
      home_opener_background_object: {},
      home_accreditation_object: lc.home_accreditation_object.map((a) => ({
        ...a,
        combined: a.certificates,
      })),
    },
  };
}

/** servedProfile inverted: the fields the platform's app reads beside ours are dropped, the
 * platform's object forms turned back into the bundle's lists. The screen switches are
 * derived from the rest of the bundle. */
function bundleProfile({
  contact_list: { person: _person, ...contact_list },
  landing_control: {
    tab_toggle: {
      home: _home,
      contact_us: _contact,
      new_admission: _admission,
      alumni: _alumni,
      ...tab_toggle
    },
    screen_toggle: _screens,
    home_opener_quick_links,
    usefull_links,
    home_about_institute_object,
    about_us_institute_object,
    home_opener_background_object: _background,
    home_accreditation_object,
    ...lc
  },
  ...profile
}: ServedLandingProfile): LandingProfile {
  return {
    ...profile,
    contact_list,
    landing_control: {
      ...lc,
      tab_toggle,
      home_opener_quick_links: bundleQuickLinks(home_opener_quick_links),
      usefull_links: usefull_links.map(bundleUsefulLink),
      home_about_institute_object: homeAboutEntries(home_about_institute_object),
      about_us_institute_object: bundleAboutUs(about_us_institute_object),
      home_accreditation_object: home_accreditation_object.map(
        ({ combined: _combined, ...a }) => a,
      ),
    },
  };
}

/** Quick links in the platform's object form, `link_1` first (docs/decisions/060). */
function servedQuickLinks(links: readonly QuickLink[]): ServedQuickLinks {
  return Object.fromEntries(links.map((link, i) => [`link_${i + 1}`, link]));
}

/** servedQuickLinks inverted: in the order of their numbers, which a store's JSON may not keep. */
function bundleQuickLinks(links: ServedQuickLinks): QuickLink[] {
  const place = (key: string) => Number(key.slice("link_".length));
  return Object.entries(links)
    .sort(([a], [b]) => place(a) - place(b))
    .map(([, link]) => link);
}

/** A department with its sub heading, body and picture as the platform's list of about
 * entries, the entry taking the department's id (docs/decisions/060). */
function servedDepartment(d: Department): ServedDepartment {
  const { _id, sub_head_title, sub_head_body, sub_heading_image } = d;
  const empty = !sub_head_title.trim() && !sub_head_body.trim() && !sub_heading_image;
  return {
    ...d,
    about: empty
      ? []
      : [
          {
            _id,
            sub_head_title,
            sub_head_body,
            ...(sub_heading_image ? { sub_heading_image } : {}),
          },
        ],
  };
}

/** servedDepartment inverted: the about list is the department's own three fields. */
function bundleDepartment({ about: _about, ...d }: ServedDepartment): Department {
  return d;
}

/** A department activity's staff as the platform populates one: resolved against the
 * bundle's staff, the bundle's own names where the member is not among them. */
function activityStaffMember(
  named: BundleDepartmentActivity["activity_staff"][number],
  staffById: ReadonlyMap<string, Bundle["staff"][number]>,
): ActivityStaffMember {
  const s = staffById.get(named._id);
  return {
    _id: named._id,
    staffFirstName: s?.staffFirstName ?? named.staffFirstName,
    staffMiddleName: s?.staffMiddleName ?? "",
    staffLastName: s?.staffLastName ?? named.staffLastName,
    staffProfilePhoto: s?.staffProfilePhoto,
  };
}

/** activityStaffMember inverted: the names the API serves are the staff member's own, which a
 * bundle's names of a member it holds are meant to be. */
function namedActivityStaff({
  _id,
  staffFirstName,
  staffLastName,
}: ActivityStaffMember): BundleDepartmentActivity["activity_staff"][number] {
  return { _id, staffFirstName, staffLastName };
}

/** A department's MOU in the backend's shape: the entry's title is the organisation; a
 * bundle holds no industry, duration or head counts, which stay empty. */
function servedMou(entry: SectionEntry, index: number): MouCollab {
  return {
    _id: entry._id,
    srn: String(index + 1),
    org_name: entry.title,
    institution_industry: "",
    durations: "",
    link: entry.link_url ?? "",
    attach: entry.attachment ?? "",
    student_count: 0,
    staff_count: 0,
    description: entry.description,
  };
}

/** servedMou inverted, for a platform whose department site does not carry its MOUs: the
 * entry's link label is not served (docs/decisions/083-mirror.md). */
export function mouEntry(mou: MouCollab): SectionEntry {
  return {
    _id: mou._id,
    title: mou.org_name,
    description: mou.description,
    ...(mou.attach ? { attachment: mou.attach } : {}),
    ...(mou.link ? { link_url: mou.link } : {}),
  };
}

/**
 * The platform's app opens R&D by the RND authority's `iqac_detail`, reading that id's custom
 * dashboard and composition: the authority's own id. Other authorities keep the bundle's value
 * (docs/decisions/060).
 */
function servedIqacDetail(auth: BundleAuthority): string | null {
  return auth.iqac_detail ?? (isAuthority(auth, AUTHORITY_NAMES.rnd) ? auth._id : null);
}

/** servedIqacDetail inverted: an authority's own id there was derived. */
function bundleIqacDetail(auth: Authority): string | null {
  return auth.iqac_detail === auth._id ? null : auth.iqac_detail;
}

/** The committee's authority list as served: the authority without its content. */
function servedAuthority(auth: BundleAuthority): Authority {
  const { _id, name, custom_head_name, description, attachment_list } = auth;
  return {
    _id,
    name,
    custom_head_name,
    iqac_detail: servedIqacDetail(auth),
    description,
    attachment_list,
  };
}

/** Quality tabs say whether they hold cards, as the platform's tabs do. */
function servedQualityDetail(q: QualityDetail): ServedQualityDetail {
  const tabs = (list: QualityDetail["outer_tab_nested"]) =>
    list.map((tab) => ({ ...tab, is_nested: tab.inner_card.length > 0 }));
  return {
    _id: q._id,
    outer_tab_nested: tabs(q.outer_tab_nested),
    naac_outer_tab_nested: tabs(q.naac_outer_tab_nested),
    nirf_outer_tab_nested: tabs(q.nirf_outer_tab_nested),
    aqar_outer_tab_nested: tabs(q.aqar_outer_tab_nested),
    indi_outer_tab_nested: tabs(q.indi_outer_tab_nested),
    ss_outer_tab_nested: tabs(q.ss_outer_tab_nested),
  };
}

/** servedQualityDetail inverted: `is_nested` of a tab follows from its cards. */
function bundleQualityDetail(q: ServedQualityDetail): QualityDetail {
  const tabs = (list: ServedQualityDetail["outer_tab_nested"]) =>
    list.map(({ is_nested: _nested, ...tab }) => tab);
  return {
    _id: q._id,
    outer_tab_nested: tabs(q.outer_tab_nested),
    naac_outer_tab_nested: tabs(q.naac_outer_tab_nested),
    nirf_outer_tab_nested: tabs(q.nirf_outer_tab_nested),
    aqar_outer_tab_nested: tabs(q.aqar_outer_tab_nested),
    indi_outer_tab_nested: tabs(q.indi_outer_tab_nested),
    ss_outer_tab_nested: tabs(q.ss_outer_tab_nested),
  };
}

/** A composition member as served: a staff member's name and photo resolved. */
function servedCompositionMember(
  entry: BundleAuthority["composition"][number],
  staffById: ReadonlyMap<string, Bundle["staff"][number]>,
): CompositionMember {
  const member: CompositionMember = { _id: entry._id, designation: entry.designation };
  if ("staff_id" in entry) {
    const s = staffById.get(entry.staff_id);
    if (s) {
      member.staff = {
        _id: s._id,
        staffFirstName: s.staffFirstName,
        staffMiddleName: s.staffMiddleName,
        staffLastName: s.staffLastName,
        staffProfilePhoto: s.staffProfilePhoto,
      };
    }
  } else {
    member.student = entry.student;
  }
  return member;
}

/** servedCompositionMember inverted: a staff member is named by id again. A member served
 * with neither (a bundle's staff id no staff member has; import refuses it) cannot be kept. */
function compositionEntry(
  member: CompositionMember,
): BundleAuthority["composition"][number] | null {
  const { _id, designation } = member;
  if (member.staff) return { _id, designation, staff_id: member.staff._id };
  if (member.student) return { _id, designation, student: member.student };
  return null;
}

/** The admission site as served: the platform's app reads its videos, which a bundle holds none of. */
function servedAdmissionSiteOf(
  site: Bundle["admission"]["site"],
): z.infer<typeof servedAdmissionSite> {
  return { ...site, video_gallery: [] };
}

/** The admission site as served, inverted: a bundle holds no admission videos. */
function bundleAdmissionSite({
  video_gallery: _videos,
  ...site
}: z.infer<typeof servedAdmissionSite>): Bundle["admission"]["site"] {
  return site;
}

/** The library with its picture, the first about entry's (docs/decisions/011). */
function servedLibraryOf(library: Bundle["library"]): z.infer<typeof servedLibrarySite> {
  const image = library.about.find((a) => a.sub_heading_image)?.sub_heading_image;
  return { ...library, ...(image ? { image } : {}) };
}

/** The library as served, inverted: its picture is its first about entry's. */
function bundleLibrary({
  image: _image,
  ...library
}: z.infer<typeof servedLibrarySite>): Bundle["library"] {
  return library;
}

export function projectBundle(bundle: Bundle): DocRow[] {
  const rows = new Rows();
  const ins = bundle.institute;
  const insId = ins._id;
  const lcid = landingControlIdOf(bundle.profile);
  const under = (parent_id: string, fields: RowFields = {}) => ({ parent_id, ...fields });

  rows.add("institute", insId, ins);
  rows.add("profile", insId, servedProfile(bundle));
  rows.add("landing_control", lcid, { _id: lcid }, under(insId));
  rows.add("other_data", insId, bundle.other_data);
  rows.add("examination", bundle.examination._id, bundle.examination, under(insId));

  const staffById = new Map(bundle.staff.map((s) => [s._id, s]));
  for (const s of bundle.staff) {
    rows.add("staff", s._id, s, under(insId, { ref_id: s.staff_department?._id ?? null }));
  }

  for (const n of bundle.notices)
    rows.add("notice", n._id, n, under(insId, { sort_at: n.createdAt }));

  const eventManagerId = eventManagerIdOf(ins);
  if (eventManagerId) {
    rows.add("event_manager", eventManagerId, { _id: eventManagerId }, under(insId));
    for (const ev of bundle.events) {
      const served: ServedEvent = { ...ev, for_department: [] };
      rows.add("event", ev._id, served, under(eventManagerId, { sort_at: ev.event_date }));
    }
  }

  const { dashboard, site, application_groups } = bundle.admission;
  rows.add("admission_dashboard", dashboard._id, dashboard, under(insId));
  rows.add("admission_site", site._id, servedAdmissionSiteOf(site), under(insId));
  for (const group of application_groups) {
    for (const app of group.apps) {
      rows.add("application", app._id, app, {
        parent_id: insId,
        label: group.group_name,
        visible: app.visible_to_site === APPLICATION_OPEN,
      });
    }
  }

  rows.add("library", bundle.library._id, servedLibraryOf(bundle.library), under(insId));

  for (const d of bundle.departments) {
    // A blank type names no type: such a department is listed with those without one.
    const type = d.department_type?.trim() ? d.department_type : null;
    rows.add("department", d._id, servedDepartment(d), under(insId, { label: type }));
    for (const [i, entry] of (d.mou_collaboration ?? []).entries()) {
      rows.add("department_mou", entry._id, servedMou(entry, i), under(d._id));
    }
  }
  for (const { activity_staff, ...a } of bundle.department_activities) {
    const staff = activity_staff.map((named) => activityStaffMember(named, staffById));
    const activity: DepartmentActivity = {
      ...a,
      activity_staff: staff[0] ?? null,
      activity_staff_list: staff,
    };
    rows.add(
      "department_activity",
      a._id,
      activity,
      under(a.activity_department._id, { label: a.activity_name, sort_at: a.activity_date }),
    );
  }

  const committeeId = bundle.committee._id;
  rows.add(
    "committee",
    committeeId,
    { _id: committeeId, authority: bundle.committee.authorities.map(servedAuthority) },
    under(insId),
  );
  for (const auth of bundle.committee.authorities) {
    rows.add(
      "authority_content",
      auth._id,
      { _id: auth._id, about: auth.about, meetings: auth.meetings },
      under(committeeId),
    );
    for (const entry of auth.composition) {
      const member = servedCompositionMember(entry, staffById);
      rows.add("composition", entry._id, member, under(auth._id, { ref_id: member.staff?._id }));
    }
    for (const act of auth.activities) {
      rows.add("committee_activity", act._id, act, under(auth._id, { sort_at: act.date }));
    }
    for (const item of auth.irins) rows.add("irins", item._id, item, under(auth._id));
  }
  for (const q of bundle.quality_details) {
    rows.add("quality_detail", q._id, servedQualityDetail(q), under(insId));
  }

  for (const item of bundle.student_corner) rows.add("student_corner", item._id, item, under(lcid));

  for (const { items, ...tab } of bundle.dynamic_tabs) {
    rows.add("dynamic_tab", tab._id, tab, under(insId));
    customItems(rows, "dynamic_item", tab._id, items, "");
  }
  for (const { items, ...tab } of bundle.custom_modules) {
    rows.add("module_tab", tab._id, tab, under(insId, { label: tab.module_type }));
    customItems(rows, "module_item", tab._id, items, "");
  }

  for (const y of bundle.academic_years) {
    rows.add("academic_year", y._id, y, under(insId, { label: y.batchName }));
  }
  for (const c of bundle.photo_gallery.categories) {
    rows.add("photo_category", c._id, c, under(insId, { ref_id: c.batch }));
  }
  for (const p of bundle.photo_gallery.images) {
    rows.add("photo", p._id, p, under(p.category, { ref_id: p.batch }));
  }
  for (const c of bundle.video_gallery.categories) {
    rows.add("video_category", c._id, c, under(insId, { ref_id: c.batch }));
  }
  for (const v of bundle.video_gallery.videos) {
    rows.add("video", v._id, v, under(v.category, { ref_id: v.batch }));
  }

  for (const { members, ...category } of bundle.governing_body) {
    rows.add("governing_category", category._id, category, under(lcid));
    for (const m of members) rows.add("governing_member", m._id, m, under(category._id));
  }
  for (const { members, ...category } of bundle.society_governing_body) {
    rows.add("society_category", category._id, category, under(lcid));
    for (const m of members) rows.add("society_member", m._id, m, under(category._id));
  }

  for (const { entries, ...category } of bundle.activity_categories) {
    rows.add("activity_category", category._id, category, under(insId));
    for (const entry of entries) rows.add("activity_entry", entry._id, entry, under(category._id));
  }
  for (const a of bundle.home_about_list) rows.add("home_about", a._id, a, under(insId));
  for (const m of bundle.principal_message_list) {
    rows.add("principal_message", m._id, m, under(insId));
  }
  return rows.all;
}

// ── The projection inverted ──────────────────────────────────────────────────────────────
// A replica (the mirror, src/server/mirror/) reads an institute through the API, which serves
// these rows' bodies, and rebuilds its bundle here, beside the projection it undoes.

/** What the inverse reads of a row: the columns calls filter on, and the served body. */
export type ServedRow = Pick<
  DocRow,
  "kind" | "id" | "parent_id" | "parent_key" | "label" | "visible" | "body"
>;

interface Row<T> extends Omit<ServedRow, "body"> {
  body: T;
}

/** What a bundle holds that no row does: where and in which languages the site is served. */
export interface SiteOfBundle {
  hosts: string[];
  languages?: Bundle["languages"];
}

/** The error of rows that do not make a bundle: a kind missing, or a body not as served. */
export class UnprojectError extends Error {}

/**
 * The bundle whose projection the rows are: each kind's rows in their order, children with
 * their parents. Every body is checked against the shape its call serves.
 */
export function bundleOfRows(rows: readonly ServedRow[], site: SiteOfBundle): Bundle {
  const byKind = new Map<Kind, ServedRow[]>();
  for (const row of rows) byKind.set(row.kind, [...(byKind.get(row.kind) ?? []), row]);
  const all = <T>(kind: Kind, schema: z.ZodType<T>): Row<T>[] =>
    (byKind.get(kind) ?? []).map((row) => {
      const parsed = schema.safeParse(row.body);
      if (!parsed.success) {
        throw new UnprojectError(`the ${kind} ${row.id} is not as served: ${parsed.error.message}`);
      }
      return { ...row, body: parsed.data };
    });
  const bodies = <T>(kind: Kind, schema: z.ZodType<T>): T[] => all(kind, schema).map((r) => r.body);
  const only = <T>(kind: Kind, schema: z.ZodType<T>): T => {
    const [first] = bodies(kind, schema);
    if (first === undefined) throw new UnprojectError(`no ${kind} was read`);
    return first;
  };
  const under = <T>(list: readonly Row<T>[], parent: string): T[] =>
    list.filter((r) => r.parent_id === parent).map((r) => r.body);

  const applications = all<Application>("application", applicationSchema);
  const groups = new Map<string, Application[]>();
  for (const { label, body } of applications) {
    groups.set(label ?? "", [...(groups.get(label ?? "") ?? []), body]);
  }

  const departmentMous = all("department_mou", mouCollab);
  const compositions = all("composition", compositionMember);
  const committeeActivities = all("committee_activity", committeeActivity);
  const irins = all("irins", irinsItem);
  const contents = new Map(bodies("authority_content", committeeContent).map((c) => [c._id, c]));
  const committee = only("committee", committeeDashboard);

  const dynamicItems = all("dynamic_item", customItem);
  const moduleItems = all("module_item", customItem);
  const governingMembers = all("governing_member", governingMember);
  const societyMembers = all("society_member", governingMember);
  const entries = all("activity_entry", activityEntry);
  const withMembers = <T extends { _id: string }>(
    categories: readonly T[],
    members: readonly Row<z.infer<typeof governingMember>>[],
  ) => categories.map((c) => ({ ...c, members: under(members, c._id) }));

  const dashboard = only("admission_dashboard", admissionDashboard);
  const admissionSite = bundleAdmissionSite(only("admission_site", servedAdmissionSite));
  const library = bundleLibrary(only("library", servedLibrarySite));

  const bundle: Bundle = {
    format: BUNDLE_FORMAT,
    hosts: site.hosts,
    ...(site.languages ? { languages: site.languages } : {}),
    institute: only("institute", instituteSchema),
    profile: bundleProfile(only("profile", servedLandingProfile)),
    staff: bodies("staff", staffSchema),
    notices: bodies("notice", noticeSchema),
    events: bodies("event", servedEvent).map(({ for_department: _for, ...ev }) => ev),
    admission: {
      dashboard,
      site: admissionSite,
      application_groups: [...groups].map(([group_name, apps]) => ({ group_name, apps })),
    },
    library,
    departments: bodies("department", servedDepartmentSchema).map((served) => {
      const d = bundleDepartment(served);
      // A platform's department site may not carry its MOUs; its MOU call does.
      const mous = under(departmentMous, d._id);
      return d.mou_collaboration === undefined && mous.length > 0
        ? { ...d, mou_collaboration: mous.map(mouEntry) }
        : d;
    }),
    department_activities: bodies("department_activity", departmentActivity).map(
      ({ activity_staff: _first, activity_staff_list, ...a }) => ({
        ...a,
        activity_staff: activity_staff_list.map(namedActivityStaff),
      }),
    ),
    committee: {
      _id: committee._id,
      authorities: committee.authority.map((auth) => {
        const content = contents.get(auth._id);
        return {
          ...auth,
          iqac_detail: bundleIqacDetail(auth),
          about: content?.about ?? [],
          meetings: content?.meetings ?? [],
          composition: under(compositions, auth._id).flatMap((m) => compositionEntry(m) ?? []),
          activities: under(committeeActivities, auth._id),
          irins: under(irins, auth._id),
        };
      }),
    },
    quality_details: bodies("quality_detail", servedQualityDetailSchema).map(bundleQualityDetail),
    student_corner: bodies("student_corner", studentCornerItem),
    dynamic_tabs: bodies("dynamic_tab", dynamicTab).map((tab) => ({
      ...tab,
      items: customItemTree(
        dynamicItems.filter((i) => i.parent_id === tab._id),
        "",
      ),
    })),
    custom_modules: bodies("module_tab", customModuleTab).map((tab) => ({
      ...tab,
      items: customItemTree(
        moduleItems.filter((i) => i.parent_id === tab._id),
        "",
      ),
    })),
    academic_years: bodies("academic_year", academicYear),
    photo_gallery: {
      categories: bodies("photo_category", galleryCategory),
      images: bodies("photo", galleryImage),
    },
    video_gallery: {
      categories: bodies("video_category", galleryCategory),
      videos: bodies("video", galleryVideo),
    },
    governing_body: withMembers(bodies("governing_category", governingCategory), governingMembers),
    society_governing_body: withMembers(
      bodies("society_category", governingCategory),
      societyMembers,
    ),
    other_data: only("other_data", otherData),
    examination: only("examination", examinationObject),
    activity_categories: bodies("activity_category", activityCategory).map((c) => ({
      ...c,
      entries: under(entries, c._id),
    })),
    home_about_list: bodies("home_about", aboutEntry),
    principal_message_list: bodies("principal_message", principalMessage),
  };
  return bundle;
}

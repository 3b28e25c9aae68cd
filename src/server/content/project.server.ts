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
  webUrl,
} from "#contract/index.ts";
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

/** Quick links in the platform's object form, `link_1` first (docs/decisions/060). */
function servedQuickLinks(links: readonly QuickLink[]): ServedQuickLinks {
  return Object.fromEntries(links.map((link, i) => [`link_${i + 1}`, link]));
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

/**
 * The platform's app opens R&D by the RND authority's `iqac_detail`, reading that id's custom
 * dashboard and composition: the authority's own id. Other authorities keep the bundle's value
 * (docs/decisions/060).
 */
function servedIqacDetail(auth: BundleAuthority): string | null {
  return auth.iqac_detail ?? (isAuthority(auth, AUTHORITY_NAMES.rnd) ? auth._id : null);
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
  rows.add("admission_site", site._id, { ...site, video_gallery: [] }, under(insId));
  for (const group of application_groups) {
    for (const app of group.apps) {
      rows.add("application", app._id, app, {
        parent_id: insId,
        label: group.group_name,
        visible: app.visible_to_site === APPLICATION_OPEN,
      });
    }
  }

  const libraryImage = bundle.library.about.find((a) => a.sub_heading_image)?.sub_heading_image;
  rows.add(
    "library",
    bundle.library._id,
    { ...bundle.library, ...(libraryImage ? { image: libraryImage } : {}) },
    under(insId),
  );

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
    {
      _id: committeeId,
      authority: bundle.committee.authorities.map((auth) => {
        const { _id, name, custom_head_name, description, attachment_list } = auth;
        return {
          _id,
          name,
          custom_head_name,
          iqac_detail: servedIqacDetail(auth),
          description,
          attachment_list,
        };
      }),
    },
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

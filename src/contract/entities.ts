// Every entity of spec section 3, in the platform's own field names (platform-observations.md
// fixes the nesting the spec leaves open). These are the strict shapes: what an import must
// satisfy and what the read API serves. `lenient()` derives the forgiving reader of a remote
// platform from them.
import { z } from "zod";
import { ACTIVITY_TYPE_VALUES, MODULE_TYPES } from "./constants.ts";
import {
  aboutEntry,
  contactCard,
  fileItem,
  fileKey,
  id,
  richText,
  sectionEntry,
  text,
  timestamp,
  webUrl,
} from "./fields.ts";

// ── Institute ────────────────────────────────────────────────────────────────────────────

export const socialLinks = z.strictObject({
  facebook_link: webUrl.optional(),
  twitter_link: webUrl.optional(),
  linkedin_link: webUrl.optional(),
  youtube_link: webUrl.optional(),
  instagram_link: webUrl.optional(),
});
export const SOCIAL_NETWORKS = [
  "facebook_link",
  "twitter_link",
  "linkedin_link",
  "youtube_link",
  "instagram_link",
] as const;

/** `/v1/ins/{id}/dash` → institute: the about record plus the ids of its departments. */
export const institute = z.strictObject({
  _id: id,
  insName: text,
  name: text,
  insProfilePhoto: fileKey.optional(),
  insAddress: text,
  insPhoneNumber: text,
  insEmail: text,
  ins_logo: fileKey.optional(),
  ins_name: text,
  ins_address: text,
  ins_phone_number: text,
  ins_email: text,
  affiliation_with: text,
  accreditations: text,
  /** The company named in the footer's copyright line. */
  company_name: text,
  footer_links: socialLinks,
  about_us_toggle: z.strictObject({
    governing_body: z.boolean(),
    administration: z.boolean(),
    faculties: z.boolean(),
  }),
  administration_object: z.array(z.strictObject({ _id: id, leading_person_position: text })),
  home_accreditation_object: z.array(z.strictObject({ _id: id, name: text })),
  about_us_governing_body: z.array(z.strictObject({ _id: id, category: text })),
  iqac_module: z.array(id),
  eventManagerDepart: z.array(id),
  admissionDepart: z.array(id),
  library: z.array(id),
  financeDepart: z.array(id),
  hostelDepart: z.array(id),
  aluminiDepart: z.array(id),
});
export type Institute = z.infer<typeof institute>;

/** The host lookup's answer: which institute a host belongs to. */
export const hostLink = z.strictObject({
  _id: id,
  insName: text,
  name: text,
  insProfilePhoto: fileKey.optional(),
});
export type HostLink = z.infer<typeof hostLink>;

// ── Landing control and landing profile ──────────────────────────────────────────────────

/** The menu flags of a landing control: each turns a section of the site's menu on or off. */
export const tabToggle = z.strictObject({
  about: z.boolean(),
  academic_course: z.boolean(),
  admission: z.boolean(),
  examination: z.boolean(),
  rnd: z.boolean(),
  notice: z.boolean(),
  department: z.boolean(),
  library: z.boolean(),
  iqac: z.boolean(),
});
export type TabToggle = z.infer<typeof tabToggle>;
const TAB_TOGGLE_FLAGS = tabToggle.keyof().options;

/** Every menu flag set to one value: all sections shown, or none. */
export function everyTab(on: boolean): TabToggle {
  return tabToggle.parse(Object.fromEntries(TAB_TOGGLE_FLAGS.map((flag) => [flag, on])));
}

/** A quick link: typo YES is a web link opened in a new tab, otherwise a file for the viewer. */
export const quickLink = z.discriminatedUnion("typo", [
  z.strictObject({ _id: id, name: text, typo: z.literal("YES"), link_images: webUrl }),
  z.strictObject({ _id: id, name: text, typo: z.literal("NO"), link_images: fileKey }),
]);
export type QuickLink = z.infer<typeof quickLink>;

export const academicCourseDeskItem = z.strictObject({
  _id: id,
  head_name: text,
  head_about: richText,
  head_images: z.array(fileKey),
  sub_head: z.array(
    z.strictObject({
      _id: id,
      sub_head_title_main: text,
      sub_topic: z.array(aboutEntry),
    }),
  ),
});
export type AcademicCourseDeskItem = z.infer<typeof academicCourseDeskItem>;

export const leadingPerson = z.strictObject({
  _id: id,
  leading_person_position: text,
  leading_person_message: richText,
  leading_person: z.strictObject({ profilePhoto: fileKey.optional(), userLegalName: text }),
});

export const accreditation = z.strictObject({
  _id: id,
  name: text,
  about: richText,
  image: fileKey.optional(),
  certificates: z.array(z.strictObject({ _id: id, c_name: text, c_attach: fileKey })),
});

export const landingControl = z.strictObject({
  _id: id,
  tab_toggle: tabToggle,
  home_header_object: z.strictObject({
    ins_name: text,
    ins_logo: fileKey.optional(),
    ins_address: text,
    affiliation_with: text,
    ins_phone_number: text,
    ins_email: text,
    accreditations: text,
  }),
  home_background_object: z.strictObject({
    images: z.array(fileKey),
    /** The accent colour, a CSS hex colour. */
    color_theme: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, "must be a colour like #1a5fb4")
      .optional(),
  }),
  home_opener_quick_links: z.array(quickLink),
  home_about_institute_object: z.array(aboutEntry),
  about_us_institute_object: z.strictObject({
    about: z.array(sectionEntry),
    vision: richText,
    mission: richText,
    motto: text,
  }),
  about_society_dynamic: z.strictObject({
    dynamic_name: text,
    about: richText,
    vision: richText,
    mission: richText,
    founder_message_message: richText,
    founder_message_image: fileKey.optional(),
    founder_message_name: text,
    founder_message_designation: text,
    organisation_structure: fileKey.optional(),
  }),
  academic_courses_desk: z.array(academicCourseDeskItem),
  administration_object: z.array(leadingPerson),
  home_accreditation_object: z.array(accreditation),
  footer_links: socialLinks.extend({ how_to_reach: text }),
  usefull_links: z.array(
    z.strictObject({ _id: id, name: text, attach: z.union([webUrl, fileKey]) }),
  ),
});
export type LandingControl = z.infer<typeof landingControl>;

export const testimonial = z.strictObject({
  _id: id,
  name: text,
  image: fileKey.optional(),
  bio: text,
  course: text,
  highlighted: z.boolean(),
  link: webUrl.optional(),
});
export type Testimonial = z.infer<typeof testimonial>;

export const contactPerson = z.strictObject({
  department_name: text,
  person_name: text,
  person_phone_number: text,
  person_email: text,
});

/** `/v1/landing/{id}/one/web/profile` → one_ins. */
export const landingProfile = z.strictObject({
  _id: id,
  insName: text,
  name: text,
  insProfilePhoto: fileKey.optional(),
  insAddress: text,
  insEmail: text,
  insPhoneNumber: text,
  testimonials: z.array(testimonial),
  iso_certificate: z.array(
    z.strictObject({ _id: id, name: text, image: fileKey, link: webUrl.optional() }),
  ),
  contact_list: z.strictObject({
    address: text,
    head_office_address: text,
    about: text,
    persons: z.array(contactPerson),
  }),
  landing_control: landingControl,
});
export type LandingProfile = z.infer<typeof landingProfile>;

// ── Staff ────────────────────────────────────────────────────────────────────────────────

export const staff = z.strictObject({
  _id: id,
  staffFirstName: text,
  staffMiddleName: text,
  staffLastName: text,
  staffProfilePhoto: fileKey.optional(),
  staffPhoneNumber: text,
  staffEmail: text,
  current_designation: text,
  staff_department: z.strictObject({ _id: id, dName: text }).nullable(),
  teaching_type: text,
  staff_technicality: text,
  staff_dynamic_field: z.array(z.strictObject({ key: text, value: text })),
});
export type Staff = z.infer<typeof staff>;

// ── Notices and events ───────────────────────────────────────────────────────────────────

export const noticeDocument = z.strictObject({
  _id: id,
  documentName: text,
  documentKey: fileKey,
  documentType: text,
});
export const notice = z.strictObject({
  _id: id,
  insAnnTitle: text,
  insAnnDescription: richText,
  createdAt: timestamp,
  announcementDocument: z.array(noticeDocument),
});
export type Notice = z.infer<typeof notice>;
/** A notice as the list call answers it: enough for a link. */
export const noticeSummary = notice.pick({ _id: true, insAnnTitle: true, createdAt: true });

export const event = z.strictObject({
  _id: id,
  event_name: text,
  event_date: timestamp,
  event_guest: text,
  event_place: text,
  event_description: richText,
  event_banner: fileKey.optional(),
  attendance: z.array(fileItem),
  notice: z.array(fileItem),
  permission_letter: z.array(fileItem),
  report: z.array(fileItem),
  other: z.array(fileItem),
});
export type Event = z.infer<typeof event>;
export const eventSummary = event.pick({
  _id: true,
  event_name: true,
  event_date: true,
  event_place: true,
  event_banner: true,
});

// ── Admission ────────────────────────────────────────────────────────────────────────────

/** `/v1/admission/{id}/dashboard/query` → admission: the QR codes of the app. */
export const admissionDashboard = z.strictObject({
  _id: id,
  app_qr_code: fileKey,
  app_hindi_qr_code: fileKey,
  app_marathi_qr_code: fileKey,
});

/** `/v1/site/info/admission/{id}` → admission_site. */
export const admissionSite = z.strictObject({
  _id: id,
  admission_about: richText,
  admission_contact: z.array(contactCard),
  document_checklist: z.array(
    z.strictObject({
      _id: id,
      title: text,
      description: richText,
      attachment: fileKey.optional(),
    }),
  ),
});

export const application = z.strictObject({
  _id: id,
  applicationName: text,
  visible_to_site: text,
  applicationPhoto: fileKey.optional(),
  applicationAbout: richText,
  /** The external form a visitor fills in. */
  application_link: webUrl.optional(),
});
export type Application = z.infer<typeof application>;
export const applicationSummary = application.pick({
  _id: true,
  applicationName: true,
  visible_to_site: true,
});
export const applicationGroup = z.strictObject({
  group_name: text,
  apps: z.array(applicationSummary),
});

// ── Library ──────────────────────────────────────────────────────────────────────────────

export const librarySite = z.strictObject({
  _id: id,
  about: z.array(aboutEntry),
  library_message: richText,
  library_rule: richText,
  eresources: z.array(
    z.strictObject({ _id: id, title: text, link: webUrl.optional(), description: richText }),
  ),
  library_contact: z.array(contactCard),
});

// ── Departments and their activities ─────────────────────────────────────────────────────

export const department = z.strictObject({
  _id: id,
  dName: text,
  /** A dependent department's type name; null for an independent department. */
  department_type: text.nullable(),
  department_vission: richText,
  department_mission: richText,
  department_hod_message: richText,
  sub_head_title: text,
  sub_head_body: richText,
  sub_heading_image: fileKey.optional(),
  po_pso: z.array(
    z.strictObject({ _id: id, title: text, description: richText, attach: fileKey.optional() }),
  ),
  syllabus: z.array(fileItem),
  student_achievements: z.array(
    z.strictObject({
      _id: id,
      title: text,
      description: richText,
      attach: fileKey.optional(),
      image: fileKey.optional(),
    }),
  ),
  department_contact: z.array(contactCard),
  /** The department's laboratories, as the platform's department site holds them; the spec
   * leaves this tab blank, so a department without any shows no tab. */
  laboratory: z.array(aboutEntry).optional(),
  /** Memoranda of understanding and collaborations, filled only by content bundles; the
   * platform's app reads them through its MOU call (`departmentMous`, decision 014). */
  mou_collaboration: z.array(sectionEntry).optional(),
});
export type Department = z.infer<typeof department>;
export const departmentSummary = department.pick({ _id: true, dName: true, department_type: true });

const activityStaffMember = z.strictObject({
  _id: id,
  staffFirstName: text,
  staffMiddleName: text,
  staffLastName: text,
  staffProfilePhoto: fileKey.optional(),
});
export type ActivityStaffMember = z.infer<typeof activityStaffMember>;

export const departmentActivity = z.strictObject({
  _id: id,
  activity_name: text,
  activity_type: text,
  activity_date: timestamp,
  activity_batch: z.strictObject({ _id: id, batchName: text }),
  activity_department: z.strictObject({ _id: id, dName: text }),
  /** The staff member in charge, as the platform populates its one reference; null if none. */
  activity_staff: activityStaffMember.nullable(),
  /** Every staff member of the activity, the one above first (docs/decisions/060). */
  activity_staff_list: z.array(activityStaffMember),
  attendance: z.array(fileItem),
  notice: z.array(fileItem),
  permission_letter: z.array(fileItem),
  activity_report: z.array(fileItem),
  other: z.array(fileItem),
});
export type DepartmentActivity = z.infer<typeof departmentActivity>;
/** A list item: the platform's list populates staff, department and batch like one activity. */
export const departmentActivitySummary = departmentActivity.pick({
  _id: true,
  activity_name: true,
  activity_type: true,
  activity_date: true,
  activity_batch: true,
  activity_department: true,
  activity_staff: true,
  activity_staff_list: true,
});

// ── Committees, authorities and quality pages ────────────────────────────────────────────

export const authority = z.strictObject({
  _id: id,
  name: text,
  custom_head_name: text,
  /** The authorityDetailId of this authority's quality pages, when it has them. */
  iqac_detail: id.nullable(),
  description: richText,
  attachment_list: z.array(fileKey),
});
export type Authority = z.infer<typeof authority>;

export const committeeDashboard = z.strictObject({ _id: id, authority: z.array(authority) });

/** `/v2/committee/{id}/custom/dashboard` → custom: an authority's about and meetings. */
export const committeeContent = z.strictObject({
  _id: id,
  about: z.array(aboutEntry),
  meetings: z.array(fileItem),
});

export const compositionMember = z.strictObject({
  _id: id,
  designation: text,
  staff: z
    .strictObject({
      _id: id,
      staffFirstName: text,
      staffMiddleName: text,
      staffLastName: text,
      staffProfilePhoto: fileKey.optional(),
    })
    .optional(),
  student: z
    .strictObject({
      _id: id,
      studentFirstName: text,
      studentMiddleName: text,
      studentLastName: text,
      studentProfilePhoto: fileKey.optional(),
    })
    .optional(),
});
export type CompositionMember = z.infer<typeof compositionMember>;

export const committeeActivity = z.strictObject({
  _id: id,
  title: text,
  description: richText,
  date: timestamp,
  attachment: z.array(fileItem),
});

export const irinsItem = z.strictObject({
  _id: id,
  title: text,
  attachment: fileKey.optional(),
  description: richText,
  link_url: webUrl.optional(),
  link_label: text.optional(),
});

/** The five nested card levels of a quality tab (spec 3), innermost first. */
const cardBase = { _id: id, name: text, is_nested: z.boolean(), pdf_key: fileKey.optional() };
export const nested4Card = z.strictObject(cardBase);
export const nestedNestedNestedCard = z.strictObject({
  ...cardBase,
  nested4_card: z.array(nested4Card),
});
export const nestedNestedCard = z.strictObject({
  ...cardBase,
  nested_nested_nested_card: z.array(nestedNestedNestedCard),
});
export const nestedInnerCard = z.strictObject({
  ...cardBase,
  nested_nested_card: z.array(nestedNestedCard),
});
export const innerCard = z.strictObject({
  ...cardBase,
  nested_inner_card: z.array(nestedInnerCard),
});
export const qualityTab = z.strictObject({
  _id: id,
  name: text,
  pdf_key: fileKey.optional(),
  inner_card: z.array(innerCard),
});
export type QualityTab = z.infer<typeof qualityTab>;

export const QUALITY_TAB_LISTS = [
  "outer_tab_nested",
  "naac_outer_tab_nested",
  "nirf_outer_tab_nested",
  "aqar_outer_tab_nested",
  "indi_outer_tab_nested",
  "ss_outer_tab_nested",
] as const;
export const qualityDetail = z.strictObject({
  _id: id,
  outer_tab_nested: z.array(qualityTab),
  naac_outer_tab_nested: z.array(qualityTab),
  nirf_outer_tab_nested: z.array(qualityTab),
  aqar_outer_tab_nested: z.array(qualityTab),
  indi_outer_tab_nested: z.array(qualityTab),
  ss_outer_tab_nested: z.array(qualityTab),
});
export type QualityDetail = z.infer<typeof qualityDetail>;

// ── Student corner, dynamic tabs, custom modules ─────────────────────────────────────────

export const studentCornerItem = z.strictObject({
  _id: id,
  name: text,
  pdf_key: fileKey.optional(),
  second_level: z.array(
    z.strictObject({
      _id: id,
      name: text,
      pdf_key: fileKey.optional(),
      is_nested: z.boolean(),
      third_level: z.array(z.strictObject({ _id: id, name: text, pdf_key: fileKey.optional() })),
    }),
  ),
});
export type StudentCornerItem = z.infer<typeof studentCornerItem>;

export const dynamicTab = z.strictObject({ _id: id, name: text });
export const customModuleTab = z.strictObject({
  _id: id,
  name: text,
  module_type: z.enum(MODULE_TYPES),
});
/** An item of a dynamic tab or custom module; is_nested says it has children. */
export const customItem = z.strictObject({
  _id: id,
  name: text,
  description: richText,
  pdf_key: fileKey.optional(),
  is_nested: z.boolean(),
});
export type CustomItem = z.infer<typeof customItem>;

// ── Galleries ────────────────────────────────────────────────────────────────────────────

export const academicYear = z.strictObject({ _id: id, batchName: text });
export const galleryCategory = z.strictObject({ _id: id, category: text, batch: id });
export const galleryImage = z.strictObject({
  _id: id,
  image: fileKey,
  caption: text,
  category: id,
  batch: id,
});
/** Only watch and shorts links of the video service are recognised (spec 2.12). */
export const VIDEO_LINK_PATTERN =
  /^https:\/\/(www\.)?youtube\.com\/(watch\?v=|shorts\/)[A-Za-z0-9_-]{11}([&?#][^\s]*)?$/;
export const galleryVideo = z.strictObject({
  _id: id,
  video_link: z.string().regex(VIDEO_LINK_PATTERN, "must be a YouTube watch or shorts link"),
  caption: text,
  category: id,
  batch: id,
});

// ── Governing bodies ─────────────────────────────────────────────────────────────────────

export const governingCategory = z.strictObject({ _id: id, category: text });
export const governingMember = z.strictObject({
  _id: id,
  body_name: text,
  body_photo: fileKey.optional(),
  body_designation: text,
  body_description: richText,
});

// ── Institute content, infrastructure, student zone ──────────────────────────────────────

const dataList = z.strictObject({
  data_list: z.array(
    z.strictObject({ _id: id, title: text, description: richText, attachment: fileKey.optional() }),
  ),
});
export const INFRASTRUCTURE_SECTIONS = [
  "library",
  "gymkhana",
  "laboratory",
  "smart_class",
  "ladies_common_room",
  "botanical_garden",
] as const;
export const STUDENT_ZONE_SECTIONS = [
  "council",
  "support",
  "research",
  "complaint",
  "scholarship",
  "alumni_association",
] as const;
export const INSTITUTE_SECTIONS = [
  "college_layout",
  "policies_and_procedures",
  "organogram",
  "model_code_conduct",
  "idp",
] as const;

/** `/v1/site/other/model/{id}/query` → other_data. */
export const otherData = z.strictObject({
  _id: id,
  college_layout: z.array(sectionEntry),
  policies_and_procedures: z.array(sectionEntry),
  organogram: z.array(sectionEntry),
  model_code_conduct: z.array(sectionEntry),
  idp: z.array(sectionEntry),
  principal_name: text,
  principal_designation: text,
  library: dataList,
  gymkhana: dataList,
  laboratory: dataList,
  smart_class: dataList,
  ladies_common_room: dataList,
  botanical_garden: dataList,
  council: dataList,
  support: dataList,
  research: dataList,
  complaint: dataList,
  scholarship: dataList,
  alumni_association: dataList,
});
export type OtherData = z.infer<typeof otherData>;

/** `/v1/landing/{lcid}/all/examination/object/query` → landing. */
export const examinationObject = z.strictObject({
  _id: id,
  examination_timetable: z.array(fileItem),
  hall_ticket: z.array(fileItem),
  examination_notification: z.array(fileItem),
  manual_examination: z.array(fileItem),
  examination_schedule: z.array(fileItem),
});

// ── Institute activities, home lists ─────────────────────────────────────────────────────

export const activityCategory = z.strictObject({
  _id: id,
  category: text,
  activity_type: z.enum(ACTIVITY_TYPE_VALUES),
});
export const activityEntry = z.strictObject({
  _id: id,
  title: text,
  description: richText,
  attachment: fileKey.optional(),
});

export const principalMessage = z.strictObject({
  _id: id,
  principal_name: text,
  principal_designation: text,
  principal_message: richText,
  principal_image: fileKey.optional(),
});

// ── Reads only the platform's own public app makes ───────────────────────────────────────
// Our site does not make these calls; they are answered so that the platform's app can run
// on Prospectus (docs/decisions/011-app-shapes.md). Lists we hold no content for are empty.

/** A department's head as the platform's department list populates `dHead`. */
export const departmentHead = z.strictObject({
  _id: id,
  staffFirstName: text,
  staffMiddleName: text,
  staffLastName: text,
  staffProfilePhoto: fileKey.optional(),
});
export type DepartmentHead = z.infer<typeof departmentHead>;

/** `/v1/ins/{id}/department` → institute: the institute's departments, each with its head
 * (`dHead`, null when no staff member is named head) and the head's title (`dTitle`). */
export const instituteDepartments = z.strictObject({
  _id: id,
  depart: z.array(departmentSummary.extend({ dHead: departmentHead.nullable(), dTitle: text })),
});

/** A year as a department's batch list gives it: the platform's merged batch. */
export const universalBatch = z.strictObject({
  _id: id,
  u_batch: z.strictObject({ _id: id, batchName: text }),
});

/** A department's MOU or collaboration, as the platform's backend answers it; a bundle's
 * entry (`mou_collaboration`) gives the organisation, the link and the file, and its text
 * rides beside them in `description` (docs/decisions/014). */
export const mouCollab = z.strictObject({
  _id: id,
  srn: text,
  org_name: text,
  institution_industry: text,
  durations: text,
  link: text,
  attach: text,
  student_count: z.number().int(),
  staff_count: z.number().int(),
  description: richText,
});
export type MouCollab = z.infer<typeof mouCollab>;

/** A book of the library's online catalogue; a bundle's e-resources are its online books,
 * their link and description kept beside the backend's fields (docs/decisions/060). */
export const libraryBook = z.strictObject({
  _id: id,
  bookName: text,
  author: text,
  language: text,
  bookStatus: text,
  publication: text,
  photo: fileKey.optional(),
  description: richText,
  link: webUrl.optional(),
});
export type LibraryBook = z.infer<typeof libraryBook>;

/** An entry of an authority's sections (R&D papers, projects). */
export const authoritySectionEntry = z.strictObject({
  _id: id,
  title: text,
  collaboration: text,
  funding_agency: text,
  link: text,
  attach: text,
});

/** Applications of the admission page: a group names its type and lists its applications. */
export const pinnedApplicationGroup = z.strictObject({
  type: text,
  apps: z.array(applicationSummary),
});

/** The platform's flash notices of the home page; a bundle holds none. */
export const siteOpener = z.strictObject({
  _id: id,
  site_flash_notice: z.array(
    z.strictObject({
      _id: id,
      notice_title: text,
      notice_image: fileKey.optional(),
      notice_button_name: text,
      notice_button_link: text,
    }),
  ),
});

/** A required document of the admission process: the document checklist's entries. */
export const admissionDocument = admissionSite.shape.document_checklist.element;

// ── Served shapes: a bundle's content plus the fields the platform's app reads ───────────
// A bundle stays as it is; these fields are derived from it when it is imported, so the
// platform's app finds what its backend sends (docs/decisions/011-app-shapes.md).

/** The platform's menu flags that our site does not use. */
export const servedTabToggle = tabToggle.extend({
  home: z.boolean(),
  alumni: z.boolean(),
  contact_us: z.boolean(),
  new_admission: z.boolean(),
});

const openerBackground = z.strictObject({
  name: text,
  typo: text,
  link_images: text,
  attach: text,
});

/**
 * The platform's switches of its home page's sections, as its app reads them: the banner
 * carousel, the about section, the departments, the two opener panels, vision and mission,
 * and testimonials. The backend's stored models predate the field (docs/decisions/012).
 */
export const screenToggle = z.strictObject({
  bg_image: z.boolean(),
  about_institute: z.boolean(),
  our_department: z.boolean(),
  bg1_bg2: z.boolean(),
  vission_mission: z.boolean(),
  testimonials: z.boolean(),
});

/** The home page's about section in the platform's object form, from the bundle's entries. */
export const servedHomeAbout = z.strictObject({
  /** The entries' bodies in order: the text the platform's app shows. */
  about: richText,
  /** The first entry's picture. */
  about_photo: fileKey.optional(),
  /** The platform's kind of `link_images`: "NO" is a picture (a key or ""), never a video. */
  typo: z.literal("NO"),
  link_images: text,
  /** The bundle's entries themselves, so no title or picture is lost. */
  entries: z.array(aboutEntry),
});

/**
 * A useful link as the platform's app links it: `attach` is always a web address (a file's is
 * its address on the institute's primary host), and a file keeps its key in `attach_key`.
 */
export const servedUsefulLink = z.strictObject({
  _id: id,
  name: text,
  attach: webUrl,
  attach_key: fileKey.optional(),
});

/** The About Us object with the platform's fields beside the bundle's. */
export const servedAboutUs = landingControl.shape.about_us_institute_object.extend({
  ins_name: text,
  /** The About Us entries' bodies as one text. */
  ins_about: richText,
  affiliation: z.array(z.strictObject({ name: text, info: text })),
});

export type ScreenToggle = z.infer<typeof screenToggle>;
export type ServedUsefulLink = z.infer<typeof servedUsefulLink>;
export type ServedHomeAbout = z.infer<typeof servedHomeAbout>;
export type ServedAboutUs = z.infer<typeof servedAboutUs>;

/** Quick links in the platform's object form: `link_1`, `link_2`… in order (its schema holds
 * six; a bundle may hold more, which follow as `link_7` and on). */
export const servedQuickLinks = z.record(z.string().regex(/^link_[1-9][0-9]*$/), quickLink);
export type ServedQuickLinks = z.infer<typeof servedQuickLinks>;

/** The quick links of a served landing control, in order, whichever form was read. */
export function quickLinkList(links: ServedQuickLinks): QuickLink[] {
  return Object.values(links);
}

export const servedLandingControl = landingControl.extend({
  tab_toggle: servedTabToggle,
  home_opener_quick_links: servedQuickLinks,
  screen_toggle: screenToggle,
  home_about_institute_object: servedHomeAbout,
  about_us_institute_object: servedAboutUs,
  usefull_links: z.array(servedUsefulLink),
  /** The platform's two opener panels of the home page; a bundle holds none. */
  home_opener_background_object: z.strictObject({
    bg_1: openerBackground.optional(),
    bg_2: openerBackground.optional(),
  }),
  /** Each accreditation's certificates again, under the platform's name `combined`. */
  home_accreditation_object: z.array(
    accreditation.extend({
      combined: z.array(z.strictObject({ _id: id, c_name: text, c_attach: fileKey })),
    }),
  ),
});

export type ServedLandingControl = z.infer<typeof servedLandingControl>;

export const servedLandingProfile = landingProfile.extend({
  /** `person` is what the platform's app reads; `persons` is the platform's field. */
  contact_list: landingProfile.shape.contact_list.extend({ person: z.array(contactPerson) }),
  landing_control: servedLandingControl,
});
export type ServedLandingProfile = z.infer<typeof servedLandingProfile>;

export const servedLibrarySite = librarySite.extend({
  /** The library's picture: the first about entry's image. */
  image: fileKey.optional(),
});

export const servedAdmissionSite = admissionSite.extend({
  /** The admission page's videos; a bundle holds none. */
  video_gallery: z.array(z.strictObject({ _id: id, video_link: webUrl })),
});

/** A department's site with its about entries as the platform holds them: the bundle's one
 * sub heading, body and picture as a list of one (none when all three are empty). */
export const servedDepartment = department.extend({ about: z.array(aboutEntry) });
export type ServedDepartment = z.infer<typeof servedDepartment>;

export const servedEvent = event.extend({
  /** The departments an event is for; a bundle's events are the institute's. */
  for_department: z.array(z.strictObject({ _id: id, dName: text })),
});

const servedQualityTab = qualityTab.extend({ is_nested: z.boolean() });
export const servedQualityDetail = z.strictObject({
  _id: id,
  outer_tab_nested: z.array(servedQualityTab),
  naac_outer_tab_nested: z.array(servedQualityTab),
  nirf_outer_tab_nested: z.array(servedQualityTab),
  aqar_outer_tab_nested: z.array(servedQualityTab),
  indi_outer_tab_nested: z.array(servedQualityTab),
  ss_outer_tab_nested: z.array(servedQualityTab),
});
export type ServedEvent = z.infer<typeof servedEvent>;
export type ServedQualityDetail = z.infer<typeof servedQualityDetail>;

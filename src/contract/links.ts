// The site's links (spec 2.1, 2.2): one builder per href, so menus, pages and tests spell each
// path once. Paths are the spec's, misspellings included; ids are platform ids and names are
// encoded where they enter a path or a query.

/** The platform's external web application, where staff and students sign in (spec 1). */
export const PLATFORM_LOGIN_URL = "https://dashboard.qviple.com/login";

import {
  DEFAULT_QR_LANGUAGE,
  ACTIVITY_ROUTES,
  type EVENT_DOCUMENT_GROUPS,
  type ModuleType,
  type QrLanguage,
} from "./constants.ts";
import type { SearchKind } from "./search.ts";

/** The route segment of an institute activity type. */
export type ActivityRoute = keyof typeof ACTIVITY_ROUTES;

const seg = encodeURIComponent;

/** Where the society's governing body's member pages start: they belong to its tab. */
export const SOCIETY_GOVERNING_PAGES = "/society/governing/";

/** Where a page of a long list is: one year of a dated list and a page (page 1 goes unsaid). */
export interface ListAt {
  year?: number | undefined;
  page?: number | undefined;
}

/** Where a page of a table of people is: its filters, its search by name and its page. */
export interface PeopleAt {
  /** A department's id. */
  department?: string | undefined;
  designation?: string | undefined;
  search?: string | undefined;
  page?: number | undefined;
}

type Query = Record<string, string | number | undefined>;

/** The query of the parameters that are set, in the order given. */
function queryOf(query: Query): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") params.set(name, String(value));
  }
  return params.toString();
}

/** A value in a query as every address of the site writes it: form encoding, a space "+"
 * (as URLSearchParams, the filter chips and the language switcher write it). */
const queryValue = (value: string) => new URLSearchParams([["", value]]).toString().slice(1);

/** A path with the query of the parameters that are set, in the order given. */
function withQuery(path: string, query: Query): string {
  const qs = queryOf(query);
  return qs ? `${path}?${qs}` : path;
}

/** The query of a list's page: its year, and its page number unless it is the first. */
const listQuery = ({ year, page }: ListAt = {}) => ({
  year,
  page: page !== undefined && page > 1 ? page : undefined,
});

/** The fixed tabs of the institute section (spec 2.9): segment and header title. */
export const INSTITUTE_TABS = [
  { slug: "aboutus", label: "About Us" },
  { slug: "vision-mission", label: "Vision, Mission & Motto" },
  { slug: "college-layout", label: "College Layout" },
  { slug: "organogram", label: "Organogram" },
  { slug: "idp", label: "Institutional Development Plan" },
  { slug: "model-conduct", label: "Model Code of Conduct" },
  { slug: "policies-procedures", label: "Policies and Procedures" },
  { slug: "principal-message", label: "Principal's Message" },
] as const;
export type InstituteTab = (typeof INSTITUTE_TABS)[number]["slug"];

export const FACULTY_TABS = [
  { slug: "teaching", label: "Teaching Staff" },
  { slug: "non-teaching", label: "Non-Teaching Staff" },
  { slug: "other", label: "Other Staff" },
] as const;
export type FacultyTab = (typeof FACULTY_TABS)[number]["slug"];

export const SOCIETY_TABS = [
  { slug: "about", label: "About the Society" },
  { slug: "vision-mission", label: "Vision and Mission" },
  { slug: "message", label: "Founder Message" },
  { slug: "organisation", label: "Organisation Structure" },
  { slug: "society-governing", label: "Society Governing Body" },
] as const;
export type SocietyTab = (typeof SOCIETY_TABS)[number]["slug"];

export const COMMITTEE_TABS = [
  { slug: "about", label: "About" },
  { slug: "composition", label: "Composition" },
  { slug: "meeting", label: "Meetings" },
  { slug: "activity", label: "Activities" },
] as const;
export type CommitteeTab = (typeof COMMITTEE_TABS)[number]["slug"];

export const LIBRARY_TABS = [
  { slug: "about", label: "About the Library" },
  { slug: "message", label: "Librarian Message" },
  { slug: "rules", label: "Rules and Regulations" },
  { slug: "eresources", label: "E-Resources" },
  { slug: "contact-us", label: "Contact Us" },
] as const;
export type LibraryTab = (typeof LIBRARY_TABS)[number]["slug"];

/** The tabs of an event (spec 2.4) in the spec's order: segment, label, document group. */
export const EVENT_TABS = [
  { slug: "attendance", label: "Attendance", group: "attendance" },
  { slug: "notice", label: "Notice", group: "notice" },
  { slug: "permission-letter", label: "Permission Letter", group: "permission_letter" },
  { slug: "activity-report", label: "Activity Report", group: "report" },
  { slug: "other", label: "Other", group: "other" },
] as const satisfies readonly {
  slug: string;
  label: string;
  group: (typeof EVENT_DOCUMENT_GROUPS)[number];
}[];

export const INFRASTRUCTURE_TABS = [
  { slug: "library", label: "Library" },
  { slug: "gymkhana", label: "Gymkhana" },
  { slug: "laboratories", label: "Laboratories" },
  { slug: "smart-classroom", label: "Smart Classroom" },
  { slug: "ladies-common-room", label: "Ladies' Common Room" },
  { slug: "botanical-garden", label: "Botanical Garden" },
] as const;
export type InfrastructureTab = (typeof INFRASTRUCTURE_TABS)[number]["slug"];

export const STUDENT_ZONE_TABS = [
  { slug: "council", label: "Student's Council" },
  { slug: "support", label: "Student Support" },
  { slug: "research", label: "Student Research" },
  { slug: "complaint", label: "Student Complaints" },
  { slug: "scholarship", label: "Scholarships" },
  { slug: "notice", label: "Notices" },
  { slug: "alumni", label: "Alumni Association" },
] as const;
export type StudentZoneTab = (typeof STUDENT_ZONE_TABS)[number]["slug"];

/** The admission tabs after About, the section's index (spec 2.5). */
export const ADMISSION_TABS = [
  { slug: "process", label: "Admission Process" },
  { slug: "contact", label: "Contact" },
  { slug: "document", label: "Document Checklist" },
  { slug: "application", label: "Online Application" },
] as const;
export type AdmissionTab = (typeof ADMISSION_TABS)[number]["slug"];

/** The app's store pages (spec 2.5: "Download App" on phones). */
export const APP_STORE_LINKS = {
  ios: "https://apps.apple.com/in/app/qviple-your-education-online/id6463501865",
  android: "https://play.google.com/store/apps/details?id=com.mithakalminds.qviple",
} as const;

/** The first tab of an academic course type; its other tabs are its sub-headings' ids. */
export const ACADEMIC_ABOUT_TAB = "about";

/** The institute activity pages (spec 2.17): a page per activity type, then "other". */
export const ACTIVITY_PAGES = [
  { slug: "hosted", label: "Hosted Events" },
  { slug: "association", label: "Associations & Committees" },
  { slug: "sport", label: "Sports" },
  { slug: "cultural", label: "Cultural" },
  { slug: "celebration", label: "Celebrations" },
  { slug: "other", label: "Other Activities" },
] as const satisfies readonly { slug: ActivityRoute | "other"; label: string }[];
export type ActivityPage = (typeof ACTIVITY_PAGES)[number]["slug"];

function isActivityRoute(key: string): key is ActivityRoute {
  return key in ACTIVITY_ROUTES;
}

/** The route segment of an institute activity type ("Sports" → sport). */
export function activityRouteOf(type: string): ActivityRoute | undefined {
  return Object.keys(ACTIVITY_ROUTES)
    .filter(isActivityRoute)
    .find((route) => ACTIVITY_ROUTES[route] === type);
}

/** The R&D tabs with a content source (spec 2.7); decision 031 leaves out the placeholders. */
export const RESEARCH_TABS = [
  { slug: "about", label: "Research and Department" },
  { slug: "irins", label: "IRINS" },
] as const;
export type ResearchTab = (typeof RESEARCH_TABS)[number]["slug"];

/** The examination tabs (spec 2.10) in the spec's order. */
export const EXAMINATION_TABS = [
  { slug: "notice", label: "Notices" },
  { slug: "timetable", label: "Time-Tables" },
  { slug: "seating", label: "Seating Arrangement" },
  { slug: "result", label: "Results" },
  { slug: "project", label: "Exam Projects" },
] as const;
export type ExaminationTab = (typeof EXAMINATION_TABS)[number]["slug"];

/** The quality bodies (spec 2.6): route segment and heading. */
export const QUALITY_BODIES = [
  { slug: "iqac", label: "IQAC" },
  { slug: "naac", label: "NAAC" },
  { slug: "aqar", label: "AQAR" },
  { slug: "nirf", label: "NIRF" },
  { slug: "institutional", label: "Institutional Distinctiveness" },
  { slug: "special", label: "Special Status" },
] as const;
export type QualityBody = (typeof QUALITY_BODIES)[number]["slug"];
/**
 * The tabs of one department (spec 2.15), in the spec's order; the segments are the spec's,
 * misspelling included. Laboratory and MoU show only for a department with content there.
 */
export const DEPARTMENT_TABS = [
  { slug: "about", label: "About" },
  { slug: "vision-mission", label: "Vision and Mission" },
  { slug: "po-pso", label: "PO and PSO" },
  { slug: "message", label: "HOD Message" },
  { slug: "faculty", label: "Faculty" },
  { slug: "syllabus", label: "Syllabus" },
  { slug: "laboratory", label: "Laboratory" },
  { slug: "achievement", label: "Student Achievements" },
  { slug: "mou-collabration", label: "MoU and Collaborations" },
  { slug: "activity", label: "Activities" },
  { slug: "contact", label: "Contact" },
] as const;
export type DepartmentTab = (typeof DEPARTMENT_TABS)[number]["slug"];

/** The tabs of a department activity (spec 2.15): segment, label and its file group. */
export const DEPARTMENT_ACTIVITY_TABS = [
  { slug: "attendance", label: "Attendance", group: "attendance" },
  { slug: "notice", label: "Notice", group: "notice" },
  { slug: "permission-letter", label: "Permission Letter", group: "permission_letter" },
  { slug: "activity-report", label: "Activity Report", group: "activity_report" },
  { slug: "other", label: "Other", group: "other" },
] as const;
export type DepartmentActivityTab = (typeof DEPARTMENT_ACTIVITY_TABS)[number]["slug"];

/** The two galleries (spec 2.12): the same structure for photos and videos. */
export type GalleryKind = "photo" | "video";
/** The category segment that means every photo or video of a year. */
export const ALL_CATEGORIES = "all";

/** The tab of a fixed list that a route segment names, if any. */
export function tabOf<T extends { slug: string }>(tabs: readonly T[], slug: string): T | undefined {
  return tabs.find((tab) => tab.slug === slug);
}

/** The website's policies (GIGW), each a page of its own: their addresses' last part. */
export const WEBSITE_POLICIES = [
  "copyright",
  "hyperlinking",
  "privacy",
  "terms",
  "archival",
] as const;
export type WebsitePolicy = (typeof WEBSITE_POLICIES)[number];

/**
 * Where each module type's custom pages hang (spec 2.18): the path pattern of its section.
 * R&D's sit under the RND authority.
 */
export const CUSTOM_PAGE_SECTIONS = {
  OUR_COLLEGE: "/institute",
  ACADEMIC_COURSE: "/academic/course",
  DEPARTMENT: "/department",
  ADMISSION: "/admission",
  RND: "/research/development/:rndId",
  EXAMINATION: "/examination",
  STUDENT_ZONE: "/student/zone",
  ACTIVITY: "/institute/activity/other",
  INFRASTRUCTURE: "/infrastructure",
} as const satisfies Record<ModuleType, string>;

/** Custom module pages (spec 2.18) hang under the path of their section. */
const custom = (section: string, id: string) => `${section}/custom/${id}`;
const customNested = (section: string, id: string, nxtId: string) =>
  `${section}/custom/nested/${id}/level/${nxtId}`;

export const routes = {
  home: () => "/",
  /** The notices, newest first: every year's, or one year's, a page at a time. */
  notice: (at?: ListAt) => withQuery("/notice", listQuery(at)),
  /** The notices as an Atom feed: a file, not a page. */
  noticeFeed: () => "/notice/feed.xml",
  noticeDetail: (id: string) => `/one/notice/${id}/detail`,
  /** The events, newest first: every year's, or one year's, a page at a time. */
  event: (at?: ListAt) => withQuery("/event", listQuery(at)),
  /** The events as an iCalendar feed: a file, not a page. */
  eventCalendar: () => "/event/calendar.ics",
  eventDetail: (id: string, tab?: string) => `/one/event/${id}/detail${tab ? `/${tab}` : ""}`,
  /** One event as an iCalendar file, for "Add to calendar": a file, not a page. */
  eventIcs: (id: string) => `/one/event/${id}/event.ics`,
  custom,
  customNested,
  photoGallery: () => "/photo/gallery",
  videoGallery: () => "/video/gallery",
  /** A gallery year's categories: the page a gallery year loads when it is first opened. */
  galleryYear: (kind: GalleryKind, yearId: string) => `/${kind}/gallery/year/${yearId}`,
  /** A category's photos or videos ("all": every one of the year), named by its year, a page
   * at a time. */
  galleryCategory: (
    kind: GalleryKind,
    yearId: string,
    categoryId: string,
    batchName: string,
    page?: number,
  ) =>
    `/${kind}/gallery/year/${yearId}/category/${categoryId}?q=${queryValue(batchName)}${
      page !== undefined && page > 1 ? `&page=${page}` : ""
    }`,
  contactUs: () => "/contact/us",
  /** Site search (ours): every kind's best results, or one page of one kind. */
  search: (q?: string, kind?: SearchKind, page?: number) =>
    withQuery("/search", { q, kind, ...listQuery({ page }) }),
  /** The OpenSearch description browsers add the site's search from: a file. */
  openSearch: () => "/opensearch.xml",
  /** Where a browser or a feed reader looks for the site's icon: the favicon, a file. */
  favicon: () => "/favicon.ico",
  /** The default emblem as a picture in the institute's accent: the favicon of an institute
   * without a logo, a file. */
  emblemIcon: () => "/favicon.svg",
  /** What of the mandatory disclosure regulators require the institute publishes. */
  disclosure: () => "/mandatory-disclosure",
  /** The website's own pages that GIGW asks of every site (decision 087). */
  accessibility: () => "/accessibility",
  help: () => "/help",
  websitePolicy: (policy: WebsitePolicy) => `/policies/${policy}`,
  /** The site map for people (the XML one is for crawlers). */
  siteMap: () => "/site-map",

  // Top bar.
  newAdmission: () => "/admission?tab=new-admission",
  /** A top-bar dynamic tab's items, and one item's children (our routes: the spec has none). */
  dynamic: (dynamicId: string) => `/dynamic/${dynamicId}`,
  dynamicLevel: (dynamicId: string, itemId: string) => `/dynamic/${dynamicId}/level/${itemId}`,
  studentCorner: (lcid: string) => `/student/corner/${lcid}`,
  studentCornerLevel: (lcid: string, tabId: string) => `/student/corner/${lcid}/lvl1/${tabId}`,

  // Our College.
  institute: () => "/institute",
  instituteTab: (tab: InstituteTab) => `/institute/${tab}`,
  /** The student achievements: every department's, or one department's, a page at a time. */
  achievements: (at: { department?: string | undefined; page?: number | undefined } = {}) =>
    withQuery("/institute/achievements", { department: at.department, ...listQuery(at) }),
  aboutUs: () => "/institute/aboutus",
  visionMission: () => "/institute/vision-mission",
  principalMessage: () => "/institute/principal-message",
  collegeLayout: () => "/institute/college-layout",
  organogram: () => "/institute/organogram",
  idp: () => "/institute/idp",
  modelConduct: () => "/institute/model-conduct",
  policiesProcedures: () => "/institute/policies-procedures",
  instituteCustom: (id: string) => custom("/institute", id),
  governing: (instituteId: string) => `/governing/${instituteId}`,
  governingCategory: (instituteId: string, categoryId: string) =>
    `/governing/${instituteId}/category/${categoryId}`,
  society: () => "/society",
  societyTab: (tab: SocietyTab) => `/society/${tab}`,
  /** The spec's path: its tab segment names the category, its id is the landing control's. */
  societyGoverning: (categoryName: string, lcid: string, categoryId: string) =>
    `${SOCIETY_GOVERNING_PAGES}${seg(categoryName || "category")}/${lcid}/category/${categoryId}`,
  accreditation: (instituteId: string) => `/accrediation/${instituteId}`,
  accreditationOne: (instituteId: string, id: string) => `/accrediation/${instituteId}/one/${id}`,
  administration: (instituteId: string) => `/administration/${instituteId}`,
  administrationOne: (instituteId: string, id: string) =>
    `/administration/${instituteId}/one/${id}`,
  faculties: () => "/institute/faculties",
  /** A faculty tab's table: teaching staff of one college, by department or designation. */
  facultyTab: (tab: FacultyTab, at: PeopleAt & { active?: "junior" | "senior" | undefined } = {}) =>
    withQuery(`/institute/faculties/${tab}`, {
      active: at.active,
      department: at.department,
      designation: at.designation,
      q: at.search,
      ...listQuery(at),
    }),
  /** One member of staff's page: photo, name, designation, department and the institute's
   * own fields (issue 62). */
  staffMember: (staffId: string) => `/institute/faculties/staff/${staffId}`,
  teachingFaculty: (active?: "junior" | "senior") =>
    `/institute/faculties/teaching${active ? `?active=${active}` : ""}`,
  nonTeachingFaculty: () => "/institute/faculties/non-teaching",
  otherFaculty: () => "/institute/faculties/other",
  committee: (committeeId: string) => `/committee/${committeeId}`,
  committeeOne: (committeeId: string, authorityId: string) =>
    `/committee/${committeeId}/one/${authorityId}`,
  committeeTab: (committeeId: string, authorityId: string, tab: CommitteeTab) =>
    `/committee/${committeeId}/one/${authorityId}/nxt/${tab}`,

  // Academics.
  academicCourse: () => "/academic/course",
  /** A course type's tab: about, or one of its sub-headings by id (spec 2.16). */
  academicType: (typeId: string, tab: string) => `/academic/course/type/${typeId}/${seg(tab)}`,
  academicCustom: (id: string) => `/academic/course/custom/${id}`,

  // Department.
  department: () => "/department",
  departmentType: (dependentType: string) => `/department/type/${seg(dependentType)}`,
  onedepartment: (id: string, name: string) => `/onedepartment/${id}?q=${queryValue(name)}`,
  /** A department's tab; its faculty by designation, its faculty and activities searched. */
  onedepartmentTab: (id: string, tab: DepartmentTab, name: string, at: PeopleAt = {}) => {
    const more = queryOf({ designation: at.designation, search: at.search, ...listQuery(at) });
    return `/onedepartment/${id}/tab/${tab}?q=${queryValue(name)}${more ? `&${more}` : ""}`;
  },
  /** One activity of a department; without a tab its first. The name is the department's. */
  departmentActivity: (
    departmentId: string,
    activityId: string,
    name: string,
    tab?: DepartmentActivityTab,
  ) => `/one/${departmentId}/activity/${activityId}${tab ? `/${tab}` : ""}?q=${queryValue(name)}`,
  departmentCustom: (id: string) => `/department/custom/${id}`,

  // Admission: /admission is both "Admission About" and "Admission Enquiry".
  admission: () => "/admission",
  admissionApplication: () => "/admission/application",
  /** The Scan QR-Code view in one language; english, the default, has no query. */
  admissionProcess: (active?: QrLanguage) =>
    `/admission/process${active && active !== DEFAULT_QR_LANGUAGE ? `?active=${active}` : ""}`,
  /** The applications with one of them expanded: the page its lazy read and no-JS link use. */
  admissionApplicationOpen: (applicationId: string) =>
    `/admission/application?open=${seg(applicationId)}`,
  admissionDocument: () => "/admission/document",
  admissionContact: () => "/admission/contact",
  admissionCustom: (id: string) => `/admission/custom/${id}`,

  // R&D: everything sits under the authority named RND.
  research: (rndId: string) => `/research/development/${rndId}`,
  researchTab: (rndId: string, tab: ResearchTab) => `/research/development/${rndId}/${tab}`,
  researchCustom: (rndId: string, id: string) => `/research/development/${rndId}/custom/${id}`,

  // Examinations.
  examination: () => "/examination",
  examinationTab: (tab: ExaminationTab) => `/examination/${tab}`,
  examinationCustom: (id: string) => `/examination/custom/${id}`,

  // Student's Zone.
  studentZone: () => "/student/zone",
  studentZoneTab: (tab: StudentZoneTab) => `/student/zone/${tab}`,
  studentZoneCustom: (id: string) => `/student/zone/custom/${id}`,

  // Activities.
  activity: (type: ActivityPage) => `/institute/activity/${type}`,
  activityDetail: (type: ActivityRoute, categoryId: string) =>
    `/institute/activity/${type}/detail/${categoryId}`,
  activityCustom: (id: string) => `/institute/activity/other/custom/${id}`,

  // Infrastructure.
  infrastructure: () => "/infrastructure",
  infrastructureTab: (tab: InfrastructureTab) => `/infrastructure/${tab}`,
  infrastructureCustom: (id: string) => `/infrastructure/custom/${id}`,

  // Quality bodies, library.
  naacAndMore: (instituteId: string) => `/naac/${instituteId}`,
  /** A quality body's page: its first tab ("NAAC And more" for NAAC, see naacAndMore). */
  qualityBody: (body: QualityBody, detailId: string) => `/${body}/${detailId}`,
  qualityTab: (body: QualityBody, detailId: string, tabId: string) =>
    `/${body}/${detailId}/tab/${tabId}`,
  /**
   * One child of an item, with its own children four levels deep: a 'Quality Indicator
   * Framework' item's child chosen by its tab button, or an item deeper than a page shows.
   */
  qualityNxt: (body: QualityBody, detailId: string, tabId: string, nxtId: string, nnxtId: string) =>
    `/${body}/${detailId}/tab/${tabId}/nested/${nxtId}/nxt/${nnxtId}`,
  library: (libraryId: string) => `/library/${libraryId}`,
  libraryTab: (libraryId: string, tab: LibraryTab) => `/library/${libraryId}/${tab}`,
} as const;

// The site's links (spec 2.1, 2.2): one builder per href, so menus, pages and tests spell each
// path once. Paths are the spec's, misspellings included; ids are platform ids and names are
// encoded where they enter a path or a query.

/** The platform's external web application, where staff and students sign in (spec 1). */
export const PLATFORM_LOGIN_URL = "https://dashboard.qviple.com/login";

import type { ACTIVITY_ROUTES } from "./constants.ts";

/** The route segment of an institute activity type. */
export type ActivityRoute = keyof typeof ACTIVITY_ROUTES;

const seg = encodeURIComponent;

export const routes = {
  home: () => "/",
  notice: () => "/notice",
  photoGallery: () => "/photo/gallery",
  videoGallery: () => "/video/gallery",
  contactUs: () => "/contact/us",

  // Top bar.
  newAdmission: () => "/admission?tab=new-admission",
  /** A nested item of a top-bar dynamic tab (our route: the spec gives these none). */
  dynamicLevel: (dynamicId: string, itemId: string) => `/dynamic/${dynamicId}/level/${itemId}`,
  studentCorner: (lcid: string) => `/student/corner/${lcid}`,
  studentCornerLevel: (lcid: string, tabId: string) => `/student/corner/${lcid}/lvl1/${tabId}`,

  // Our College.
  aboutUs: () => "/institute/aboutus",
  visionMission: () => "/institute/vision-mission",
  principalMessage: () => "/institute/principal-message",
  collegeLayout: () => "/institute/college-layout",
  organogram: () => "/institute/organogram",
  idp: () => "/institute/idp",
  modelConduct: () => "/institute/model-conduct",
  policiesProcedures: () => "/institute/policies-procedures",
  instituteCustom: (id: string) => `/institute/custom/${id}`,
  governing: (instituteId: string) => `/governing/${instituteId}`,
  governingCategory: (instituteId: string, categoryId: string) =>
    `/governing/${instituteId}/category/${categoryId}`,
  society: () => "/society",
  administration: (instituteId: string) => `/administration/${instituteId}`,
  administrationOne: (instituteId: string, id: string) =>
    `/administration/${instituteId}/one/${id}`,
  faculties: () => "/institute/faculties",
  teachingFaculty: (active: "junior" | "senior") =>
    `/institute/faculties/teaching?active=${active}`,
  nonTeachingFaculty: () => "/institute/faculties/non-teaching",
  otherFaculty: () => "/institute/faculties/other",
  committee: (committeeId: string) => `/committee/${committeeId}`,
  committeeOne: (committeeId: string, authorityId: string) =>
    `/committee/${committeeId}/one/${authorityId}`,

  // Academics.
  academicCourse: () => "/academic/course",
  academicCustom: (id: string) => `/academic/course/custom/${id}`,

  // Department.
  department: () => "/department",
  departmentType: (dependentType: string) => `/department/type/${seg(dependentType)}`,
  onedepartment: (id: string, name: string) => `/onedepartment/${id}?q=${seg(name)}`,
  departmentCustom: (id: string) => `/department/custom/${id}`,

  // Admission: /admission is both "Admission About" and "Admission Enquiry".
  admission: () => "/admission",
  admissionApplication: () => "/admission/application",
  admissionProcess: () => "/admission/process",
  admissionDocument: () => "/admission/document",
  admissionContact: () => "/admission/contact",
  admissionCustom: (id: string) => `/admission/custom/${id}`,

  // R&D: everything sits under the authority named RND.
  research: (rndId: string) => `/research/development/${rndId}`,
  researchTab: (rndId: string, tab: "rnd" | "mou" | "irins" | "activities") =>
    `/research/development/${rndId}/${tab}`,
  researchCustom: (rndId: string, id: string) => `/research/development/${rndId}/custom/${id}`,

  // Examinations.
  examination: () => "/examination",
  examinationTab: (tab: "notice" | "timetable" | "seating" | "result" | "project") =>
    `/examination/${tab}`,
  examinationCustom: (id: string) => `/examination/custom/${id}`,

  // Student's Zone.
  studentZone: () => "/student/zone",
  studentZoneTab: (
    tab: "council" | "support" | "research" | "complaint" | "scholarship" | "notice" | "alumni",
  ) => `/student/zone/${tab}`,
  studentZoneCustom: (id: string) => `/student/zone/custom/${id}`,

  // Activities.
  activity: (type: ActivityRoute) => `/institute/activity/${type}`,
  activityDetail: (type: ActivityRoute, categoryId: string) =>
    `/institute/activity/${type}/detail/${categoryId}`,
  activityCustom: (id: string) => `/institute/activity/other/custom/${id}`,

  // Infrastructure.
  infrastructure: () => "/infrastructure",
  infrastructureTab: (
    tab:
      | "library"
      | "gymkhana"
      | "laboratories"
      | "smart-classroom"
      | "ladies-common-room"
      | "botanical-garden",
  ) => `/infrastructure/${tab}`,
  infrastructureCustom: (id: string) => `/infrastructure/custom/${id}`,

  // Quality bodies, library.
  naacAndMore: (instituteId: string) => `/naac/${instituteId}`,
  qualityTab: (body: "iqac" | "naac" | "aqar" | "nirf", detailId: string, tabId: string) =>
    `/${body}/${detailId}/tab/${tabId}`,
  library: (libraryId: string) => `/library/${libraryId}`,
} as const;

// The route table and the link builders agree: every builder's address is a page of the
// table, and every page of the table has a builder. A screen added to one and not the other
// fails here.
import { describe, expect, it } from "vitest";
import { QUALITY_BODIES, routes } from "#contract/links.ts";
import { NOT_FOUND_ROUTE, PAGE_ROUTES, routeOf } from "#test/support/route-table.ts";

const ID = "0123456789abcdef01234567";
const ID2 = "76543210fedcba9876543210";

/** One address per builder; the type makes every builder appear. */
const SAMPLES: Record<keyof typeof routes, readonly string[]> = {
  home: [routes.home()],
  notice: [routes.notice()],
  noticeFeed: [routes.noticeFeed()],
  noticeDetail: [routes.noticeDetail(ID)],
  event: [routes.event()],
  eventCalendar: [routes.eventCalendar()],
  eventDetail: [routes.eventDetail(ID), routes.eventDetail(ID, "notice")],
  custom: [routes.custom("/institute", ID)],
  customNested: [
    routes.customNested("/institute", ID, ID2),
    routes.customNested(routes.studentZone(), ID, ID2),
    routes.customNested(routes.infrastructure(), ID, ID2),
    routes.customNested(routes.activity("other"), ID, ID2),
    routes.customNested(routes.research(ID), ID, ID2),
    routes.customNested(routes.examination(), ID, ID2),
    routes.customNested(routes.department(), ID, ID2),
    routes.customNested(routes.academicCourse(), ID, ID2),
    routes.customNested(routes.admission(), ID, ID2),
  ],
  photoGallery: [routes.photoGallery()],
  videoGallery: [routes.videoGallery()],
  galleryYear: [routes.galleryYear("photo", ID), routes.galleryYear("video", ID)],
  galleryCategory: [
    routes.galleryCategory("photo", ID, ID2, "2025-26"),
    routes.galleryCategory("video", ID, "all", "2025-26"),
    routes.galleryCategory("photo", ID, "all", "2025-26", 3),
  ],
  contactUs: [routes.contactUs()],
  search: [routes.search(), routes.search("naac criteria"), routes.search("x", "document", 2)],
  openSearch: [routes.openSearch()],
  disclosure: [routes.disclosure()],
  newAdmission: [routes.newAdmission()],
  dynamic: [routes.dynamic(ID)],
  dynamicLevel: [routes.dynamicLevel(ID, ID2)],
  studentCorner: [routes.studentCorner(ID)],
  studentCornerLevel: [routes.studentCornerLevel(ID, ID2)],
  institute: [routes.institute()],
  instituteTab: [routes.instituteTab("aboutus"), routes.instituteTab("idp")],
  achievements: [
    routes.achievements(),
    routes.achievements({ department: ID, page: 2 }),
    routes.achievements({ page: 2 }),
  ],
  aboutUs: [routes.aboutUs()],
  visionMission: [routes.visionMission()],
  principalMessage: [routes.principalMessage()],
  collegeLayout: [routes.collegeLayout()],
  organogram: [routes.organogram()],
  idp: [routes.idp()],
  modelConduct: [routes.modelConduct()],
  policiesProcedures: [routes.policiesProcedures()],
  instituteCustom: [routes.instituteCustom(ID)],
  governing: [routes.governing(ID)],
  governingCategory: [routes.governingCategory(ID, ID2)],
  society: [routes.society()],
  societyTab: [routes.societyTab("message")],
  societyGoverning: [routes.societyGoverning("Board of Trustees", ID, ID2)],
  accreditation: [routes.accreditation(ID)],
  accreditationOne: [routes.accreditationOne(ID, ID2)],
  administration: [routes.administration(ID)],
  administrationOne: [routes.administrationOne(ID, ID2)],
  faculties: [routes.faculties()],
  facultyTab: [
    routes.facultyTab("other"),
    routes.facultyTab("teaching", { active: "junior", department: ID, page: 2 }),
    routes.facultyTab("non-teaching", { designation: "Head Clerk", search: "a" }),
  ],
  teachingFaculty: [routes.teachingFaculty(), routes.teachingFaculty("junior")],
  nonTeachingFaculty: [routes.nonTeachingFaculty()],
  otherFaculty: [routes.otherFaculty()],
  committee: [routes.committee(ID)],
  committeeOne: [routes.committeeOne(ID, ID2)],
  committeeTab: [routes.committeeTab(ID, ID2, "composition")],
  academicCourse: [routes.academicCourse()],
  academicType: [routes.academicType(ID, "about"), routes.academicType(ID, ID2)],
  academicCustom: [routes.academicCustom(ID)],
  department: [routes.department()],
  departmentType: [routes.departmentType("Arts & Crafts")],
  onedepartment: [routes.onedepartment(ID, "Physics")],
  onedepartmentTab: [
    routes.onedepartmentTab(ID, "about", "Physics"),
    routes.onedepartmentTab(ID, "mou-collabration", "Arts & Crafts"),
    routes.onedepartmentTab(ID, "faculty", "Physics", { designation: "Professor", page: 2 }),
    routes.onedepartmentTab(ID, "activity", "Physics", { search: "quiz" }),
  ],
  departmentActivity: [
    routes.departmentActivity(ID, ID2, "Physics"),
    routes.departmentActivity(ID, ID2, "Physics", "permission-letter"),
  ],
  departmentCustom: [routes.departmentCustom(ID)],
  admission: [routes.admission()],
  admissionApplication: [routes.admissionApplication()],
  admissionProcess: [routes.admissionProcess(), routes.admissionProcess("hindi")],
  admissionApplicationOpen: [routes.admissionApplicationOpen(ID)],
  admissionDocument: [routes.admissionDocument()],
  admissionContact: [routes.admissionContact()],
  admissionCustom: [routes.admissionCustom(ID)],
  research: [routes.research(ID)],
  researchTab: [routes.researchTab(ID, "irins"), routes.researchTab(ID, "about")],
  researchCustom: [routes.researchCustom(ID, ID2)],
  examination: [routes.examination()],
  examinationTab: [routes.examinationTab("result")],
  examinationCustom: [routes.examinationCustom(ID)],
  studentZone: [routes.studentZone()],
  studentZoneTab: [routes.studentZoneTab("council")],
  studentZoneCustom: [routes.studentZoneCustom(ID)],
  activity: [routes.activity("sport"), routes.activity("other")],
  activityDetail: [routes.activityDetail("sport", ID)],
  activityCustom: [routes.activityCustom(ID)],
  infrastructure: [routes.infrastructure()],
  infrastructureTab: [routes.infrastructureTab("gymkhana")],
  infrastructureCustom: [routes.infrastructureCustom(ID)],
  naacAndMore: [routes.naacAndMore(ID)],
  qualityBody: QUALITY_BODIES.map(({ slug }) => routes.qualityBody(slug, ID)),
  qualityTab: QUALITY_BODIES.map(({ slug }) => routes.qualityTab(slug, ID, ID2)),
  qualityNxt: QUALITY_BODIES.map(({ slug }) => routes.qualityNxt(slug, ID, ID2, ID, ID2)),
  library: [routes.library(ID)],
  libraryTab: [routes.libraryTab(ID, "eresources")],
};

describe("the route table and the link builders", () => {
  const builders = Object.keys(routes).filter(
    (name): name is keyof typeof routes => name in SAMPLES,
  );

  it.each(builders)("%s links to a page of the table", (name) => {
    for (const href of SAMPLES[name]) {
      expect(routeOf(href), href).not.toBe(NOT_FOUND_ROUTE);
    }
  });

  it("has a builder for every page of the table", () => {
    const linked = new Set(Object.values(SAMPLES).flat().map(routeOf));
    const unlinked = PAGE_ROUTES.filter((id) => !linked.has(id));
    expect(unlinked).toEqual([]);
  });
});

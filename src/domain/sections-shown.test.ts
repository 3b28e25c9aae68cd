// The one rule of which pages a section turned off in the menu takes out of the sitemap and
// search.
import { describe, expect, it } from "vitest";
import { everyTab } from "#contract/entities.ts";
import { routes } from "#contract/links.ts";
import { sectionShown } from "./sections-shown.ts";

const ID = "0123456789abcdef01234567";

describe("sectionShown", () => {
  it("hides every page of a section turned off, and only those", () => {
    const toggle = { ...everyTab(true), department: false, library: false };
    for (const path of [
      routes.department(),
      routes.departmentType("Science"),
      routes.onedepartment(ID, "Physics"),
      routes.onedepartmentTab(ID, "syllabus", "Physics"),
      routes.departmentActivity(ID, ID, "Physics"),
      routes.departmentCustom(ID),
      routes.libraryTab(ID, "about"),
    ]) {
      expect(sectionShown(toggle, path), path).toBe(false);
    }
    for (const path of [
      routes.noticeDetail(ID),
      routes.eventDetail(ID),
      routes.admissionProcess(),
      routes.examinationTab("notice"),
      routes.research(ID),
      routes.academicCourse(),
      routes.staffMember(ID),
      "/",
    ]) {
      expect(sectionShown(toggle, path), path).toBe(true);
    }
  });

  it("hides each flag's own section", () => {
    const off = everyTab(false);
    expect(sectionShown(off, routes.academicType(ID, "about"))).toBe(false);
    expect(sectionShown(off, "/admission?tab=new-admission")).toBe(false);
    expect(sectionShown(off, routes.examination())).toBe(false);
    expect(sectionShown(off, routes.researchTab(ID, "irins"))).toBe(false);
    // The notices and Our College have flags for their menu entries only: the home page and the
    // footer link their pages whatever the menu shows.
    expect(sectionShown(off, routes.notice())).toBe(true);
    expect(sectionShown(off, routes.instituteTab("aboutus"))).toBe(true);
  });
});

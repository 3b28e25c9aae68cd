import { describe, expect, it } from "vitest";
import { everyTab } from "#contract/entities.ts";
import {
  isFile,
  isGroup,
  mainMenu,
  topBar,
  type MenuData,
  type MenuEntry,
  type MenuGroup,
} from "./menu.ts";

const INS = "4329f6129b3167949fcd66ff";
const ALL_ON = everyTab(true);

function menuData(overrides: Partial<MenuData> = {}): MenuData {
  return {
    tabToggle: ALL_ON,
    aboutToggle: { governing_body: true, administration: true, faculties: true },
    lcid: "lc0000000000000000000001",
    committeeId: "cm0000000000000000000001",
    libraryId: "lb0000000000000000000001",
    rndAuthorityId: "rn0000000000000000000001",
    committees: [
      { id: "au0000000000000000000001", name: "Anti-Ragging Committee" },
      { id: "au0000000000000000000002", name: "Sports Committee" },
    ],
    quality: {
      detailId: "qd0000000000000000000001",
      iqac: [{ id: "tb0000000000000000000001", name: "About IQAC" }],
      naac: [{ id: "tb0000000000000000000002", name: "NAAC Cycle 4" }],
      aqar: [{ id: "tb0000000000000000000003", name: "AQAR 2024-25" }],
      nirf: [{ id: "tb0000000000000000000004", name: "NIRF 2026" }],
      institutional: [{ id: "tb0000000000000000000005", name: "Best Practices" }],
      special: [],
    },
    studentCorner: [
      { id: "sc0000000000000000000001", name: "Academic Calendar", fileKey: "sc/calendar.pdf" },
      { id: "sc0000000000000000000002", name: "Syllabus" },
    ],
    dynamicTabs: [
      {
        id: "dt0000000000000000000001",
        name: "Downloads",
        items: [
          { id: "di0000000000000000000001", name: "Forms", fileKey: "dl/forms.pdf" },
          { id: "di0000000000000000000002", name: "Staff Forms" },
        ],
      },
      { id: "dt0000000000000000000002", name: "Empty Tab", items: [] },
    ],
    customTabs: [
      { id: "ct0000000000000000000001", name: "Awards", type: "OUR_COLLEGE" },
      { id: "ct0000000000000000000002", name: "MoUs", type: "RND" },
      { id: "ct0000000000000000000003", name: "Hostel", type: "INFRASTRUCTURE" },
    ],
    departmentTypes: ["Science", "Arts & Crafts"],
    departments: [{ id: "dp0000000000000000000001", name: "Physical Education" }],
    moreDepartments: false,
    activityCategories: [
      { id: "ac0000000000000000000001", name: "Kabaddi", route: "sport" },
      { id: "ac0000000000000000000002", name: "NSS Unit", route: "association" },
    ],
    governingCategories: [
      { id: "gc0000000000000000000001", name: "College Development Committee" },
    ],
    administrationPositions: [{ id: "ap0000000000000000000001", name: "Principal" }],
    accreditations: [{ id: "ac0000000000000000000001", name: "NAAC" }],
    galleries: { photo: true, video: true },
    ...overrides,
  };
}

const menuOf = (overrides: Partial<MenuData> = {}) => mainMenu(INS, menuData(overrides));

const labels = (entries: MenuEntry[]) => entries.map((e) => e.label);

function groupOf(entries: MenuEntry[], label: string): MenuGroup {
  const entry = entries.find((e) => e.label === label);
  if (!entry || !isGroup(entry)) throw new Error(`no group ${label}`);
  return entry;
}

/** Every (label, href) of a group, files as their key. */
function hrefs(group: MenuGroup): [string, string][] {
  return group.sections.flatMap((s) =>
    s.items.map((i): [string, string] => [i.label, isFile(i) ? `file:${i.fileKey}` : i.href]),
  );
}

describe("main menu", () => {
  it("lists every entry in order when every flag is on", () => {
    expect(labels(menuOf())).toEqual([
      "Home",
      "Our College",
      "Academics",
      "Department",
      "Admission",
      "R&D",
      "Examinations",
      "Student's Zone",
      "Activities",
      "Infrastructure",
      "IQAC",
      "NAAC",
      "AQAR",
      "NIRF",
      "NAAC And more",
      "Notice",
      "Library",
    ]);
  });

  it("hides the entries whose tab_toggle flag is off", () => {
    const none = everyTab(false);
    expect(labels(menuOf({ tabToggle: none }))).toEqual([
      "Home",
      "Student's Zone",
      "Activities",
      "Infrastructure",
      "NAAC And more",
    ]);
    const noRndLibraryIqac = { ...ALL_ON, rnd: false, library: false, iqac: false };
    const labelsOff = labels(menuOf({ tabToggle: noRndLibraryIqac }));
    for (const hidden of ["R&D", "Library", "IQAC", "NAAC", "AQAR", "NIRF"]) {
      expect(labelsOff).not.toContain(hidden);
    }
    expect(labelsOff).toContain("NAAC And more");
  });

  it("leaves out menus whose data is missing", () => {
    const entries = menuOf({ rndAuthorityId: null, libraryId: null, quality: null });
    expect(labels(entries)).not.toContain("R&D");
    expect(labels(entries)).not.toContain("Library");
    expect(labels(entries)).not.toContain("IQAC");
  });

  it("links Home, NAAC And more, Notice and Library", () => {
    const plain = menuOf().filter((e) => !isGroup(e));
    expect(plain).toEqual([
      { label: "Home", href: "/" },
      { label: "NAAC And more", href: `/naac/${INS}` },
      { label: "Notice", href: "/notice" },
      { label: "Library", href: "/library/lb0000000000000000000001" },
    ]);
  });

  it("builds the committee submenu without IQAC, RND and NAAC, scrolling past 20rem", () => {
    const ourCollege = groupOf(menuOf(), "Our College");
    const committees = ourCollege.sections.find((s) => s.title === "Committees");
    expect(committees?.maxHeight).toBe("20rem");
    expect(committees?.items).toEqual([
      { label: "All Committees", href: "/committee/cm0000000000000000000001" },
      {
        label: "Anti-Ragging Committee",
        href: "/committee/cm0000000000000000000001/one/au0000000000000000000001",
      },
      {
        label: "Sports Committee",
        href: "/committee/cm0000000000000000000001/one/au0000000000000000000002",
      },
    ]);
  });

  it("links every page of Our College", () => {
    expect(hrefs(groupOf(menuOf(), "Our College"))).toEqual([
      ["About Us", "/institute/aboutus"],
      ["Vision, Mission & Motto", "/institute/vision-mission"],
      ["Principal's Message", "/institute/principal-message"],
      ["College Layout", "/institute/college-layout"],
      ["Organogram", "/institute/organogram"],
      ["Institutional Development Plan", "/institute/idp"],
      ["Model Code of Conduct", "/institute/model-conduct"],
      ["Policies and Procedures", "/institute/policies-procedures"],
      ["Our Society", "/society"],
      ["Achievements", "/institute/achievements"],
      ["Mandatory Disclosure", "/mandatory-disclosure"],
      ["Awards", "/institute/custom/ct0000000000000000000001"],
      ["Governing Body", `/governing/${INS}`],
      ["College Development Committee", `/governing/${INS}/category/gc0000000000000000000001`],
      ["Administration", `/administration/${INS}`],
      ["Principal", `/administration/${INS}/one/ap0000000000000000000001`],
      ["Accreditation", `/accrediation/${INS}`],
      ["NAAC", `/accrediation/${INS}/one/ac0000000000000000000001`],
      ["All Faculties", "/institute/faculties"],
      ["Teaching: Junior College", "/institute/faculties/teaching?active=junior"],
      ["Teaching: Senior College", "/institute/faculties/teaching?active=senior"],
      ["Non-Teaching Staff", "/institute/faculties/non-teaching"],
      ["Other Staff", "/institute/faculties/other"],
      ["All Committees", "/committee/cm0000000000000000000001"],
      [
        "Anti-Ragging Committee",
        "/committee/cm0000000000000000000001/one/au0000000000000000000001",
      ],
      ["Sports Committee", "/committee/cm0000000000000000000001/one/au0000000000000000000002"],
    ]);
  });

  it("drops the Our College sections about_us_toggle turns off", () => {
    const ourCollege = groupOf(
      menuOf({ aboutToggle: { governing_body: false, administration: false, faculties: true } }),
      "Our College",
    );
    expect(ourCollege.sections.map((s) => s.title)).toEqual([
      "About the College",
      "Accreditation",
      "Faculties",
      "Committees",
    ]);
  });

  it("links departments by type and by name, encoded", () => {
    expect(hrefs(groupOf(menuOf(), "Department"))).toEqual([
      ["All Departments", "/department"],
      ["Science", "/department/type/Science"],
      ["Arts & Crafts", "/department/type/Arts%20%26%20Crafts"],
      ["Physical Education", "/onedepartment/dp0000000000000000000001?q=Physical+Education"],
    ]);
  });

  it("links the page of every department when there are more than the menu names", () => {
    const department = groupOf(menuOf({ moreDepartments: true }), "Department");
    expect(hrefs(department).slice(-2)).toEqual([
      ["Physical Education", "/onedepartment/dp0000000000000000000001?q=Physical+Education"],
      ["More departments", "/department"],
    ]);
  });

  it("puts R&D and its custom tabs under the RND authority", () => {
    const rnd = "/research/development/rn0000000000000000000001";
    expect(hrefs(groupOf(menuOf(), "R&D"))).toEqual([
      ["Research and Development", rnd],
      ["IRINS", `${rnd}/irins`],
      ["MoUs", `${rnd}/custom/ct0000000000000000000002`],
    ]);
  });

  it("links activity categories under their type", () => {
    const activities = groupOf(menuOf(), "Activities");
    expect(activities.sections.map((s) => s.title)).toEqual([
      "Hosted Events",
      "Associations & Committees",
      "Sports",
      "Cultural",
      "Celebrations",
      "Other Activities",
    ]);
    expect(hrefs(activities)).toContainEqual(["All Other Activities", "/institute/activity/other"]);
    expect(hrefs(activities)).toContainEqual([
      "Kabaddi",
      "/institute/activity/sport/detail/ac0000000000000000000001",
    ]);
    expect(hrefs(activities)).toContainEqual(["All Sports", "/institute/activity/sport"]);
  });

  it("builds the quality menus from the IQAC authority's tabs", () => {
    const entries = menuOf();
    // The IQAC menu also leads to the bodies no spec menu names, when they have tabs.
    expect(hrefs(groupOf(entries, "IQAC"))).toEqual([
      ["About IQAC", "/iqac/qd0000000000000000000001/tab/tb0000000000000000000001"],
      ["Institutional Distinctiveness", "/institutional/qd0000000000000000000001"],
    ]);
    expect(hrefs(groupOf(entries, "NAAC"))[0]?.[1]).toBe(
      "/naac/qd0000000000000000000001/tab/tb0000000000000000000002",
    );
    expect(hrefs(groupOf(entries, "AQAR"))[0]?.[1]).toBe(
      "/aqar/qd0000000000000000000001/tab/tb0000000000000000000003",
    );
    expect(hrefs(groupOf(entries, "NIRF"))[0]?.[1]).toBe(
      "/nirf/qd0000000000000000000001/tab/tb0000000000000000000004",
    );
  });
});

describe("top bar", () => {
  it("opens files in the viewer and links the rest", () => {
    const bar = topBar(menuData());
    expect(bar.dynamicTabs.map((g) => g.label)).toEqual(["Downloads"]);
    expect(bar.dynamicTabs[0]?.maxHeight).toBe("60vh");
    expect(hrefs(bar.dynamicTabs[0]!)).toEqual([
      ["All of Downloads", "/dynamic/dt0000000000000000000001"],
      ["Forms", "file:dl/forms.pdf"],
      ["Staff Forms", "/dynamic/dt0000000000000000000001/level/di0000000000000000000002"],
    ]);
    expect(bar.studentCorner?.maxHeight).toBe("60vh");
    expect(hrefs(bar.studentCorner!)).toEqual([
      ["Student Corner Home", "/student/corner/lc0000000000000000000001"],
      ["Academic Calendar", "file:sc/calendar.pdf"],
      ["Syllabus", "/student/corner/lc0000000000000000000001/lvl1/sc0000000000000000000002"],
    ]);
  });

  it("sends New Admission to the admission pages, and logs in on the platform", () => {
    const bar = topBar(menuData());
    expect(bar.newAdmission?.desktop.href).toBe("/admission?tab=new-admission");
    expect(bar.newAdmission?.mobile.href).toBe("/admission/application");
    expect(bar.links.map((l) => [l.label, l.href, l.external ?? false])).toEqual([
      ["Photo Gallery", "/photo/gallery", false],
      ["Video Gallery", "/video/gallery", false],
      ["Contact Us", "/contact/us", false],
      ["Login", "https://dashboard.qviple.com/login", true],
    ]);
    const closed = topBar(menuData({ tabToggle: { ...ALL_ON, admission: false }, lcid: null }));
    expect(closed.newAdmission).toBeNull();
    expect(closed.studentCorner).toBeNull();
  });
});

// The menus of the site frame (spec 2.1, 2.2) as plain data, built by the layout loader from
// the names and ids it read: the desktop bars and the mobile drawer render the same model.
// Groups and sections with nothing in them are left out.
//
// tab_toggle gates the menu entries of the sections it names:
//   about → Our College, academic_course → Academics, department → Department,
//   admission → Admission (and the top bar's New Admission link), rnd → R&D,
//   examination → Examinations, notice → Notice, library → Library,
//   iqac → the IQAC, NAAC, AQAR and NIRF dropdowns.
// Home, Student's Zone, Activities, Infrastructure and 'NAAC And more' have no flag and always
// show. institute.about_us_toggle likewise gates the governing body, administration and
// faculties sections inside Our College.
import { DROPDOWN_MAX_HEIGHT, type ModuleType } from "#contract/constants.ts";
import type { TabToggle } from "#contract/entities.ts";
import {
  EXAMINATION_TABS,
  INFRASTRUCTURE_TABS,
  PLATFORM_LOGIN_URL,
  QUALITY_BODIES,
  RESEARCH_TABS,
  routes,
  STUDENT_ZONE_TABS,
  tabOf,
  type ActivityRoute,
} from "#contract/links.ts";

export interface Named {
  id: string;
  name: string;
}
/** An entry that opens a file in the viewer when it has a file key. */
export interface FileEntry extends Named {
  fileKey?: string;
}

/** What the menus are built from: names and ids read by the layout loader. */
export interface MenuData {
  tabToggle: TabToggle;
  /** Which Our College sections the institute shows (institute.about_us_toggle). */
  aboutToggle: { governing_body: boolean; administration: boolean; faculties: boolean };
  /** The landing control id: student corner routes take it. */
  lcid: string | null;
  committeeId: string | null;
  libraryId: string | null;
  /** The authority named RND: every R&D link sits under it. */
  rndAuthorityId: string | null;
  /** The authorities of the committee menu: all but IQAC, RND and NAAC. */
  committees: Named[];
  /** The IQAC authority's quality tabs, when tab_toggle.iqac is on. */
  quality: {
    detailId: string;
    iqac: Named[];
    naac: Named[];
    aqar: Named[];
    nirf: Named[];
    /** Institutional distinctiveness and special status: the IQAC menu links their pages. */
    institutional: Named[];
    special: Named[];
  } | null;
  studentCorner: FileEntry[];
  /** Top-bar dynamic tabs with their top-level items. */
  dynamicTabs: (Named & { items: FileEntry[] })[];
  /** Custom module tabs of every module type. */
  customTabs: (Named & { type: ModuleType })[];
  departmentTypes: string[];
  /** Departments without a type: the first MENU_DEPARTMENTS of them. */
  departments: Named[];
  /** There are more than the menu names: it links to the page that lists them all. */
  moreDepartments: boolean;
  activityCategories: (Named & { route: ActivityRoute })[];
  governingCategories: Named[];
  administrationPositions: Named[];
  accreditations: Named[];
  /** Which galleries hold anything: an empty one has no menu entry. */
  galleries: { photo: boolean; video: boolean };
}

export interface MenuLink {
  label: string;
  href: string;
  /** Leaves the site: opens in a new tab. */
  external?: boolean;
}
/** An entry that opens a file in the viewer instead of navigating. */
export interface MenuFile {
  label: string;
  fileKey: string;
}
export type MenuItem = MenuLink | MenuFile;
export interface MenuSection {
  title?: string;
  items: MenuItem[];
  /** The section scrolls beyond this height (the committee submenu). */
  maxHeight?: string;
}
export interface MenuGroup {
  label: string;
  sections: MenuSection[];
  /** The whole dropdown scrolls beyond this height. */
  maxHeight?: string;
}
export type MenuEntry = MenuLink | MenuGroup;

export interface TopBarMenu {
  dynamicTabs: MenuGroup[];
  /** The pulsing admission link: the desktop bar's and the mobile bar's targets differ. */
  newAdmission: { desktop: MenuLink; mobile: MenuLink } | null;
  studentCorner: MenuGroup | null;
  links: MenuLink[];
}

interface MenuSource {
  instituteId: string;
  menu: MenuData;
}

export function isGroup(entry: MenuEntry): entry is MenuGroup {
  return "sections" in entry;
}

export function isFile(item: MenuItem): item is MenuFile {
  return "fileKey" in item;
}

function group(label: string, sections: MenuSection[], maxHeight?: string): MenuGroup | null {
  const filled = sections.filter((section) => section.items.length > 0);
  if (filled.length === 0) return null;
  return maxHeight ? { label, sections: filled, maxHeight } : { label, sections: filled };
}

const link = (label: string, href: string): MenuLink => ({ label, href });

const links = (list: Named[], href: (item: Named) => string): MenuLink[] =>
  list.map((item) => link(item.name, href(item)));

function customLinks(menu: MenuData, type: ModuleType, href: (id: string) => string): MenuLink[] {
  return menu.customTabs
    .filter((tab) => tab.type === type)
    .map((tab) => link(tab.name, href(tab.id)));
}

// The spec's "Achievements" entry is a placeholder; it leads to the student achievements of
// every department. The spec's menu has no accreditation entry; one is added so that the
// accreditation pages can be reached.
function ourCollege({ instituteId, menu }: MenuSource): MenuGroup | null {
  const { aboutToggle, committeeId } = menu;
  return group("Our College", [
    {
      title: "About the College",
      items: [
        link("About Us", routes.aboutUs()),
        link("Vision, Mission & Motto", routes.visionMission()),
        link("Principal's Message", routes.principalMessage()),
        link("College Layout", routes.collegeLayout()),
        link("Organogram", routes.organogram()),
        link("Institutional Development Plan", routes.idp()),
        link("Model Code of Conduct", routes.modelConduct()),
        link("Policies and Procedures", routes.policiesProcedures()),
        // The spec labels this link "Courses Offered"; it leads to the society's pages.
        link("Our Society", routes.society()),
        link("Achievements", routes.achievements()),
        link("Mandatory Disclosure", routes.disclosure()),
        ...customLinks(menu, "OUR_COLLEGE", routes.instituteCustom),
      ],
    },
    {
      title: "Governing Body",
      items: aboutToggle.governing_body
        ? [
            link("Governing Body", routes.governing(instituteId)),
            ...links(menu.governingCategories, (c) => routes.governingCategory(instituteId, c.id)),
          ]
        : [],
    },
    {
      title: "Administration",
      items: aboutToggle.administration
        ? [
            link("Administration", routes.administration(instituteId)),
            ...links(menu.administrationPositions, (p) =>
              routes.administrationOne(instituteId, p.id),
            ),
          ]
        : [],
    },
    {
      title: "Accreditation",
      items:
        menu.accreditations.length > 0
          ? [
              link("Accreditation", routes.accreditation(instituteId)),
              ...links(menu.accreditations, (a) => routes.accreditationOne(instituteId, a.id)),
            ]
          : [],
    },
    {
      title: "Faculties",
      items: aboutToggle.faculties
        ? [
            link("All Faculties", routes.faculties()),
            link("Teaching: Junior College", routes.teachingFaculty("junior")),
            link("Teaching: Senior College", routes.teachingFaculty("senior")),
            link("Non-Teaching Staff", routes.nonTeachingFaculty()),
            link("Other Staff", routes.otherFaculty()),
          ]
        : [],
    },
    {
      title: "Committees",
      maxHeight: DROPDOWN_MAX_HEIGHT.committees,
      items: committeeId
        ? [
            link("All Committees", routes.committee(committeeId)),
            ...links(menu.committees, (a) => routes.committeeOne(committeeId, a.id)),
          ]
        : [],
    },
  ]);
}

function academics({ menu }: MenuSource): MenuGroup | null {
  return group("Academics", [
    {
      items: [
        link("Academic Courses", routes.academicCourse()),
        ...customLinks(menu, "ACADEMIC_COURSE", routes.academicCustom),
      ],
    },
  ]);
}

function department({ menu }: MenuSource): MenuGroup | null {
  return group("Department", [
    {
      title: "By Type",
      items: [
        link("All Departments", routes.department()),
        ...menu.departmentTypes.map((type) => link(type, routes.departmentType(type))),
      ],
    },
    {
      title: "Independent Departments",
      items: [
        ...links(menu.departments, (d) => routes.onedepartment(d.id, d.name)),
        ...(menu.moreDepartments ? [link("More departments", routes.department())] : []),
      ],
    },
    { title: "More", items: customLinks(menu, "DEPARTMENT", routes.departmentCustom) },
  ]);
}

function admission({ menu }: MenuSource): MenuGroup | null {
  return group("Admission", [
    {
      items: [
        link("Admission About", routes.admission()),
        link("Online Application", routes.admissionApplication()),
        link("Admission Process", routes.admissionProcess()),
        link("Required Documents", routes.admissionDocument()),
        link("Admission Contact", routes.admissionContact()),
        link("Admission Enquiry", routes.admission()),
        ...customLinks(menu, "ADMISSION", routes.admissionCustom),
      ],
    },
  ]);
}

// The spec's Research Centre, Research Project and E-Cell entries, and the old mobile menu's
// paper, project and meeting entries, have no content source: they are left out rather than
// lead nowhere (decision 031). The drawer shows the same R&D entries as the desktop menu.
function research({ menu }: MenuSource): MenuGroup | null {
  const rndId = menu.rndAuthorityId;
  if (!rndId) return null;
  return group("R&D", [
    {
      items: [
        link("Research and Development", routes.research(rndId)),
        ...RESEARCH_TABS.filter((tab) => tab.slug !== "about").map((tab) =>
          link(tab.label, routes.researchTab(rndId, tab.slug)),
        ),
        ...customLinks(menu, "RND", (id) => routes.researchCustom(rndId, id)),
      ],
    },
  ]);
}

function examinations({ menu }: MenuSource): MenuGroup | null {
  return group("Examinations", [
    {
      items: [
        link("Examination", routes.examination()),
        ...EXAMINATION_TABS.map((tab) => link(tab.label, routes.examinationTab(tab.slug))),
        ...customLinks(menu, "EXAMINATION", routes.examinationCustom),
      ],
    },
  ]);
}

function studentZone({ menu }: MenuSource): MenuGroup | null {
  return group("Student's Zone", [
    {
      items: [
        link("Student's Zone", routes.studentZone()),
        ...STUDENT_ZONE_TABS.map((tab) => link(tab.label, routes.studentZoneTab(tab.slug))),
        ...customLinks(menu, "STUDENT_ZONE", routes.studentZoneCustom),
      ],
    },
  ]);
}

const ACTIVITY_GROUPS: readonly [ActivityRoute, string][] = [
  ["hosted", "Hosted Events"],
  ["association", "Associations & Committees"],
  ["sport", "Sports"],
  ["cultural", "Cultural"],
  ["celebration", "Celebrations"],
];

function activities({ menu }: MenuSource): MenuGroup | null {
  return group("Activities", [
    ...ACTIVITY_GROUPS.map(([route, title]) => ({
      title,
      items: [
        link(`All ${title}`, routes.activity(route)),
        ...links(
          menu.activityCategories.filter((c) => c.route === route),
          (c) => routes.activityDetail(route, c.id),
        ),
      ],
    })),
    {
      title: "Other Activities",
      items: [
        link("All Other Activities", routes.activity("other")),
        ...customLinks(menu, "ACTIVITY", routes.activityCustom),
      ],
    },
  ]);
}

function infrastructure({ menu }: MenuSource): MenuGroup | null {
  return group("Infrastructure", [
    {
      items: [
        link("Infrastructure", routes.infrastructure()),
        ...INFRASTRUCTURE_TABS.map((tab) => link(tab.label, routes.infrastructureTab(tab.slug))),
        ...customLinks(menu, "INFRASTRUCTURE", routes.infrastructureCustom),
      ],
    },
  ]);
}

/**
 * IQAC, NAAC, AQAR and NIRF: the IQAC authority's quality tabs. The IQAC menu also leads to
 * the institutional distinctiveness and special status pages, which no spec menu names.
 */
function qualityMenus({ menu }: MenuSource): (MenuGroup | null)[] {
  const quality = menu.quality;
  if (!menu.tabToggle.iqac || !quality) return [];
  const bodies = [
    ["iqac", "IQAC", quality.iqac],
    ["naac", "NAAC", quality.naac],
    ["aqar", "AQAR", quality.aqar],
    ["nirf", "NIRF", quality.nirf],
  ] as const;
  const more = (["institutional", "special"] as const)
    .filter((body) => quality[body].length > 0)
    .map((body) =>
      link(tabOf(QUALITY_BODIES, body)?.label ?? body, routes.qualityBody(body, quality.detailId)),
    );
  return bodies.map(([body, label, tabs]) =>
    group(label, [
      { items: links(tabs, (tab) => routes.qualityTab(body, quality.detailId, tab.id)) },
      ...(body === "iqac" ? [{ title: "More", items: more }] : []),
    ]),
  );
}

/** The main menu, in the order of spec 2.1 and 2.2. */
export function mainMenu(instituteId: string, menu: MenuData): MenuEntry[] {
  const source = { instituteId, menu };
  const { tabToggle, libraryId } = menu;
  const entries: (MenuEntry | null | false)[] = [
    link("Home", routes.home()),
    tabToggle.about && ourCollege(source),
    tabToggle.academic_course && academics(source),
    tabToggle.department && department(source),
    tabToggle.admission && admission(source),
    tabToggle.rnd && research(source),
    tabToggle.examination && examinations(source),
    studentZone(source),
    activities(source),
    infrastructure(source),
    ...qualityMenus(source),
    link("NAAC And more", routes.naacAndMore(source.instituteId)),
    tabToggle.notice && link("Notice", routes.notice()),
    // The platform gives no external library address, so Library opens our library pages.
    tabToggle.library && libraryId !== null && link("Library", routes.library(libraryId)),
  ];
  return entries.filter((entry): entry is MenuEntry => Boolean(entry));
}

/** The desktop top bar's menus and links (the social icons come straight from the layout). */
export function topBar(menu: MenuData): TopBarMenu {
  const lcid = menu.lcid;
  return {
    dynamicTabs: menu.dynamicTabs.flatMap((tab) => {
      // An item without a file links to its own page, whether or not it has children: a
      // menu entry that does nothing would only confuse.
      const items = tab.items.map((item): MenuItem =>
        item.fileKey
          ? { label: item.name, fileKey: item.fileKey }
          : link(item.name, routes.dynamicLevel(tab.id, item.id)),
      );
      // A tab with entries also links its own page first, as the student corner's menu does;
      // a tab without any shows no dropdown.
      if (items.length === 0) return [];
      return (
        group(
          tab.name,
          [{ items: [link(`All of ${tab.name}`, routes.dynamic(tab.id)), ...items] }],
          DROPDOWN_MAX_HEIGHT.dynamicTabs,
        ) ?? []
      );
    }),
    newAdmission: menu.tabToggle.admission
      ? {
          desktop: link("New Admission", routes.newAdmission()),
          mobile: link("New Admission", routes.admissionApplication()),
        }
      : null,
    studentCorner: lcid
      ? group(
          "Student Corner",
          [
            {
              items: [
                link("Student Corner Home", routes.studentCorner(lcid)),
                ...menu.studentCorner.map((item): MenuItem =>
                  item.fileKey
                    ? { label: item.name, fileKey: item.fileKey }
                    : link(item.name, routes.studentCornerLevel(lcid, item.id)),
                ),
              ],
            },
          ],
          DROPDOWN_MAX_HEIGHT.studentCorner,
        )
      : null,
    links: [
      ...(menu.galleries.photo ? [link("Photo Gallery", routes.photoGallery())] : []),
      ...(menu.galleries.video ? [link("Video Gallery", routes.videoGallery())] : []),
      link("Contact Us", routes.contactUs()),
      { label: "Login", href: PLATFORM_LOGIN_URL, external: true },
    ],
  };
}

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
  type ActivityRoute,
} from "#contract/links.ts";
import type { Locale } from "#contract/locales.ts";
import { m } from "../i18n/generated/messages.js";
import { tabLabel, type Say } from "../i18n/tab-words.ts";
import type {
  MenuEntry,
  MenuGroup,
  MenuItem,
  MenuLink,
  MenuSection,
  TopBarMenu,
} from "./menu-model.ts";

// The menus' shape and its tests, for the components that render them; this module, which
// says the menus' words, stays on the server.
export * from "./menu-model.ts";

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
  /** A live platform has no disclosure report: the menu does not link it. */
  livePlatform?: boolean;
}

/** A fixed label of the menus in the page's language. */
type SayIn = (message: Say) => string;

function sayIn(locale: Locale): SayIn {
  return (message) => message({}, { locale });
}

interface MenuSource {
  instituteId: string;
  menu: MenuData;
  locale: Locale;
  say: SayIn;
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
function ourCollege({ instituteId, menu, say }: MenuSource): MenuGroup | null {
  const { aboutToggle, committeeId } = menu;
  return group(say(m.menu_our_college), [
    {
      title: say(m.menu_about_college),
      items: [
        link(say(m.menu_about_us), routes.aboutUs()),
        link(say(m.menu_vision_mission), routes.visionMission()),
        link(say(m.menu_principal_message), routes.principalMessage()),
        link(say(m.menu_college_layout), routes.collegeLayout()),
        link(say(m.menu_organogram), routes.organogram()),
        link(say(m.menu_idp), routes.idp()),
        link(say(m.menu_model_conduct), routes.modelConduct()),
        link(say(m.menu_policies), routes.policiesProcedures()),
        // The spec labels this link "Courses Offered"; it leads to the society's pages.
        link(say(m.menu_society), routes.society()),
        link(say(m.menu_achievements), routes.achievements()),
        ...(menu.livePlatform ? [] : [link(say(m.menu_disclosure), routes.disclosure())]),
        ...customLinks(menu, "OUR_COLLEGE", routes.instituteCustom),
      ],
    },
    {
      title: say(m.menu_governing_body),
      items: aboutToggle.governing_body
        ? [
            link(say(m.menu_governing_body), routes.governing(instituteId)),
            ...links(menu.governingCategories, (c) => routes.governingCategory(instituteId, c.id)),
          ]
        : [],
    },
    {
      title: say(m.menu_administration),
      items: aboutToggle.administration
        ? [
            link(say(m.menu_administration), routes.administration(instituteId)),
            ...links(menu.administrationPositions, (p) =>
              routes.administrationOne(instituteId, p.id),
            ),
          ]
        : [],
    },
    {
      title: say(m.menu_accreditation),
      items:
        menu.accreditations.length > 0
          ? [
              link(say(m.menu_accreditation), routes.accreditation(instituteId)),
              ...links(menu.accreditations, (a) => routes.accreditationOne(instituteId, a.id)),
            ]
          : [],
    },
    {
      title: say(m.menu_faculties),
      items: aboutToggle.faculties
        ? [
            link(say(m.menu_all_faculties), routes.faculties()),
            link(say(m.menu_teaching_junior), routes.teachingFaculty("junior")),
            link(say(m.menu_teaching_senior), routes.teachingFaculty("senior")),
            link(say(m.menu_non_teaching), routes.nonTeachingFaculty()),
            link(say(m.menu_other_staff), routes.otherFaculty()),
          ]
        : [],
    },
    {
      title: say(m.menu_committees),
      maxHeight: DROPDOWN_MAX_HEIGHT.committees,
      items: committeeId
        ? [
            link(say(m.menu_all_committees), routes.committee(committeeId)),
            ...links(menu.committees, (a) => routes.committeeOne(committeeId, a.id)),
          ]
        : [],
    },
  ]);
}

function academics({ menu, say }: MenuSource): MenuGroup | null {
  return group(say(m.menu_academics), [
    {
      items: [
        link(say(m.menu_academic_courses), routes.academicCourse()),
        ...customLinks(menu, "ACADEMIC_COURSE", routes.academicCustom),
      ],
    },
  ]);
}

function department({ menu, say }: MenuSource): MenuGroup | null {
  return group(say(m.menu_department), [
    {
      title: say(m.menu_by_type),
      items: [
        link(say(m.menu_all_departments), routes.department()),
        ...menu.departmentTypes.map((type) => link(type, routes.departmentType(type))),
      ],
    },
    {
      title: say(m.menu_independent_departments),
      items: [
        ...links(menu.departments, (d) => routes.onedepartment(d.id, d.name)),
        ...(menu.moreDepartments ? [link(say(m.menu_more_departments), routes.department())] : []),
      ],
    },
    { title: say(m.menu_more), items: customLinks(menu, "DEPARTMENT", routes.departmentCustom) },
  ]);
}

function admission({ menu, say }: MenuSource): MenuGroup | null {
  return group(say(m.menu_admission), [
    {
      items: [
        link(say(m.menu_admission_about), routes.admission()),
        link(say(m.menu_online_application), routes.admissionApplication()),
        link(say(m.menu_admission_process), routes.admissionProcess()),
        link(say(m.menu_required_documents), routes.admissionDocument()),
        link(say(m.menu_admission_contact), routes.admissionContact()),
        link(say(m.menu_admission_enquiry), routes.admission()),
        ...customLinks(menu, "ADMISSION", routes.admissionCustom),
      ],
    },
  ]);
}

// The spec's Research Centre, Research Project and E-Cell entries, and the old mobile menu's
// paper, project and meeting entries, have no content source: they are left out rather than
// lead nowhere (decision 031). The drawer shows the same R&D entries as the desktop menu.
function research({ menu, say }: MenuSource): MenuGroup | null {
  const rndId = menu.rndAuthorityId;
  if (!rndId) return null;
  return group(say(m.menu_research), [
    {
      items: [
        link(say(m.menu_research_development), routes.research(rndId)),
        ...RESEARCH_TABS.filter((tab) => tab.slug !== "about").map((tab) =>
          link(tab.label, routes.researchTab(rndId, tab.slug)),
        ),
        ...customLinks(menu, "RND", (id) => routes.researchCustom(rndId, id)),
      ],
    },
  ]);
}

function examinations({ menu, say, locale }: MenuSource): MenuGroup | null {
  return group(say(m.menu_examinations), [
    {
      items: [
        link(say(m.menu_examination), routes.examination()),
        ...EXAMINATION_TABS.map((tab) =>
          link(tabLabel(EXAMINATION_TABS, tab.slug, locale), routes.examinationTab(tab.slug)),
        ),
        ...customLinks(menu, "EXAMINATION", routes.examinationCustom),
      ],
    },
  ]);
}

function studentZone({ menu, say, locale }: MenuSource): MenuGroup | null {
  return group(say(m.menu_student_zone), [
    {
      items: [
        link(say(m.menu_student_zone), routes.studentZone()),
        ...STUDENT_ZONE_TABS.map((tab) =>
          link(tabLabel(STUDENT_ZONE_TABS, tab.slug, locale), routes.studentZoneTab(tab.slug)),
        ),
        ...customLinks(menu, "STUDENT_ZONE", routes.studentZoneCustom),
      ],
    },
  ]);
}

const ACTIVITY_GROUPS = [
  ["hosted", m.menu_hosted_events],
  ["association", m.menu_associations],
  ["sport", m.menu_sports],
  ["cultural", m.menu_cultural],
  ["celebration", m.menu_celebrations],
] as const satisfies readonly [ActivityRoute, unknown][];

function activities({ menu, say, locale }: MenuSource): MenuGroup | null {
  return group(say(m.menu_activities), [
    ...ACTIVITY_GROUPS.map(([route, message]) => ({
      title: say(message),
      items: [
        link(m.menu_all({ name: say(message) }, { locale }), routes.activity(route)),
        ...links(
          menu.activityCategories.filter((c) => c.route === route),
          (c) => routes.activityDetail(route, c.id),
        ),
      ],
    })),
    {
      title: say(m.menu_other_activities),
      items: [
        link(
          m.menu_all({ name: say(m.menu_other_activities) }, { locale }),
          routes.activity("other"),
        ),
        ...customLinks(menu, "ACTIVITY", routes.activityCustom),
      ],
    },
  ]);
}

function infrastructure({ menu, say, locale }: MenuSource): MenuGroup | null {
  return group(say(m.menu_infrastructure), [
    {
      items: [
        link(say(m.menu_infrastructure), routes.infrastructure()),
        ...INFRASTRUCTURE_TABS.map((tab) =>
          link(tabLabel(INFRASTRUCTURE_TABS, tab.slug, locale), routes.infrastructureTab(tab.slug)),
        ),
        ...customLinks(menu, "INFRASTRUCTURE", routes.infrastructureCustom),
      ],
    },
  ]);
}

/**
 * IQAC, NAAC, AQAR and NIRF: the IQAC authority's quality tabs. The IQAC menu also leads to
 * the institutional distinctiveness and special status pages, which no spec menu names.
 */
function qualityMenus({ menu, say, locale }: MenuSource): (MenuGroup | null)[] {
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
      link(tabLabel(QUALITY_BODIES, body, locale), routes.qualityBody(body, quality.detailId)),
    );
  return bodies.map(([body, label, tabs]) =>
    group(label, [
      { items: links(tabs, (tab) => routes.qualityTab(body, quality.detailId, tab.id)) },
      ...(body === "iqac" ? [{ title: say(m.menu_more), items: more }] : []),
    ]),
  );
}

/** The main menu, in the order of spec 2.1 and 2.2. */
export function mainMenu(instituteId: string, menu: MenuData, locale: Locale = "en"): MenuEntry[] {
  const say = sayIn(locale);
  const source = { instituteId, menu, locale, say };
  const { tabToggle, libraryId } = menu;
  const entries: (MenuEntry | null | false)[] = [
    link(say(m.menu_home), routes.home()),
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
    link(say(m.menu_naac_and_more), routes.naacAndMore(source.instituteId)),
    tabToggle.notice && link(say(m.menu_notice), routes.notice()),
    // The platform gives no external library address, so Library opens our library pages.
    tabToggle.library && libraryId !== null && link(say(m.menu_library), routes.library(libraryId)),
  ];
  return entries.filter((entry): entry is MenuEntry => Boolean(entry));
}

/** The desktop top bar's menus and links (the social icons come straight from the layout). */
export function topBar(menu: MenuData, locale: Locale = "en"): TopBarMenu {
  const lcid = menu.lcid;
  const say = sayIn(locale);
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
          [
            {
              items: [
                link(m.menu_all_of({ name: tab.name }, { locale }), routes.dynamic(tab.id)),
                ...items,
              ],
            },
          ],
          DROPDOWN_MAX_HEIGHT.dynamicTabs,
        ) ?? []
      );
    }),
    newAdmission: menu.tabToggle.admission
      ? {
          desktop: link(say(m.menu_new_admission), routes.newAdmission()),
          mobile: link(say(m.menu_new_admission), routes.admissionApplication()),
        }
      : null,
    studentCorner: lcid
      ? group(
          say(m.menu_student_corner),
          [
            {
              items: [
                link(say(m.menu_student_corner_home), routes.studentCorner(lcid)),
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
      ...(menu.galleries.photo ? [link(say(m.menu_photo_gallery), routes.photoGallery())] : []),
      ...(menu.galleries.video ? [link(say(m.menu_video_gallery), routes.videoGallery())] : []),
      link(say(m.menu_contact_us), routes.contactUs()),
      { label: say(m.menu_login), href: PLATFORM_LOGIN_URL, external: true },
    ],
  };
}

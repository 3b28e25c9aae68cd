// The site map: every route of the site, in the order of spec 2.2's menus, which is the order
// of the sitemap's pages (each screen family's source lists its pages where its routes stand
// here, screens/sitemap/sitemap.server.ts). Paths are the spec's.
//
// An inner screen is a section: a layout route (cover banner and tab bar, see
// components/section/SectionLayout.tsx) whose children are the section's pages, followed by
// the custom module pages of its module type (spec 2.18) when it has one.
import { index, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import type { ModuleType } from "#contract/constants.ts";
import { QUALITY_BODIES } from "#contract/links.ts";

/** The custom module pages of a section: one module for every section, a route id each. */
function customPages(type: ModuleType): RouteConfigEntry[] {
  return [
    route("custom/:dynamicId", "screens/custom/page.tsx", { id: `custom/${type}` }),
    route("custom/nested/:dynamicId/level/:nxtId", "screens/custom/page.tsx", {
      id: `custom-nested/${type}`,
    }),
  ];
}

/**
 * A section: its layout route with its pages, then its custom module pages. `id` names the
 * layout route when one layout module serves several sections.
 */
function section(
  path: string,
  layout: string,
  pages: RouteConfigEntry[],
  moduleType?: ModuleType,
  id?: string,
): RouteConfigEntry {
  const children = [...pages, ...(moduleType ? customPages(moduleType) : [])];
  return id ? route(path, layout, { id }, children) : route(path, layout, children);
}

export default [
  route("robots.txt", "screens/sitemap/robots.ts"),
  route("sitemap.xml", "screens/sitemap/sitemap-index.ts"),
  route("sitemap/:file", "screens/sitemap/sitemap-file.ts"),
  route("opensearch.xml", "screens/search/opensearch.ts"),
  route("favicon.ico", "screens/icon/favicon-ico.ts"),
  route("favicon.svg", "screens/icon/favicon-svg.ts"),
  index("screens/home/home.tsx"),
  route("notice", "screens/notice/list.tsx"),
  route("notice/feed.xml", "screens/notice/feed.ts"),
  route("one/notice/:noticeId/detail", "screens/notice/detail.tsx"),
  route("event", "screens/event/list.tsx"),
  route("event/calendar.ics", "screens/event/calendar.ts"),
  route("one/event/:eventId/detail/:tabName?", "screens/event/detail.tsx"),

  // Top bar.
  section("dynamic/:dynamicId", "screens/dynamic/layout.tsx", [
    index("screens/custom/page.tsx", { id: "dynamic/index" }),
    route("level/:nxtId", "screens/custom/page.tsx", { id: "dynamic/level" }),
  ]),
  section("student/corner/:lcid", "screens/student-corner/layout.tsx", [
    index("screens/student-corner/items.tsx", { id: "student-corner/index" }),
    route("lvl1/:tabId", "screens/student-corner/items.tsx"),
  ]),
  route("contact/us", "screens/contact/contact.tsx"),
  route("search", "screens/search/search.tsx"),
  route("mandatory-disclosure", "screens/disclosure/disclosure.tsx"),
  ...(["photo", "video"] as const).flatMap((kind) => [
    route(`${kind}/gallery`, "screens/gallery/years.tsx", { id: `gallery/${kind}` }),
    route(`${kind}/gallery/year/:yearId`, "screens/gallery/year.tsx", {
      id: `gallery-year/${kind}`,
    }),
    route(`${kind}/gallery/year/:yearId/category/:categoryId`, "screens/gallery/category.tsx", {
      id: `gallery-category/${kind}`,
    }),
  ]),

  // Our College.
  section(
    "institute",
    "screens/institute/layout.tsx",
    [
      index("screens/institute/about.tsx", { id: "institute/index" }),
      route("aboutus", "screens/institute/about.tsx"),
      route("vision-mission", "screens/institute/vision-mission.tsx"),
      route("principal-message", "screens/institute/principal-message.tsx"),
      route(":tabName", "screens/institute/entries.tsx"),
    ],
    "OUR_COLLEGE",
  ),
  route("institute/achievements", "screens/institute/achievements.tsx"),
  section("institute/faculties", "screens/faculties/layout.tsx", [
    index("screens/faculties/staff.tsx", { id: "faculties/index" }),
    route(":tabName", "screens/faculties/staff.tsx"),
  ]),
  route("institute/faculties/staff/:staffId", "screens/faculties/member.tsx"),
  section("governing/:instituteId", "screens/governing/layout.tsx", [
    index("screens/governing/members.tsx", { id: "governing/index" }),
    route("category/:categoryId", "screens/governing/members.tsx"),
  ]),
  section("administration/:instituteId", "screens/administration/layout.tsx", [
    index("screens/administration/one.tsx", { id: "administration/index" }),
    route("one/:oneAid", "screens/administration/one.tsx"),
  ]),
  section("accrediation/:instituteId", "screens/accreditation/layout.tsx", [
    index("screens/accreditation/one.tsx", { id: "accreditation/index" }),
    route("one/:oneAid", "screens/accreditation/one.tsx"),
  ]),
  section("society", "screens/society/layout.tsx", [
    index("screens/society/tab.tsx", { id: "society/index" }),
    route(":tabName", "screens/society/tab.tsx"),
    route("governing/:tabName/:lcid/category/:categoryId", "screens/society/governing.tsx"),
  ]),
  route("committee/:committeeId", "screens/committee/all.tsx"),
  section("committee/:committeeId/one/:authorityId", "screens/committee/layout.tsx", [
    index("screens/committee/tab.tsx", { id: "committee/index" }),
    route("nxt/:tabName", "screens/committee/tab.tsx"),
  ]),

  // Department: the types and their departments, one department's tabs, one activity's.
  section(
    "department",
    "screens/department/layout.tsx",
    [
      index("screens/department/list.tsx", { id: "department/index" }),
      route("type/:typeId", "screens/department/list.tsx"),
    ],
    "DEPARTMENT",
  ),
  section("onedepartment/:departmentId", "screens/department/one/layout.tsx", [
    index("screens/department/one/tab.tsx", { id: "onedepartment/index" }),
    // The long lists: routes of their own, so the other tabs do not load their script.
    route("tab/faculty", "screens/department/one/faculty.tsx"),
    route("tab/activity", "screens/department/one/activities.tsx"),
    route("tab/:tabName", "screens/department/one/tab.tsx"),
  ]),
  section("one/:departmentId/activity/:activityId", "screens/department/activity/layout.tsx", [
    index("screens/department/activity/files.tsx", { id: "department-activity/index" }),
    route(":tabName", "screens/department/activity/files.tsx"),
  ]),
  // Academics.
  section(
    "academic/course",
    "screens/academic/layout.tsx",
    [
      index("screens/academic/index.tsx", { id: "academic/index" }),
      route("type/:typeId/:tabName", "screens/academic/type.tsx"),
    ],
    "ACADEMIC_COURSE",
  ),

  // Admission.
  section(
    "admission",
    "screens/admission/layout.tsx",
    [
      index("screens/admission/about.tsx", { id: "admission/index" }),
      route("process", "screens/admission/process.tsx"),
      route("contact", "screens/admission/contact.tsx"),
      route("document", "screens/admission/document.tsx"),
      route("application", "screens/admission/application.tsx"),
    ],
    "ADMISSION",
  ),

  // Library.
  section("library/:libraryId", "screens/library/layout.tsx", [
    index("screens/library/tab.tsx", { id: "library/index" }),
    route(":tabName", "screens/library/tab.tsx"),
  ]),

  // R&D: everything sits under the authority named RND.
  section(
    "research/development/:rndId",
    "screens/research/layout.tsx",
    [
      index("screens/research/tab.tsx", { id: "research/index" }),
      route(":tabName", "screens/research/tab.tsx"),
    ],
    "RND",
  ),

  // Examinations.
  section(
    "examination",
    "screens/examination/layout.tsx",
    [
      index("screens/examination/tab.tsx", { id: "examination/index" }),
      route(":tabName", "screens/examination/tab.tsx"),
    ],
    "EXAMINATION",
  ),

  // Student's Zone.
  section(
    "student/zone",
    "screens/student-zone/layout.tsx",
    [
      index("screens/student-zone/tab.tsx", { id: "student-zone/index" }),
      route(":tabName", "screens/student-zone/tab.tsx"),
    ],
    "STUDENT_ZONE",
  ),

  // Activities: the custom module pages hang under the other page only (CUSTOM_PAGE_SECTIONS).
  section(
    "institute/activity/:activityType",
    "screens/activity/layout.tsx",
    [
      index("screens/activity/index.tsx", { id: "activity/index" }),
      route("detail/:categoryId", "screens/activity/detail.tsx"),
    ],
    "ACTIVITY",
  ),

  // Infrastructure.
  section(
    "infrastructure",
    "screens/infrastructure/layout.tsx",
    [
      index("screens/infrastructure/tab.tsx", { id: "infrastructure/index" }),
      route(":tabName", "screens/infrastructure/tab.tsx"),
    ],
    "INFRASTRUCTURE",
  ),

  // Quality bodies: one layout and one page module for all six; NAAC's index is "NAAC And
  // more".
  ...QUALITY_BODIES.map(({ slug }) =>
    section(
      `${slug}/:detailId`,
      "screens/quality/layout.tsx",
      [
        slug === "naac"
          ? index("screens/quality/naac-and-more.tsx", { id: "quality/naac-and-more" })
          : index("screens/quality/tab.tsx", { id: `quality/${slug}/index` }),
        route("tab/:tabId", "screens/quality/tab.tsx", { id: `quality/${slug}/tab` }),
        route("tab/:tabId/nested/:nxtId/nxt/:nnxtId", "screens/quality/tab.tsx", {
          id: `quality/${slug}/nxt`,
        }),
      ],
      undefined,
      `quality/${slug}`,
    ),
  ),

  route("*", "screens/not-found/not-found.tsx"),
] satisfies RouteConfig;

// The site map: every route of the site, in the order of spec 2.2. Paths are the spec's.
//
// An inner screen is a section: a layout route (cover banner and tab bar, see
// components/section/SectionLayout.tsx) whose children are the section's pages, followed by
// the custom module pages of its module type (spec 2.18) when it has one.
import { index, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import type { ModuleType } from "#contract/constants.ts";
import { QUALITY_BODIES } from "#contract/routes.ts";

/** The custom module pages of a section: one module for every section, a route id each. */
function customPages(type: ModuleType): RouteConfigEntry[] {
  return [
    route("custom/:dynamicId", "routes/custom.tsx", { id: `custom/${type}` }),
    route("custom/nested/:dynamicId/level/:nxtId", "routes/custom.tsx", {
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
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("sitemap/:file", "routes/sitemap-file.ts"),
  route("opensearch.xml", "routes/opensearch.ts"),
  index("routes/home.tsx"),
  route("notice", "routes/notice.tsx"),
  route("notice/feed.xml", "routes/notice-feed.ts"),
  route("one/notice/:noticeId/detail", "routes/notice-detail.tsx"),
  route("event", "routes/event.tsx"),
  route("event/calendar.ics", "routes/event-calendar.ts"),
  route("one/event/:eventId/detail/:tabName?", "routes/event-detail.tsx"),

  // Top bar.
  section("dynamic/:dynamicId", "routes/dynamic/layout.tsx", [
    index("routes/custom.tsx", { id: "dynamic/index" }),
    route("level/:nxtId", "routes/custom.tsx", { id: "dynamic/level" }),
  ]),
  section("student/corner/:lcid", "routes/student-corner/layout.tsx", [
    index("routes/student-corner/items.tsx", { id: "student-corner/index" }),
    route("lvl1/:tabId", "routes/student-corner/items.tsx"),
  ]),
  ...(["photo", "video"] as const).flatMap((kind) => [
    route(`${kind}/gallery`, "routes/gallery/years.tsx", { id: `gallery/${kind}` }),
    route(`${kind}/gallery/year/:yearId`, "routes/gallery/year.tsx", {
      id: `gallery-year/${kind}`,
    }),
    route(`${kind}/gallery/year/:yearId/category/:categoryId`, "routes/gallery/category.tsx", {
      id: `gallery-category/${kind}`,
    }),
  ]),
  route("contact/us", "routes/contact.tsx"),
  route("search", "routes/search.tsx"),
  route("mandatory-disclosure", "routes/disclosure.tsx"),

  // Our College.
  section(
    "institute",
    "routes/institute/layout.tsx",
    [
      index("routes/institute/about.tsx", { id: "institute/index" }),
      route("aboutus", "routes/institute/about.tsx"),
      route("vision-mission", "routes/institute/vision-mission.tsx"),
      route("principal-message", "routes/institute/principal-message.tsx"),
      route(":tabName", "routes/institute/entries.tsx"),
    ],
    "OUR_COLLEGE",
  ),
  route("institute/achievements", "routes/institute/achievements.tsx"),
  section("institute/faculties", "routes/faculties/layout.tsx", [
    index("routes/faculties/staff.tsx", { id: "faculties/index" }),
    route(":tabName", "routes/faculties/staff.tsx"),
  ]),
  section("governing/:instituteId", "routes/governing/layout.tsx", [
    index("routes/governing/members.tsx", { id: "governing/index" }),
    route("category/:categoryId", "routes/governing/members.tsx"),
  ]),
  section("administration/:instituteId", "routes/administration/layout.tsx", [
    index("routes/administration/one.tsx", { id: "administration/index" }),
    route("one/:oneAid", "routes/administration/one.tsx"),
  ]),
  section("accrediation/:instituteId", "routes/accreditation/layout.tsx", [
    index("routes/accreditation/one.tsx", { id: "accreditation/index" }),
    route("one/:oneAid", "routes/accreditation/one.tsx"),
  ]),
  section("society", "routes/society/layout.tsx", [
    index("routes/society/tab.tsx", { id: "society/index" }),
    route(":tabName", "routes/society/tab.tsx"),
    route("governing/:tabName/:lcid/category/:categoryId", "routes/society/governing.tsx"),
  ]),
  route("committee/:committeeId", "routes/committee/all.tsx"),
  section("committee/:committeeId/one/:authorityId", "routes/committee/layout.tsx", [
    index("routes/committee/tab.tsx", { id: "committee/index" }),
    route("nxt/:tabName", "routes/committee/tab.tsx"),
  ]),

  // Department: the types and their departments, one department's tabs, one activity's.
  section(
    "department",
    "routes/department/layout.tsx",
    [
      index("routes/department/list.tsx", { id: "department/index" }),
      route("type/:typeId", "routes/department/list.tsx"),
    ],
    "DEPARTMENT",
  ),
  section("onedepartment/:departmentId", "routes/onedepartment/layout.tsx", [
    index("routes/onedepartment/tab.tsx", { id: "onedepartment/index" }),
    // The long lists: routes of their own, so the other tabs do not load their script.
    route("tab/faculty", "routes/onedepartment/faculty.tsx"),
    route("tab/activity", "routes/onedepartment/activities.tsx"),
    route("tab/:tabName", "routes/onedepartment/tab.tsx"),
  ]),
  section("one/:departmentId/activity/:activityId", "routes/department-activity/layout.tsx", [
    index("routes/department-activity/files.tsx", { id: "department-activity/index" }),
    route(":tabName", "routes/department-activity/files.tsx"),
  ]),
  // Academics.
  section(
    "academic/course",
    "routes/academic/layout.tsx",
    [
      index("routes/academic/index.tsx", { id: "academic/index" }),
      route("type/:typeId/:tabName", "routes/academic/type.tsx"),
    ],
    "ACADEMIC_COURSE",
  ),

  // Admission.
  section(
    "admission",
    "routes/admission/layout.tsx",
    [
      index("routes/admission/about.tsx", { id: "admission/index" }),
      route("process", "routes/admission/process.tsx"),
      route("contact", "routes/admission/contact.tsx"),
      route("document", "routes/admission/document.tsx"),
      route("application", "routes/admission/application.tsx"),
    ],
    "ADMISSION",
  ),

  // Library.
  section("library/:libraryId", "routes/library/layout.tsx", [
    index("routes/library/tab.tsx", { id: "library/index" }),
    route(":tabName", "routes/library/tab.tsx"),
  ]),

  // R&D: everything sits under the authority named RND.
  section(
    "research/development/:rndId",
    "routes/research/layout.tsx",
    [
      index("routes/research/tab.tsx", { id: "research/index" }),
      route(":tabName", "routes/research/tab.tsx"),
    ],
    "RND",
  ),

  // Examinations.
  section(
    "examination",
    "routes/examination/layout.tsx",
    [
      index("routes/examination/tab.tsx", { id: "examination/index" }),
      route(":tabName", "routes/examination/tab.tsx"),
    ],
    "EXAMINATION",
  ),

  // Quality bodies: one layout and one page module for all six; NAAC's index is "NAAC And
  // more".
  ...QUALITY_BODIES.map(({ slug }) =>
    section(
      `${slug}/:detailId`,
      "routes/quality/layout.tsx",
      [
        slug === "naac"
          ? index("routes/quality/naac-and-more.tsx", { id: "quality/naac-and-more" })
          : index("routes/quality/tab.tsx", { id: `quality/${slug}/index` }),
        route("tab/:tabId", "routes/quality/tab.tsx", { id: `quality/${slug}/tab` }),
        route("tab/:tabId/nested/:nxtId/nxt/:nnxtId", "routes/quality/tab.tsx", {
          id: `quality/${slug}/nxt`,
        }),
      ],
      undefined,
      `quality/${slug}`,
    ),
  ),

  // Student's Zone.
  section(
    "student/zone",
    "routes/student-zone/layout.tsx",
    [
      index("routes/student-zone/tab.tsx", { id: "student-zone/index" }),
      route(":tabName", "routes/student-zone/tab.tsx"),
    ],
    "STUDENT_ZONE",
  ),

  // Activities: the custom module pages hang under the other page only (CUSTOM_PAGE_SECTIONS).
  section(
    "institute/activity/:activityType",
    "routes/activity/layout.tsx",
    [
      index("routes/activity/index.tsx", { id: "activity/index" }),
      route("detail/:categoryId", "routes/activity/detail.tsx"),
    ],
    "ACTIVITY",
  ),

  // Infrastructure.
  section(
    "infrastructure",
    "routes/infrastructure/layout.tsx",
    [
      index("routes/infrastructure/tab.tsx", { id: "infrastructure/index" }),
      route(":tabName", "routes/infrastructure/tab.tsx"),
    ],
    "INFRASTRUCTURE",
  ),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

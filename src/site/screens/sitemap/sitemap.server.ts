// The tenant's sitemap (issue 22): /sitemap.xml is an index of files (lib/sitemap-files.ts).
// The pages file holds every other address a page of the request's institute has, built from
// its content with the link builders, one source per screen family, each list's pages
// included (listPages, datedListPages); the notices' and events' detail pages fill files of
// their own (lib/sitemap-dated.server.ts). The sitemap tests check these against the route
// table, so a new route without a source fails them.
import type { AppLoadContext } from "react-router";
import type { ArchiveYear } from "#contract/archive.ts";
import {
  AUTHORITY_NAMES,
  LIMITS,
  PAGE_SIZES,
  QR_LANGUAGES,
  ID_PATTERN,
} from "#contract/constants.ts";
import { pinnedDepartmentList, pinnedTypeNames } from "#contract/endpoints.ts";
import {
  ACADEMIC_ABOUT_TAB,
  ACTIVITY_PAGES,
  ALL_CATEGORIES,
  COMMITTEE_TABS,
  DEPARTMENT_ACTIVITY_TABS,
  DEPARTMENT_TABS,
  EXAMINATION_TABS,
  FACULTY_TABS,
  INFRASTRUCTURE_TABS,
  INSTITUTE_TABS,
  LIBRARY_TABS,
  RESEARCH_TABS,
  routes,
  SOCIETY_TABS,
  STUDENT_ZONE_TABS,
  type ListAt,
  activityRouteOf,
} from "#contract/links.ts";
import { isNamedType } from "#domain/department.ts";
import { isAuthority } from "#domain/authority.ts";
import { isOfCollege, staffOfTab } from "#domain/staff.ts";
import type { Staff } from "#contract/entities.ts";
import { isCommittee } from "../committee/committee.server.ts";
import { hasTab } from "../department/department.server.ts";
import { requestIds, type RequestIds } from "../../lib/ids.server.ts";
import { pageCount } from "../../lib/paging.ts";
import { departmentsWithAchievements } from "../institute/achievements.server.ts";
import { gallerySource, shownVideos } from "../gallery/gallery.server.ts";
import { staffAddresses } from "../../lib/staff.server.ts";
import { qualityPagePaths } from "../quality/quality.server.ts";
import { escapeMarkup, present } from "../../lib/resource.server.ts";
import { customPagePaths, nestedItemIds } from "../../lib/section.server.ts";
import { datedRead } from "../../lib/sitemap-dated.server.ts";
import {
  DATED_FILE_ITEMS,
  DATED_KINDS,
  fileCount,
  firstItemOf,
  newestOf,
  sitemapFilePath,
  SITEMAP_LIMITS,
  type SitemapEntry,
  type SitemapFile,
} from "../../lib/sitemap-files.ts";

type Source = (context: AppLoadContext, ids: RequestIds) => Promise<SitemapEntry[]>;

const paths = (list: readonly string[]): SitemapEntry[] => list.map((path) => ({ path }));

/**
 * Every page of a list a visitor reaches by its pager (components/Pager.tsx): `count` items,
 * `size` to a page (PAGE_SIZES), at the address `at` builds for a page; the first alone for a
 * list of one page or none.
 */
export function listPages(at: (page: number) => string, count: number, size: number): string[] {
  return Array.from({ length: pageCount(count, size) }, (_, i) => at(i + 1));
}

/**
 * Every page of a dated list: every year's pages, and each year's pages when it has more than
 * one year (with one, that year is the whole list, and YearLinks links none).
 */
export function datedListPages(
  at: (at: ListAt) => string,
  { years, count }: { years: readonly ArchiveYear[]; count: number },
  size: number,
): string[] {
  return [
    ...listPages((page) => at({ page }), count, size),
    ...(years.length > 1
      ? years.flatMap((y) => listPages((page) => at({ year: y.year, page }), y.count, size))
      : []),
  ];
}

/** How many items a dated list has, its years and its newest: the read of one item, its first. */
const NEWEST = { page: 1, limit: 1 };

/** The home page, and the notices' list pages: the first changes when a notice is added. */
const notices: Source = async (context) => {
  const newest = await datedRead(context, "notices", NEWEST);
  const [all, ...others] = datedListPages(routes.notice, newest, PAGE_SIZES.notices);
  return [
    { path: routes.home() },
    { path: all ?? routes.notice(), lastmod: newestOf(newest.entries) },
    ...paths(others),
  ];
};

const events: Source = async (context) =>
  paths(
    datedListPages(routes.event, await datedRead(context, "events", NEWEST), PAGE_SIZES.events),
  );

const topBar: Source = async (context, { lcid, instituteId }) => {
  const { platform } = context;
  const tabs = present(await platform.read("dynamicTabs", { id: instituteId })) ?? [];
  const dynamic = await Promise.all(
    tabs.map(async (tab) => {
      const items = present(
        await platform.read("dynamicItems", { id: tab._id }, { parent_key: "" }),
      );
      // The menus link a tab's page only when it has entries (menu.ts), and every entry
      // without a file; deeper, the items with children.
      if (!items?.length) return [];
      const nested = await nestedItemIds(async (parent) =>
        parent === ""
          ? items
          : present(await platform.read("dynamicItems", { id: tab._id }, { parent_key: parent })),
      );
      const levels = new Set([...items.filter((i) => !i.pdf_key).map((i) => i._id), ...nested]);
      return [
        routes.dynamic(tab._id),
        ...[...levels].map((id) => routes.dynamicLevel(tab._id, id)),
      ];
    }),
  );
  const corner = lcid ? (present(await platform.read("studentCorner", { id: lcid })) ?? []) : [];
  return paths([
    ...dynamic.flat(),
    ...(lcid
      ? [
          routes.studentCorner(lcid),
          ...corner.filter((i) => !i.pdf_key).map((i) => routes.studentCornerLevel(lcid, i._id)),
        ]
      : []),
    routes.contactUs(),
    routes.disclosure(),
  ]);
};

const galleries: Source = async ({ platform }, { instituteId }) => {
  const years =
    present(
      await platform.read(
        "academicYears",
        { id: instituteId },
        { page: 1, limit: LIMITS.list, search: "" },
      ),
    ) ?? [];
  const kinds = [
    ["photo", "photoCategories", routes.photoGallery()],
    ["video", "videoCategories", routes.videoGallery()],
  ] as const;
  const lists = await Promise.all(
    kinds.map(async ([kind, endpoint, home]) => {
      const perYear = await Promise.all(
        years.map(async (year) => {
          const categories =
            present(await platform.read(endpoint, { id: instituteId }, { bid: year._id })) ?? [];
          // The gallery does not list a year without categories.
          if (categories.length === 0) return [];
          const counts = await Promise.all(
            [ALL_CATEGORIES, ...categories.map((c) => c._id)].map(async (id) => {
              const of = gallerySource(instituteId, year._id, id);
              const count =
                kind === "photo"
                  ? (present(await platform.read("photos", { id: of.id }, of.query)) ?? []).length
                  : shownVideos(
                      present(await platform.read("videos", { id: of.id }, of.query)) ?? [],
                    ).length;
              return { id, count };
            }),
          );
          const size = kind === "photo" ? PAGE_SIZES.photos : PAGE_SIZES.videos;
          return [
            routes.galleryYear(kind, year._id),
            ...counts.flatMap(({ id, count }) =>
              listPages(
                (page) => routes.galleryCategory(kind, year._id, id, year.batchName, page),
                count,
                size,
              ),
            ),
          ];
        }),
      );
      return [home, ...perYear.flat()];
    }),
  );
  return paths(lists.flat());
};

/** Every page of the faculty tables, of each college for teaching staff, by their filters. */
function staffPages(staff: readonly Staff[]): string[] {
  return FACULTY_TABS.flatMap((tab) => {
    const ofTab = staff.filter((s) => staffOfTab(tab.slug, s));
    const levels =
      tab.slug === "teaching" ? ([undefined, "junior", "senior"] as const) : [undefined];
    return levels.flatMap((level) =>
      staffAddresses(
        ofTab.filter((s) => !level || isOfCollege(s, level)),
        ["department", "designation"],
        (at) => routes.facultyTab(tab.slug, { ...at, active: level }),
      ),
    );
  });
}

/** Every page of the student achievements: every department's, and each department's. */
async function achievementPages(context: AppLoadContext, instituteId: string): Promise<string[]> {
  const departments = await departmentsWithAchievements(context, instituteId);
  const size = PAGE_SIZES.achievements;
  const count = (list: typeof departments) =>
    list.reduce((n, d) => n + d.student_achievements.length, 0);
  return [
    ...listPages((page) => routes.achievements({ page }), count(departments), size),
    ...(departments.length > 1
      ? departments.flatMap((d) =>
          listPages((page) => routes.achievements({ department: d._id, page }), count([d]), size),
        )
      : []),
  ];
}

const ourCollege: Source = async (context, { instituteId, lcid }) => {
  const { platform } = context;
  const paging = { page: 1, limit: LIMITS.list };
  const [custom, categories, societyCategories, profile, staff] = await Promise.all([
    customPagePaths(context, "OUR_COLLEGE", routes.institute()),
    lcid ? platform.read("governingCategories", { id: lcid }, paging).then(present) : null,
    lcid ? platform.read("societyGoverningCategories", { id: lcid }, paging).then(present) : null,
    platform.read("landingProfile", { id: instituteId }).then(present),
    platform
      .read("staffList", { id: instituteId }, { page: 1, limit: LIMITS.maxRows })
      .then(present),
  ]);
  const control = profile?.landing_control;
  return paths([
    ...INSTITUTE_TABS.map((tab) => routes.instituteTab(tab.slug)),
    ...custom,
    ...(await achievementPages(context, instituteId)),
    ...staffPages(staff ?? []),
    ...(lcid
      ? [
          ...(categories ?? []).map((c) => routes.governingCategory(instituteId, c._id)),
          ...(control?.administration_object ?? []).map((p) =>
            routes.administrationOne(instituteId, p._id),
          ),
          ...(control?.home_accreditation_object ?? []).map((a) =>
            routes.accreditationOne(instituteId, a._id),
          ),
        ]
      : []),
    ...SOCIETY_TABS.map((tab) => routes.societyTab(tab.slug)),
    ...(lcid
      ? (societyCategories ?? []).map((c) => routes.societyGoverning(c.category, lcid, c._id))
      : []),
  ]);
};

const committees: Source = async ({ platform }, { committeeId }) => {
  if (!committeeId) return [];
  const dashboard = present(await platform.read("committeeDashboard", { id: committeeId }));
  // The IQAC's own pages are not in the committee menu, but the disclosure page links them.
  const list = (dashboard?.authority ?? []).filter(
    (a) => isCommittee(a) || isAuthority(a, AUTHORITY_NAMES.iqac),
  );
  return paths([
    routes.committee(committeeId),
    ...list.flatMap((authority) =>
      COMMITTEE_TABS.map((tab) => routes.committeeTab(committeeId, authority._id, tab.slug)),
    ),
  ]);
};

// Every department's tabs (laboratory and MoU only where it has content) and every tab of
// each of its activities; none when the institute turns its department menu off, as with
// the library.
const departments: Source = async (context, { instituteId }) => {
  const { platform } = context;
  const byInstitute = { id: instituteId };
  const profile = present(await platform.read("landingProfile", byInstitute));
  if (!profile?.landing_control.tab_toggle.department) return [];
  const [dependent, independent, custom] = await Promise.all([
    platform.read("pinnedDepartments", byInstitute, { flow: "DEPENDENT" }).then(present),
    platform.read("pinnedDepartments", byInstitute, { flow: "INDEPENDENT" }).then(present),
    customPagePaths(context, "DEPARTMENT", routes.department()),
  ]);
  const types = pinnedTypeNames(dependent ?? []).filter(isNamedType);
  const ofType = await Promise.all(
    types.map((type) =>
      platform.read("pinnedDepartmentsOfType", byInstitute, { type }).then(present),
    ),
  );
  const listed = [
    ...ofType.flatMap((list) => list ?? []),
    ...pinnedDepartmentList(independent ?? []),
  ].filter((d) => ID_PATTERN.test(d._id));
  const pages = await Promise.all(
    listed.map(async ({ _id: id }) => {
      const [department, activities] = await Promise.all([
        platform.read("departmentSite", { id }).then(present),
        platform
          .read(
            "departmentActivities",
            {},
            { page: 1, limit: LIMITS.departmentList, search: "", sid: id, flow: "DEPARTMENT" },
          )
          .then(present),
      ]);
      if (!department) return [];
      const name = department.dName;
      const faculty =
        present(
          await platform.read(
            "departmentFaculty",
            { id },
            { page: 1, limit: LIMITS.departmentList },
          ),
        ) ?? [];
      return [
        ...DEPARTMENT_TABS.filter((tab) => hasTab(department, tab.slug)).flatMap((tab) =>
          tab.slug === "faculty"
            ? staffAddresses(faculty, ["designation"], (at) =>
                routes.onedepartmentTab(id, "faculty", name, at),
              )
            : tab.slug === "activity"
              ? listPages(
                  (page) => routes.onedepartmentTab(id, "activity", name, { page }),
                  (activities ?? []).length,
                  PAGE_SIZES.activities,
                )
              : [routes.onedepartmentTab(id, tab.slug, name)],
        ),
        ...(activities ?? [])
          .filter((activity) => ID_PATTERN.test(activity._id))
          .flatMap((activity) =>
            DEPARTMENT_ACTIVITY_TABS.map((tab) =>
              routes.departmentActivity(id, activity._id, name, tab.slug),
            ),
          ),
      ];
    }),
  );
  return paths([
    routes.department(),
    ...types.map((type) => routes.departmentType(type)),
    ...custom,
    ...pages.flat(),
  ]);
};

// An institute that turns a menu off (tab_toggle) links none of its pages: the sitemap
// leaves them out too.
const academics: Source = async (context, { instituteId }) => {
  const profile = present(await context.platform.read("landingProfile", { id: instituteId }));
  const control = profile?.landing_control;
  if (!control?.tab_toggle.academic_course) return [];
  return paths([
    routes.academicCourse(),
    ...control.academic_courses_desk.flatMap((type) => [
      routes.academicType(type._id, ACADEMIC_ABOUT_TAB),
      ...type.sub_head.map((sub) => routes.academicType(type._id, sub._id)),
    ]),
    ...(await customPagePaths(context, "ACADEMIC_COURSE", routes.academicCourse())),
  ]);
};

const admission: Source = async (context, { instituteId }) => {
  const profile = present(await context.platform.read("landingProfile", { id: instituteId }));
  if (!profile?.landing_control.tab_toggle.admission) return [];
  return paths([
    routes.admission(),
    ...QR_LANGUAGES.map((language) => routes.admissionProcess(language)),
    routes.admissionContact(),
    routes.admissionDocument(),
    routes.admissionApplication(),
    ...(await customPagePaths(context, "ADMISSION", routes.admission())),
  ]);
};

// An institute that turns its library menu off (tab_toggle.library) links no library page:
// the sitemap leaves them out too, so that it lists what a visitor can reach.
const library: Source = async ({ platform }, { instituteId, libraryId }) => {
  if (!libraryId) return [];
  const profile = present(await platform.read("landingProfile", { id: instituteId }));
  if (!profile?.landing_control.tab_toggle.library) return [];
  return paths(LIBRARY_TABS.map((tab) => routes.libraryTab(libraryId, tab.slug)));
};

const studentZone: Source = async (context) =>
  paths([
    ...STUDENT_ZONE_TABS.map((tab) => routes.studentZoneTab(tab.slug)),
    ...(await customPagePaths(context, "STUDENT_ZONE", routes.studentZone())),
  ]);

const activities: Source = async (context, { instituteId }) => {
  const [categories, custom] = await Promise.all([
    context.platform.read("activityCategories", { id: instituteId }).then(present),
    customPagePaths(context, "ACTIVITY", routes.activity("other")),
  ]);
  return paths([
    ...ACTIVITY_PAGES.map((page) => routes.activity(page.slug)),
    ...(categories ?? []).flatMap((category) => {
      const route = activityRouteOf(category.activity_type);
      return route ? [routes.activityDetail(route, category._id)] : [];
    }),
    ...custom,
  ]);
};

const infrastructure: Source = async (context) =>
  paths([
    ...INFRASTRUCTURE_TABS.map((tab) => routes.infrastructureTab(tab.slug)),
    ...(await customPagePaths(context, "INFRASTRUCTURE", routes.infrastructure())),
  ]);

/** Whether the institute's menu shows a section (tab_toggle), as for the library. */
async function toggled(context: AppLoadContext, instituteId: string, flag: "rnd" | "examination") {
  const profile = present(await context.platform.read("landingProfile", { id: instituteId }));
  return profile?.landing_control.tab_toggle[flag] ?? false;
}

const research: Source = async (context, { instituteId, rndAuthorityId }) =>
  rndAuthorityId && (await toggled(context, instituteId, "rnd"))
    ? paths([
        ...RESEARCH_TABS.map((tab) => routes.researchTab(rndAuthorityId, tab.slug)),
        ...(await customPagePaths(context, "RND", routes.research(rndAuthorityId))),
      ])
    : [];

const examination: Source = async (context, { instituteId }) =>
  (await toggled(context, instituteId, "examination"))
    ? paths([
        ...EXAMINATION_TABS.map((tab) => routes.examinationTab(tab.slug)),
        ...(await customPagePaths(context, "EXAMINATION", routes.examination())),
      ])
    : [];

// 'NAAC And more' is always in the menu and reaches every body with tabs.
const quality: Source = async ({ platform }, { instituteId, iqacDetailId }) => {
  const detail = iqacDetailId
    ? present(await platform.read("qualityDetail", { id: iqacDetailId }))
    : null;
  return paths([
    routes.naacAndMore(instituteId),
    ...(iqacDetailId ? qualityPagePaths(iqacDetailId, detail) : []),
  ]);
};

const SOURCES: readonly Source[] = [
  notices,
  events,
  topBar,
  galleries,
  ourCollege,
  committees,
  departments,
  academics,
  admission,
  library,
  research,
  examination,
  studentZone,
  activities,
  infrastructure,
  quality,
];

/** The pages files' addresses: every page of the request's institute but the notices' and
 * events' detail pages, each address once, in the order of spec 2.2. */
export async function sitemapPages(context: AppLoadContext): Promise<SitemapEntry[]> {
  const ids = await requestIds(context);
  const lists = await Promise.all(SOURCES.map((source) => source(context, ids)));
  const seen = new Set<string>();
  return lists.flat().filter((entry) => !seen.has(entry.path) && seen.add(entry.path));
}

/** How many files the pages fill: one at least, the home page's. */
const pagesFileCount = (count: number) => Math.max(1, fileCount(count, SITEMAP_LIMITS.urls));

/** A file of the index, with when its newest page changed if known. */
export interface IndexEntry {
  file: SitemapFile;
  lastmod?: string | undefined;
}

/**
 * The files of the request's institute's sitemap: the pages files (one, unless its pages pass
 * the protocol's limit of addresses), then as many files of each dated list as its items fill,
 * each dated by its newest item (a read of that one item).
 */
export async function sitemapFiles(context: AppLoadContext): Promise<IndexEntry[]> {
  const pages = await sitemapPages(context);
  const pageFiles = Array.from({ length: pagesFileCount(pages.length) }, (_, i) => ({
    file: { kind: "pages", number: i + 1 } as const,
  }));
  const dated = await Promise.all(
    DATED_KINDS.map(async (kind) => {
      const perFile = DATED_FILE_ITEMS[kind];
      const newestOfFile = (number: number) =>
        datedRead(context, kind, { page: firstItemOf(number, perFile), limit: 1 });
      const first = await newestOfFile(1);
      const numbers = Array.from({ length: fileCount(first.count, perFile) }, (_, i) => i + 1);
      return Promise.all(
        numbers.map(async (number) => {
          const newest = number === 1 ? first : await newestOfFile(number);
          return { file: { kind, number }, lastmod: newestOf(newest.entries) };
        }),
      );
    }),
  );
  return [...pageFiles, ...dated.flat()];
}

/** A file's addresses, or null when the institute's sitemap has no such file. */
export async function sitemapFileEntries(
  context: AppLoadContext,
  file: SitemapFile,
): Promise<SitemapEntry[] | null> {
  if (file.kind === "pages") {
    const pages = await sitemapPages(context);
    if (file.number > pagesFileCount(pages.length)) return null;
    const first = firstItemOf(file.number, SITEMAP_LIMITS.urls);
    return pages.slice(first - 1, first - 1 + SITEMAP_LIMITS.urls);
  }
  const perFile = DATED_FILE_ITEMS[file.kind];
  const read = await datedRead(context, file.kind, { page: file.number, limit: perFile });
  return file.number > fileCount(read.count, perFile) ? null : read.entries;
}

/** Every file of the sitemap, the index's too. */
export const SITEMAP_TYPE = "application/xml; charset=utf-8";
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

const lastmodTag = (lastmod: string | undefined) =>
  lastmod ? `<lastmod>${lastmod}</lastmod>` : "";

/** A file of the sitemap: its pages' absolute addresses on the tenant's primary origin. */
export function urlset(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `<url><loc>${escapeMarkup(origin + entry.path)}</loc>${lastmodTag(entry.lastmod)}</url>`,
  );
  return [XML_HEAD, `<urlset xmlns="${SITEMAP_NS}">`, ...urls, "</urlset>", ""].join("\n");
}

/** The sitemap index: the files' absolute addresses on the tenant's primary origin. */
export function sitemapIndex(origin: string, files: readonly IndexEntry[]): string {
  const sitemaps = files.map(
    ({ file, lastmod }) =>
      `<sitemap><loc>${escapeMarkup(origin + sitemapFilePath(file))}</loc>${lastmodTag(lastmod)}</sitemap>`,
  );
  return [
    XML_HEAD,
    `<sitemapindex xmlns="${SITEMAP_NS}">`,
    ...sitemaps,
    "</sitemapindex>",
    "",
  ].join("\n");
}

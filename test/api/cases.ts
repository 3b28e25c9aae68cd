// For every call of the endpoint table, requests against a bundle's institute and the answer
// the bundle's content says they must get, worked out here independently of the server.
import {
  APPLICATION_OPEN,
  type Bundle,
  type CustomItemNode,
  type EndpointName,
} from "#contract/index.ts";
import { disclosureReport } from "#domain/disclosure/evaluate.ts";
import { published } from "#domain/disclosure/published.ts";
import { yearInIndia } from "#test/support/india-year.ts";

export interface Case {
  title: string;
  params: Record<string, string>;
  query?: Record<string, string | number>;
  /** The response field's value; undefined means the call must answer 404. */
  data: unknown;
  extra?: Record<string, unknown>;
}

export type Cases = { [N in EndpointName]: Case[] };

/** What JSON makes of a value (absent optional fields vanish). */
export function plain<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function first<T>(items: readonly T[], what: string): T {
  const item = items[0];
  if (item === undefined) throw new Error(`the fixture bundle has no ${what}`);
  return item;
}

/** The home about entries in the platform's object form (docs/decisions/012). */
function homeAboutObject(b: Bundle) {
  const entries = b.profile.landing_control.home_about_institute_object;
  const photo = entries.find((e) => e.sub_heading_image)?.sub_heading_image;
  return {
    about: entries
      .map((e) => e.sub_head_body)
      .filter((body) => body.trim() !== "")
      .join("\n"),
    ...(photo ? { about_photo: photo } : {}),
    typo: "NO",
    link_images: photo ?? "",
    entries,
  };
}

const byNewest =
  <T>(date: (item: T) => string) =>
  (a: T, b: T) =>
    Date.parse(date(b)) - Date.parse(date(a));

/** The archive answer of a dated list: its years newest first, one page of one year or all. */
function archive<T>(
  all: readonly T[],
  date: (item: T) => string,
  { year, page, limit }: { year?: number; page: number; limit: number },
) {
  const counts = new Map<number, number>();
  for (const item of all)
    counts.set(yearInIndia(date(item)), (counts.get(yearInIndia(date(item))) ?? 0) + 1);
  const shown = all.filter((item) => year === undefined || yearInIndia(date(item)) === year);
  return {
    years: [...counts].sort(([a], [b]) => b - a).map(([y, count]) => ({ year: y, count })),
    count: shown.length,
    items: shown.slice((page - 1) * limit, page * limit),
  };
}

function flatten(nodes: readonly CustomItemNode[]): CustomItemNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children)]);
}

function items(nodes: readonly CustomItemNode[]) {
  return nodes.map(({ children, ...node }) => ({ ...node, is_nested: children.length > 0 }));
}

export function endpointCases(b: Bundle): Cases {
  const ins = b.institute;
  const insId = ins._id;
  const lcid = b.profile.landing_control._id;
  const eventManager = first(ins.eventManagerDepart, "event manager");
  const dependent = b.departments.find((d) => d.department_type !== null);
  const department = dependent ?? first(b.departments, "department");
  const type = dependent?.department_type ?? "";
  const activities = b.department_activities
    .filter((a) => a.activity_department._id === department._id)
    .sort(byNewest((a) => a.activity_date));
  const staffOf = new Map(b.staff.map((s) => [s._id, s]));
  /** An activity as served: its staff resolved, the first as the platform's one reference. */
  const served = ({ activity_staff, ...a }: Bundle["department_activities"][number]) => {
    const list = activity_staff.flatMap((named) => {
      const s = staffOf.get(named._id);
      return s
        ? [
            {
              _id: s._id,
              staffFirstName: s.staffFirstName,
              staffMiddleName: s.staffMiddleName,
              staffLastName: s.staffLastName,
              staffProfilePhoto: s.staffProfilePhoto,
            },
          ]
        : [];
    });
    return { ...a, activity_staff: list[0] ?? null, activity_staff_list: list };
  };
  const activitySummary = (activity: Bundle["department_activities"][number]) => {
    const {
      _id,
      activity_name,
      activity_type,
      activity_date,
      activity_batch,
      activity_department,
      activity_staff,
      activity_staff_list,
    } = served(activity);
    return {
      _id,
      activity_name,
      activity_type,
      activity_date,
      activity_batch,
      activity_department,
      activity_staff,
      activity_staff_list,
    };
  };
  const searchWord = first(activities, "department activity")
    .activity_name.slice(2, 7)
    .toUpperCase();
  const notices = [...b.notices].sort(byNewest((n) => n.createdAt));
  const events = [...b.events].sort(byNewest((e) => e.event_date));
  const noticeYear = yearInIndia(notices.at(-1)?.createdAt ?? "");
  const eventYear = yearInIndia(events.at(-1)?.event_date ?? "");
  const apps = b.admission.application_groups.flatMap((g) => g.apps);
  const openApp = apps.find((a) => a.visible_to_site === APPLICATION_OPEN);
  const hiddenApp = apps.find((a) => a.visible_to_site !== APPLICATION_OPEN);
  const authority = first(b.committee.authorities, "authority");
  const withComposition =
    b.committee.authorities.find((a) => a.composition.length > 0) ?? authority;
  const withIrins = b.committee.authorities.find((a) => a.irins.length > 0) ?? authority;
  const staffById = new Map(b.staff.map((s) => [s._id, s]));
  const dynamicTab = first(b.dynamic_tabs, "dynamic tab");
  const nestedDynamic = flatten(dynamicTab.items).find((n) => n.children.length > 0);
  const moduleTab = first(b.custom_modules, "custom module");
  const nestedModule = flatten(moduleTab.items).find((n) => n.children.length > 0);
  const year = first(b.academic_years, "academic year");
  const withMous = b.departments.find((d) => (d.mou_collaboration ?? []).length > 0) ?? department;
  const eresource = first(b.library.eresources, "e-resource");
  const book = (r: Bundle["library"]["eresources"][number]) => ({
    _id: r._id,
    bookName: r.title,
    author: "",
    language: "",
    bookStatus: "Online",
    publication: "",
    description: r.description,
    link: r.link,
  });
  const photoCategory = first(b.photo_gallery.categories, "photo category");
  const videoCategory = first(b.video_gallery.categories, "video category");
  const governing = first(b.governing_body, "governing category");
  const society = first(b.society_governing_body, "society governing category");
  const activityCategory = first(b.activity_categories, "activity category");
  const noticeSummary = (n: Bundle["notices"][number]) => ({
    _id: n._id,
    insAnnTitle: n.insAnnTitle,
    createdAt: n.createdAt,
  });
  const eventSummary = ({
    _id,
    event_name,
    event_date,
    event_place,
    event_banner,
  }: Bundle["events"][number]) => ({
    _id,
    event_name,
    event_date,
    event_place,
    event_banner,
  });
  const departmentSummary = ({ _id, dName, department_type }: Bundle["departments"][number]) => ({
    _id,
    dName,
    department_type,
  });
  const members = (entries: Bundle["committee"]["authorities"][number]["composition"]) =>
    entries.map((m) => {
      if (!("staff_id" in m)) return m;
      const s = staffById.get(m.staff_id);
      return {
        _id: m._id,
        designation: m.designation,
        staff: s && {
          _id: s._id,
          staffFirstName: s.staffFirstName,
          staffMiddleName: s.staffMiddleName,
          staffLastName: s.staffLastName,
          staffProfilePhoto: s.staffProfilePhoto,
        },
      };
    });

  return {
    hostLookup: [
      {
        title: "a host in upper case with a port-less trailing dot",
        params: {},
        query: { filter_by: `${first(b.hosts, "host").toUpperCase()}.` },
        data: {
          status: "Active",
          link_up: {
            _id: insId,
            insName: ins.insName,
            name: ins.name,
            insProfilePhoto: ins.insProfilePhoto,
          },
        },
      },
      {
        title: "an unknown host",
        params: {},
        query: { filter_by: "no-such-college.test" },
        data: undefined,
      },
    ],
    instituteDash: [{ title: "the institute", params: { id: insId }, data: ins }],
    landingProfile: [
      {
        title: "the profile, with the fields the platform's app reads",
        params: { id: insId },
        data: {
          ...b.profile,
          contact_list: { ...b.profile.contact_list, person: b.profile.contact_list.persons },
          landing_control: {
            ...b.profile.landing_control,
            tab_toggle: {
              ...b.profile.landing_control.tab_toggle,
              home: true,
              alumni: false,
              contact_us: true,
              new_admission: b.profile.landing_control.tab_toggle.admission,
            },
            screen_toggle: {
              bg_image: b.profile.landing_control.home_background_object.images.length > 0,
              about_institute: homeAboutObject(b).about !== "",
              our_department:
                b.profile.landing_control.tab_toggle.department && b.departments.length > 0,
              bg1_bg2: false,
              vission_mission:
                b.profile.landing_control.about_us_institute_object.vision !== "" ||
                b.profile.landing_control.about_us_institute_object.mission !== "",
              testimonials: b.profile.testimonials.length > 0,
            },
            home_about_institute_object: homeAboutObject(b),
            // The platform's object of link_1, link_2… (decision 060).
            home_opener_quick_links: Object.fromEntries(
              b.profile.landing_control.home_opener_quick_links.map((l, i) => [`link_${i + 1}`, l]),
            ),
            // A file's link is its address on the primary host, the key beside it (decision 013).
            usefull_links: b.profile.landing_control.usefull_links.map((link) =>
              link.attach.startsWith("https://") || link.attach.startsWith("http://")
                ? link
                : {
                    ...link,
                    attach: `https://${b.hosts[0]}/media/${link.attach}`,
                    attach_key: link.attach,
                  },
            ),
            about_us_institute_object: {
              ...b.profile.landing_control.about_us_institute_object,
              ins_name: b.institute.insName,
              ins_about: b.profile.landing_control.about_us_institute_object.about
                .map((e) => e.description)
                .filter((d) => d.trim() !== "")
                .join("\n"),
              affiliation: b.institute.affiliation_with
                ? [{ name: b.institute.affiliation_with, info: "" }]
                : [],
            },
            home_opener_background_object: {},
            home_accreditation_object: b.profile.landing_control.home_accreditation_object.map(
              (a) => ({ ...a, combined: a.certificates }),
            ),
          },
        },
      },
    ],
    staffList: [
      {
        title: "limit 1000",
        params: { id: insId },
        query: { page: 1, limit: 1000 },
        data: b.staff.slice(0, 1000),
      },
      {
        title: "page 2 of 20",
        params: { id: insId },
        query: { page: 2, limit: 20 },
        data: b.staff.slice(20, 40),
      },
      { title: "the default page size", params: { id: insId }, data: b.staff.slice(0, 10) },
    ],
    noticeList: [
      {
        title: "landing: 20 newest",
        params: { id: insId },
        query: { page: 1, limit: 20 },
        data: notices.slice(0, 20).map(noticeSummary),
      },
      {
        title: "list page: 1000",
        params: { id: insId },
        query: { page: 1, limit: 1000 },
        data: notices.map(noticeSummary),
      },
    ],
    noticeArchive: [
      {
        title: "every year, second page of 2",
        params: { id: insId },
        query: { page: 2, limit: 2 },
        data: (({ items, ...rest }) => ({ ...rest, items: items.map(noticeSummary) }))(
          archive(notices, (n) => n.createdAt, { page: 2, limit: 2 }),
        ),
      },
      {
        title: "the oldest notice's year",
        params: { id: insId },
        query: { year: noticeYear, page: 1, limit: 50 },
        data: (({ items, ...rest }) => ({ ...rest, items: items.map(noticeSummary) }))(
          archive(notices, (n) => n.createdAt, { year: noticeYear, page: 1, limit: 50 }),
        ),
      },
      { title: "an unknown institute", params: { id: "0".repeat(24) }, data: undefined },
    ],
    noticeOne: [
      { title: "a notice", params: { id: first(b.notices, "notice")._id }, data: b.notices[0] },
    ],
    admissionDashboard: [
      { title: "QR codes", params: { id: b.admission.dashboard._id }, data: b.admission.dashboard },
    ],
    applicationGroups: [
      {
        title: "only Open applications",
        params: { id: insId },
        data: {
          ongoing: b.admission.application_groups
            .map((g) => ({
              group_name: g.group_name,
              apps: g.apps
                .filter((a) => a.visible_to_site === APPLICATION_OPEN)
                .map(({ _id, applicationName, visible_to_site }) => ({
                  _id,
                  applicationName,
                  visible_to_site,
                })),
            }))
            .filter((g) => g.apps.length > 0),
        },
      },
    ],
    admissionSite: [
      {
        title: "admission site",
        params: { id: b.admission.site._id },
        data: { ...b.admission.site, video_gallery: [] },
      },
    ],
    applicationOne: [
      ...(openApp
        ? [{ title: "an Open application", params: { id: openApp._id }, data: openApp }]
        : []),
      ...(hiddenApp
        ? [
            {
              title: "an application not Open never leaves",
              params: { id: hiddenApp._id },
              data: undefined,
            },
          ]
        : []),
    ],
    librarySite: [
      {
        title: "library, its picture the first about image",
        params: { id: b.library._id },
        data: {
          ...b.library,
          image: b.library.about.map((a) => a.sub_heading_image).find(Boolean),
        },
      },
    ],
    departmentSite: [
      {
        title: "a department, its sub heading also as the platform's about list",
        params: { id: department._id },
        data: {
          ...department,
          about: [
            {
              _id: department._id,
              sub_head_title: department.sub_head_title,
              sub_head_body: department.sub_head_body,
              sub_heading_image: department.sub_heading_image,
            },
          ],
        },
      },
    ],
    departmentFaculty: [
      {
        title: "faculty of a department",
        params: { id: department._id },
        query: { page: 1, limit: 10000 },
        data: b.staff.filter((s) => s.staff_department?._id === department._id),
      },
    ],
    departmentActivities: [
      {
        title: "activities of a department",
        params: {},
        query: { page: 1, limit: 10000, search: "", sid: department._id, flow: "DEPARTMENT" },
        data: activities.map(activitySummary),
      },
      {
        title: "search ignores case",
        params: {},
        query: {
          page: 1,
          limit: 10000,
          search: searchWord,
          sid: department._id,
          flow: "DEPARTMENT",
        },
        data: activities
          .filter((a) => a.activity_name.toLowerCase().includes(searchWord.toLowerCase()))
          .map(activitySummary),
      },
    ],
    departmentActivityOne: [
      {
        title: "one activity",
        params: { id: first(activities, "activity")._id },
        data: served(first(activities, "activity")),
      },
    ],
    eventList: [
      {
        title: "landing: 20 newest",
        params: { id: eventManager },
        query: { page: 1, limit: 20 },
        data: events.slice(0, 20).map(eventSummary),
        extra: { count: b.events.length },
      },
    ],
    eventArchive: [
      {
        title: "the oldest event's year",
        params: { id: insId },
        query: { year: eventYear, page: 1, limit: 30 },
        data: (({ items, ...rest }) => ({ ...rest, items: items.map(eventSummary) }))(
          archive(events, (e) => e.event_date, { year: eventYear, page: 1, limit: 30 }),
        ),
      },
      { title: "an unknown institute", params: { id: "0".repeat(24) }, data: undefined },
    ],
    eventOne: [
      {
        title: "an event, its date beside it too",
        params: { id: first(b.events, "event")._id },
        data: { ...first(b.events, "event"), for_department: [] },
        extra: { event_date: first(b.events, "event").event_date },
      },
    ],
    pinnedDepartments: [
      {
        title: "dependent types",
        params: { id: insId },
        query: { flow: "DEPENDENT" },
        data: [
          ...new Set(
            b.departments.flatMap((d) => (d.department_type === null ? [] : [d.department_type])),
          ),
        ],
      },
      {
        title: "independent departments",
        params: { id: insId },
        query: { flow: "INDEPENDENT" },
        data: b.departments.filter((d) => d.department_type === null).map(departmentSummary),
      },
    ],
    pinnedDepartmentsOfType: [
      {
        title: "departments of a type",
        params: { id: insId },
        query: { type },
        data: b.departments.filter((d) => d.department_type === type).map(departmentSummary),
      },
      {
        title: "a type nobody has",
        params: { id: insId },
        query: { type: "No Such Type" },
        data: undefined,
      },
    ],
    committeeDashboard: [
      {
        title: "authorities",
        params: { id: b.committee._id },
        data: {
          _id: b.committee._id,
          authority: b.committee.authorities.map(
            ({ _id, name, custom_head_name, iqac_detail, description, attachment_list }) => ({
              _id,
              name,
              custom_head_name,
              // The R&D authority is opened by its own id (decision 060).
              iqac_detail: iqac_detail ?? (custom_head_name === "RND" ? _id : null),
              description,
              attachment_list,
            }),
          ),
        },
      },
    ],
    qualityDetail: [
      {
        title: "quality tabs",
        params: { id: first(b.quality_details, "quality detail")._id },
        data: Object.fromEntries(
          Object.entries(first(b.quality_details, "quality detail")).map(([key, value]) => [
            key,
            Array.isArray(value)
              ? value.map((tab: { inner_card: unknown[] }) => ({
                  ...tab,
                  is_nested: tab.inner_card.length > 0,
                }))
              : value,
          ]),
        ),
      },
    ],
    studentCorner: [{ title: "student corner", params: { id: lcid }, data: b.student_corner }],
    dynamicTabs: [
      {
        title: "top-bar tabs",
        params: { id: insId },
        data: b.dynamic_tabs.map(({ _id, name }) => ({ _id, name })),
      },
    ],
    dynamicItems: [
      {
        title: "top level",
        params: { id: dynamicTab._id },
        query: { parent_key: "" },
        data: items(dynamicTab.items),
      },
      ...(nestedDynamic
        ? [
            {
              title: "children of a nested item",
              params: { id: dynamicTab._id },
              query: { parent_key: nestedDynamic._id },
              data: items(nestedDynamic.children),
            },
          ]
        : []),
    ],
    committeeContent: [
      {
        title: "about and meetings",
        params: { id: authority._id },
        data: { _id: authority._id, about: authority.about, meetings: authority.meetings },
        extra: plain({
          about: authority.about,
          meetings: authority.meetings,
          composition: members(authority.composition),
        }),
      },
    ],
    composition: [
      {
        title: "members with staff resolved",
        params: { id: withComposition._id },
        query: { page: 1, limit: 1000 },
        data: members(withComposition.composition),
      },
    ],
    academicYears: [
      {
        title: "all years",
        params: { id: insId },
        query: { page: 1, limit: 1000, search: "" },
        data: b.academic_years,
      },
      {
        title: "searched",
        params: { id: insId },
        query: { page: 1, limit: 1000, search: year.batchName },
        data: b.academic_years.filter((y) => y.batchName.includes(year.batchName)),
      },
    ],
    photoCategories: [
      {
        title: "categories of a year",
        params: { id: insId },
        query: { bid: photoCategory.batch },
        data: b.photo_gallery.categories.filter((c) => c.batch === photoCategory.batch),
      },
    ],
    photos: [
      {
        title: "a category's photos",
        params: { id: photoCategory._id },
        query: { flow: "CATEGORY", batchId: photoCategory.batch },
        data: b.photo_gallery.images.filter((i) => i.category === photoCategory._id),
      },
      {
        title: "all photos of a year",
        params: { id: insId },
        query: { flow: "INSTITUTE", batchId: photoCategory.batch },
        data: b.photo_gallery.images.filter((i) => i.batch === photoCategory.batch),
      },
    ],
    videoCategories: [
      {
        title: "categories of a year",
        params: { id: insId },
        query: { bid: videoCategory.batch },
        data: b.video_gallery.categories.filter((c) => c.batch === videoCategory.batch),
      },
    ],
    videos: [
      {
        title: "a category's videos",
        params: { id: videoCategory._id },
        query: { flow: "CATEGORY", batchId: videoCategory.batch },
        data: b.video_gallery.videos.filter((v) => v.category === videoCategory._id),
      },
      {
        title: "all videos of a year",
        params: { id: insId },
        query: { flow: "INSTITUTE", batchId: videoCategory.batch },
        data: b.video_gallery.videos.filter((v) => v.batch === videoCategory.batch),
      },
    ],
    governingCategories: [
      {
        title: "categories",
        params: { id: lcid },
        query: { page: 1, limit: 1000 },
        data: b.governing_body.map(({ _id, category }) => ({ _id, category })),
      },
    ],
    governingMembers: [
      {
        title: "members",
        params: { id: lcid, categoryId: governing._id },
        query: { page: 1, limit: 1000 },
        data: governing.members,
      },
    ],
    societyGoverningCategories: [
      {
        title: "categories",
        params: { id: lcid },
        query: { page: 1, limit: 1000 },
        data: b.society_governing_body.map(({ _id, category }) => ({ _id, category })),
      },
    ],
    societyGoverningMembers: [
      {
        title: "members",
        params: { id: lcid, categoryId: society._id },
        query: { page: 1, limit: 1000 },
        data: society.members,
      },
    ],
    otherData: [
      {
        title: "sections",
        params: { id: insId },
        query: { is_flow: "Institute" },
        data: b.other_data,
      },
    ],
    examination: [{ title: "examination lists", params: { id: lcid }, data: b.examination }],
    activityCategories: [
      {
        title: "categories",
        params: { id: insId },
        data: b.activity_categories.map(({ _id, category, activity_type }) => ({
          _id,
          category,
          activity_type,
        })),
      },
    ],
    activityEntries: [
      { title: "entries", params: { id: activityCategory._id }, data: activityCategory.entries },
    ],
    moduleTabs: [
      {
        title: "tabs of a module type",
        params: { id: insId },
        query: { is_flow: "INSTITUTE", module_type: moduleTab.module_type },
        data: b.custom_modules
          .filter((m) => m.module_type === moduleTab.module_type)
          .map(({ _id, name, module_type }) => ({ _id, name, module_type })),
      },
    ],
    moduleItems: [
      {
        title: "top level",
        params: { id: moduleTab._id },
        query: { parent_key: "" },
        data: items(moduleTab.items),
      },
      ...(nestedModule
        ? [
            {
              title: "children",
              params: { id: moduleTab._id },
              query: { parent_key: nestedModule._id },
              data: items(nestedModule.children),
            },
          ]
        : []),
    ],
    committeeActivities: [
      {
        title: "activities",
        params: { id: authority._id },
        query: { page: 1, limit: 1000 },
        data: authority.activities,
      },
    ],
    homeAbout: [
      {
        title: "home about",
        params: { id: insId },
        query: { is_flow: "Institute" },
        data: b.home_about_list,
      },
    ],
    principalMessages: [
      {
        title: "messages",
        params: { id: insId },
        query: { is_flow: "Institute" },
        data: b.principal_message_list,
      },
    ],
    irins: [{ title: "IRINS items", params: { id: withIrins._id }, data: withIrins.irins }],
    // What a search finds is proven in test/site/search.test.ts; here, the envelope.
    search: [
      {
        title: "an empty query",
        params: { id: insId },
        query: { q: "" },
        data: { words: [], similar: false, counts: [], hits: [] },
      },
      {
        title: "an unknown institute",
        params: { id: "0".repeat(24) },
        query: { q: "x" },
        data: undefined,
      },
    ],
    disclosure: [
      {
        title: "the report of the bundle's content, by the domain's rules",
        params: { id: insId },
        data: disclosureReport(published(b)),
      },
      {
        title: "an unknown institute",
        params: { id: "0".repeat(24) },
        data: undefined,
      },
    ],
    instituteDepartments: [
      {
        title: "every department",
        params: { id: insId },
        data: {
          _id: insId,
          depart: b.departments.map((d) => {
            const head = b.staff.find(
              (s) =>
                s.staff_department?._id === d._id && /\b(hod|head)\b/i.test(s.current_designation),
            );
            return {
              ...departmentSummary(d),
              dHead: head
                ? {
                    _id: head._id,
                    staffFirstName: head.staffFirstName,
                    staffMiddleName: head.staffMiddleName,
                    staffLastName: head.staffLastName,
                    staffProfilePhoto: head.staffProfilePhoto,
                  }
                : null,
              dTitle: head?.current_designation ?? "",
            };
          }),
        },
      },
    ],
    mergedDepartments: [
      {
        title: "the app's home page: the first five",
        params: { id: insId },
        query: { page: 1, limit: 5, search: "" },
        data: b.departments.slice(0, 5).map(departmentSummary),
      },
      {
        title: "searched by name, ignoring case",
        params: { id: insId },
        query: { page: 1, limit: 1000, search: department.dName.slice(0, 4).toUpperCase() },
        data: b.departments
          .filter((d) => d.dName.toLowerCase().includes(department.dName.slice(0, 4).toLowerCase()))
          .map(departmentSummary),
      },
    ],
    pinnedApplications: [
      {
        title: "Open applications by type",
        params: { id: insId },
        data: {
          ongoing: b.admission.application_groups
            .map((g) => ({
              type: g.group_name,
              apps: g.apps
                .filter((a) => a.visible_to_site === APPLICATION_OPEN)
                .map(({ _id, applicationName, visible_to_site }) => ({
                  _id,
                  applicationName,
                  visible_to_site,
                })),
            }))
            .filter((g) => g.apps.length > 0),
        },
      },
    ],
    admissionDocuments: [
      {
        title: "the document checklist",
        params: { id: b.admission.site._id },
        query: { page: 1, limit: 1000 },
        data: b.admission.site.document_checklist,
      },
    ],
    departmentBatches: [
      {
        title: "the institute's years",
        params: { id: department._id },
        query: { page: 1, limit: 1000, search: "" },
        data: b.academic_years.map((y) => ({
          _id: y._id,
          u_batch: { _id: y._id, batchName: y.batchName },
        })),
      },
    ],
    activitiesOfType: [
      {
        title: "the institute's activities of one type, newest first",
        params: {},
        query: { id: insId, type: first(activities, "activity").activity_type },
        data: [...b.department_activities]
          .sort(byNewest((a) => a.activity_date))
          .filter((a) => a.activity_type === first(activities, "activity").activity_type)
          .slice(0, 10)
          .map(activitySummary),
      },
    ],
    siteOpener: [
      {
        title: "no flash notices",
        params: { id: insId },
        data: { _id: insId, site_flash_notice: [] },
      },
    ],
    departmentMous: [department, withMous].map((d) => ({
      title: `${d.mou_collaboration?.length ?? 0} held by ${d.dName}`,
      params: { id: d._id },
      query: { page: 1, limit: 1000, search: "", batch: year._id },
      data: (d.mou_collaboration ?? []).map((m, i) => ({
        _id: m._id,
        srn: String(i + 1),
        org_name: m.title,
        institution_industry: "",
        durations: "",
        link: m.link_url ?? "",
        attach: m.attachment ?? "",
        student_count: 0,
        staff_count: 0,
        description: m.description,
      })),
    })),
    libraryBooks: [
      {
        title: "the e-resources as online books",
        params: { id: b.library._id },
        query: { page: 1, limit: 1000, search: "" },
        data: b.library.eresources.map(book),
      },
      {
        title: "searched by name, ignoring case",
        params: { id: b.library._id },
        query: { page: 1, limit: 1000, search: eresource.title.slice(1, 6).toUpperCase() },
        data: b.library.eresources
          .filter((r) => r.title.toLowerCase().includes(eresource.title.slice(1, 6).toLowerCase()))
          .map(book),
      },
    ],
    authoritySections: [
      {
        title: "none held",
        params: { id: authority._id },
        query: { page: 1, limit: 1000, search: "", flow: "PAPER" },
        data: [],
      },
    ],
  };
}

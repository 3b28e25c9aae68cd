// The platform read API as data: every call of spec section 7 with its path, query parameters
// and response. The API router, the site's PlatformClient and the tests are all derived from
// this table; nothing else spells a path or a response field.
import { z } from "zod";
import {
  DEPARTMENT_FLOWS,
  GALLERY_FLOWS,
  LIMITS,
  MODULE_TYPES,
  SEARCH_LIMITS,
} from "./constants.ts";
import * as e from "./entities.ts";
import { aboutEntry, id, text } from "./fields.ts";
import { eventArchive, noticeArchive } from "./archive.ts";
import { disclosureReport } from "./disclosure.ts";
import { LOCALES } from "./locales.ts";
import { searchAnswer, searchKind } from "./search.ts";

// ── Query parameters ─────────────────────────────────────────────────────────────────────

/** A query value written as a number (`12`, `-1`, `1e3`); anything else was not a number. */
const NUMERAL = /^\s*[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i;
/**
 * The platform reads a page or limit that is not a number (its own app sends
 * `page=undefined&limit=undefined`) as not given; so do we. A number out of range stays a 400.
 */
const numeralOrAbsent = (value: unknown) =>
  typeof value === "string" && !NUMERAL.test(value) ? undefined : value;
const page = z.preprocess(
  numeralOrAbsent,
  z.coerce.number().int().min(1).max(1_000_000).default(1),
);
/** Any limit is accepted and capped: no request returns more than LIMITS.maxRows rows. */
const limit = z.preprocess(
  numeralOrAbsent,
  z.coerce
    .number()
    .int()
    .min(1)
    .default(LIMITS.defaultPage)
    .transform((n) => Math.min(n, LIMITS.maxRows)),
);
const paging = { page, limit };
/** A calendar year of a dated list, or every year. */
const archiveYearParam = z.coerce.number().int().min(1000).max(9999).optional();
const search = z.string().max(200).default("");
/** A day (`YYYY-MM-DD`) a report's rules on dates are judged on; today in India unless given. */
const dayParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)))
  .optional();
/** parent_key is empty for the top level of a custom module, else the parent item's id. */
const parentKey = z.union([z.literal(""), id]).default("");
/** The platform sends is_flow; it only ever means "of the institute". */
const isFlow = z.string().max(40).optional();

// ── Endpoint definition ──────────────────────────────────────────────────────────────────

export interface EndpointDef<
  F extends string = string,
  Q extends z.ZodRawShape = z.ZodRawShape,
  D extends z.ZodType = z.ZodType,
  X extends z.ZodRawShape = z.ZodRawShape,
> {
  /** Hono-style path under /api; every `:name` parameter is a platform id. */
  path: string;
  query: z.ZodObject<Q>;
  /** The response field the site reads (spec 7). */
  field: F;
  data: D;
  /** Further response fields beside `field`, such as a count. */
  extra: z.ZodObject<X>;
}

function endpoint<
  F extends string,
  D extends z.ZodType,
  Q extends z.ZodRawShape = Record<never, never>,
  X extends z.ZodRawShape = Record<never, never>,
>(def: { path: string; field: F; data: D; query?: Q; extra?: X }): EndpointDef<F, Q, D, X> {
  // An endpoint without query parameters or extra fields has empty shapes; the casts only
  // name that empty shape by the generic parameter's default.
  return {
    path: def.path,
    field: def.field,
    data: def.data,
    query: z.object(def.query ?? ({} as Q)),
    extra: z.strictObject(def.extra ?? ({} as X)),
  };
}

const list = <T extends z.ZodType>(item: T) => z.array(item);

export const endpoints = {
  hostLookup: endpoint({
    path: "/v1/admin/sub/domain/by/host",
    query: { filter_by: z.string().min(1).max(300) },
    field: "all_domain",
    data: z.strictObject({ status: z.literal("Active"), link_up: e.hostLink }),
  }),
  instituteDash: endpoint({ path: "/v1/ins/:id/dash", field: "institute", data: e.institute }),
  landingProfile: endpoint({
    path: "/v1/landing/:id/one/web/profile",
    field: "one_ins",
    data: e.servedLandingProfile,
  }),
  staffList: endpoint({
    path: "/v1/ins/:id/approve-staff/list",
    query: { ...paging, date: z.string().max(40).optional() },
    field: "staffIns",
    data: list(e.staff),
  }),
  noticeList: endpoint({
    path: "/v1/ins/:id/announcemnt",
    query: paging,
    field: "announcement",
    data: list(e.noticeSummary),
  }),
  noticeOne: endpoint({
    path: "/v1/ins/one/announcement/:id",
    field: "announcement",
    data: e.notice,
  }),
  admissionDashboard: endpoint({
    path: "/v1/admission/:id/dashboard/query",
    field: "admission",
    data: e.admissionDashboard,
  }),
  applicationGroups: endpoint({
    path: "/v2/admission/:id/all/ongoing/application/grouped",
    field: "ads_obj",
    data: z.strictObject({ ongoing: list(e.applicationGroup) }),
  }),
  admissionSite: endpoint({
    path: "/v1/site/info/admission/:id",
    field: "admission_site",
    data: e.servedAdmissionSite,
  }),
  applicationOne: endpoint({
    path: "/v1/admission/:id/application/query",
    field: "oneApply",
    data: e.application,
  }),
  librarySite: endpoint({
    path: "/v1/site/info/library/:id",
    field: "library_site",
    data: e.servedLibrarySite,
  }),
  departmentSite: endpoint({
    path: "/v1/site/info/department/:id",
    field: "department_site",
    data: e.servedDepartment,
  }),
  departmentFaculty: endpoint({
    path: "/v1/landing/:id/all/faculty/query",
    query: paging,
    field: "all_staff",
    data: list(e.staff),
  }),
  departmentActivities: endpoint({
    path: "/v1/site/all/activity/query",
    query: { ...paging, search, sid: id, flow: z.literal("DEPARTMENT").default("DEPARTMENT") },
    field: "all_act",
    data: list(e.departmentActivitySummary),
  }),
  departmentActivityOne: endpoint({
    path: "/v1/site/:id/one/activity/query",
    field: "act",
    data: e.departmentActivity,
  }),
  eventList: endpoint({
    path: "/v1/event/process/manager/:id/all/events",
    query: paging,
    field: "all_events",
    data: list(e.eventSummary),
    extra: { count: z.number().int() },
  }),
  eventOne: endpoint({
    path: "/v1/event/process/one/event/:id",
    field: "one_event",
    data: e.servedEvent,
    /** The platform's app reads the date beside the event as well. */
    extra: { event_date: e.event.shape.event_date },
  }),
  pinnedDepartments: endpoint({
    path: "/v1/landing/:id/all/pinned/department/query",
    query: { flow: z.enum(DEPARTMENT_FLOWS) },
    field: "ins",
    /** The platform's list: DEPENDENT gives the type names, INDEPENDENT the departments
     * without a type. */
    data: list(z.union([text, e.departmentSummary])),
  }),
  pinnedDepartmentsOfType: endpoint({
    path: "/v1/landing/:id/one/pinned/department/query",
    query: { type: z.string().min(1).max(200) },
    field: "ins",
    data: list(e.departmentSummary),
  }),
  committeeDashboard: endpoint({
    path: "/v2/committee/:id/dashboard",
    field: "iqac",
    data: e.committeeDashboard,
  }),
  qualityDetail: endpoint({
    path: "/v2/committee/new/iqac/detail/:id/all/things",
    field: "q_detail",
    data: e.servedQualityDetail,
  }),
  studentCorner: endpoint({
    path: "/v1/site/student/corner/:id/list/query",
    field: "student_corner",
    data: list(e.studentCornerItem),
  }),
  dynamicTabs: endpoint({
    path: "/v1/site/dynamic/:id/list/query",
    field: "dynamic_tab",
    data: list(e.dynamicTab),
  }),
  dynamicItems: endpoint({
    path: "/v1/site/dynamic/nested/:id/list/query",
    query: { parent_key: parentKey },
    field: "data_list",
    data: list(e.customItem),
  }),
  committeeContent: endpoint({
    path: "/v2/committee/:id/custom/dashboard",
    field: "custom",
    data: e.committeeContent,
    /** The platform's committee page reads the content at the top level as well, and its
     * members there as `composition` (docs/decisions/060). */
    extra: {
      about: e.committeeContent.shape.about,
      meetings: e.committeeContent.shape.meetings,
      composition: list(e.compositionMember),
    },
  }),
  composition: endpoint({
    path: "/v2/committee/:id/all/composition/query",
    query: paging,
    field: "all_com",
    data: list(e.compositionMember),
  }),
  academicYears: endpoint({
    path: "/v2/ins/:id/all/universal/batch/query",
    query: { ...paging, search },
    field: "all_batch",
    data: list(e.academicYear),
  }),
  photoCategories: endpoint({
    path: "/v2/committee/image/gallery/institute/:id/category/list",
    query: { bid: id },
    field: "gallery_category",
    data: list(e.galleryCategory),
  }),
  photos: endpoint({
    path: "/v2/committee/image/gallery/:id/category/images/list",
    query: { flow: z.enum(GALLERY_FLOWS), batchId: id },
    field: "image_list",
    data: list(e.galleryImage),
  }),
  videoCategories: endpoint({
    path: "/v2/committee/video/gallery/institute/:id/category/list",
    query: { bid: id },
    field: "gallery_category",
    data: list(e.galleryCategory),
  }),
  videos: endpoint({
    path: "/v2/committee/video/gallery/:id/category/videos/list",
    query: { flow: z.enum(GALLERY_FLOWS), batchId: id },
    field: "video_list",
    data: list(e.galleryVideo),
  }),
  governingCategories: endpoint({
    path: "/v1/site/governing/:id/category/query",
    query: paging,
    field: "category_list",
    data: list(e.governingCategory),
  }),
  governingMembers: endpoint({
    path: "/v1/site/governing/:id/category/:categoryId/body/query",
    query: paging,
    field: "category_body_list",
    data: list(e.governingMember),
  }),
  societyGoverningCategories: endpoint({
    path: "/v1/site/society/governing/:id/category/query",
    query: paging,
    field: "category_list",
    data: list(e.governingCategory),
  }),
  societyGoverningMembers: endpoint({
    path: "/v1/site/society/governing/:id/category/:categoryId/body/query",
    query: paging,
    field: "category_body_list",
    data: list(e.governingMember),
  }),
  otherData: endpoint({
    path: "/v1/site/other/model/:id/query",
    query: { is_flow: isFlow },
    field: "other_data",
    data: e.otherData,
  }),
  examination: endpoint({
    path: "/v1/landing/:id/all/examination/object/query",
    field: "landing",
    data: e.examinationObject,
  }),
  activityCategories: endpoint({
    path: "/v1/site/category/other/:id/detail/query",
    field: "activity_category",
    data: list(e.activityCategory),
  }),
  activityEntries: endpoint({
    path: "/v1/site/other/activity/:id/detail/query",
    field: "data_list",
    data: list(e.activityEntry),
  }),
  moduleTabs: endpoint({
    path: "/v1/site/module/dynamic/:id/list/query",
    query: { is_flow: isFlow, module_type: z.enum(MODULE_TYPES) },
    field: "dynamic_tab",
    data: list(e.customModuleTab),
  }),
  moduleItems: endpoint({
    path: "/v1/site/module/dynamic/nested/:id/list/query",
    query: { parent_key: parentKey },
    field: "data_list",
    data: list(e.customItem),
  }),
  committeeActivities: endpoint({
    path: "/v2/committee/custom/authority/activity/:id/list/query",
    query: paging,
    field: "activity",
    data: list(e.committeeActivity),
  }),
  homeAbout: endpoint({
    path: "/v1/site/home/about/list/:id/query",
    query: { is_flow: isFlow },
    field: "home_about_list",
    data: list(aboutEntry),
  }),
  principalMessages: endpoint({
    path: "/v1/site/home/principal/message/list/:id/query",
    query: { is_flow: isFlow },
    field: "home_principal_message_list",
    data: list(e.principalMessage),
  }),
  irins: endpoint({
    path: "/v2/committee/rnd/irins/list/:id/query",
    field: "irins_list",
    data: list(e.irinsItem),
  }),
  /** Ours, not the platform's: the site's search of one institute (contract/search.ts). */
  search: endpoint({
    path: "/v1/prospectus/search/:id",
    query: {
      q: z
        .string()
        .default("")
        .transform((q) => q.slice(0, SEARCH_LIMITS.queryChars)),
      kind: searchKind.optional(),
      page,
      /** The language of the page searching: the site's words are found in it. */
      lang: z.enum(LOCALES).default("en"),
    },
    field: "search",
    data: searchAnswer,
  }),
  /** Ours, not the platform's: one year's page of the institute's notices (contract/archive.ts). */
  noticeArchive: endpoint({
    path: "/v1/prospectus/notices/:id",
    query: { year: archiveYearParam, ...paging },
    field: "archive",
    data: noticeArchive,
  }),
  /** Ours, not the platform's: one year's page of the institute's events. */
  eventArchive: endpoint({
    path: "/v1/prospectus/events/:id",
    query: { year: archiveYearParam, ...paging },
    field: "archive",
    data: eventArchive,
  }),
  /** Ours, not the platform's: what of the mandatory disclosure one institute publishes. */
  disclosure: endpoint({
    path: "/v1/prospectus/disclosure/:id",
    query: { on: dayParam },
    field: "disclosure",
    data: disclosureReport,
  }),
  // ── Reads of the platform's own app (docs/decisions/011-app-shapes.md) ──
  instituteDepartments: endpoint({
    path: "/v1/ins/:id/department",
    field: "institute",
    data: e.instituteDepartments,
  }),
  mergedDepartments: endpoint({
    path: "/v2/ins/:id/all/merged/department",
    query: { ...paging, search },
    field: "all_depart",
    data: list(e.departmentSummary),
  }),
  pinnedApplications: endpoint({
    path: "/v2/admission/:id/all/ongoing/application/pinned",
    field: "ads_obj",
    data: z.strictObject({ ongoing: list(e.pinnedApplicationGroup) }),
  }),
  admissionDocuments: endpoint({
    path: "/v1/admission/:id/all/document/array",
    query: paging,
    field: "all_docs",
    data: list(e.admissionDocument),
  }),
  departmentBatches: endpoint({
    path: "/v1/site/:id/all/universal/batch/query",
    query: { ...paging, search },
    field: "all_batch",
    data: list(e.universalBatch),
  }),
  departmentMous: endpoint({
    path: "/v1/site/:id/all/mou/collab/query",
    query: { ...paging, search, batch: z.string().max(40).optional() },
    field: "all_mou",
    data: list(e.mouCollab),
  }),
  libraryBooks: endpoint({
    path: "/v1/library/site/books/:id",
    query: { ...paging, search },
    field: "books",
    data: list(e.libraryBook),
  }),
  authoritySections: endpoint({
    path: "/v2/committee/:id/all/sections/query",
    query: { ...paging, search, flow: z.string().max(40).optional() },
    field: "all",
    data: list(e.authoritySectionEntry),
  }),
  activitiesOfType: endpoint({
    path: "/v1/site/all/activity/query/type",
    query: { ...paging, id, type: z.string().max(200).default("") },
    field: "all_act",
    data: list(e.departmentActivitySummary),
  }),
  siteOpener: endpoint({
    path: "/v1/site/institute/:id/opener",
    field: "institute",
    data: e.siteOpener,
  }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
/** Object.keys loses the key type; the table's keys are exactly its names. */
export const ENDPOINT_NAMES = Object.keys(endpoints) as EndpointName[];
export type EndpointData<N extends EndpointName> = z.output<Endpoints[N]["data"]>;
export type EndpointQueryInput<N extends EndpointName> = z.input<Endpoints[N]["query"]>;
export type EndpointQuery<N extends EndpointName> = z.output<Endpoints[N]["query"]>;
export type EndpointExtra<N extends EndpointName> = z.output<Endpoints[N]["extra"]>;

/** The path parameters an endpoint's path names, in order (`:id`, `:categoryId`). */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] ?? "");
}

/** The full response schema: the platform's envelope around the endpoint's field. */
export function responseSchema<N extends EndpointName>(name: N) {
  const ep: EndpointDef = endpoints[name];
  return z.strictObject({
    message: z.string(),
    access: z.literal(true),
    [ep.field]: ep.data,
    ...ep.extra.shape,
  });
}

/** The body of a "not found" answer, the same envelope with the field null. */
export function notFoundSchema<N extends EndpointName>(name: N) {
  return z.strictObject({
    message: z.string(),
    access: z.literal(false),
    [endpoints[name].field]: z.null(),
  });
}

/** Builds the URL of a call, relative to the API base: `/v1/ins/…/dash?…`. */
export function endpointUrl<N extends EndpointName>(
  name: N,
  params: Record<string, string>,
  query: Record<string, string | number | undefined> = {},
): string {
  const path = endpoints[name].path.replace(/:([A-Za-z]+)/g, (_, key: string) =>
    encodeURIComponent(params[key] ?? ""),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

type PinnedEntry = EndpointData<"pinnedDepartments">[number];

/** The department type names of a DEPENDENT pinned-department answer. */
export function pinnedTypeNames(ins: readonly PinnedEntry[]): string[] {
  return ins.filter((entry): entry is string => typeof entry === "string");
}

/** The departments of an INDEPENDENT pinned-department answer. */
export function pinnedDepartmentList(ins: readonly PinnedEntry[]) {
  return ins.filter((entry): entry is Exclude<PinnedEntry, string> => typeof entry !== "string");
}

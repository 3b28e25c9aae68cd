// One small function per call of the endpoint table: where its answer comes from in the
// store. `null` means the id names nothing this host may see, which the router answers 404.
import { z } from "zod";
import {
  applicationSummary,
  departmentActivitySummary,
  departmentSummary,
  eventSummary,
  isHeadOfDepartment,
  noticeSummary,
  type EndpointData,
  type EndpointExtra,
  type EndpointName,
  type EndpointQuery,
  type LibraryBook,
  type Staff,
} from "#contract/index.ts";
import type { Kind } from "#server/content/project.server.ts";
import { normaliseHost } from "#server/tenancy/host.server.ts";
import { tenantDisclosure } from "#server/content/disclosure.server.ts";
import { searchTenant } from "#server/store/search.server.ts";
import { tenantIdOfHost } from "#server/store/tenants.server.ts";
import type { Queryable } from "#server/store/db.server.ts";
import type { Docs } from "./docs.server.ts";
import { eventManagerIdOf } from "#domain/institute-ids.ts";
import { startOfIndianDay } from "#domain/disclosure/dates.ts";

export interface HandlerContext<N extends EndpointName> {
  params: Record<string, string>;
  query: EndpointQuery<N>;
  docs: Docs;
  db: Queryable;
  scope: string | null;
}

export interface Answer<N extends EndpointName> {
  data: EndpointData<N>;
  extra: EndpointExtra<N>;
}

export type Handler<N extends EndpointName> = (ctx: HandlerContext<N>) => Promise<Answer<N> | null>;
export type Handlers = { [N in EndpointName]: Handler<N> };

/** An answer with no fields beside the endpoint's own. */
function found<T>(data: T | null): { data: T; extra: Record<never, never> } | null {
  return data === null ? null : { data, extra: {} };
}

/** A list under a parent document, or null when the parent is not there. */
async function under<T>(
  ctx: HandlerContext<EndpointName>,
  parentKind: Kind,
  list: () => Promise<T>,
): Promise<{ data: T; extra: Record<never, never> } | null> {
  const id = ctx.params.id ?? "";
  return (await ctx.docs.exists(parentKind, id)) ? found(await list()) : null;
}

/** Projects full documents onto the fields a list call answers with (unknown keys dropped).
 * A zod schema compiles itself on first use, so each projection is made once, here. */
function projection<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  const strip = z.object(schema.shape);
  return (items: unknown[]) => items.map((item) => strip.parse(item));
}

const noticeSummaries = projection(noticeSummary);
const eventSummaries = projection(eventSummary);
const departmentSummaries = projection(departmentSummary);
const activitySummaries = projection(departmentActivitySummary);
const applicationSummaries = projection(applicationSummary);

function customItems(tabKind: Kind, itemKind: Kind) {
  return async (ctx: HandlerContext<"dynamicItems" | "moduleItems">) => {
    const id = ctx.params.id ?? "";
    if (!(await ctx.docs.exists(tabKind, id))) return null;
    const parentKey = ctx.query.parent_key;
    if (parentKey !== "" && !(await ctx.docs.exists(itemKind, parentKey, id))) return null;
    return found(
      await ctx.docs.list<EndpointData<"dynamicItems">[number]>(itemKind, {
        parent: id,
        parentKey,
      }),
    );
  };
}

function gallery<Item>(categoryKind: Kind, itemKind: Kind) {
  return async (ctx: HandlerContext<"photos" | "videos">) => {
    const id = ctx.params.id ?? "";
    const { flow, batchId } = ctx.query;
    const filter =
      flow === "INSTITUTE" ? { tenant: id, ref: batchId } : { parent: id, ref: batchId };
    if (!(await ctx.docs.exists(flow === "INSTITUTE" ? "institute" : categoryKind, id)))
      return null;
    return found(await ctx.docs.list<Item>(itemKind, filter));
  };
}

function galleryCategories(categoryKind: Kind) {
  return (ctx: HandlerContext<"photoCategories" | "videoCategories">) =>
    under(ctx, "institute", () =>
      ctx.docs.list<EndpointData<"photoCategories">[number]>(categoryKind, {
        parent: ctx.params.id ?? "",
        ref: ctx.query.bid,
      }),
    );
}

function governing(categoryKind: Kind, memberKind: Kind) {
  return {
    categories: (ctx: HandlerContext<"governingCategories" | "societyGoverningCategories">) =>
      under(ctx, "landing_control", () =>
        ctx.docs.list<EndpointData<"governingCategories">[number]>(
          categoryKind,
          { parent: ctx.params.id ?? "" },
          ctx.query,
        ),
      ),
    members: async (ctx: HandlerContext<"governingMembers" | "societyGoverningMembers">) => {
      const categoryId = ctx.params.categoryId ?? "";
      if (!(await ctx.docs.exists(categoryKind, categoryId, ctx.params.id))) return null;
      return found(
        await ctx.docs.list<EndpointData<"governingMembers">[number]>(
          memberKind,
          { parent: categoryId },
          ctx.query,
        ),
      );
    },
  };
}

const governingBody = governing("governing_category", "governing_member");
const societyBody = governing("society_category", "society_member");

/** One page of a list held whole (entries nested in one document). */
function pageOf<T>(items: readonly T[], { page, limit }: { page: number; limit: number }): T[] {
  return items.slice((page - 1) * limit, page * limit);
}

function includesText(value: string, search: string): boolean {
  return value.toLowerCase().includes(search.toLowerCase());
}

/** One year's page of a dated list, with the years it has (contract/archive.ts). */
async function archiveOf<T>(
  docs: HandlerContext<EndpointName>["docs"],
  kind: "notice" | "event",
  parent: string,
  { year, page, limit }: { year?: number | undefined; page: number; limit: number },
  summaries: (items: unknown[]) => T[],
) {
  const [years, count, items] = await Promise.all([
    docs.years(kind, { parent }),
    docs.count(kind, { parent, year }),
    docs.list(kind, { parent, year }, { page, limit }, "newest"),
  ]);
  return { years, count, items: summaries(items) };
}

/** A list the platform's app reads that Prospectus holds no content for: empty under its parent. */
const emptyUnder =
  (parentKind: Kind) =>
  (
    ctx: HandlerContext<EndpointName>,
  ): Promise<{ data: never[]; extra: Record<never, never> } | null> =>
    under(ctx, parentKind, () => Promise.resolve([]));

const one =
  <N extends EndpointName>(kind: Kind, opts: { visibleOnly?: boolean } = {}) =>
  async (ctx: HandlerContext<N>) =>
    found(await ctx.docs.one<EndpointData<N>>(kind, ctx.params.id ?? "", opts));

/** Every row of a kind under its parent; the element type comes from the endpoint. */
const listOf =
  (parentKind: Kind, kind: Kind) =>
  <T>(ctx: HandlerContext<EndpointName>) =>
    under(ctx, parentKind, () => ctx.docs.list<T>(kind, { parent: ctx.params.id ?? "" }));

export const handlers: Handlers = {
  async hostLookup(ctx) {
    const host = normaliseHost(ctx.query.filter_by);
    const tenantId = host ? await tenantIdOfHost(ctx.db, host) : null;
    if (!tenantId || (ctx.scope !== null && ctx.scope !== tenantId)) return null;
    const ins = await ctx.docs.one<EndpointData<"instituteDash">>("institute", tenantId);
    if (!ins) return null;
    const { _id, insName, name, insProfilePhoto } = ins;
    return found({ status: "Active" as const, link_up: { _id, insName, name, insProfilePhoto } });
  },
  instituteDash: one("institute"),
  landingProfile: one("profile"),
  staffList: (ctx) =>
    under(ctx, "institute", () =>
      ctx.docs.list("staff", { parent: ctx.params.id ?? "" }, ctx.query),
    ),
  noticeList: (ctx) =>
    under(ctx, "institute", async () =>
      noticeSummaries(
        await ctx.docs.list("notice", { parent: ctx.params.id ?? "" }, ctx.query, "newest"),
      ),
    ),
  noticeOne: one("notice"),
  admissionDashboard: one("admission_dashboard"),
  applicationGroups: (ctx) =>
    under(ctx, "institute", async () => {
      type App = EndpointData<"applicationOne">;
      const apps = await ctx.docs.listLabelled<App>("application", {
        parent: ctx.params.id ?? "",
        visibleOnly: true,
      });
      const groups = new Map<string, EndpointData<"applicationGroups">["ongoing"][number]>();
      for (const { label, body } of apps) {
        const group = groups.get(label) ?? { group_name: label, apps: [] };
        group.apps.push(...applicationSummaries([body]));
        groups.set(label, group);
      }
      return { ongoing: [...groups.values()] };
    }),
  admissionSite: one("admission_site"),
  applicationOne: one("application", { visibleOnly: true }),
  librarySite: one("library"),
  departmentSite: one("department"),
  departmentFaculty: (ctx) =>
    under(ctx, "department", () => ctx.docs.list("staff", { ref: ctx.params.id ?? "" }, ctx.query)),
  async departmentActivities(ctx) {
    const { sid, search, page, limit } = ctx.query;
    if (!(await ctx.docs.exists("department", sid))) return null;
    const items = await ctx.docs.list(
      "department_activity",
      { parent: sid, search },
      { page, limit },
      "newest",
    );
    return found(activitySummaries(items));
  },
  departmentActivityOne: one("department_activity"),
  async eventList(ctx) {
    const id = ctx.params.id ?? "";
    if (!(await ctx.docs.exists("event_manager", id))) return null;
    const items = await ctx.docs.list("event", { parent: id }, ctx.query, "newest");
    return {
      data: eventSummaries(items),
      extra: { count: await ctx.docs.count("event", { parent: id }) },
    };
  },
  async eventOne(ctx) {
    const ev = await ctx.docs.one<EndpointData<"eventOne">>("event", ctx.params.id ?? "");
    return ev && { data: ev, extra: { event_date: ev.event_date } };
  },
  pinnedDepartments: (ctx) =>
    under(ctx, "institute", async () => {
      const id = ctx.params.id ?? "";
      if (ctx.query.flow === "DEPENDENT") return ctx.docs.labels("department", id);
      return departmentSummaries(await ctx.docs.list("department", { parent: id, label: null }));
    }),
  async pinnedDepartmentsOfType(ctx) {
    const id = ctx.params.id ?? "";
    if (!(await ctx.docs.exists("institute", id))) return null;
    const items = await ctx.docs.list("department", { parent: id, label: ctx.query.type });
    return items.length === 0 ? null : found(departmentSummaries(items));
  },
  committeeDashboard: one("committee"),
  qualityDetail: one("quality_detail"),
  studentCorner: listOf("landing_control", "student_corner"),
  dynamicTabs: listOf("institute", "dynamic_tab"),
  dynamicItems: customItems("dynamic_tab", "dynamic_item"),
  async committeeContent(ctx) {
    const content = await ctx.docs.one<EndpointData<"committeeContent">>(
      "authority_content",
      ctx.params.id ?? "",
    );
    return (
      content && {
        data: content,
        extra: {
          about: content.about,
          meetings: content.meetings,
          composition: await ctx.docs.list<EndpointData<"composition">[number]>("composition", {
            parent: content._id,
          }),
        },
      }
    );
  },
  composition: (ctx) =>
    under(ctx, "authority_content", () =>
      ctx.docs.list("composition", { parent: ctx.params.id ?? "" }, ctx.query),
    ),
  academicYears: (ctx) =>
    under(ctx, "institute", () =>
      ctx.docs.list(
        "academic_year",
        { parent: ctx.params.id ?? "", search: ctx.query.search },
        ctx.query,
      ),
    ),
  photoCategories: galleryCategories("photo_category"),
  photos: gallery<EndpointData<"photos">[number]>("photo_category", "photo"),
  videoCategories: galleryCategories("video_category"),
  videos: gallery<EndpointData<"videos">[number]>("video_category", "video"),
  governingCategories: governingBody.categories,
  governingMembers: governingBody.members,
  societyGoverningCategories: societyBody.categories,
  societyGoverningMembers: societyBody.members,
  otherData: one("other_data"),
  examination: one("examination"),
  activityCategories: listOf("institute", "activity_category"),
  activityEntries: listOf("activity_category", "activity_entry"),
  moduleTabs: (ctx) =>
    under(ctx, "institute", () =>
      ctx.docs.list("module_tab", { parent: ctx.params.id ?? "", label: ctx.query.module_type }),
    ),
  moduleItems: customItems("module_tab", "module_item"),
  committeeActivities: (ctx) =>
    under(ctx, "authority_content", () =>
      ctx.docs.list("committee_activity", { parent: ctx.params.id ?? "" }, ctx.query),
    ),
  homeAbout: listOf("institute", "home_about"),
  principalMessages: listOf("institute", "principal_message"),
  irins: listOf("authority_content", "irins"),
  // An institute's id is its tenant's id.
  search: (ctx) =>
    under(ctx, "institute", () => searchTenant(ctx.db, ctx.params.id ?? "", ctx.query)),
  noticeArchive: (ctx) =>
    under(ctx, "institute", () =>
      archiveOf(ctx.docs, "notice", ctx.params.id ?? "", ctx.query, noticeSummaries),
    ),
  async eventArchive(ctx) {
    const ins = await ctx.docs.one<EndpointData<"instituteDash">>("institute", ctx.params.id ?? "");
    if (!ins) return null;
    // An institute without an event manager has no events.
    const manager = eventManagerIdOf(ins) ?? "";
    return found(await archiveOf(ctx.docs, "event", manager, ctx.query, eventSummaries));
  },
  disclosure: async (ctx) =>
    (await ctx.docs.exists("institute", ctx.params.id ?? ""))
      ? found(
          await tenantDisclosure(
            ctx.db,
            ctx.params.id ?? "",
            ctx.query.on ? startOfIndianDay(ctx.query.on) : new Date(),
          ),
        )
      : null,
  instituteDepartments: (ctx) =>
    under(ctx, "institute", async () => {
      const id = ctx.params.id ?? "";
      const departments = departmentSummaries(await ctx.docs.list("department", { parent: id }));
      const heads = new Map<string, Staff>();
      for (const s of await ctx.docs.list<Staff>("staff", { parent: id })) {
        const department = s.staff_department?._id;
        if (department && !heads.has(department) && isHeadOfDepartment(s.current_designation))
          heads.set(department, s);
      }
      return {
        _id: id,
        depart: departments.map((d) => {
          const head = heads.get(d._id);
          return {
            ...d,
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
      };
    }),
  mergedDepartments: (ctx) =>
    under(ctx, "institute", async () => {
      const all = departmentSummaries(
        await ctx.docs.list("department", { parent: ctx.params.id ?? "" }),
      );
      return pageOf(
        all.filter((d) => includesText(d.dName, ctx.query.search)),
        ctx.query,
      );
    }),
  pinnedApplications: (ctx) =>
    under(ctx, "institute", async () => {
      type App = EndpointData<"applicationOne">;
      const apps = await ctx.docs.listLabelled<App>("application", {
        parent: ctx.params.id ?? "",
        visibleOnly: true,
      });
      const groups = new Map<string, EndpointData<"pinnedApplications">["ongoing"][number]>();
      for (const { label, body } of apps) {
        const group = groups.get(label) ?? { type: label, apps: [] };
        group.apps.push(...applicationSummaries([body]));
        groups.set(label, group);
      }
      return { ongoing: [...groups.values()] };
    }),
  async admissionDocuments(ctx) {
    const site = await ctx.docs.one<EndpointData<"admissionSite">>(
      "admission_site",
      ctx.params.id ?? "",
    );
    return site ? found(pageOf(site.document_checklist, ctx.query)) : null;
  },
  async departmentBatches(ctx) {
    const id = ctx.params.id ?? "";
    const institute = await ctx.docs.parentOf("department", id);
    if (!institute) return null;
    const years = await ctx.docs.list<EndpointData<"academicYears">[number]>(
      "academic_year",
      { parent: institute, search: ctx.query.search },
      ctx.query,
    );
    return found(
      years.map((y) => ({ _id: y._id, u_batch: { _id: y._id, batchName: y.batchName } })),
    );
  },
  async activitiesOfType(ctx) {
    const { id, type } = ctx.query;
    if (!(await ctx.docs.exists("institute", id))) return null;
    // Activities are listed under their departments; the type is only in the document.
    const all = activitySummaries(
      await ctx.docs.list("department_activity", { tenant: id }, undefined, "newest"),
    );
    return found(
      pageOf(
        all.filter((a) => a.activity_type === type),
        ctx.query,
      ),
    );
  },
  siteOpener: (ctx) =>
    under(ctx, "institute", () =>
      Promise.resolve({ _id: ctx.params.id ?? "", site_flash_notice: [] }),
    ),
  // A bundle's MOUs carry no academic year, so every year's list holds them all; the
  // platform's backend does not search them either (docs/decisions/014).
  departmentMous: (ctx) =>
    under(ctx, "department", () =>
      ctx.docs.list("department_mou", { parent: ctx.params.id ?? "" }, ctx.query),
    ),
  // A bundle's e-resources are the library's online books; the backend searches a book's
  // name, author and publication (docs/decisions/060).
  async libraryBooks(ctx) {
    const library = await ctx.docs.one<EndpointData<"librarySite">>("library", ctx.params.id ?? "");
    if (!library) return null;
    const books = library.eresources.map((r): LibraryBook => ({
      _id: r._id,
      bookName: r.title,
      author: "",
      language: "",
      bookStatus: "Online",
      publication: "",
      description: r.description,
      ...(r.link ? { link: r.link } : {}),
    }));
    const { search } = ctx.query;
    const matching = books.filter((b) =>
      [b.bookName, b.author, b.publication].some((field) => includesText(field, search)),
    );
    return found(pageOf(matching, ctx.query));
  },
  authoritySections: emptyUnder("authority_content"),
};

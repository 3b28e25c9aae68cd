// Reads one institute through the platform's public read API into the rows the API serves
// (project.server.ts's ServedRow), from which bundleOfRows rebuilds its bundle: every paged
// list page by page, every detail the lists only summarise, every tree level by level.
import {
  MODULE_TYPES,
  type EndpointData,
  type EndpointName,
  type EndpointQueryInput,
} from "#contract/index.ts";
import { eventManagerIdOf } from "#domain/institute-ids.ts";
import type { Kind, ServedRow } from "#server/content/project.server.ts";
import { MirrorFault, type PlatformReader } from "./platform.server.ts";

export interface WalkOptions {
  /** Rows asked for on each page of a paged list. */
  pageLimit: number;
  /** A list longer than this many pages is a fault: a platform that never ends one. */
  maxPages: number;
  /** Called once the host look-up names the institute, so a later fault can name it. */
  onInstitute?: (id: string) => void;
  /** Called as rows are read, with how many so far. */
  onItems?: (items: number) => void;
}

/** The calls whose answer is an array. */
type ListName = {
  [N in EndpointName]: EndpointData<N> extends readonly unknown[] ? N : never;
}[EndpointName];
type Item<N extends ListName> = EndpointData<N>[number];

type RowFields = Partial<Pick<ServedRow, "parent_id" | "parent_key" | "label">>;

function row(kind: Kind, id: string, body: unknown, fields: RowFields = {}): ServedRow {
  return {
    kind,
    id,
    parent_id: fields.parent_id ?? null,
    parent_key: fields.parent_key ?? null,
    label: fields.label ?? null,
    visible: true,
    body,
  };
}

/** Each item's rows in the items' order, the items' reads running side by side. */
async function eachOf<T>(items: readonly T[], read: (item: T) => Promise<ServedRow[]>) {
  return (await Promise.all(items.map(read))).flat();
}

export interface ReadInstitute {
  instituteId: string;
  name: string;
  rows: ServedRow[];
}

/** Reads the institute the platform serves on `host`. */
export async function readInstitute(
  platform: PlatformReader,
  host: string,
  opts: WalkOptions,
): Promise<ReadInstitute> {
  let items = 0;
  const counted = (rows: ServedRow[]) => {
    items += rows.length;
    opts.onItems?.(items);
    return rows;
  };

  async function paged<N extends ListName>(
    name: N,
    params: Record<string, string>,
    query: Record<string, string> = {},
  ): Promise<Item<N>[]> {
    const out: Item<N>[] = [];
    for (let page = 1; page <= opts.maxPages; page++) {
      // The table's query of a paged call takes page and limit beside what it is given.
      const pageQuery = { ...query, page, limit: opts.pageLimit } as EndpointQueryInput<N>;
      const { data } = await platform.read(name, params, pageQuery);
      out.push(...data);
      if (data.length < opts.pageLimit) return out;
    }
    throw new MirrorFault(
      name,
      `more than ${opts.maxPages} pages of ${opts.pageLimit} under ${JSON.stringify(params)}: a list that does not end`,
    );
  }

  /** A call that answers one document: the document asked for, or a fault. */
  async function one<N extends EndpointName>(name: N, id: string, params = { id }) {
    const { data, extra } = await platform.read(name, params);
    const got = typeof data === "object" && data !== null && "_id" in data ? data._id : id;
    if (got !== id) throw new MirrorFault(name, `asked for ${id}, answered ${String(got)}`);
    return { data, extra };
  }

  const { data: found } = await platform.read("hostLookup", {}, { filter_by: host });
  const insId = found.link_up._id;
  opts.onInstitute?.(insId);
  const { data: ins } = await one("instituteDash", insId);
  const { data: profile } = await one("landingProfile", insId);
  const lcid = profile.landing_control._id;
  const atInstitute = { parent_id: insId };

  const staff = async () =>
    (await paged("staffList", { id: insId })).map((s) => row("staff", s._id, s, atInstitute));

  const notices = async () =>
    eachOf(await paged("noticeList", { id: insId }), async ({ _id }) => [
      row("notice", _id, (await one("noticeOne", _id)).data, atInstitute),
    ]);

  const events = async () => {
    const manager = eventManagerIdOf(ins);
    if (!manager) return [];
    return eachOf(await paged("eventList", { id: manager }), async ({ _id }) => [
      row("event", _id, (await one("eventOne", _id)).data, { parent_id: manager }),
    ]);
  };

  const admission = async () => {
    const [admissionId] = ins.admissionDepart;
    if (!admissionId) return [];
    const [dashboard, site, groups] = await Promise.all([
      one("admissionDashboard", admissionId),
      one("admissionSite", admissionId),
      platform.read("applicationGroups", { id: insId }),
    ]);
    const apps = groups.data.ongoing.flatMap((g) =>
      g.apps.map((app) => ({ app, group: g.group_name })),
    );
    return [
      row("admission_dashboard", admissionId, dashboard.data, atInstitute),
      row("admission_site", admissionId, site.data, atInstitute),
      ...(await eachOf(apps, async ({ app, group }) => [
        row("application", app._id, (await one("applicationOne", app._id)).data, {
          ...atInstitute,
          label: group,
        }),
      ])),
    ];
  };

  const library = async () => {
    const [libraryId] = ins.library;
    if (!libraryId) return [];
    return [row("library", libraryId, (await one("librarySite", libraryId)).data, atInstitute)];
  };

  const departments = async () => {
    const { data: list } = await platform.read("instituteDepartments", { id: insId });
    const sites = await eachOf(list.depart, async ({ _id }) => {
      const [{ data: site }, mous] = await Promise.all([
        one("departmentSite", _id),
        paged("departmentMous", { id: _id }),
      ]);
      return [
        row("department", _id, site, { ...atInstitute, label: site.department_type }),
        ...mous.map((m) => row("department_mou", m._id, m, { parent_id: _id })),
      ];
    });
    const activities = await eachOf(list.depart, async ({ _id }) =>
      eachOf(await paged("departmentActivities", {}, { sid: _id }), async (a) => [
        row("department_activity", a._id, (await one("departmentActivityOne", a._id)).data, {
          parent_id: _id,
        }),
      ]),
    );
    return [...sites, ...activities];
  };

  const committee = async () => {
    const [committeeId] = ins.iqac_module;
    if (!committeeId) return [];
    const { data: dashboard } = await one("committeeDashboard", committeeId);
    const authorities = await eachOf(dashboard.authority, async ({ _id }) => {
      const under = { parent_id: _id };
      const [content, members, activities, irins] = await Promise.all([
        one("committeeContent", _id),
        paged("composition", { id: _id }),
        paged("committeeActivities", { id: _id }),
        platform.read("irins", { id: _id }),
      ]);
      return [
        row("authority_content", _id, content.data, { parent_id: committeeId }),
        ...members.map((m) => row("composition", m._id, m, under)),
        ...activities.map((a) => row("committee_activity", a._id, a, under)),
        ...irins.data.map((i) => row("irins", i._id, i, under)),
      ];
    });
    // A quality page is reached by its authority; an RND authority's own id there is no page.
    const qualityIds = [
      ...new Set(
        dashboard.authority.flatMap((a) =>
          a.iqac_detail !== null && a.iqac_detail !== a._id ? [a.iqac_detail] : [],
        ),
      ),
    ];
    const quality = await eachOf(qualityIds, async (qid) => [
      row("quality_detail", qid, (await one("qualityDetail", qid)).data, atInstitute),
    ]);
    return [row("committee", committeeId, dashboard, atInstitute), ...authorities, ...quality];
  };

  /** A tree of custom items, level by level: an item's children are read when it has any. */
  async function itemTree(
    name: "dynamicItems" | "moduleItems",
    kind: "dynamic_item" | "module_item",
    tabId: string,
    parentKey: string,
  ): Promise<ServedRow[]> {
    const { data } = await platform.read(name, { id: tabId }, { parent_key: parentKey });
    return eachOf(data, async (item) => [
      row(kind, item._id, item, { parent_id: tabId, parent_key: parentKey }),
      ...(item.is_nested ? await itemTree(name, kind, tabId, item._id) : []),
    ]);
  }

  const customPages = async () => {
    const { data: tabs } = await platform.read("dynamicTabs", { id: insId });
    const modules = await eachOf(MODULE_TYPES, async (module_type) => {
      const { data } = await platform.read("moduleTabs", { id: insId }, { module_type });
      return data.map((tab) =>
        row("module_tab", tab._id, tab, { ...atInstitute, label: module_type }),
      );
    });
    return [
      ...tabs.map((tab) => row("dynamic_tab", tab._id, tab, atInstitute)),
      ...(await eachOf(tabs, (tab) => itemTree("dynamicItems", "dynamic_item", tab._id, ""))),
      ...modules,
      ...(await eachOf(modules, (tab) => itemTree("moduleItems", "module_item", tab.id, ""))),
    ];
  };

  const galleries = async () => {
    const years = await paged("academicYears", { id: insId });
    const ofYear = async (
      categoriesCall: "photoCategories" | "videoCategories",
      categoryKind: Kind,
    ) =>
      eachOf(years, async (y) =>
        (await platform.read(categoriesCall, { id: insId }, { bid: y._id })).data.map((c) =>
          row(categoryKind, c._id, c, { ...atInstitute, parent_key: y._id }),
        ),
      );
    const [photoCategories, videoCategories] = await Promise.all([
      ofYear("photoCategories", "photo_category"),
      ofYear("videoCategories", "video_category"),
    ]);
    const photos = await eachOf(photoCategories, async (c) =>
      (
        await platform.read(
          "photos",
          { id: c.id },
          { flow: "CATEGORY", batchId: c.parent_key ?? "" },
        )
      ).data.map((p) => row("photo", p._id, p, { parent_id: c.id })),
    );
    const videos = await eachOf(videoCategories, async (c) =>
      (
        await platform.read(
          "videos",
          { id: c.id },
          { flow: "CATEGORY", batchId: c.parent_key ?? "" },
        )
      ).data.map((v) => row("video", v._id, v, { parent_id: c.id })),
    );
    return [
      ...years.map((y) => row("academic_year", y._id, y, atInstitute)),
      ...photoCategories.map((c) => ({ ...c, parent_key: null })),
      ...photos,
      ...videoCategories.map((c) => ({ ...c, parent_key: null })),
      ...videos,
    ];
  };

  const governing = async (
    categoriesCall: "governingCategories" | "societyGoverningCategories",
    membersCall: "governingMembers" | "societyGoverningMembers",
    categoryKind: Kind,
    memberKind: Kind,
  ) => {
    const categories = await paged(categoriesCall, { id: lcid });
    return [
      ...categories.map((c) => row(categoryKind, c._id, c, { parent_id: lcid })),
      ...(await eachOf(categories, async (c) =>
        (await paged(membersCall, { id: lcid, categoryId: c._id })).map((m) =>
          row(memberKind, m._id, m, { parent_id: c._id }),
        ),
      )),
    ];
  };

  const sections = async () => {
    const [other, exam, corner, categories, homeAbout, messages] = await Promise.all([
      one("otherData", insId),
      one("examination", lcid),
      platform.read("studentCorner", { id: lcid }),
      platform.read("activityCategories", { id: insId }),
      platform.read("homeAbout", { id: insId }),
      platform.read("principalMessages", { id: insId }),
    ]);
    return [
      row("other_data", insId, other.data),
      row("examination", lcid, exam.data, atInstitute),
      ...corner.data.map((item) => row("student_corner", item._id, item, { parent_id: lcid })),
      ...categories.data.map((c) => row("activity_category", c._id, c, atInstitute)),
      ...(await eachOf(categories.data, async (c) =>
        (await platform.read("activityEntries", { id: c._id })).data.map((e) =>
          row("activity_entry", e._id, e, { parent_id: c._id }),
        ),
      )),
      ...homeAbout.data.map((a) => row("home_about", a._id, a, atInstitute)),
      ...messages.data.map((m) => row("principal_message", m._id, m, atInstitute)),
    ];
  };

  const parts = await Promise.all(
    [
      staff,
      notices,
      events,
      admission,
      library,
      departments,
      committee,
      customPages,
      galleries,
      () =>
        governing(
          "governingCategories",
          "governingMembers",
          "governing_category",
          "governing_member",
        ),
      () =>
        governing(
          "societyGoverningCategories",
          "societyGoverningMembers",
          "society_category",
          "society_member",
        ),
      sections,
    ].map(async (part) => counted(await part())),
  );
  return {
    instituteId: insId,
    name: ins.insName,
    rows: [row("institute", insId, ins), row("profile", insId, profile), ...parts.flat()],
  };
}

// Demo bundles to change in tests: deep copies, so no test sees another's edits.
import { z } from "zod";
import { bundle as bundleSchema, type Bundle, type BundleAuthority } from "#contract/index.ts";
import type { BundleSource } from "#server/content/bundle-io.server.ts";
import { demoBundles, type DemoBundle } from "#demo/generate.server.ts";
import { minimalTenant } from "#demo/minimal.server.ts";

const demos: DemoBundle[] = await demoBundles();

export function demo(index: number): DemoBundle {
  const source = demos[index];
  if (!source) throw new Error(`no demo institute ${index}`);
  return source;
}

/** A copy of a demo bundle's JSON, typed, for a test to change. */
export function demoJson(index: number): Bundle {
  return bundleSchema.parse(structuredClone(demo(index).json));
}

export function withJson(index: number, json: unknown, media = demo(index).media): BundleSource {
  return { json, media };
}

/** A 24-hex id derived from a number, for synthetic documents. */
export function syntheticId(n: number): string {
  return `e${n.toString(16).padStart(23, "0")}`;
}

/** Fresh synthetic ids, numbered from `from`. */
export function counter(from: number): () => string {
  let n = from;
  return () => syntheticId(n++);
}

const unusedIds = counter(90_000);

/**
 * A committee named `name` with `members` students in its composition, its ids drawn from
 * `ids` (by default, synthetic ids no other call of it has had).
 */
export function committeeOf(
  name: string,
  members: number,
  more: Partial<BundleAuthority> = {},
  ids: () => string = unusedIds,
): BundleAuthority {
  return {
    _id: ids(),
    name,
    custom_head_name: name,
    iqac_detail: null,
    description: "",
    attachment_list: [],
    about: [],
    meetings: [],
    composition: Array.from({ length: members }, (_, i) => ({
      _id: ids(),
      designation: i === 0 ? "Chairperson" : "Member",
      student: {
        _id: ids(),
        studentFirstName: "Asha",
        studentMiddleName: "",
        studentLastName: `Member ${i}`,
      },
    })),
    activities: [],
    irins: [],
    ...more,
  };
}

/**
 * A third institute (minimal, on a host of its own) with the first demo institute's notices
 * under its own ids: its words overlap the demo's, so content of the wrong institute could not
 * hide behind different words. `more` adds to or replaces its content.
 */
export function lookalikeTenant(more: (source: Bundle) => Partial<Bundle>): BundleSource & {
  json: Bundle;
} {
  const { json: tenant, media } = minimalTenant(3);
  const source = demoJson(0);
  const notices = source.notices.map((notice, i) => ({
    ...notice,
    _id: syntheticId(1000 + i),
    announcementDocument: [],
  }));
  const extra = more(source);
  return {
    json: { ...tenant, ...extra, notices: [...notices, ...(extra.notices ?? [])] },
    media,
  };
}

/** A value without any field its schema lets it leave out, however deep. */
function withoutOptional(schema: z.core.$ZodType, value: unknown): unknown {
  if (schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return value === null ? null : withoutOptional(schema.unwrap(), value);
  }
  if (schema instanceof z.ZodLazy) return withoutOptional(schema.unwrap(), value);
  if (schema instanceof z.ZodPipe) return withoutOptional(schema.in, value);
  if (schema instanceof z.ZodArray && Array.isArray(value)) {
    return value.map((item) => withoutOptional(schema.element, item));
  }
  if (schema instanceof z.ZodUnion) {
    const option = schema.options.find((o) => z.safeParse(o, value).success);
    return option ? withoutOptional(option, value) : value;
  }
  if (schema instanceof z.ZodObject && typeof value === "object" && value !== null) {
    const given = new Map(Object.entries(value));
    return Object.fromEntries(
      Object.entries(schema.shape).flatMap(([key, field]): [string, unknown][] =>
        field instanceof z.ZodOptional || !given.has(key)
          ? []
          : [[key, withoutOptional(field, given.get(key))]],
      ),
    );
  }
  return value;
}

/**
 * A sparse institute: the first demo institute with half its sections emptied, every optional
 * field dropped, and a nameless item in lists the site names things from (a department type,
 * an activity, a course's sub-heading, the society). It is on a host of its own and valid.
 */
export function sparseTenant(): BundleSource & { json: Bundle } {
  const json = sparseOf(demoJson(0));
  json.hosts = ["sparse.example.in"];
  return { json, media: demo(0).media };
}

/** An institute made sparse as sparseTenant says, on its hosts still. */
export function sparseOf(full: Bundle): Bundle {
  const json = bundleSchema.parse(withoutOptional(bundleSchema, full));
  const lc = json.profile.landing_control;

  // Half of the sections, emptied where nothing else refers to them.
  json.notices = [];
  json.photo_gallery = { categories: [], images: [] };
  json.video_gallery = { categories: [], videos: [] };
  lc.home_background_object.images = [];
  lc.usefull_links = [];
  lc.footer_links = { how_to_reach: "" };
  json.institute.footer_links = {};
  lc.home_opener_quick_links = [];
  lc.home_about_institute_object = [];
  json.profile.testimonials = [];
  json.student_corner = [];
  json.custom_modules = [];
  json.society_governing_body = [];
  json.home_about_list = [];
  json.library.about = [];
  json.library.eresources = [];
  json.quality_details = [];
  for (const authority of json.committee.authorities) authority.iqac_detail = null;
  json.examination.hall_ticket = [];
  json.examination.manual_examination = [];
  json.other_data.gymkhana.data_list = [];
  json.other_data.council.data_list = [];
  json.other_data.research.data_list = [];
  json.other_data.organogram = [];
  json.admission.site.document_checklist = [];

  // Fewer of the rest, so that every page can be read in a test: five departments (the others'
  // staff without one), six of their activities, four events and four committees.
  json.departments = json.departments.slice(0, 5);
  const kept = new Set(json.departments.map((d) => d._id));
  for (const s of json.staff) {
    if (s.staff_department && !kept.has(s.staff_department._id)) s.staff_department = null;
  }
  json.department_activities = json.department_activities
    .filter((a) => kept.has(a.activity_department._id))
    .slice(0, 6);
  json.events = json.events.slice(0, 4);
  json.committee.authorities = json.committee.authorities.slice(0, 4);

  // Items with nothing to call them by.
  const typed = json.departments.find((d) => d.department_type);
  if (typed) typed.department_type = "";
  const activity = json.department_activities[0];
  if (activity) activity.activity_name = "";
  const subHeading = lc.academic_courses_desk.find((c) => c.sub_head.length > 0)?.sub_head[0];
  if (subHeading) subHeading.sub_head_title_main = "";
  lc.about_society_dynamic.dynamic_name = "";
  return bundleSchema.parse(json);
}

// Checks a whole bundle before anything is written: the contract's shapes, every reference
// between ids, every media key against the files present, and that no two documents of a kind
// share an id. Every problem is reported, each with the JSON path of the field at fault.
import {
  bundle as bundleSchema,
  collectFileKeys,
  lenient,
  parseStrict,
  type Bundle,
  type Problem,
} from "#contract/index.ts";
import { idPaths } from "./id-paths.server.ts";
import { projectBundle, type DocRow } from "./project.server.ts";

class Checker {
  readonly problems: Problem[] = [];

  fail(path: string, message: string): void {
    this.problems.push({ path, message });
  }

  /** Each id of a collection must be unique within the bundle. */
  unique(what: string, items: readonly { _id: string }[], base: string): Set<string> {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      if (seen.has(item._id)) this.fail(`${base}[${i}]._id`, `duplicate ${what} id ${item._id}`);
      seen.add(item._id);
    });
    return seen;
  }

  ref(ids: ReadonlySet<string>, id: string, path: string, what: string): void {
    if (!ids.has(id)) this.fail(path, `refers to ${what} ${id}, which the bundle does not contain`);
  }

  same(actual: string | undefined, expected: string, path: string, what: string): void {
    if (actual !== expected) {
      this.fail(path, `must be ${what} ${expected}, found ${actual ?? "nothing"}`);
    }
  }
}

function checkReferences(b: Bundle, c: Checker): void {
  const ins = b.institute;
  const lc = b.profile.landing_control;
  c.same(b.profile._id, ins._id, "$.profile._id", "the institute id");
  c.same(b.other_data._id, ins._id, "$.other_data._id", "the institute id");
  c.same(ins.iqac_module[0], b.committee._id, "$.institute.iqac_module[0]", "the committee id");
  c.same(
    ins.admissionDepart[0],
    b.admission.dashboard._id,
    "$.institute.admissionDepart[0]",
    "the admission id",
  );
  c.same(
    b.admission.site._id,
    b.admission.dashboard._id,
    "$.admission.site._id",
    "the admission id",
  );
  c.same(ins.library[0], b.library._id, "$.institute.library[0]", "the library id");
  c.same(b.examination._id, lc._id, "$.examination._id", "the landing control id");
  if (ins.eventManagerDepart.length === 0) {
    c.fail("$.institute.eventManagerDepart", "must name the event manager id the events belong to");
  }

  const departments = c.unique("department", b.departments, "$.departments");
  const departmentNames = new Map(b.departments.map((d) => [d._id, d.dName]));
  const staff = c.unique("staff", b.staff, "$.staff");
  const years = c.unique("academic year", b.academic_years, "$.academic_years");
  const qualityDetails = c.unique("quality detail", b.quality_details, "$.quality_details");
  c.unique("notice", b.notices, "$.notices");
  c.unique("event", b.events, "$.events");

  b.staff.forEach((s, i) => {
    if (!s.staff_department) return;
    const path = `$.staff[${i}].staff_department`;
    c.ref(departments, s.staff_department._id, `${path}._id`, "department");
    const name = departmentNames.get(s.staff_department._id);
    if (name !== undefined)
      c.same(s.staff_department.dName, name, `${path}.dName`, "the department's name");
  });

  b.department_activities.forEach((a, i) => {
    const path = `$.department_activities[${i}]`;
    c.ref(departments, a.activity_department._id, `${path}.activity_department._id`, "department");
    c.ref(years, a.activity_batch._id, `${path}.activity_batch._id`, "academic year");
    a.activity_staff.forEach((s, j) =>
      c.ref(staff, s._id, `${path}.activity_staff[${j}]._id`, "staff member"),
    );
  });
  c.unique("department activity", b.department_activities, "$.department_activities");

  c.unique("authority", b.committee.authorities, "$.committee.authorities");
  b.committee.authorities.forEach((auth, i) => {
    const path = `$.committee.authorities[${i}]`;
    if (auth.iqac_detail)
      c.ref(qualityDetails, auth.iqac_detail, `${path}.iqac_detail`, "quality detail");
    auth.composition.forEach((m, j) => {
      if ("staff_id" in m)
        c.ref(staff, m.staff_id, `${path}.composition[${j}].staff_id`, "staff member");
    });
  });

  const landingAdministration = new Set(lc.administration_object.map((a) => a._id));
  ins.administration_object.forEach((a, i) =>
    c.ref(
      landingAdministration,
      a._id,
      `$.institute.administration_object[${i}]._id`,
      "leading person position",
    ),
  );
  const landingAccreditations = new Set(lc.home_accreditation_object.map((a) => a._id));
  ins.home_accreditation_object.forEach((a, i) =>
    c.ref(
      landingAccreditations,
      a._id,
      `$.institute.home_accreditation_object[${i}]._id`,
      "accreditation",
    ),
  );
  const governing = c.unique("governing category", b.governing_body, "$.governing_body");
  ins.about_us_governing_body.forEach((g, i) =>
    c.ref(governing, g._id, `$.institute.about_us_governing_body[${i}]._id`, "governing category"),
  );

  for (const [name, gallery] of [
    [
      "photo_gallery",
      { categories: b.photo_gallery.categories, items: b.photo_gallery.images, list: "images" },
    ],
    [
      "video_gallery",
      { categories: b.video_gallery.categories, items: b.video_gallery.videos, list: "videos" },
    ],
  ] as const) {
    const categories = c.unique("gallery category", gallery.categories, `$.${name}.categories`);
    const yearOf = new Map(gallery.categories.map((cat) => [cat._id, cat.batch]));
    gallery.categories.forEach((cat, i) =>
      c.ref(years, cat.batch, `$.${name}.categories[${i}].batch`, "academic year"),
    );
    gallery.items.forEach((item, i) => {
      const path = `$.${name}.${gallery.list}[${i}]`;
      c.ref(categories, item.category, `${path}.category`, "gallery category");
      const year = yearOf.get(item.category);
      if (year !== undefined)
        c.same(item.batch, year, `${path}.batch`, "its category's academic year");
    });
  }
}

export interface MediaListing {
  has(key: string): boolean;
}

/** A bundle that may be written, with its rows for the store; or every problem found. */
export type CheckedBundle =
  { ok: true; value: Bundle; rows: DocRow[] } | { ok: false; problems: Problem[] };

/** Two documents of one kind under one id: the second is at fault. */
function duplicateRows(json: unknown, rows: readonly DocRow[], c: Checker): void {
  const seen = new Set<string>();
  const reported = new Set<string>();
  for (const { kind, id } of rows) {
    // An empty id is a wrong one read leniently, which the contract's check has named.
    if (id === "") continue;
    const key = `${kind} ${id}`;
    if (seen.has(key) && !reported.has(key)) {
      reported.add(key);
      const paths = idPaths(json, kind, id);
      c.fail(paths[1] ?? paths[0] ?? "$", `the ${kind} id ${id} is used twice`);
    }
    seen.add(key);
  }
}

/** The bundle read leniently, so that one wrong field does not hide the problems elsewhere. */
function readAnyway(json: unknown): Bundle | null {
  try {
    return lenient(bundleSchema).parse(json);
  } catch {
    return null;
  }
}

/** A path at, inside or above another: the same field's fault seen twice. */
function overlaps(a: string, b: string): boolean {
  const under = (x: string, y: string) => x === y || x.startsWith(`${y}.`) || x.startsWith(`${y}[`);
  return under(a, b) || under(b, a);
}

export function validateBundle(json: unknown, media: MediaListing): CheckedBundle {
  const parsed = parseStrict(bundleSchema, json);
  const bundle = parsed.ok ? parsed.value : readAnyway(json);
  const checker = new Checker();
  let rows: DocRow[] = [];
  if (bundle) {
    checkReferences(bundle, checker);
    rows = projectBundle(bundle);
    duplicateRows(json, rows, checker);
  }
  // Read from the JSON as given: a leniently read bundle has lost the keys of wrong fields.
  for (const { key, path } of collectFileKeys(bundleSchema, json)) {
    if (!media.has(key)) checker.fail(path, `names the media file ${key}, which is not in media/`);
  }
  const shapes = parsed.ok ? [] : parsed.problems;
  // A field of the wrong shape reads as empty, and its emptiness is not a second problem.
  const more = checker.problems.filter(
    (p, i, all) =>
      !shapes.some((s) => overlaps(s.path, p.path)) &&
      all.findIndex((q) => q.path === p.path) === i,
  );
  const problems = [...shapes, ...more];
  if (problems.length > 0 || !parsed.ok) return { ok: false, problems };
  return { ok: true, value: parsed.value, rows };
}

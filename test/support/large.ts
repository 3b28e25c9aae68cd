// A large institute, generated from the first demo institute: the demo's content under ids of
// its own, then its notices, events, staff, departments and photos repeated to the sizes of a
// college with twenty years of content (issue 22). Tests pass smaller sizes; the benchmark the
// full ones.
import { createHash } from "node:crypto";
import { bundle as bundleSchema, type Bundle } from "#contract/index.ts";
import type { BundleSource } from "#server/content/bundle-io.server.ts";
import { demo, demoJson } from "./bundles.ts";

export interface LargeSizes {
  notices: number;
  events: number;
  staff: number;
  departments: number;
  /** Gallery categories, spread over the academic years. */
  albums: number;
  photos: number;
}

export const LARGE_SIZES: LargeSizes = {
  notices: 20_000,
  events: 3_000,
  staff: 2_000,
  departments: 150,
  albums: 200,
  photos: 4_000,
};

export const LARGE_HOST = "large.example.in";

const ID = /^[0-9a-f]{24}$/;

/**
 * A copy of a value with every id in it (any string of 24 hex digits) replaced by one derived
 * from the salt: the same id twice gives the same new id, so references within stay whole.
 */
export function reId<T>(value: T, salt: string): T {
  const seen = new Map<string, string>();
  const replace = (v: unknown): unknown => {
    if (typeof v === "string" && ID.test(v)) {
      let next = seen.get(v);
      if (!next) {
        next = createHash("sha256").update(`${salt}:${v}`).digest("hex").slice(0, 24);
        seen.set(v, next);
      }
      return next;
    }
    if (Array.isArray(v)) return v.map(replace);
    if (typeof v === "object" && v !== null) {
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, replace(x)]));
    }
    return v;
  };
  return replace(value) as T;
}

/**
 * `count` items (never fewer than the list's own, which other parts of the institute refer
 * to): the list's own, then copies of them, cycling, each copy under ids of its own.
 */
function repeat<T>(
  items: readonly T[],
  count: number,
  salt: string,
  edit: (item: T, i: number) => T,
): T[] {
  if (items.length === 0) throw new Error(`the demo has no items to repeat for ${salt}`);
  return Array.from({ length: Math.max(count, items.length) }, (_, i) => {
    const item = items[i % items.length] as T;
    return edit(i < items.length ? item : reId(item, `${salt}-${i}`), i);
  });
}

const HOUR = 3_600_000;
const NEWEST = Date.parse("2026-06-01T04:30:00.000Z");
/** Twenty years back from the newest, evenly. */
const spread = (i: number, count: number) =>
  new Date(NEWEST - Math.floor((i * 20 * 365 * 24 * HOUR) / count)).toISOString();

/**
 * The demo's media under keys of this institute's own (a store holds a key for one institute):
 * every string of the content that is a media key, and the files, moved under `folder/`.
 */
export function ownMedia(json: Bundle, media: ReadonlyMap<string, Uint8Array>, folder: string) {
  const keys = new Set(media.keys());
  const move = (v: unknown): unknown => {
    if (typeof v === "string" && keys.has(v)) return `${folder}/${v}`;
    if (Array.isArray(v)) return v.map(move);
    if (typeof v === "object" && v !== null) {
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, move(x)]));
    }
    return v;
  };
  return {
    json: move(json) as Bundle,
    media: new Map([...media].map(([key, bytes]) => [`${folder}/${key}`, bytes])),
  };
}

export function largeTenant(
  sizes: LargeSizes = LARGE_SIZES,
  host = LARGE_HOST,
): BundleSource & { json: Bundle } {
  const json = reId(demoJson(0), `large-${host}`);
  json.hosts = [host];

  json.notices = repeat(json.notices, sizes.notices, "notice", (n, i) => ({
    ...n,
    insAnnTitle: `${n.insAnnTitle} No. ${i + 1}`,
    createdAt: spread(i, sizes.notices),
  }));
  json.events = repeat(json.events, sizes.events, "event", (ev, i) => ({
    ...ev,
    event_name: `${ev.event_name} No. ${i + 1}`,
    event_date: spread(i, sizes.events),
  }));

  const base = json.departments.length;
  json.departments = repeat(json.departments, sizes.departments, "department", (d, i) =>
    i < base ? d : { ...d, dName: `${d.dName} ${Math.floor(i / base) + 1}` },
  );
  json.staff = repeat(json.staff, sizes.staff, "staff", (s, i) => {
    const d = json.departments[i % json.departments.length];
    return {
      ...s,
      staffLastName: `${s.staffLastName} ${i + 1}`,
      staff_department: d ? { _id: d._id, dName: d.dName } : null,
    };
  });

  const years = json.academic_years;
  const categories = Array.from({ length: sizes.albums }, (_, i) => {
    const year = years[i % years.length];
    if (!year) throw new Error("the demo has no academic years");
    return {
      _id: createHash("sha256").update(`${host}-album-${i}`).digest("hex").slice(0, 24),
      category: `Album ${i + 1}`,
      batch: year._id,
    };
  });
  const pictures = json.photo_gallery.images;
  json.photo_gallery = {
    categories,
    images: Array.from({ length: sizes.photos }, (_, i) => {
      const category = categories[i % categories.length];
      const picture = pictures[i % pictures.length];
      if (!category || !picture) throw new Error("the demo has no photos");
      return {
        _id: createHash("sha256").update(`${host}-photo-${i}`).digest("hex").slice(0, 24),
        image: picture.image,
        caption: `${category.category}: photo ${i + 1}`,
        category: category._id,
        batch: category.batch,
      };
    }),
  };
  const own = ownMedia(json, demo(0).media, host.replaceAll(".", "-"));
  return { json: bundleSchema.parse(own.json), media: own.media };
}

// An institute nobody has seen whose every text a visitor reads is in Devanagari (issue 22):
// the first demo institute cut to a few items of each list (every section and kind of page
// still there), its display text put into Marathi and Hindi words, under ids, media keys and
// a host of its own. Only the contract's free text is put into Devanagari (`text` and
// `richText` fields, read from the schema); ids, dates, media keys, enums, and the values the
// platform matches on (staff classes, authority names, an application's visibility) stay, and
// web and mail addresses move to its own domain. Deterministic: the same English gives the
// same Devanagari wherever it is written, so the copies the bundle holds of a name (a
// department's in its staff) still agree.
import { z } from "zod";
import {
  AUTHORITY_NAMES,
  QUALITY_INDICATOR_FRAMEWORK,
  STAFF_COLLEGE_FIELD,
} from "#contract/constants.ts";
import { bundle as bundleSchema, type Bundle } from "#contract/index.ts";
import { richText, text } from "#contract/fields.ts";
import type { BundleSource } from "#server/content/bundle-io.server.ts";
import { isAuthority } from "#domain/authority.ts";
import { staffOfTab } from "#domain/staff.ts";
import { demo, demoJson, sparseOf } from "./bundles.ts";
import { ownMedia, reId } from "./large.ts";

export const DEVANAGARI_HOST = "shivneri.example.in";
/** The host of the same institute made sparse (sparseDevanagariTenant). */
export const SPARSE_DEVANAGARI_HOST = "sparse.shivneri.example.in";

/** The demo's own names, each with the name this institute has instead. */
const NAMES: [string, string][] = [
  [
    "Sahyadri Arts, Science and Commerce College, Pune",
    "शिवनेरी कला, विज्ञान आणि वाणिज्य महाविद्यालय, जुन्नर",
  ],
  ["Sahyadri Shikshan Prasarak Mandal", "शिवनेरी शिक्षण प्रसारक मंडळ"],
  ["Savitribai Phule Pune University", "सावित्रीबाई फुले पुणे विद्यापीठ"],
  ["Sahyadri College", "शिवनेरी महाविद्यालय"],
  ["Sahyadri", "शिवनेरी"],
  ["Pune", "जुन्नर"],
];

/** Marathi and Hindi words for the English the demo is written in; the rest is spelt out. */
const WORDS: Record<string, string> = {
  a: "",
  an: "",
  the: "",
  and: "आणि",
  or: "किंवा",
  of: "चे",
  for: "साठी",
  to: "ला",
  in: "मध्ये",
  on: "वर",
  at: "येथे",
  by: "द्वारे",
  with: "सह",
  from: "पासून",
  is: "आहे",
  are: "आहेत",
  about: "विषयी",
  academic: "शैक्षणिक",
  accredited: "मानांकित",
  activity: "उपक्रम",
  activities: "उपक्रम",
  admission: "प्रवेश",
  admissions: "प्रवेश",
  affiliated: "संलग्न",
  alumni: "माजी विद्यार्थी",
  annual: "वार्षिक",
  application: "अर्ज",
  arts: "कला",
  assistant: "सहायक",
  associate: "सहयोगी",
  association: "संघटना",
  assurance: "हमी",
  attendance: "उपस्थिती",
  award: "पुरस्कार",
  awards: "पुरस्कार",
  awareness: "जागरूकता",
  best: "सर्वोत्तम",
  board: "मंडळ",
  botany: "वनस्पतिशास्त्र",
  calendar: "दिनदर्शिका",
  camp: "शिबिर",
  campus: "परिसर",
  celebration: "उत्सव",
  cell: "कक्ष",
  centre: "केंद्र",
  certificate: "प्रमाणपत्र",
  chairperson: "अध्यक्ष",
  chemistry: "रसायनशास्त्र",
  college: "महाविद्यालय",
  commerce: "वाणिज्य",
  committee: "समिती",
  competition: "स्पर्धा",
  complaint: "तक्रार",
  complaints: "तक्रारी",
  computer: "संगणक",
  conduct: "आचार",
  conference: "परिषद",
  contact: "संपर्क",
  coordinator: "समन्वयक",
  council: "परिषद",
  criterion: "निकष",
  cultural: "सांस्कृतिक",
  date: "दिनांक",
  day: "दिन",
  department: "विभाग",
  development: "विकास",
  document: "दस्तऐवज",
  documents: "दस्तऐवज",
  drive: "मोहीम",
  economics: "अर्थशास्त्र",
  education: "शिक्षण",
  english: "इंग्रजी",
  examination: "परीक्षा",
  exhibition: "प्रदर्शन",
  festival: "महोत्सव",
  first: "प्रथम",
  form: "अर्ज",
  garden: "उद्यान",
  geography: "भूगोल",
  guest: "अतिथी",
  hall: "सभागृह",
  head: "प्रमुख",
  health: "आरोग्य",
  hindi: "हिंदी",
  history: "इतिहास",
  institutional: "संस्थात्मक",
  internal: "अंतर्गत",
  lecture: "व्याख्यान",
  library: "ग्रंथालय",
  marathi: "मराठी",
  mathematics: "गणित",
  meeting: "बैठक",
  member: "सदस्य",
  message: "संदेश",
  minutes: "इतिवृत्त",
  mission: "ध्येय",
  national: "राष्ट्रीय",
  notice: "सूचना",
  office: "कार्यालय",
  physical: "शारीरिक",
  physics: "भौतिकशास्त्र",
  plan: "आराखडा",
  principal: "प्राचार्य",
  professor: "प्राध्यापक",
  programme: "कार्यक्रम",
  quality: "गुणवत्ता",
  report: "अहवाल",
  research: "संशोधन",
  result: "निकाल",
  results: "निकाल",
  rules: "नियम",
  scholarship: "शिष्यवृत्ती",
  science: "विज्ञान",
  seminar: "चर्चासत्र",
  society: "संस्था",
  sports: "क्रीडा",
  student: "विद्यार्थी",
  students: "विद्यार्थी",
  syllabus: "अभ्यासक्रम",
  teacher: "शिक्षक",
  teachers: "शिक्षक",
  university: "विद्यापीठ",
  vice: "उप",
  village: "गाव",
  vision: "दृष्टी",
  welcome: "स्वागत",
  workshop: "कार्यशाळा",
  year: "वर्ष",
  youth: "युवा",
  zoology: "प्राणिशास्त्र",
  // Titles before names.
  dr: "डॉ",
  prof: "प्रा",
  shri: "श्री",
  smt: "श्रीमती",
  late: "कै",
  adv: "ॲड",
};

/** Capital letters as a Marathi reader spells an acronym (NAAC, IQAC, B.Sc.). */
const LETTERS: Record<string, string> = {
  A: "ए", B: "बी", C: "सी", D: "डी", E: "ई", F: "एफ", G: "जी", H: "एच", I: "आय", J: "जे",
  K: "के", L: "एल", M: "एम", N: "एन", O: "ओ", P: "पी", Q: "क्यू", R: "आर", S: "एस", T: "टी",
  U: "यू", V: "व्ही", W: "डब्ल्यू", X: "एक्स", Y: "वाय", Z: "झेड",
}; // prettier-ignore

/** Consonants, longest first; `z` takes a nukta, `x` is a conjunct of two. */
const CONSONANTS: [string, string][] = [
  ["chh", "छ"], ["ksh", "क्ष"], ["kh", "ख"], ["gh", "घ"], ["ch", "च"], ["jh", "झ"], ["th", "थ"],
  ["dh", "ध"], ["ph", "फ"], ["bh", "भ"], ["sh", "श"], ["k", "क"], ["g", "ग"], ["c", "क"],
  ["j", "ज"], ["t", "त"], ["d", "द"], ["n", "न"], ["p", "प"], ["b", "ब"], ["m", "म"],
  ["y", "य"], ["r", "र"], ["l", "ल"], ["v", "व"], ["w", "व"], ["s", "स"], ["h", "ह"],
  ["f", "फ"], ["z", "ज़"], ["q", "क"], ["x", "क्स"],
]; // prettier-ignore

/** Vowels, longest first: the letter at a word's start or after a vowel, and the sign after a
 * consonant (none for the consonant's own a). */
const VOWELS: [string, string, string][] = [
  ["aa", "आ", "ा"], ["ai", "ऐ", "ै"], ["au", "औ", "ौ"], ["ee", "ई", "ी"], ["oo", "ऊ", "ू"],
  ["a", "अ", ""], ["i", "इ", "ि"], ["u", "उ", "ु"], ["e", "ए", "े"], ["o", "ओ", "ो"],
]; // prettier-ignore

const VIRAMA = "\u094d";
const DIGITS = "०१२३४५६७८९";

/** A word of Latin letters spelt out in Devanagari: consonant clusters joined by viramas,
 * vowels as signs after a consonant. */
function spell(word: string): string {
  const lower = word.toLowerCase();
  let out = "";
  let afterConsonant = false;
  for (let at = 0; at < lower.length;) {
    const vowel = VOWELS.find(([latin]) => lower.startsWith(latin, at));
    if (vowel) {
      out += afterConsonant ? vowel[2] : vowel[1];
      afterConsonant = false;
      at += vowel[0].length;
      continue;
    }
    const [latin, letter] = CONSONANTS.find(([l]) => lower.startsWith(l, at)) ?? ["", ""];
    if (!latin) throw new Error(`no Devanagari for ${JSON.stringify(word[at])} in ${word}`);
    out += (afterConsonant ? VIRAMA : "") + letter;
    afterConsonant = true;
    at += latin.length;
  }
  return out;
}

/** One word: Marathi when there is one, an acronym letter by letter, else spelt out. */
function word(latin: string): string {
  const known = WORDS[latin.toLowerCase()];
  if (known !== undefined) return known;
  if (/^[A-Z]+$/.test(latin) && (latin.length > 1 || latin === "B" || latin === "M")) {
    return [...latin].map((letter) => LETTERS[letter] ?? "").join("");
  }
  return spell(latin);
}

/** Plain text in Devanagari: names, then words, then digits; spaces a dropped word leaves are
 * closed up. Never empty when the English was not. */
export function inDevanagari(english: string): string {
  let out = english;
  for (const [name, own] of NAMES) out = out.replaceAll(name, own);
  out = out
    .replace(/[A-Za-z]+/g, word)
    .replace(/[0-9]/g, (d) => DIGITS[Number(d)] ?? d)
    .replace(/ {2,}/g, " ")
    .replace(/^ (?=\S)|(?<=\S) $/g, "");
  if (english.trim() !== "" && out.trim() === "") out = spell(english.replace(/[^A-Za-z]/g, ""));
  return out.normalize("NFC");
}

/** Rich text in Devanagari: the text between tags, never the tags or an entity. */
function htmlInDevanagari(html: string): string {
  return html
    .split(/(<[^>]*>|&[#A-Za-z0-9]+;)/)
    .map((part) =>
      part.startsWith("<") || /^&[#A-Za-z0-9]+;$/.test(part) ? part : inDevanagari(part),
    )
    .join("");
}

/** The authorities the platform finds by name (IQAC, NAAC, RND). */
const RESERVED_AUTHORITIES: readonly string[] = Object.values(AUTHORITY_NAMES);

/** Fields of free text whose values the platform matches on, not shows: kept as they are. */
const KEPT_FIELDS = new Set([
  "teaching_type",
  "staff_technicality",
  "visible_to_site",
  "documentType",
]);
const CONTACT_FIELD = /email|phone|mobile/i;

/** Whether a text value at `key` of `parent` is a name the platform matches on. */
function isMatchedOn(key: string, value: string, parent: object): boolean {
  if (KEPT_FIELDS.has(key) || CONTACT_FIELD.test(key)) return true;
  // An authority named IQAC, NAAC or RND is found by its name; its heading may say more.
  if (key === "name" && RESERVED_AUTHORITIES.includes(value.trim().toUpperCase())) {
    return "custom_head_name" in parent;
  }
  if (key === "name" && value.trim().toLowerCase() === QUALITY_INDICATOR_FRAMEWORK) return true;
  // The custom staff field that says junior or senior college.
  return (
    (key === "key" || key === "value") && "key" in parent && parent.key === STAFF_COLLEGE_FIELD
  );
}

/** A value with each free text of its schema put into Devanagari, however deep. */
function translated(schema: z.core.$ZodType, value: unknown): unknown {
  if (schema === text && typeof value === "string") return inDevanagari(value);
  if (schema === richText && typeof value === "string") return htmlInDevanagari(value);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) {
    return value === undefined || value === null ? value : translated(schema.unwrap(), value);
  }
  if (schema instanceof z.ZodLazy) return translated(schema.unwrap(), value);
  if (schema instanceof z.ZodArray && Array.isArray(value)) {
    return value.map((item) => translated(schema.element, item));
  }
  if (schema instanceof z.ZodUnion) {
    const option = schema.options.find((o) => z.safeParse(o, value).success);
    return option ? translated(option, value) : value;
  }
  if (schema instanceof z.ZodObject && typeof value === "object" && value !== null) {
    const shape: Record<string, z.core.$ZodType> = schema.shape;
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => {
        const fieldSchema = shape[key];
        if (!fieldSchema) return [key, field];
        if (typeof field === "string" && isMatchedOn(key, field, value)) return [key, field];
        return [key, translated(fieldSchema, field)];
      }),
    );
  }
  return value;
}

/** The first `n` of a list, and any later item `keep` asks for. */
function few<T>(items: readonly T[], n: number, keep: (item: T) => boolean = () => false): T[] {
  return items.filter((item, i) => i < n || keep(item));
}

/** At most `n` items of each key, in order. */
function fewEach<T>(items: readonly T[], n: number, keyOf: (item: T) => string): T[] {
  const counts = new Map<string, number>();
  return items.filter((item) => {
    const count = counts.get(keyOf(item)) ?? 0;
    counts.set(keyOf(item), count + 1);
    return count < n;
  });
}

/** A gallery cut to its first category and `perCategory` of that category's items. */
function fewOfGallery<C extends { _id: string }, I extends { category: string }>(
  categories: readonly C[],
  items: readonly I[],
  perCategory: number,
): { categories: C[]; items: I[] } {
  const kept = few(categories, 1);
  const ids = new Set(kept.map((c) => c._id));
  return {
    categories: kept,
    items: fewEach(
      items.filter((item) => ids.has(item.category)),
      perCategory,
      (item) => item.category,
    ),
  };
}

/** Each item with its own lists of children cut to `n`, at every depth. */
function fewChildren<T extends { children: T[] }>(items: T[], n: number): T[] {
  return few(items, n).map((item) => ({ ...item, children: fewChildren(item.children, n) }));
}

/** A quality card tree cut to one item a level, keeping the items with a behaviour of their
 * own (a Quality Indicator Framework's tabs). */
function fewCards(value: unknown): unknown {
  if (Array.isArray(value)) {
    const isFramework = (item: unknown) =>
      typeof item === "object" &&
      item !== null &&
      "name" in item &&
      String(item.name).trim().toLowerCase() === QUALITY_INDICATOR_FRAMEWORK;
    return few(value, 1, isFramework).map(fewCards);
  }
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fewCards(v)]));
  }
  return value;
}

/**
 * The first demo institute with a few of each list: three departments (one with laboratories,
 * one without a type, one with MoUs), three members of staff of each tab and college, five
 * notices, an event, the IQAC, NAAC and RND with one committee, one or two of everything in
 * trees.
 */
function cutDown(json: Bundle): Bundle {
  const departments = json.departments;
  const chosen = new Set(
    [
      departments.find((d) => (d.laboratory ?? []).length > 0),
      departments.find((d) => d.department_type === null),
      departments.find((d) => (d.mou_collaboration ?? []).length > 0),
    ].flatMap((d) => (d ? [d._id] : [])),
  );
  json.departments = departments.filter((d) => chosen.has(d._id));

  // A few members of staff of each tab and college.
  json.staff = fewEach(
    json.staff.filter((s) => !s.staff_department || chosen.has(s.staff_department._id)),
    3,
    (s) =>
      [
        staffOfTab("teaching", s) ? "teaching" : staffOfTab("non-teaching", s) ? "non" : "other",
        s.staff_dynamic_field.find((f) => f.key === STAFF_COLLEGE_FIELD)?.value,
      ].join(),
  );
  const staff = new Set(json.staff.map((s) => s._id));

  // An activity of a department and an event, each with one file of each kind.
  json.department_activities = few(
    json.department_activities.filter((a) => chosen.has(a.activity_department._id)),
    1,
  ).map((a) => ({
    ...a,
    activity_staff: a.activity_staff.filter((s) => staff.has(s._id)),
    attendance: few(a.attendance, 1),
    notice: few(a.notice, 1),
    permission_letter: few(a.permission_letter, 1),
    activity_report: few(a.activity_report, 1),
    other: few(a.other, 1),
  }));
  json.events = few(json.events, 1).map((e) => ({
    ...e,
    attendance: few(e.attendance, 1),
    notice: few(e.notice, 1),
    permission_letter: few(e.permission_letter, 1),
    report: few(e.report, 1),
    other: few(e.other, 1),
  }));
  json.notices = few(json.notices, 5);
  const lc = json.profile.landing_control;
  lc.academic_courses_desk = few(lc.academic_courses_desk, 2).map((c) => ({
    ...c,
    sub_head: few(c.sub_head, 1),
  }));

  const authorities = json.committee.authorities;
  const committees = authorities.filter(
    (a) => !RESERVED_AUTHORITIES.some((name) => isAuthority(a, name)),
  );
  const kept = new Set([
    ...authorities.filter((a) => RESERVED_AUTHORITIES.some((name) => isAuthority(a, name))),
    ...committees.slice(0, 1),
  ]);
  json.committee.authorities = authorities
    .filter((a) => kept.has(a))
    .map((a) => ({
      ...a,
      composition: few(
        a.composition.filter((c) => !("staff_id" in c) || staff.has(c.staff_id)),
        4,
      ),
      meetings: few(a.meetings, 2),
      activities: few(a.activities, 2),
      irins: few(a.irins, 2),
    }));
  json.quality_details = json.quality_details.map((detail) => fewCards(detail) as typeof detail);

  json.custom_modules = fewEach(json.custom_modules, 1, (m) => m.module_type).map((m) => ({
    ...m,
    items: fewChildren(m.items, 1),
  }));
  json.dynamic_tabs = few(json.dynamic_tabs, 2).map((t) => ({
    ...t,
    items: fewChildren(t.items, 1),
  }));
  json.student_corner = few(json.student_corner, 2).map((item) => ({
    ...item,
    second_level: few(item.second_level, 2).map((s) => ({
      ...s,
      third_level: few(s.third_level, 2),
    })),
  }));

  // One institute activity of each type, two entries each.
  json.activity_categories = fewEach(json.activity_categories, 1, (c) => c.activity_type).map(
    (c) => ({ ...c, entries: few(c.entries, 2) }),
  );

  // One photo and one video category, a few of each.
  const photos = fewOfGallery(json.photo_gallery.categories, json.photo_gallery.images, 3);
  json.photo_gallery = { categories: photos.categories, images: photos.items };
  const videos = fewOfGallery(json.video_gallery.categories, json.video_gallery.videos, 2);
  json.video_gallery = { categories: videos.categories, videos: videos.items };
  return json;
}

/** The demo's web and mail addresses, and the institute's instead: the same paths on its own
 * domain and handles. */
const ADDRESSES: [RegExp, string][] = [
  [/sahyadri-college\.example\.in/g, DEVANAGARI_HOST],
  [/sahyadricollegepune/g, "shivnerijunnar"],
];

/** A value with every address in it on the institute's own domain, however deep. */
function ownAddresses(value: unknown): unknown {
  if (typeof value === "string") {
    return ADDRESSES.reduce((v, [pattern, own]) => v.replace(pattern, own), value);
  }
  if (Array.isArray(value)) return value.map(ownAddresses);
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, ownAddresses(v)]));
  }
  return value;
}

/** A notice title longer than a banner shows, and a testimonial longer than the landing page
 * shows before its Read More (spec 9 cuts both), so that cutting Devanagari is put to the test. */
function lengthen(json: Bundle): void {
  const notice = json.notices[2];
  const society = json.profile.landing_control.about_society_dynamic.dynamic_name;
  if (notice) notice.insAnnTitle = `${notice.insAnnTitle}: ${society}, ${notice.insAnnTitle}`;
  const [longest, next] = [...json.profile.testimonials].sort(
    (a, b) => b.bio.length - a.bio.length,
  );
  if (longest && next) longest.bio = `${longest.bio} ${next.bio}`;
}

/** The Devanagari institute, valid, on DEVANAGARI_HOST. */
export function devanagariTenant(): BundleSource & { json: Bundle } {
  const source = cutDown(demoJson(0));
  const json = reId(
    ownAddresses(translated(bundleSchema, source)) as Bundle,
    `devanagari-${DEVANAGARI_HOST}`,
  );
  json.hosts = [DEVANAGARI_HOST];
  lengthen(json);
  const own = ownMedia(json, demo(0).media, DEVANAGARI_HOST.replaceAll(".", "-"));
  return { json: bundleSchema.parse(own.json), media: own.media };
}

/**
 * The same institute made sparse (sparseOf): half its sections empty, no logo, no optional
 * field, some items without a name; its pages show the site's words for what is not there.
 * Under ids, media keys and a host of its own, so it stands beside the full one in a store.
 */
export function sparseDevanagariTenant(): BundleSource & { json: Bundle } {
  const full = devanagariTenant();
  const json = reId(sparseOf(full.json), `sparse-${SPARSE_DEVANAGARI_HOST}`);
  json.hosts = [SPARSE_DEVANAGARI_HOST];
  const own = ownMedia(json, full.media, SPARSE_DEVANAGARI_HOST.replaceAll(".", "-"));
  return { json: bundleSchema.parse(own.json), media: own.media };
}

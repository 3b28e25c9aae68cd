// The shared machinery of the demo generator: one institute's description, deterministic
// ids, dates and randomness, the media files the bundle names, and small text helpers.
import { createHash } from "node:crypto";
import type { Languages, TabToggle } from "#contract/index.ts";
import type { PngOptions } from "../picture.ts";
import { pdfRecipe, pngRecipe, type MediaRecipe } from "../recipe.ts";
import { seededRandom, type Random } from "../random.ts";

/** A department of a demo institute: its name, its type (null when independent), staff size. */
export interface DepartmentPlan {
  name: string;
  type: string | null;
  faculty: number;
  /** Laboratory assistants and attendants attached to the department. */
  labStaff: number;
  /** Whether the department lists MoUs and collaborations (docs/decisions/060). */
  mou?: boolean;
}

/** Everything that makes one demo institute different from another. */
export interface InstituteSpec {
  slug: string;
  hosts: string[];
  name: string;
  shortName: string;
  society: string;
  societyShort: string;
  city: string;
  district: string;
  address: string;
  societyAddress: string;
  university: string;
  universityShort: string;
  universityUrl: string;
  founded: number;
  societyFounded: number;
  domain: string;
  /** The landline prefix, e.g. "+91 20 2567": numbers add four digits. */
  landline: string;
  naacGrade: string;
  naacCgpa: string;
  naacCycle: number;
  motto: string;
  colorTheme?: string;
  /** The five social links on institute and landing control, or none at all. */
  social: boolean;
  tabToggle: TabToggle;
  /** The site's languages, when not English with Hindi and Marathi (the bundle's default). */
  languages?: Languages;
  departments: DepartmentPlan[];
  /** Villages of the region, for NSS camps. */
  villages: string[];
  principal: { first: string; middle: string; last: string };
  founder: string;
  howToReach: string;
}

export const ACADEMIC_YEARS = ["2023-24", "2024-25", "2025-26"] as const;
export type AcademicYearName = (typeof ACADEMIC_YEARS)[number];

/** The academic year (June to May) a date falls in, clamped to the demo's three years. */
export function academicYearOf(iso: string): AcademicYearName {
  const year = Number(iso.slice(0, 4));
  const month = Number(iso.slice(5, 7));
  const start = month >= 6 ? year : year - 1;
  const index = Math.min(Math.max(start - 2023, 0), ACADEMIC_YEARS.length - 1);
  return ACADEMIC_YEARS[index] ?? "2025-26";
}

/** A fixed instant as an ISO string; months count from 1. */
export function at(year: number, month: number, day: number, hour = 10, minute = 0): string {
  return new Date(Date.UTC(year, month - 1, day, hour, minute)).toISOString();
}

/** `days` days before `iso`, at the given time of day. */
export function daysBefore(iso: string, days: number, hour: number, minute = 0): string {
  const d = new Date(iso);
  d.setUTCDate(d.getUTCDate() - days);
  d.setUTCHours(hour, minute, 0, 0);
  return d.toISOString();
}

/** "14 June 2026" for an ISO instant. */
export function longDate(iso: string): string {
  const d = new Date(iso);
  const month = MONTH_NAMES[d.getUTCMonth()] ?? "";
  return `${d.getUTCDate()} ${month} ${d.getUTCFullYear()}`;
}
const MONTH_NAMES = [
  "January", "February", "March", "April", "May", "June",
  "July", "August", "September", "October", "November", "December",
]; // prettier-ignore

function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/** A lower-case slug usable as one media key segment. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
}

export function pad(n: number, width = 2): string {
  return String(n).padStart(width, "0");
}

// ── HTML helpers (content is ours, but is escaped all the same) ─────────────────────────

export function esc(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
export const p = (text: string): string => `<p>${esc(text)}</p>`;
export const ul = (items: readonly string[]): string =>
  `<ul>${items.map((i) => `<li>${esc(i)}</li>`).join("")}</ul>`;
export const ol = (items: readonly string[]): string =>
  `<ol>${items.map((i) => `<li>${esc(i)}</li>`).join("")}</ol>`;
export const strongP = (label: string, text: string): string =>
  `<p><strong>${esc(label)}</strong> ${esc(text)}</p>`;
export const linkP = (before: string, href: string, label: string): string =>
  `<p>${esc(before)} <a href="${esc(href)}">${esc(label)}</a>.</p>`;

// ── Images shared by all institutes of one generation run ───────────────────────────────

/** Counts of the distinct generated pictures; everything else reuses them. */
const POOL = { photos: 21, avatars: 20 } as const;

/**
 * Generated pictures, each made once per run however many institutes and keys use it.
 * Generic campus photos and avatars are shared; labelled pictures are made per label.
 */
export class ImagePool {
  private readonly cache = new Map<string, MediaRecipe>();

  image(seed: string, opts: PngOptions): MediaRecipe {
    const key = `${seed}|${opts.kind}|${opts.width}x${opts.height}|${opts.label ?? ""}`;
    let recipe = this.cache.get(key);
    if (!recipe) {
      recipe = pngRecipe(seed, opts);
      this.cache.set(key, recipe);
    }
    return recipe;
  }

  photo(n: number): MediaRecipe {
    return this.image(`pool-photo-${n % POOL.photos}`, { width: 320, height: 240, kind: "photo" });
  }

  avatar(n: number): MediaRecipe {
    return this.image(`pool-avatar-${n % POOL.avatars}`, {
      width: 160,
      height: 160,
      kind: "avatar",
    });
  }
}

// ── One institute's generation context ──────────────────────────────────────────────────

type Vars = Readonly<Record<string, string>>;

export class Ctx {
  /** The institute's media files by key, as recipes the build renders (../media.ts). */
  readonly media = new Map<string, MediaRecipe>();
  private readonly usedIds = new Set<string>();

  constructor(
    readonly spec: InstituteSpec,
    readonly pool: ImagePool,
  ) {}

  /** A 24-hex id derived from the institute and `seed`; each seed may be used once. */
  id(seed: string): string {
    if (this.usedIds.has(seed)) throw new Error(`demo: id seed used twice: ${seed}`);
    this.usedIds.add(seed);
    return sha256Hex(`${this.spec.slug}:${seed}`).slice(0, 24);
  }

  rnd(section: string): Random {
    return seededRandom(`${this.spec.slug}:${section}`);
  }

  /** A made-up but well-formed 11-character video id. */
  videoId(seed: string): string {
    return createHash("sha256")
      .update(`${this.spec.slug}:video:${seed}`)
      .digest("base64url")
      .slice(0, 11);
  }

  /** Fills `{name}` slots with the institute's values and `vars`. */
  fill(template: string, vars: Vars = {}): string {
    const s = this.spec;
    const all: Vars = {
      college: s.name,
      society: s.society,
      university: s.university,
      city: s.city,
      founded: String(s.founded),
      year: "2025-26",
      calendarYear: "2025",
      ...vars,
    };
    return template.replace(/\{(\w+)\}/g, (slot, name: string) => {
      const value = all[name];
      if (value === undefined) throw new Error(`demo: no value for ${slot} in "${template}"`);
      return value;
    });
  }

  url(path = ""): string {
    return `https://www.${this.spec.domain}${path}`;
  }

  email(local: string): string {
    return `${local}@${this.spec.domain}`;
  }

  phone(last4: number): string {
    return `${this.spec.landline} ${pad(last4 % 10_000, 4)}`;
  }

  mobile(rnd: Random): string {
    const digits = Array.from({ length: 9 }, () => Math.floor(rnd() * 10)).join("");
    return `+91 9${digits.slice(0, 4)} ${digits.slice(4)}`;
  }

  // ── media ──

  private put(path: string, recipe: MediaRecipe): string {
    const key = `${this.spec.slug}/${path}`;
    const existing = this.media.get(key);
    if (existing && existing !== recipe) throw new Error(`demo: media key used twice: ${key}`);
    this.media.set(key, recipe);
    return key;
  }

  /** A one-page PDF under the institute's letterhead. */
  pdf(path: string, title: string, lines: readonly string[]): string {
    const s = this.spec;
    const body = [
      s.name,
      s.address,
      `Phone: ${this.phone(1234)}  |  ${this.email("office")}`,
      "",
      ...lines,
    ];
    return this.put(`${path}.pdf`, pdfRecipe(`${s.slug}:${path}`, { title, lines: body }));
  }

  /** One of the shared campus photos, under this institute's key. */
  photo(n: number): string {
    const i = ((n % POOL.photos) + POOL.photos) % POOL.photos;
    return this.put(`photos/campus-${pad(i + 1)}.png`, this.pool.photo(i));
  }

  /** One of the shared portraits, under this institute's key. */
  avatar(n: number): string {
    const i = ((n % POOL.avatars) + POOL.avatars) % POOL.avatars;
    return this.put(`people/avatar-${pad(i + 1)}.png`, this.pool.avatar(i));
  }

  /** A picture made for this institute alone (banners, logo, QR codes, brochure). */
  picture(path: string, opts: PngOptions): string {
    return this.put(`${path}.png`, this.pool.image(`${this.spec.slug}:${path}`, opts));
  }

  /** A picture shared by every institute (accreditation emblems). */
  sharedPicture(path: string, seed: string, opts: PngOptions): string {
    return this.put(`${path}.png`, this.pool.image(seed, opts));
  }

  logo(): string {
    return this.picture("branding/logo", {
      width: 200,
      height: 200,
      kind: "logo",
      label: this.spec.shortName,
    });
  }
}

/** The value of `key`, which must be there. */
export function need<K, V>(map: ReadonlyMap<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo: nothing for ${String(key)}`);
  return value;
}

/** Returns `{ [key]: value }` when value is defined, else nothing: keeps JSON free of undefined. */
export function opt<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  if (value === undefined) return {};
  const out: Partial<Record<K, V>> = {};
  out[key] = value;
  return out;
}

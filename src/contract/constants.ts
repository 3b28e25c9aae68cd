// The business constants of spec section 9, and the few fixed values the spec names elsewhere.

/** Fetch limits (spec 7 and 9). */
export const LIMITS = {
  landingList: 20,
  landingVisible: 5,
  list: 1000,
  departmentList: 10_000,
  composition: 1000,
  /** No request returns more rows than this, whatever it asks. */
  maxRows: 10_000,
  /** The platform's page size when a call names none. */
  defaultPage: 10,
} as const;

/** Text cuts (spec 9). */
export const CUTS = {
  testimonialBio: 200,
  landingEventName: 70,
  bannerTitle: 70,
} as const;

/** Autoplay and animation delays in milliseconds (spec 9). */
export const DELAYS_MS = {
  banner: 1000,
  testimonial: 1000,
  notices: 1200,
  events: 1400,
  accordion: 500,
} as const;

export const TESTIMONIALS_PER_SLIDE = { desktop: 3, mobile: 1 } as const;

export const QR_LANGUAGES = ["english", "hindi", "marathi"] as const;
export type QrLanguage = (typeof QR_LANGUAGES)[number];
export const DEFAULT_QR_LANGUAGE: QrLanguage = "english";

/** Authorities with their own menus, hidden from the committee menu (spec 2.2, 9). */
export const AUTHORITY_NAMES = { iqac: "IQAC", rnd: "RND", naac: "NAAC" } as const;
export const COMMITTEE_MENU_EXCLUDED: readonly string[] =
  /* @__PURE__ */ Object.values(AUTHORITY_NAMES);

export const DROPDOWN_MAX_HEIGHT = {
  studentCorner: "60vh",
  dynamicTabs: "60vh",
  committees: "20rem",
};

/** Quality pages nest cards up to this depth below a tab (spec 2.6, 9). */
export const QUALITY_NESTING_DEPTH = 4;
export const QUALITY_INDICATOR_FRAMEWORK = "quality indicator framework";

/** Recognised image extensions (spec 9), compared case-insensitively. */
const IMAGE_EXTENSIONS: readonly string[] = [
  "jpg", "jpeg", "jpe", "pjpeg", "pjp", "apng", "jif", "jfif", "jfi", "png", "gif", "webp",
  "tiff", "tif", "psd", "heif", "heic", "svg", "svgz", "ai", "eps", "avif",
]; // prettier-ignore

export function isImageFile(key: string): boolean {
  const dot = key.lastIndexOf(".");
  return dot >= 0 && IMAGE_EXTENSIONS.includes(key.slice(dot + 1).toLowerCase());
}

/**
 * The widths the media route makes smaller WebP copies of a raster picture at (`?w=`,
 * decision 028), and the file names and content types it makes them of.
 */
export const PICTURE_WIDTHS: readonly number[] = [320, 480, 640, 800, 1080, 1440, 1920];
export const RESIZABLE_EXTENSIONS: readonly string[] = [
  "png", "jpg", "jpeg", "jpe", "jfif", "webp", "avif", "tif", "tiff",
]; // prettier-ignore
export const RESIZABLE_TYPES: readonly string[] = [
  "image/png", "image/jpeg", "image/pjpeg", "image/webp", "image/avif", "image/tiff",
]; // prettier-ignore

/** Read caching and retries (spec 9): three retries, 1 s doubling to 30 s, 5 minutes unused. */
export const READ_RETRY = { retries: 3, baseDelayMs: 1000, maxDelayMs: 30_000 } as const;
export const READ_CACHE_IDLE_MS = 5 * 60 * 1000;

/** The only visible_to_site value that lets an application be shown (spec 4, 5). */
export const APPLICATION_OPEN = "Open";

/** Staff classification (spec 5). */
export const TEACHING_VALUES: readonly string[] = ["Teaching", "Teaching Faculty"];
export const NON_TEACHING_VALUES: readonly string[] = ["Non-Teaching", "Non-Teaching Faculty"];
/** A department's head is its staff member whose designation names them so ("HOD & Associate
 * Professor", "Head of the Department"): a bundle has no field for it (docs/decisions/060). */
export function isHeadOfDepartment(designation: string): boolean {
  return /\b(hod|head)\b/i.test(designation);
}
/** The custom staff field that says junior or senior college; the spec fixes but does not show it. */
export const STAFF_COLLEGE_FIELD = "College";
export const COLLEGE_LEVELS = { junior: "Junior College", senior: "Senior College" } as const;

export const MODULE_TYPES = [
  "OUR_COLLEGE",
  "ACADEMIC_COURSE",
  "DEPARTMENT",
  "ADMISSION",
  "RND",
  "EXAMINATION",
  "STUDENT_ZONE",
  "ACTIVITY",
  "INFRASTRUCTURE",
] as const;
export type ModuleType = (typeof MODULE_TYPES)[number];

/** Institute activity types (spec 3) and the route segment of each (spec 2.2). */
export const ACTIVITY_TYPE_VALUES = [
  "Hosted Event",
  "Associations & Committees",
  "Sports",
  "Cultural",
  "Celebrations",
] as const;
export type ActivityType = (typeof ACTIVITY_TYPE_VALUES)[number];
export const ACTIVITY_ROUTES = {
  hosted: "Hosted Event",
  association: "Associations & Committees",
  sport: "Sports",
  cultural: "Cultural",
  celebration: "Celebrations",
} as const satisfies Record<string, ActivityType>;

/** Document groups of an event, and of a department activity (spec 3). */
export const EVENT_DOCUMENT_GROUPS = [
  "attendance",
  "notice",
  "permission_letter",
  "report",
  "other",
] as const;
export const ACTIVITY_DOCUMENT_GROUPS = [
  "attendance",
  "notice",
  "permission_letter",
  "activity_report",
  "other",
] as const;

export const DEPARTMENT_FLOWS = ["DEPENDENT", "INDEPENDENT"] as const;
export const GALLERY_FLOWS = ["INSTITUTE", "CATEGORY"] as const;

/** A platform id: a MongoDB ObjectId, 24 lower-case hex digits. */
export const ID_PATTERN = /^[0-9a-f]{24}$/;

/** What a visitor can find with the site search (decision 051), in the order its results page groups them. */
export const SEARCH_KINDS = [
  { kind: "page", label: "Pages" },
  { kind: "notice", label: "Notices" },
  { kind: "event", label: "Events" },
  { kind: "document", label: "Documents" },
  { kind: "person", label: "People" },
  { kind: "department", label: "Departments" },
  { kind: "gallery", label: "Galleries" },
] as const;

/** Dates are the institutes' own: India's. */
export const INSTITUTE_TIME_ZONE = "Asia/Kolkata";

/**
 * How many items one page of a site list shows (issue 22): few enough that a page of the
 * longest items stays far within 300 KB of HTML, many enough that a year of notices is a few
 * pages. The platform API's limits (LIMITS) are its calls', not a page's.
 */
export const PAGE_SIZES = {
  notices: 50,
  events: 30,
  staff: 50,
  photos: 48,
  videos: 48,
  achievements: 30,
  /** A department's activities. */
  activities: 30,
} as const;

/** The most departments without a type the Department menu names: the rest are on /department,
 * which the menu links, so that a college of a hundred departments does not send them all on
 * every page. */
export const MENU_DEPARTMENTS = 20;

/** The site search's limits. */
export const SEARCH_LIMITS = {
  /** Characters of a query that are read; the rest is ignored. */
  queryChars: 200,
  /** Words of a query that are searched for. */
  queryWords: 8,
  /** Results of each kind on the page of every kind. */
  perGroup: 5,
  /** Results on a page of one kind. */
  perPage: 20,
} as const;

// Every link to a file says what the file is and how big it is (issue 62, decision 094):
// "PDF, 2.3 MB", in the page's language, so that a visitor on a metered phone plan knows what
// a tap will cost before it costs it. The type comes from the store's media record (else the
// key's extension); the size only from the store, so a site reading a live platform, whose API
// does not say, shows the type alone and never a wrong size.
import type { AppLoadContext } from "react-router";
import { isImageFile } from "#contract/constants.ts";
import type { StoredFileFacts } from "../context.ts";
import { m } from "../i18n/generated/messages.js";
import type { Locale } from "../i18n/locale.ts";
import { fileKeyOf } from "./view-models.ts";

type FileKind =
  | "pdf"
  | "word"
  | "spreadsheet"
  | "presentation"
  | "picture"
  | "video"
  | "audio"
  | "archive"
  | "text";

const EXTENSION_KINDS: Readonly<Record<string, FileKind>> = {
  pdf: "pdf",
  doc: "word",
  docx: "word",
  odt: "word",
  rtf: "word",
  xls: "spreadsheet",
  xlsx: "spreadsheet",
  ods: "spreadsheet",
  csv: "spreadsheet",
  ppt: "presentation",
  pptx: "presentation",
  pps: "presentation",
  ppsx: "presentation",
  odp: "presentation",
  mp4: "video",
  webm: "video",
  mov: "video",
  avi: "video",
  mkv: "video",
  mp3: "audio",
  wav: "audio",
  ogg: "audio",
  m4a: "audio",
  zip: "archive",
  rar: "archive",
  "7z": "archive",
  gz: "archive",
  tar: "archive",
  txt: "text",
};

/** Media types by what they name, most particular first. */
const TYPE_KINDS: readonly [RegExp, FileKind][] = [
  [/^application\/pdf$/, "pdf"],
  [/wordprocessingml|^application\/msword$|opendocument\.text$|^application\/rtf$/, "word"],
  [/spreadsheetml|^application\/vnd\.ms-excel$|opendocument\.spreadsheet$|^text\/csv$/, "spreadsheet"],
  [/presentationml|^application\/vnd\.ms-powerpoint$|opendocument\.presentation$/, "presentation"],
  [/^image\//, "picture"],
  [/^video\//, "video"],
  [/^audio\//, "audio"],
  [/zip|rar|7z|gzip|x-tar$/, "archive"],
  [/^text\/plain$/, "text"],
]; // prettier-ignore

/** What a file is: by its stored media type, else by its key's extension; null if neither says. */
function fileKind(key: string, contentType: string | undefined): FileKind | null {
  const type = contentType?.split(";")[0]?.trim().toLowerCase();
  const byType = type ? TYPE_KINDS.find(([pattern]) => pattern.test(type))?.[1] : undefined;
  if (byType) return byType;
  if (isImageFile(key)) return "picture";
  const dot = key.lastIndexOf(".");
  return dot >= 0 ? (EXTENSION_KINDS[key.slice(dot + 1).toLowerCase()] ?? null) : null;
}

/** Each kind's name in the page's language; "other" for a file of a size but no known type. */
function kindName(kind: FileKind | "other", locale: Locale): string {
  const o = { locale };
  switch (kind) {
    case "pdf":
      return m.file_type_pdf({}, o);
    case "word":
      return m.file_type_word({}, o);
    case "spreadsheet":
      return m.file_type_spreadsheet({}, o);
    case "presentation":
      return m.file_type_presentation({}, o);
    case "picture":
      return m.file_type_picture({}, o);
    case "video":
      return m.file_type_video({}, o);
    case "audio":
      return m.file_type_audio({}, o);
    case "archive":
      return m.file_type_archive({}, o);
    case "text":
      return m.file_type_text({}, o);
    case "other":
      return m.file_type_other({}, o);
  }
}

/** Numbers as Intl writes them in India, with international digits on every page (the
 * dates' rule, decision 074: Marathi's own default is Devanagari digits). */
const NUMBER_LOCALES = { en: "en-IN", hi: "hi-IN", mr: "mr-IN-u-nu-latn" } as const;

/** Decimal units, as phones show a file's size: 1 kB is 1,000 bytes. */
const UNITS = ["kilobyte", "megabyte", "gigabyte"] as const;

/** Building a formatter is costly; one per language and unit serves every size. */
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, unit: string, digits: number): Intl.NumberFormat {
  const key = `${locale} ${unit} ${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALES[locale], {
      style: "unit",
      unit,
      // English as a phone writes it ("2.3 MB", but "512 bytes"); Hindi and Marathi in their
      // own words ("2.3 मेगाबाइट"), where "kB" would be a word of another language.
      unitDisplay: locale === "en" && unit !== "byte" ? "short" : "long",
      maximumFractionDigits: digits,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * A size in the page's language: "512 bytes", "45 kB", "2.3 MB", "2.3 मेगाबाइट"; one decimal below ten of a
 * unit, none above, and the next unit up from 999.5 of one.
 */
export function fileSize(bytes: number, locale: Locale): string {
  if (bytes < 1000) return numberFormat(locale, "byte", 0).format(bytes);
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 999.5 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = value < 9.95 ? 1 : 0;
  return numberFormat(locale, UNITS[unit] ?? "gigabyte", digits).format(value);
}

/**
 * What a link to the file says of it: "PDF, 2.3 MB" from the store's record, "PDF" from the
 * key alone (a live platform's file), "File, 2 MB" for a stored file of no known type, and
 * nothing where neither is known.
 */
export function fileAbout(
  key: string,
  stored: StoredFileFacts | undefined,
  locale: Locale,
): string | undefined {
  const kind = fileKind(key, stored?.contentType);
  if (!stored) return kind ? kindName(kind, locale) : undefined;
  // A comma between them in every language of the site: punctuation, not a word to translate.
  return `${kindName(kind ?? "other", locale)}, ${fileSize(stored.size, locale)}`;
}

/** What the links to each of `keys` say of their file, read from the store at once. */
export async function fileAbouts(
  context: Pick<AppLoadContext, "storedFiles" | "locale">,
  keys: Iterable<string>,
): Promise<Record<string, string>> {
  const unique = [...new Set(keys)];
  const stored = await context.storedFiles(unique);
  const abouts: Record<string, string> = {};
  for (const key of unique) {
    const about = fileAbout(key, stored.get(key), context.locale);
    if (about) abouts[key] = about;
  }
  return abouts;
}

/** Every `fileKey` that `value` holds, at any depth: the files of the menus and the footer. */
export function fileKeysIn(value: unknown, keys = new Set<string>()): Set<string> {
  if (typeof value !== "object" || value === null) return keys;
  if ("fileKey" in value && typeof value.fileKey === "string") keys.add(value.fileKey);
  for (const child of Array.isArray(value) ? value : Object.values(value)) fileKeysIn(child, keys);
  return keys;
}

/** Every file `siteFile` or `storedFile` made that `value` holds, at any depth. */
function filesIn(value: unknown, found: Map<object, string>, seen: Set<object>): void {
  if (typeof value !== "object" || value === null || seen.has(value)) return;
  seen.add(value);
  const key = fileKeyOf(value);
  if (key !== undefined) found.set(value, key);
  for (const child of Array.isArray(value) ? value : Object.values(value)) {
    filesIn(child, found, seen);
  }
}

/**
 * A loader's data with every file it holds given its type and size (`about`), from one read
 * of the store for the whole of it (no read per file): what a loader returns when its page
 * links files. The files are the loader's own, made for this request, and are completed in
 * place.
 */
export async function withFileFacts<T>(
  context: Pick<AppLoadContext, "storedFiles" | "locale">,
  data: T,
): Promise<T> {
  const found = new Map<object, string>();
  filesIn(data, found, new Set());
  if (found.size === 0) return data;
  const abouts = await fileAbouts(context, found.values());
  for (const [file, key] of found) {
    const about = abouts[key];
    if (about) Object.assign(file, { about });
  }
  return data;
}

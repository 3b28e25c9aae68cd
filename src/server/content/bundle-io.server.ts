// Import and export of content bundles: a folder with bundle.json and media/.
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  bundle as bundleSchema,
  collectFileKeys,
  FILE_KEY_PATTERN,
  type Bundle,
  type Problem,
} from "#contract/index.ts";
import { contentTypeOf } from "#server/media/media.server.ts";
import { disclosureParts, packBundle, readTenantBundle } from "#server/store/bundles.server.ts";
import type { Db } from "#server/store/db.server.ts";
import {
  ForeignClaims,
  ImportRejected,
  readTenantMedia,
  writeTenants,
  type Claim,
  type DocWrite,
  type ImportProgress,
  type MediaFile,
  type TenantPart,
} from "#server/store/tenants.server.ts";
import { tenantIdOfHost, UnknownHost } from "#server/store/tenants.server.ts";
import { normaliseHost } from "#server/tenancy/host.server.ts";
import { idPaths } from "./id-paths.server.ts";
import type { DocRow } from "./project.server.ts";
import { searchEntries, type SearchEntry } from "./search-entries.server.ts";
import { validateBundle } from "./validate.server.ts";

/** A bundle in memory: its parsed JSON and its media files by key. */
export interface BundleSource {
  json: unknown;
  media: ReadonlyMap<string, Uint8Array>;
}

export const BUNDLE_FILE = "bundle.json";
export const MEDIA_DIR = "media";

async function listFiles(dir: string, prefix = ""): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const out: string[] = [];
  for (const entry of entries) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await listFiles(path.join(dir, entry.name), rel)));
    else if (entry.isFile()) out.push(rel);
  }
  return out;
}

/** Reads a bundle folder; a missing or unparsable bundle.json is a problem, not a crash. */
export async function readBundleDir(dir: string): Promise<BundleSource> {
  const file = path.join(dir, BUNDLE_FILE);
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    throw new ImportRejected([{ path: file, message: "cannot read bundle.json" }]);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ImportRejected([
      { path: "$", message: `bundle.json is not valid JSON: ${(error as Error).message}` },
    ]);
  }
  const mediaDir = path.join(dir, MEDIA_DIR);
  const media = new Map<string, Uint8Array>();
  for (const key of await listFiles(mediaDir)) {
    if (FILE_KEY_PATTERN.test(key)) media.set(key, await readFile(path.join(mediaDir, key)));
  }
  return { json, media };
}

export interface ImportResult {
  tenantId: string;
  name: string;
  hosts: string[];
  documents: number;
  mediaFiles: number;
}

/**
 * Where an import's parts are written: this process's store (`writeTenants`), or the process
 * holding the store (control/), which writes them the same way.
 */
export type WriteParts = (parts: AsyncIterable<TenantPart>) => Promise<unknown>;

/** Validates the whole bundle, then replaces its tenant in one transaction; else throws
 * ImportRejected listing every problem, with the store unchanged. */
export async function importBundle(
  store: Db | WriteParts,
  source: BundleSource,
  onProgress?: ImportProgress,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const [result] = await importBundles(store, [source], onProgress, options);
  if (!result) throw new Error("an import of one bundle gave no result");
  return result;
}

export interface ImportOptions {
  /** A mirror's import: the platform origin it read the bundles from, recorded in the same
   * transaction as synced now (`prospectus tenants` shows it). */
  syncedFrom?: string;
}

/** Validates every bundle, then replaces all their tenants in one transaction: all or none. */
export async function importBundles(
  store: Db | WriteParts,
  sources: readonly BundleSource[],
  onProgress: ImportProgress = () => {},
  options: ImportOptions = {},
): Promise<ImportResult[]> {
  const contents = sources.map(checkedContent);
  const write: WriteParts =
    typeof store === "function" ? store : (parts) => writeTenants(store, parts);
  try {
    await write(tenantParts(contents, onProgress, options.syncedFrom));
  } catch (error) {
    if (error instanceof ForeignClaims) {
      throw new ImportRejected(error.claims.map((claim) => claimProblem(contents, claim)));
    }
    throw error;
  }
  return contents.map(({ bundle, rows, media }) => ({
    tenantId: bundle.institute._id,
    name: bundle.institute.insName,
    hosts: bundle.hosts,
    documents: rows.length,
    mediaFiles: media.length,
  }));
}

/** A bundle that may be written: the bundle, its rows for the store and its media files. */
interface TenantContent {
  bundle: Bundle;
  rows: readonly DocRow[];
  media: readonly MediaFile[];
}

function checkedContent(source: BundleSource): TenantContent {
  const checked = validateBundle(source.json, source.media);
  if (!checked.ok) throw new ImportRejected(checked.problems);
  const { value: bundle, rows } = checked;
  const keys = [...new Set(collectFileKeys(bundleSchema, bundle).map((k) => k.key))].sort();
  const media: MediaFile[] = keys.map((key) => {
    const bytes = source.media.get(key) ?? new Uint8Array();
    return {
      key,
      bytes,
      contentType: contentTypeOf(key),
      sha256: createHash("sha256").update(bytes).digest("hex"),
    };
  });
  return { bundle, rows, media };
}

/** A part holds at most this many documents or search entries… */
const PART_ITEMS = 2000;
/** …and, past its first, this many characters of their text. */
const PART_CHARS = 1_000_000;

/** Items in parts of at most PART_ITEMS items and PART_CHARS characters. */
function* inParts<T>(items: Iterable<T>, chars: (item: T) => number): Generator<T[]> {
  let part: T[] = [];
  let size = 0;
  for (const item of items) {
    const n = chars(item);
    if (part.length > 0 && (part.length >= PART_ITEMS || size + n > PART_CHARS)) {
      yield part;
      part = [];
      size = 0;
    }
    part.push(item);
    size += n;
  }
  if (part.length > 0) yield part;
}

/** Rows as the store writes them, each body made JSON text when its part is made. */
function* docWrites(rows: readonly DocRow[]): Generator<DocWrite> {
  for (const row of rows) yield { ...row, body: JSON.stringify(row.body) };
}

const entryChars = (entry: SearchEntry) => entry.title.length + entry.body.length;

/**
 * What the store writes for checked bundles, part after part (decision 064). A part taken
 * after another means that one is written: its documents and media files count as done.
 */
async function* tenantParts(
  contents: readonly TenantContent[],
  onProgress: ImportProgress,
  syncedFrom: string | undefined,
): AsyncGenerator<TenantPart> {
  const total = contents.reduce((sum, c) => sum + c.rows.length + c.media.length, 0);
  let done = 0;
  for (const { bundle, rows, media } of contents) {
    const name = bundle.institute.insName;
    yield {
      part: "tenant",
      tenant: {
        id: bundle.institute._id,
        name,
        hosts: bundle.hosts,
        docKeys: { kinds: rows.map((r) => r.kind), ids: rows.map((r) => r.id) },
        mediaKeys: media.map((m) => m.key),
        bundleGz: await packBundle(bundle),
        disclosure: JSON.stringify(disclosureParts(bundle)),
        languages: bundle.languages ? JSON.stringify(bundle.languages) : null,
        syncedFrom,
      },
    };
    for (const part of inParts(docWrites(rows), (row) => row.body.length)) {
      yield { part: "docs", rows: part };
      done += part.length;
      onProgress(done, total, name);
    }
    for (const file of media) {
      yield { part: "media", file };
      done += 1;
      onProgress(done, total, name);
    }
    for (const part of inParts(searchEntries(bundle), entryChars)) {
      yield { part: "search", entries: part };
    }
  }
}

/** What another institute holds, named at its place in the bundle that names it. */
function claimProblem(contents: readonly TenantContent[], claim: Claim): Problem {
  const bundle = contents.find((c) => c.bundle.institute._id === claim.tenant)?.bundle;
  const held = `already belongs to another institute (${claim.owner})`;
  if (claim.what === "host") {
    return {
      path: `$.hosts[${bundle?.hosts.indexOf(claim.host) ?? -1}]`,
      message: `the host ${claim.host} ${held}`,
    };
  }
  if (claim.what === "doc") {
    return {
      path: (bundle && idPaths(bundle, claim.kind, claim.id)[0]) ?? "$",
      message: `the ${claim.kind} id ${claim.id} ${held}`,
    };
  }
  return { path: `media/${claim.key}`, message: `the media key ${claim.key} ${held}` };
}

/** The institute served on a host, as a bundle in memory. */
export interface TenantExport {
  bundle: Bundle;
  media: ReadonlyMap<string, Uint8Array>;
}

/** Reads the tenant served on `host` as it was imported. */
export async function readTenantExport(db: Db, host: string): Promise<TenantExport> {
  const normalised = normaliseHost(host);
  const tenantId = normalised ? await tenantIdOfHost(db, normalised) : null;
  if (!tenantId) throw new UnknownHost(host);
  const bundle = bundleSchema.parse(await readTenantBundle(db, tenantId));
  const media = new Map((await readTenantMedia(db, tenantId)).map((f) => [f.key, f.bytes]));
  return { bundle, media };
}

/** Writes the tenant served on `host` as a bundle folder that imports back identically. */
export async function exportBundle(db: Db, host: string, dir: string): Promise<Bundle> {
  const { bundle, media } = await readTenantExport(db, host);
  await writeBundleDir({ json: bundle, media }, dir);
  return bundle;
}

/** Writes an in-memory bundle as a folder (the demo command's --out). */
export async function writeBundleDir(source: BundleSource, dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(path.join(dir, MEDIA_DIR), { recursive: true });
  await writeFile(path.join(dir, BUNDLE_FILE), `${JSON.stringify(source.json, null, 2)}\n`);
  for (const [key, bytes] of source.media) {
    const target = path.join(dir, MEDIA_DIR, key);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, bytes);
  }
}

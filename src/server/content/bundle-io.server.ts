// Import and export of content bundles: a folder with bundle.json and media/.
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  bundle as bundleSchema,
  collectFileKeys,
  FILE_KEY_PATTERN,
  type Bundle,
} from "#contract/index.ts";
import { contentTypeOf } from "#server/media/media.server.ts";
import { readTenantBundle } from "#server/store/bundles.server.ts";
import type { Db } from "#server/store/db.server.ts";
import {
  ImportRejected,
  readTenantMedia,
  replaceTenants,
  type ImportProgress,
  type MediaFile,
  type TenantContent,
} from "#server/store/tenants.server.ts";
import { tenantIdOfHost, UnknownHost } from "#server/store/tenants.server.ts";
import { normaliseHost } from "#server/tenancy/host.server.ts";
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

/** Validates the whole bundle, then replaces its tenant in one transaction; else throws
 * ImportRejected listing every problem, with the store unchanged. */
export async function importBundle(
  db: Db,
  source: BundleSource,
  onProgress?: ImportProgress,
): Promise<ImportResult> {
  const [result] = await importBundles(db, [source], onProgress);
  if (!result) throw new Error("an import of one bundle gave no result");
  return result;
}

/** Validates every bundle, then replaces all their tenants in one transaction: all or none. */
export async function importBundles(
  db: Db,
  sources: readonly BundleSource[],
  onProgress?: ImportProgress,
): Promise<ImportResult[]> {
  const contents = sources.map(checkedContent);
  await replaceTenants(db, contents, onProgress);
  return contents.map(({ bundle, rows, media }) => ({
    tenantId: bundle.institute._id,
    name: bundle.institute.insName,
    hosts: bundle.hosts,
    documents: rows.length,
    mediaFiles: media.length,
  }));
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

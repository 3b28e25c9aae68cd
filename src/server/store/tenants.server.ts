// Writing and reading whole tenants: the only place that changes the content store.
import type { Bundle, Problem } from "#contract/index.ts";
import { idPaths } from "#server/content/id-paths.server.ts";
import type { DocRow, Kind } from "#server/content/project.server.ts";
import { searchEntries } from "#server/content/search-entries.server.ts";
import { disclosureParts, packBundle } from "./bundles.server.ts";
import type { Db, Queryable } from "./db.server.ts";
import { writeSearchEntries } from "./search.server.ts";

export interface MediaFile {
  key: string;
  contentType: string;
  sha256: string;
  bytes: Uint8Array;
}

export interface TenantContent {
  bundle: Bundle;
  rows: readonly DocRow[];
  media: readonly MediaFile[];
}

export class ImportRejected extends Error {
  constructor(readonly problems: Problem[]) {
    super(problems.map((p) => `${p.path}: ${p.message}`).join("\n"));
  }
}

const DOC_BATCH = 2000;

/** Progress of a write: items done of all, and the institute being written. */
export type ImportProgress = (done: number, total: number, name: string) => void;

/**
 * Replaces one tenant's whole content in one transaction. Rejects, changing nothing, a host,
 * document id or media key that belongs to another tenant.
 */
export async function replaceTenant(
  db: Db,
  content: TenantContent,
  onProgress: ImportProgress = () => {},
): Promise<void> {
  await replaceTenants(db, [content], onProgress);
}

/**
 * Replaces several tenants in one transaction: all of them are written, or none (a first
 * start killed half-way leaves an empty store, which the next start fills again).
 */
export async function replaceTenants(
  db: Db,
  contents: readonly TenantContent[],
  onProgress: ImportProgress = () => {},
): Promise<void> {
  const total = contents.reduce((sum, c) => sum + c.rows.length + c.media.length, 0);
  let offset = 0;
  await db.transaction(async (tx) => {
    for (const content of contents) {
      await writeTenant(tx, content, (done) =>
        onProgress(offset + done, total, content.bundle.institute.insName),
      );
      offset += content.rows.length + content.media.length;
    }
  });
  for (const content of contents) await db.notifyChanged(content.bundle.institute._id);
}

async function writeTenant(
  tx: Queryable,
  content: TenantContent,
  onProgress: (done: number) => void,
): Promise<void> {
  const { bundle, rows, media } = content;
  const tenantId = bundle.institute._id;
  await rejectForeignOwnership(tx, tenantId, content);
  await tx.query("DELETE FROM tenant WHERE id = $1", [tenantId]);
  await tx.query(
    "INSERT INTO tenant (id, name, primary_host, bundle_gz, disclosure) VALUES ($1, $2, $3, $4, $5::jsonb)",
    [
      tenantId,
      bundle.institute.insName,
      bundle.hosts[0] ?? "",
      await packBundle(bundle),
      JSON.stringify(disclosureParts(bundle)),
    ],
  );
  await tx.query(
    `INSERT INTO tenant_host (host, tenant_id, position)
     SELECT h, $1, p::int FROM unnest($2::text[]) WITH ORDINALITY AS t(h, p)`,
    [tenantId, bundle.hosts],
  );
  for (let start = 0; start < rows.length; start += DOC_BATCH) {
    await insertDocs(tx, tenantId, rows.slice(start, start + DOC_BATCH));
    onProgress(Math.min(start + DOC_BATCH, rows.length));
  }
  for (const [i, file] of media.entries()) {
    await tx.query(
      "INSERT INTO media (key, tenant_id, content_type, size, sha256, bytes) VALUES ($1, $2, $3, $4, $5, $6)",
      [file.key, tenantId, file.contentType, file.bytes.byteLength, file.sha256, file.bytes],
    );
    if ((i + 1) % 50 === 0 || i + 1 === media.length) onProgress(rows.length + i + 1);
  }
  await writeSearchEntries(tx, tenantId, searchEntries(bundle));
}

async function rejectForeignOwnership(
  tx: Queryable,
  tenantId: string,
  { bundle, rows, media }: TenantContent,
): Promise<void> {
  const problems: Problem[] = [];
  const hosts = await tx.query<{ host: string; tenant_id: string }>(
    "SELECT host, tenant_id FROM tenant_host WHERE host = ANY($1::text[]) AND tenant_id <> $2",
    [bundle.hosts, tenantId],
  );
  for (const h of hosts) {
    problems.push({
      path: `$.hosts[${bundle.hosts.indexOf(h.host)}]`,
      message: `the host ${h.host} already belongs to another institute (${h.tenant_id})`,
    });
  }
  const docs = await tx.query<{ kind: Kind; id: string; tenant_id: string }>(
    `SELECT d.kind, d.id, d.tenant_id FROM doc d
     JOIN unnest($1::text[], $2::text[]) AS t(kind, id) ON d.kind = t.kind AND d.id = t.id
     WHERE d.tenant_id <> $3 LIMIT 100`,
    [rows.map((r) => r.kind), rows.map((r) => r.id), tenantId],
  );
  for (const d of docs) {
    problems.push({
      path: idPaths(bundle, d.kind, d.id)[0] ?? "$",
      message: `the ${d.kind} id ${d.id} already belongs to another institute (${d.tenant_id})`,
    });
  }
  const keys = await tx.query<{ key: string; tenant_id: string }>(
    "SELECT key, tenant_id FROM media WHERE key = ANY($1::text[]) AND tenant_id <> $2 LIMIT 100",
    [media.map((m) => m.key), tenantId],
  );
  for (const k of keys) {
    problems.push({
      path: `media/${k.key}`,
      message: `the media key ${k.key} already belongs to another institute (${k.tenant_id})`,
    });
  }
  if (problems.length > 0) throw new ImportRejected(problems);
}

async function insertDocs(tx: Queryable, tenantId: string, rows: readonly DocRow[]): Promise<void> {
  const column = <K extends keyof DocRow>(key: K) => rows.map((r) => r[key]);
  await tx.query(
    `INSERT INTO doc (tenant_id, kind, id, parent_id, parent_key, ref_id, label, position, sort_at, visible, body)
     SELECT $1, kind, id, parent_id, parent_key, ref_id, label, position, sort_at::timestamptz, visible, body::jsonb
     FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[], $9::text[], $10::bool[], $11::text[])
       AS t(kind, id, parent_id, parent_key, ref_id, label, position, sort_at, visible, body)`,
    [
      tenantId,
      column("kind"),
      column("id"),
      column("parent_id"),
      column("parent_key"),
      column("ref_id"),
      column("label"),
      column("position"),
      column("sort_at"),
      column("visible"),
      rows.map((r) => JSON.stringify(r.body)),
    ],
  );
}

export interface TenantSummary {
  id: string;
  name: string;
  primary_host: string;
  hosts: string[];
}

export async function listTenants(db: Queryable): Promise<TenantSummary[]> {
  return db.query<TenantSummary>(
    `SELECT t.id, t.name, t.primary_host,
            array(SELECT host FROM tenant_host h WHERE h.tenant_id = t.id ORDER BY position) AS hosts
     FROM tenant t ORDER BY t.imported_at, t.id`,
  );
}

/** A command named a host no institute is served on. */
export class UnknownHost extends Error {
  constructor(host: string) {
    super(`no institute is served on the host ${host}`);
  }
}

export async function tenantIdOfHost(db: Queryable, host: string): Promise<string | null> {
  const rows = await db.query<{ tenant_id: string }>(
    "SELECT tenant_id FROM tenant_host WHERE host = $1",
    [host],
  );
  return rows[0]?.tenant_id ?? null;
}

export async function readTenantMedia(db: Queryable, tenantId: string): Promise<MediaFile[]> {
  const rows = await db.query<{
    key: string;
    content_type: string;
    sha256: string;
    bytes: Uint8Array;
  }>("SELECT key, content_type, sha256, bytes FROM media WHERE tenant_id = $1 ORDER BY key", [
    tenantId,
  ]);
  return rows.map((r) => ({
    key: r.key,
    contentType: r.content_type,
    sha256: r.sha256,
    bytes: r.bytes,
  }));
}

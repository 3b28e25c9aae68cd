// Writing and reading whole tenants: the only place that changes the content store.
import type { Problem } from "#contract/index.ts";
import type { DocRow, Kind } from "#server/content/project.server.ts";
import type { SearchEntry } from "#server/content/search-entries.server.ts";
import type { Db, Queryable } from "./db.server.ts";
import { finishSearchEntries, insertSearchEntries } from "./search.server.ts";

export interface MediaFile {
  key: string;
  contentType: string;
  sha256: string;
  bytes: Uint8Array;
}

/** A tenant's own row: who it is, where it is served, and its bundle as imported. */
export interface TenantHead {
  id: string;
  name: string;
  hosts: string[];
  /** Every document and media file the tenant will hold, checked against other tenants'
   * before anything of it is written. */
  docKeys: { kinds: Kind[]; ids: string[] };
  mediaKeys: string[];
  /** The bundle's JSON gzip-compressed (decision 062). */
  bundleGz: Uint8Array;
  /** The JSON of the parts of the bundle the disclosure report reads. */
  disclosure: string;
  /** The JSON of the bundle's language setting, null when it has none. */
  languages: string | null;
  /** The platform origin a mirror read it from, recorded as synced now; absent for a bundle. */
  syncedFrom?: string | undefined;
}

/** A document row as the store writes it: its body as JSON text. */
export type DocWrite = Omit<DocRow, "body"> & { body: string };

/**
 * What an import writes, tenant after tenant: the tenant's head, then its documents, media
 * files and search entries, each in parts of bounded size (decision 064), so that a writer
 * in another process holds one part at a time.
 */
export type TenantPart =
  | { part: "tenant"; tenant: TenantHead }
  | { part: "docs"; rows: DocWrite[] }
  | { part: "media"; file: MediaFile }
  | { part: "search"; entries: SearchEntry[] };

/** Something an imported tenant names that another tenant (`owner`) holds. */
export type Claim = { tenant: string; owner: string } & (
  | { what: "host"; host: string }
  | { what: "doc"; kind: Kind; id: string }
  | { what: "media"; key: string }
);

/** An import named what other tenants hold: nothing was written. */
export class ForeignClaims extends Error {
  constructor(readonly claims: Claim[]) {
    super(`the import names ${claims.length} things other institutes hold`);
  }
}

export class ImportRejected extends Error {
  constructor(readonly problems: Problem[]) {
    super(problems.map((p) => `${p.path}: ${p.message}`).join("\n"));
  }
}

/** Progress of a write: items done of all, and the institute being written. */
export type ImportProgress = (done: number, total: number, name: string) => void;

/** A tenant an import wrote. */
export interface WrittenTenant {
  id: string;
  documents: number;
  mediaFiles: number;
}

/**
 * Writes an import's parts in one transaction: every tenant they carry is replaced, or none
 * is (a first start killed half-way leaves an empty store, which the next start fills again).
 * A tenant naming a host, document id or media key another tenant holds is refused before
 * anything of it is written: ForeignClaims names them, with the store unchanged.
 */
export async function writeTenants(
  db: Db,
  parts: AsyncIterable<TenantPart>,
): Promise<WrittenTenant[]> {
  const written = await db.transaction(async (tx) => {
    const writer = new PartWriter(tx);
    for await (const part of parts) await writer.write(part);
    return writer.finish();
  });
  for (const tenant of written) await db.notifyChanged(tenant.id);
  return written;
}

class PartWriter {
  private readonly tenants: WrittenTenant[] = [];
  /** Where the current tenant's next search entry goes. */
  private searchPosition = 0;

  constructor(private readonly tx: Queryable) {}

  async write(part: TenantPart): Promise<void> {
    if (part.part === "tenant") return this.begin(part.tenant);
    const tenant = this.tenants.at(-1);
    if (!tenant) throw new Error(`an import sent its ${part.part} before its tenant`);
    if (part.part === "docs") {
      await insertDocs(this.tx, tenant.id, part.rows);
      tenant.documents += part.rows.length;
    } else if (part.part === "media") {
      const { file } = part;
      await this.tx.query(
        "INSERT INTO media (key, tenant_id, content_type, size, sha256, bytes) VALUES ($1, $2, $3, $4, $5, $6)",
        [file.key, tenant.id, file.contentType, file.bytes.byteLength, file.sha256, file.bytes],
      );
      tenant.mediaFiles += 1;
    } else {
      await insertSearchEntries(this.tx, tenant.id, this.searchPosition, part.entries);
      this.searchPosition += part.entries.length;
    }
  }

  async finish(): Promise<WrittenTenant[]> {
    await finishSearchEntries(
      this.tx,
      this.tenants.map((t) => t.id),
    );
    return this.tenants;
  }

  private async begin(head: TenantHead): Promise<void> {
    await rejectForeignClaims(this.tx, head);
    await this.tx.query("DELETE FROM tenant WHERE id = $1", [head.id]);
    await this.tx.query(
      "INSERT INTO tenant (id, name, primary_host, bundle_gz, disclosure, languages) VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb)",
      [head.id, head.name, head.hosts[0] ?? "", head.bundleGz, head.disclosure, head.languages],
    );
    await this.tx.query(
      `INSERT INTO tenant_host (host, tenant_id, position)
       SELECT h, $1, p::int FROM unnest($2::text[]) WITH ORDINALITY AS t(h, p)`,
      [head.id, head.hosts],
    );
    if (head.syncedFrom) {
      await this.tx.query(
        "INSERT INTO tenant_sync (tenant_id, origin, synced_at) VALUES ($1, $2, now())",
        [head.id, head.syncedFrom],
      );
    }
    this.tenants.push({ id: head.id, documents: 0, mediaFiles: 0 });
    this.searchPosition = 0;
  }
}

/** What a tenant will hold, checked against other tenants' before anything of it is written. */
type TenantClaims = Pick<TenantHead, "id" | "hosts" | "docKeys" | "mediaKeys">;

/** A ForeignClaims naming what of `head` other tenants hold, if any. */
export async function rejectForeignClaims(tx: Queryable, head: TenantClaims): Promise<void> {
  const tenant = head.id;
  const claims: Claim[] = [];
  const hosts = await tx.query<{ host: string; tenant_id: string }>(
    "SELECT host, tenant_id FROM tenant_host WHERE host = ANY($1::text[]) AND tenant_id <> $2",
    [head.hosts, tenant],
  );
  for (const h of hosts) claims.push({ what: "host", tenant, host: h.host, owner: h.tenant_id });
  const docs = await tx.query<{ kind: Kind; id: string; tenant_id: string }>(
    `SELECT d.kind, d.id, d.tenant_id FROM doc d
     JOIN unnest($1::text[], $2::text[]) AS t(kind, id) ON d.kind = t.kind AND d.id = t.id
     WHERE d.tenant_id <> $3 LIMIT 100`,
    [head.docKeys.kinds, head.docKeys.ids, tenant],
  );
  for (const d of docs) {
    claims.push({ what: "doc", tenant, kind: d.kind, id: d.id, owner: d.tenant_id });
  }
  const keys = await tx.query<{ key: string; tenant_id: string }>(
    "SELECT key, tenant_id FROM media WHERE key = ANY($1::text[]) AND tenant_id <> $2 LIMIT 100",
    [head.mediaKeys, tenant],
  );
  for (const k of keys) claims.push({ what: "media", tenant, key: k.key, owner: k.tenant_id });
  if (claims.length > 0) throw new ForeignClaims(claims);
}

async function insertDocs(
  tx: Queryable,
  tenantId: string,
  rows: readonly DocWrite[],
): Promise<void> {
  const column = <K extends keyof DocWrite>(key: K) => rows.map((r) => r[key]);
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
      column("body"),
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

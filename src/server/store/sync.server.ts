// Where a mirrored tenant is read from and when a mirror's pass last found it in step with
// its platform (migrations/010-tenant-sync.sql); `prospectus tenants` shows it.
import type { MediaFile } from "./tenants.server.ts";
import type { Queryable } from "./sql.server.ts";

export interface TenantSync {
  tenant_id: string;
  origin: string;
  /** Seconds since the epoch. */
  synced_at: number;
}

/** Records that `tenantId` is in step with the platform at `origin` as of now. */
export async function markSynced(db: Queryable, tenantId: string, origin: string): Promise<void> {
  await db.query(
    `INSERT INTO tenant_sync (tenant_id, origin, synced_at) VALUES ($1, $2, now())
     ON CONFLICT (tenant_id) DO UPDATE SET origin = excluded.origin, synced_at = excluded.synced_at`,
    [tenantId, origin],
  );
}

export async function listSyncs(db: Queryable): Promise<TenantSync[]> {
  return db.query<TenantSync>(
    "SELECT tenant_id, origin, extract(epoch FROM synced_at)::float8 AS synced_at FROM tenant_sync",
  );
}

/** The sha256 of each media file a tenant holds, by key: what a mirror compares with. */
export async function mediaHashes(db: Queryable, tenantId: string): Promise<Map<string, string>> {
  const rows = await db.query<Pick<MediaFile, "key" | "sha256">>(
    "SELECT key, sha256 FROM media WHERE tenant_id = $1",
    [tenantId],
  );
  return new Map(rows.map((r) => [r.key, r.sha256]));
}

/** One held media file's bytes, or null. */
export async function mediaBytes(db: Queryable, key: string): Promise<Uint8Array | null> {
  const rows = await db.query<{ bytes: Uint8Array }>("SELECT bytes FROM media WHERE key = $1", [
    key,
  ]);
  return rows[0]?.bytes ?? null;
}

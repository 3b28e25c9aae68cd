// How the store keeps a tenant's bundle as imported (decision 062): its JSON gzip-compressed
// by this process, beside the parts of it the disclosure report reads. The source of export
// and of a rebuilt search index.
import { promisify } from "node:util";
import { gunzip, gzip } from "node:zlib";
import { DISCLOSURE_PARTS } from "#domain/disclosure/published.ts";
import type { Db, Queryable } from "./sql.server.ts";

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/**
 * A bundle as the store keeps it: its JSON gzip-compressed here, so that the store takes a
 * few megabytes of bytes rather than tens of megabytes of jsonb (decision 062).
 */
export async function packBundle(bundle: unknown): Promise<Uint8Array> {
  return gzipAsync(JSON.stringify(bundle));
}

/** The parts of a bundle the disclosure report reads (never its notices or galleries). */
export function disclosureParts(bundle: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(DISCLOSURE_PARTS).map((part) => [part, bundle[part]]));
}

/**
 * Moves bundles kept as jsonb (before migration 005) to their compressed form, one tenant
 * to a transaction; gives how many were moved.
 */
export async function packStoredBundles(db: Db): Promise<number> {
  const old = await db.query<{ id: string }>(
    "SELECT id FROM tenant WHERE bundle_gz IS NULL ORDER BY id",
  );
  for (const { id } of old) {
    await db.transaction(async (tx) => {
      const rows = await tx.query<{ bundle: Record<string, unknown> }>(
        "SELECT bundle FROM tenant WHERE id = $1 FOR UPDATE",
        [id],
      );
      const bundle = rows[0]?.bundle;
      if (!bundle) return;
      await tx.query(
        "UPDATE tenant SET bundle_gz = $2, disclosure = $3::jsonb, bundle = NULL WHERE id = $1",
        [id, await packBundle(bundle), JSON.stringify(disclosureParts(bundle))],
      );
    });
  }
  return old.length;
}

export async function readTenantBundle(db: Queryable, tenantId: string): Promise<unknown> {
  const rows = await db.query<{ bundle_gz: Uint8Array | null }>(
    "SELECT bundle_gz FROM tenant WHERE id = $1",
    [tenantId],
  );
  const packed = rows[0]?.bundle_gz;
  return packed ? JSON.parse((await gunzipAsync(packed)).toString("utf8")) : null;
}

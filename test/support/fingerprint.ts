// A digest of everything the store holds, to prove a rejected import changed nothing.
import type { Db } from "#server/store/db.server.ts";

export async function storeFingerprint(db: Db): Promise<string> {
  const rows = await db.query<{ digest: string }>(`
    SELECT md5(concat_ws('|',
      (SELECT string_agg(id || name || primary_host || md5(bundle_gz) || disclosure::text, ',' ORDER BY id) FROM tenant),
      (SELECT string_agg(host || tenant_id || position, ',' ORDER BY host) FROM tenant_host),
      (SELECT string_agg(kind || id || tenant_id || body::text, ',' ORDER BY kind, id) FROM doc),
      (SELECT string_agg(key || tenant_id || sha256 || md5(bytes), ',' ORDER BY key) FROM media)
    )) AS digest`);
  return rows[0]?.digest ?? "";
}

// Loads every demo institute into the store (the first start, and `prospectus demo`), all in
// one transaction: a start killed half-way leaves the store empty, so the next one fills it.
import { importBundles, type ImportResult } from "#server/content/bundle-io.server.ts";
import type { Db } from "#server/store/db.server.ts";
import type { ImportProgress } from "#server/store/tenants.server.ts";
import { demoBundles } from "./generate.server.ts";

export async function importDemo(db: Db, onProgress?: ImportProgress): Promise<ImportResult[]> {
  return importBundles(db, await demoBundles(), onProgress);
}

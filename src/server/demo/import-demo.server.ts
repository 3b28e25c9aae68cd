// Loads every demo institute into the store (the first start, and `prospectus demo`).
import { importBundle, type ImportResult } from "#server/content/bundle-io.server.ts";
import type { Db } from "#server/store/db.server.ts";
import { demoBundles } from "./generate.server.ts";

export async function importDemo(db: Db): Promise<ImportResult[]> {
  const results: ImportResult[] = [];
  for (const source of demoBundles()) results.push(await importBundle(db, source));
  return results;
}

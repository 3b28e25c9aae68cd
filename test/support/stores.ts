// The stores tests run on: a fresh in-memory PGlite always, and a fresh PostgreSQL database
// when TEST_DATABASE_URL names a server (CI always does; there the tests must not skip).
import { openDb, type Db } from "#server/store/db.server.ts";
import { freshDatabase } from "./postgres.ts";

export interface Backend {
  name: "pglite" | "postgres";
  /** A new, empty, migrated store; close it with the returned Db's close(). */
  open(): Promise<Db>;
}

const adminUrl = process.env.TEST_DATABASE_URL;
if (process.env.CI === "true" && !adminUrl) {
  throw new Error("CI must set TEST_DATABASE_URL so the PostgreSQL tests run");
}

async function freshPostgres(adminUrl: string): Promise<Db> {
  const database = await freshDatabase(adminUrl);
  const db = await openDb({ kind: "postgres", url: database.url });
  return {
    ...db,
    close: async () => {
      await db.close();
      await database.drop();
    },
  };
}

export const backends: Backend[] = [
  { name: "pglite", open: () => openDb({ kind: "pglite-memory" }) },
  ...(adminUrl ? [{ name: "postgres" as const, open: () => freshPostgres(adminUrl) }] : []),
];

// The stores tests run on: a fresh in-memory PGlite always, and a fresh PostgreSQL database
// when TEST_DATABASE_URL names a server (CI always does; there the tests must not skip).
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDb, type Db } from "#server/store/db.server.ts";

export interface Backend {
  name: "pglite" | "postgres";
  /** A new, empty, migrated store; close it with the returned Db's close(). */
  open(): Promise<Db>;
}

const adminUrl = process.env.TEST_DATABASE_URL;
if (process.env.CI === "true" && !adminUrl) {
  throw new Error("CI must set TEST_DATABASE_URL so the PostgreSQL tests run");
}

async function freshPostgres(url: string): Promise<Db> {
  const name = `prospectus_t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await openDb({ kind: "postgres", url: target.toString() });
  return {
    ...db,
    close: async () => {
      await db.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export const backends: Backend[] = [
  { name: "pglite", open: () => openDb({ kind: "pglite-memory" }) },
  ...(adminUrl ? [{ name: "postgres" as const, open: () => freshPostgres(adminUrl) }] : []),
];

// A PostgreSQL database of its own for a test or a benchmark: created empty on the server an
// administrator's address names, and dropped (with any connection still open to it) when done.
import { randomBytes } from "node:crypto";
import pg from "pg";

export interface FreshDatabase {
  /** The database's address: the administrator's, with the new database's name. */
  url: string;
  drop(): Promise<void>;
}

async function run(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

export async function freshDatabase(adminUrl: string): Promise<FreshDatabase> {
  const name = `prospectus_t_${randomBytes(6).toString("hex")}`;
  await run(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => run(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

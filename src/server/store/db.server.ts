// The content store's connection: embedded PGlite in a data directory, or PostgreSQL at a
// URL. Both answer the same SQL with the same JSON; the rest of the server sees only `Db`.
import { constants, existsSync } from "node:fs";
import { access, readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { PGlite, types, type QueryOptions } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { ConfigError, type StoreLocation } from "#server/config.server.ts";
import { packageRoot } from "#server/paths.server.ts";
import { acquireDirLock, type DirLock } from "./lock.server.ts";
import type { Db, Param } from "./sql.server.ts";
import { pgliteTemplate } from "./pglite-template.server.ts";
import { refreshSearchIndex } from "./search.server.ts";
import { packStoredBundles } from "./bundles.server.ts";

// The connection's shape is its own module, so that the store's parts that take a connection
// (search, bundles) need not import the module that opens one and runs them.
export type { Db, Param, Queryable } from "./sql.server.ts";

const CHANGE_CHANNEL = "prospectus_content";

/**
 * How alike a title must be to a query's words to be found despite a typo (pg_trgm's
 * word_similarity, 0 to 1; its default of 0.6 misses one letter left out of a short word).
 */
const TYPO_SIMILARITY = 0.5;

export async function openDb(location: StoreLocation): Promise<Db> {
  const db =
    location.kind === "postgres"
      ? await openPostgres(location.url)
      : await openPglite(location.kind === "pglite" ? location.dataDir : null);
  await migrate(db);
  await packStoredBundles(db);
  await refreshSearchIndex(db);
  return db;
}

const PERMISSION_DENIED = "permission denied";

const FS_PROBLEMS: Record<string, string> = {
  EACCES: PERMISSION_DENIED,
  EPERM: PERMISSION_DENIED,
  EROFS: "the file system is read-only",
  ENOTDIR: "it is not a directory",
  EEXIST: "it is not a directory",
  ENOSPC: "no space is left on the device",
  EDQUOT: "the disk quota is used up",
  ELOOP: "it is a loop of symbolic links",
  ENAMETOOLONG: "the name is too long",
};

/** The data directory cannot be created, written or read: a setting to fix, not a crash. */
class DataDirUnusable extends ConfigError {
  constructor(dataDir: string, problem: string) {
    super(`DATA_DIR: cannot use ${dataDir}: ${problem}; give a directory this process can write`);
  }
}

/**
 * Making the directory is the lock's first step: a path missing there is one no directory can
 * be made in (a parent that exists refused it, as /proc does).
 */
const LOCK_PROBLEMS: Record<string, string> = {
  ...FS_PROBLEMS,
  ENOENT: "no directory can be made there",
};

function asDataDirProblem(
  dataDir: string,
  error: unknown,
  problems: Record<string, string> = FS_PROBLEMS,
): unknown {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  const problem = code ? problems[code] : undefined;
  return problem ? new DataDirUnusable(dataDir, problem) : error;
}

/**
 * Why the store's directory cannot be written, or null. PGlite says only that it "failed to
 * initialize" when it cannot write its lock file there; its file system also refuses a
 * directory without any write bit to the superuser, whom the kernel would let write.
 */
async function unwritable(dir: string): Promise<string | null> {
  try {
    await access(dir, constants.W_OK);
    return ((await stat(dir)).mode & 0o222) === 0 ? PERMISSION_DENIED : null;
  } catch (error) {
    return FS_PROBLEMS[(error as NodeJS.ErrnoException).code ?? ""] ?? null;
  }
}

/**
 * PGlite runs Postgres inside this process, and its WebAssembly memory only ever grows: every
 * buffer Postgres touches stays resident for the life of the process. Postgres's own defaults
 * (128 MB of shared buffers, 64 MB for building an index) are sized for a server of its own;
 * an institute's store is a few tens of megabytes, and the pages and answers are kept by this
 * process's caches, so these hold the resident size of the store near 150 MB (decision 027).
 */
const PGLITE_MEMORY = ["-c", "shared_buffers=32MB", "-c", "maintenance_work_mem=16MB"];

async function openPglite(dataDir: string | null): Promise<Db> {
  const lock: DirLock | null = dataDir
    ? await acquireDirLock(dataDir).catch((error: unknown) => {
        throw asDataDirProblem(dataDir, error, LOCK_PROBLEMS);
      })
    : null;
  const pgdata = dataDir ? path.join(dataDir, "pgdata") : undefined;
  let pglite: PGlite;
  try {
    // A new store starts from the build's empty cluster rather than running initdb.
    const fresh = !pgdata || !existsSync(path.join(pgdata, "PG_VERSION"));
    const loadDataDir = fresh ? await pgliteTemplate() : undefined;
    pglite = await PGlite.create(pgdata, {
      // The extensions the search index uses (migrations/002-search.sql).
      extensions: { btree_gin, pg_trgm },
      startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY],
      ...(loadDataDir ? { loadDataDir } : {}),
    });
  } catch (error) {
    await lock?.release();
    if (!dataDir || !pgdata) throw error;
    const problem = await unwritable(existsSync(pgdata) ? pgdata : dataDir);
    throw problem ? new DataDirUnusable(dataDir, problem) : asDataDirProblem(dataDir, error);
  }
  await pglite.exec(`SET pg_trgm.word_similarity_threshold = ${TYPO_SIMILARITY}`);
  return pgliteDb(pglite, lock);
}

/**
 * Bytes to and from PGlite as hex text, converted natively. PGlite's own conversion makes an
 * array of one number and one string per byte: the 4 MB of a large institute's compressed
 * bundle took 280 MB of heap to write (decision 064).
 */
const BYTEA_AS_HEX: QueryOptions = {
  serializers: {
    [types.BYTEA]: (bytes: Uint8Array) =>
      `\\x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("hex")}`,
  },
  parsers: {
    [types.BYTEA]: (text: string) => {
      const bytes = new Uint8Array((text.length - 2) / 2);
      Buffer.from(bytes.buffer).write(text.slice(2), "hex");
      return bytes;
    },
  },
};

/** Wraps an open PGlite (tests clone one prepared database per test file). */
function pgliteDb(pglite: PGlite, lock: DirLock | null = null): Db {
  // One process owns a PGlite store: a change is reported to this process's subscribers.
  const subscribers = new Set<(tenantId: string) => void>();
  const run = async <Row extends object>(
    on: Pick<PGlite, "query">,
    sql: string,
    params: readonly Param[] = [],
  ): Promise<Row[]> => (await on.query<Row>(sql, [...params], BYTEA_AS_HEX)).rows;
  return {
    kind: "pglite",
    query: (sql, params) => run(pglite, sql, params),
    transaction: (work) =>
      pglite.transaction((tx) => work({ query: (sql, params) => run(tx, sql, params) })),
    lock,
    notifyChanged: async (tenantId) => {
      for (const subscriber of subscribers) subscriber(tenantId);
    },
    onChanged: async (onChange) => {
      subscribers.add(onChange);
    },
    close: async () => {
      await pglite.close();
      await lock?.release();
    },
  };
}

async function openPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    statement_timeout: 30_000,
    options: `-c pg_trgm.word_similarity_threshold=${TYPO_SIMILARITY}`,
  });
  pool.on("error", () => {
    // An idle client's connection dropped; the pool replaces it on the next query.
  });
  const run = async <Row extends object>(
    on: pg.Pool | pg.PoolClient,
    sql: string,
    params: readonly Param[] = [],
  ): Promise<Row[]> => (await on.query<Row>(sql, [...params])).rows;
  // One connection listens for every subscriber of this process.
  let listener: Promise<pg.PoolClient> | null = null;
  const subscribers = new Set<(tenantId: string) => void>();
  return {
    kind: "postgres",
    query: (sql, params) => run(pool, sql, params),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await work({ query: (sql, params) => run(client, sql, params) });
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      } finally {
        client.release();
      }
    },
    async notifyChanged(tenantId) {
      await pool.query("SELECT pg_notify($1, $2)", [CHANGE_CHANNEL, tenantId]);
    },
    async onChanged(onChange) {
      subscribers.add(onChange);
      listener ??= pool.connect().then(async (client) => {
        client.on("notification", (message) => {
          if (message.channel !== CHANGE_CHANNEL) return;
          for (const subscriber of subscribers) subscriber(message.payload ?? "");
        });
        await client.query(`LISTEN ${CHANGE_CHANNEL}`);
        return client;
      });
      await listener;
    },
    async close() {
      if (listener) (await listener).release();
      await pool.end();
    },
  };
}

/** Applies the plain SQL files of ./migrations in name order, each once, in a transaction. */
async function migrate(db: Db): Promise<void> {
  await db.query(
    "CREATE TABLE IF NOT EXISTS schema_migration (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
  );
  const dir = path.join(packageRoot(), "src/server/store/migrations");
  const files = (await readdir(dir)).filter((f) => f.endsWith(".sql")).sort();
  const applied = new Set(
    (await db.query<{ name: string }>("SELECT name FROM schema_migration")).map((r) => r.name),
  );
  for (const file of files) {
    if (applied.has(file)) continue;
    const sql = await readFile(path.join(dir, file), "utf8");
    await db.transaction(async (tx) => {
      // Another process may have applied it meanwhile (PostgreSQL): the lock serialises them.
      await tx.query("LOCK TABLE schema_migration IN EXCLUSIVE MODE");
      const done = await tx.query("SELECT 1 FROM schema_migration WHERE name = $1", [file]);
      if (done.length > 0) return;
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query("INSERT INTO schema_migration (name) VALUES ($1)", [file]);
    });
  }
}

/** Splits a migration file into statements (the files hold no semicolons inside strings). */
function splitStatements(sql: string): string[] {
  return sql
    .split("\n")
    .filter((line) => !line.trim().startsWith("--"))
    .join("\n")
    .split(";")
    .map((s) => s.trim())
    .filter(Boolean);
}

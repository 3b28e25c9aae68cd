// What a connection to the content store offers, PGlite or PostgreSQL alike (db.server.ts
// opens one): SQL with parameters, transactions, and the change notices between processes.
import type { DirLock } from "./lock.server.ts";

export type Param =
  string | number | boolean | null | Uint8Array | readonly (string | number | boolean | null)[];

export interface Queryable {
  query<Row extends object>(sql: string, params?: readonly Param[]): Promise<Row[]>;
}

export interface Db extends Queryable {
  readonly kind: "pglite" | "postgres";
  /** Runs `work` in one transaction: all of it commits, or none of it. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Tells every process on this store that a tenant's content changed. */
  notifyChanged(tenantId: string): Promise<void>;
  /** Calls `onChange` with the tenant's id when any process on this store reports a change. */
  onChanged(onChange: (tenantId: string) => void): Promise<void>;
  close(): Promise<void>;
  /** The data directory's lock, held while the store is open (PGlite on disk only). */
  readonly lock?: DirLock | null;
}

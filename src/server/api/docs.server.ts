// Reads documents of the store's read projection, always bounded and, when a request comes
// through a tenant's own host, only that tenant's.
import { INSTITUTE_TIME_ZONE, LIMITS } from "#contract/index.ts";
import type { Kind } from "#server/content/project.server.ts";
import type { Param, Queryable } from "#server/store/db.server.ts";

export interface ListFilter {
  parent?: string;
  /** Custom items: "" for the top level, else the parent item's id. */
  parentKey?: string;
  ref?: string;
  /** Exact label; null asks for rows without one. */
  label?: string | null;
  /** Case-insensitive substring of the label. */
  search?: string;
  /** All of a tenant's rows of the kind, whatever their parent. */
  tenant?: string;
  visibleOnly?: boolean;
  /** Dated rows of one calendar year in the institutes' time zone. */
  year?: number | undefined;
  /** Dated rows on or after this calendar day (YYYY-MM-DD) in the institutes' time zone. */
  from?: string | undefined;
}

export interface Page {
  page: number;
  limit: number;
}

export type Order = "position" | "newest" | "soonest";

const ORDER_BY: Record<Order, string> = {
  position: "position",
  newest: "sort_at DESC NULLS LAST, position",
  soonest: "sort_at ASC, position",
};

const ALL: Page = { page: 1, limit: LIMITS.maxRows };

export class Docs {
  constructor(
    private readonly db: Queryable,
    /** The tenant of the request's host, or null when the API is called on another host. */
    private readonly scope: string | null,
  ) {}

  async one<T>(kind: Kind, id: string, opts: { visibleOnly?: boolean } = {}): Promise<T | null> {
    const rows = await this.db.query<{ body: T }>(
      `SELECT body FROM doc WHERE kind = $1 AND id = $2 AND ($3::text IS NULL OR tenant_id = $3)
       ${opts.visibleOnly ? "AND visible" : ""}`,
      [kind, id, this.scope],
    );
    return rows[0]?.body ?? null;
  }

  /** The id of the document a document is listed under, or null when there is none. */
  async parentOf(kind: Kind, id: string): Promise<string | null> {
    const rows = await this.db.query<{ parent_id: string | null }>(
      `SELECT parent_id FROM doc WHERE kind = $1 AND id = $2 AND ($3::text IS NULL OR tenant_id = $3)`,
      [kind, id, this.scope],
    );
    return rows[0]?.parent_id ?? null;
  }

  /** Whether a document of the kind exists (and is the tenant's); optionally under a parent. */
  async exists(kind: Kind, id: string, parent?: string): Promise<boolean> {
    const rows = await this.db.query(
      `SELECT 1 FROM doc WHERE kind = $1 AND id = $2 AND ($3::text IS NULL OR tenant_id = $3)
       AND ($4::text IS NULL OR parent_id = $4)`,
      [kind, id, this.scope, parent ?? null],
    );
    return rows.length > 0;
  }

  async list<T>(
    kind: Kind,
    filter: ListFilter,
    page: Page = ALL,
    order: Order = "position",
  ): Promise<T[]> {
    const { where, params } = this.where(kind, filter);
    const limit = Math.min(page.limit, LIMITS.maxRows);
    params.push(limit, (page.page - 1) * limit);
    const orderBy = ORDER_BY[order];
    const rows = await this.db.query<{ body: T }>(
      `SELECT body FROM doc WHERE ${where} ORDER BY ${orderBy} LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    return rows.map((r) => r.body);
  }

  /** Like `list`, with each row's label (an application's group name). */
  async listLabelled<T>(kind: Kind, filter: ListFilter): Promise<{ label: string; body: T }[]> {
    const { where, params } = this.where(kind, filter);
    return this.db.query<{ label: string; body: T }>(
      `SELECT coalesce(label, '') AS label, body FROM doc WHERE ${where} ORDER BY position LIMIT ${LIMITS.maxRows}`,
      params,
    );
  }

  async count(kind: Kind, filter: ListFilter): Promise<number> {
    const { where, params } = this.where(kind, filter);
    const rows = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM doc WHERE ${where}`,
      params,
    );
    return rows[0]?.n ?? 0;
  }

  /** How many dated rows each calendar year has, newest year first. */
  async years(kind: Kind, filter: ListFilter): Promise<{ year: number; count: number }[]> {
    const { where, params } = this.where(kind, filter);
    params.push(INSTITUTE_TIME_ZONE);
    return this.db.query<{ year: number; count: number }>(
      `SELECT extract(year FROM sort_at AT TIME ZONE $${params.length})::int AS year,
       count(*)::int AS count FROM doc WHERE ${where} AND sort_at IS NOT NULL
       GROUP BY 1 ORDER BY 1 DESC`,
      params,
    );
  }

  /** The distinct labels of a kind under a parent, in order of first appearance. */
  async labels(kind: Kind, parent: string): Promise<string[]> {
    const rows = await this.db.query<{ label: string }>(
      `SELECT label FROM doc WHERE kind = $1 AND parent_id = $2 AND label IS NOT NULL
       AND ($3::text IS NULL OR tenant_id = $3)
       GROUP BY label ORDER BY min(position) LIMIT ${LIMITS.maxRows}`,
      [kind, parent, this.scope],
    );
    return rows.map((r) => r.label);
  }

  private where(kind: Kind, filter: ListFilter): { where: string; params: Param[] } {
    const params: Param[] = [kind];
    const clauses = ["kind = $1"];
    const add = (sql: (n: string) => string, value: Param) => {
      params.push(value);
      clauses.push(sql(`$${params.length}`));
    };
    if (this.scope !== null) add((n) => `tenant_id = ${n}`, this.scope);
    if (filter.parent !== undefined) add((n) => `parent_id = ${n}`, filter.parent);
    if (filter.tenant !== undefined) add((n) => `tenant_id = ${n}`, filter.tenant);
    if (filter.parentKey !== undefined) add((n) => `parent_key = ${n}`, filter.parentKey);
    if (filter.ref !== undefined) add((n) => `ref_id = ${n}`, filter.ref);
    if (filter.label === null) clauses.push("label IS NULL");
    else if (filter.label !== undefined) add((n) => `label = ${n}`, filter.label);
    if (filter.search) add((n) => `strpos(lower(label), lower(${n})) > 0`, filter.search);
    if (filter.visibleOnly) clauses.push("visible");
    if (filter.year !== undefined) {
      // A range on sort_at, so that the index on it serves a year as it serves the whole list.
      params.push(filter.year, INSTITUTE_TIME_ZONE);
      const [year, zone] = [`$${params.length - 1}`, `$${params.length}`];
      clauses.push(
        `sort_at >= make_timestamptz(${year}::int, 1, 1, 0, 0, 0, ${zone}) AND sort_at < make_timestamptz(${year}::int + 1, 1, 1, 0, 0, 0, ${zone})`,
      );
    }
    if (filter.from !== undefined) {
      params.push(filter.from, INSTITUTE_TIME_ZONE);
      const [day, zone] = [`$${params.length - 1}`, `$${params.length}`];
      clauses.push(`sort_at >= (${day}::date)::timestamp AT TIME ZONE ${zone}`);
    }
    return { where: clauses.join(" AND "), params };
  }
}

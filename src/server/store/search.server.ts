// The search index (docs/decisions/051-search.md): written with a tenant's content in the
// import's transaction, read with PostgreSQL full-text search on both back ends.
import { SEARCH_KINDS, SEARCH_LIMITS } from "#contract/constants.ts";
import {
  bundle as bundleSchema,
  type EndpointQuery,
  type SearchAnswer,
  type SearchKind,
  type SearchText,
} from "#contract/index.ts";
import {
  SEARCH_ENTRIES_VERSION,
  searchEntries,
  type SearchEntry,
} from "#server/content/search-entries.server.ts";
import type { Db, Queryable } from "./sql.server.ts";
import { readTenantBundle } from "./bundles.server.ts";

const BATCH = 2000;

/**
 * Writes a tenant's entries from `start` on; call inside the transaction that writes its
 * content, once its old entries are gone (they go with its tenant row).
 */
export async function insertSearchEntries(
  tx: Queryable,
  tenantId: string,
  start: number,
  entries: readonly SearchEntry[],
): Promise<void> {
  for (let from = 0; from < entries.length; from += BATCH) {
    const batch = entries.slice(from, from + BATCH);
    const column = <K extends keyof SearchEntry>(key: K) => batch.map((e) => e[key]);
    await tx.query(
      `INSERT INTO search_entry
         (tenant_id, position, kind, locale, title, body, href, file_key, sort_at)
       SELECT $1, $2::int + p::int, kind, locale, title, body, href, file_key,
              sort_at::timestamptz
       FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                   $9::text[])
         WITH ORDINALITY AS t(kind, locale, title, body, href, file_key, sort_at, p)`,
      [
        tenantId,
        start + from,
        column("kind"),
        column("locale"),
        column("title"),
        column("body"),
        column("href"),
        column("file"),
        column("date"),
      ],
    );
  }
}

/** Once tenants' entries are written: fresh statistics, and the entries' version for each. */
export async function finishSearchEntries(
  tx: Queryable,
  tenantIds: readonly string[],
): Promise<void> {
  if (tenantIds.length === 0) return;
  // Fresh statistics, so the planner reads a rare word from the index and scans for a common one.
  await tx.query("ANALYZE search_entry");
  await tx.query(
    `INSERT INTO search_state (tenant_id, version) SELECT t, $2::int FROM unnest($1::text[]) AS t
     ON CONFLICT (tenant_id) DO UPDATE SET version = EXCLUDED.version`,
    [tenantIds, SEARCH_ENTRIES_VERSION],
  );
}

/**
 * Rebuilds the entries of every tenant imported before this version of the entry builder
 * (or before search existed), each tenant in its own transaction.
 */
export async function refreshSearchIndex(db: Db): Promise<number> {
  const stale = await db.query<{ id: string }>(
    `SELECT t.id FROM tenant t LEFT JOIN search_state s ON s.tenant_id = t.id
     WHERE s.version IS DISTINCT FROM $1 ORDER BY t.id`,
    [SEARCH_ENTRIES_VERSION],
  );
  for (const { id } of stale) {
    await db.transaction(async (tx) => {
      await tx.query("SELECT 1 FROM tenant WHERE id = $1 FOR UPDATE", [id]);
      const parsed = bundleSchema.safeParse(await readTenantBundle(tx, id));
      await tx.query("DELETE FROM search_entry WHERE tenant_id = $1", [id]);
      await insertSearchEntries(tx, id, 0, parsed.success ? searchEntries(parsed.data) : []);
      await finishSearchEntries(tx, [id]);
    });
  }
  return stale.length;
}

/** The words of a query: letters and digits of any script, lower-cased, at most a few. */
export function queryWords(q: string): string[] {
  const words = q
    .slice(0, SEARCH_LIMITS.queryChars)
    .normalize("NFKC")
    .toLowerCase()
    .match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu);
  return [...new Set(words ?? [])].slice(0, SEARCH_LIMITS.queryWords).map((w) => w.slice(0, 40));
}

export type SearchRequest = EndpointQuery<"search">;

interface HitRow {
  kind: SearchKind;
  /** Null on a row read only for its kind's count. */
  title: string | null;
  snippet: string | null;
  href: string;
  file_key: string | null;
  sort_at: string | null;
}

// Marks of ts_headline: characters no content holds (control characters are cut at import).
const START = "\u0002";
const STOP = "\u0003";
const HEADLINE = `StartSel=${START}, StopSel=${STOP}, MaxWords=28, MinWords=12, ShortWord=1, MaxFragments=2, FragmentDelimiter=" … "`;
const TITLE_HEADLINE = `StartSel=${START}, StopSel=${STOP}, HighlightAll=true`;

/**
 * Devanagari letters the typo search reads as one: long vowels and their signs as the short
 * ones, the chandrabindu as the anusvara, so that spellings that differ only there (परीक्षा,
 * परिक्षा) are alike. Each letter of FOLD_FROM is read as the letter at its place in FOLD_TO;
 * the query is folded in SQL as the titles are, and migrations/007-search-folded-title.sql
 * indexes the titles by the same expression.
 */
const FOLD_FROM = "ीूईऊँ";
const FOLD_TO = "िुइउं";
const fold = (sql: string) => `translate(${sql}, '${FOLD_FROM}', '${FOLD_TO}')`;
const FOLDED_TITLE = fold("lower(title)");

/**
 * The matching entries of one tenant: each word matches as a whole word, as the beginning of
 * a word, or by its stem (English, or Hindi for a word in Devanagari: the 'hindi'
 * configuration, migrations/008-search-hindi-stems.sql). When nothing matches, titles with a
 * word like the query's longest word (a typo, or a Devanagari vowel written long for short).
 */
export async function searchTenant(
  db: Queryable,
  tenantId: string,
  request: SearchRequest,
): Promise<SearchAnswer> {
  const words = queryWords(request.q);
  if (words.length === 0) return { words, similar: false, counts: [], hits: [] };
  const prefixQuery = words.map((w) => `'${w}':*`).join(" & ");
  const stemQuery = words.map((w) => `'${w}'`).join(" & ");
  const match = `(to_tsquery('simple', $2) || to_tsquery('hindi', $3))`;
  const exact = await runSearch(db, tenantId, request, {
    where: `words @@ ${match}`,
    // A title match first, then the newest (ts_rank reads every matching row's whole text:
    // too slow when a common word matches thousands).
    rank: `(title_words @@ ${match})::int`,
    params: [prefixQuery, stemQuery],
    snippet: `ts_headline('simple', body, ${match}, '${HEADLINE}')`,
    title: `ts_headline('simple', title, ${match}, '${TITLE_HEADLINE}')`,
  });
  if (exact.counts.length > 0) return { words, similar: false, ...exact };
  // The longest word is the one a typo is most likely in and the most telling.
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  if ([...longest].length < 4) return { words, similar: false, counts: [], hits: [] };
  const similar = await runSearch(db, tenantId, request, {
    where: `${fold("$2")} <% ${FOLDED_TITLE}`,
    rank: `word_similarity(${fold("$2")}, ${FOLDED_TITLE})`,
    params: [longest],
    snippet: "left(body, 200)",
    title: "title",
  });
  return { words, similar: similar.counts.length > 0, ...similar };
}

interface Plan {
  where: string;
  rank: string;
  params: string[];
  snippet: string;
  title: string;
}

async function runSearch(
  db: Queryable,
  tenantId: string,
  request: SearchRequest,
  plan: Plan,
): Promise<Pick<SearchAnswer, "counts" | "hits">> {
  // The page's language, then the kind and the page's offset when one kind is asked for.
  const language = plan.params.length + 2;
  const n = language + 1;
  // One pass over the matches: each kind's count, and its rows ranked by rank, then newest,
  // then in the content's order. Only positions are ranked; titles, snippets and links are
  // read for the rows shown (ts_headline reads the whole text). A page of one kind keeps
  // every kind's first row too, for its count.
  const order = `${plan.rank} DESC, sort_at DESC NULLS LAST, position`;
  const shownIf = request.kind
    ? `kind = $${n} AND nth > $${n + 1} AND nth <= $${n + 1} + ${SEARCH_LIMITS.perPage}`
    : `nth <= ${SEARCH_LIMITS.perGroup}`;
  const params = [
    tenantId,
    ...plan.params,
    request.lang,
    ...(request.kind ? [request.kind, (request.page - 1) * SEARCH_LIMITS.perPage] : []),
  ];
  const rows = await db.query<HitRow & { total: number; shown: boolean }>(
    `WITH ranked AS (
       SELECT position, kind, row_number() OVER (PARTITION BY kind ORDER BY ${order}) AS nth,
              count(*) OVER (PARTITION BY kind) AS total
       FROM search_entry WHERE tenant_id = $1 AND (locale IS NULL OR locale = $${language})
         AND ${plan.where}
     ), picked AS (
       SELECT position, kind, nth, total, (${shownIf}) AS shown FROM ranked
       WHERE (${shownIf}) OR nth = 1
     )
     SELECT picked.kind, picked.total::int AS total, picked.shown,
            CASE WHEN picked.shown THEN ${plan.title} END AS title,
            CASE WHEN picked.shown THEN ${plan.snippet} END AS snippet, href, file_key,
            to_char(sort_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS sort_at
     FROM picked JOIN search_entry ON search_entry.tenant_id = $1
       AND search_entry.position = picked.position
     ORDER BY picked.nth`,
    params,
  );
  const counts: SearchAnswer["counts"] = [
    ...new Map(rows.map((row) => [row.kind, Number(row.total)])),
  ].map(([kind, count]) => ({ kind, count }));
  const kindOrder = (kind: SearchKind) => SEARCH_KINDS.findIndex((k) => k.kind === kind);
  return {
    counts: counts
      .map((c) => ({ kind: c.kind, count: Number(c.count) }))
      .sort((a, b) => kindOrder(a.kind) - kindOrder(b.kind)),
    hits: rows
      .filter((row) => row.shown)
      .map((row) => ({
        kind: row.kind,
        title: marked(row.title ?? ""),
        snippet: marked(row.snippet ?? ""),
        href: row.href,
        ...(row.file_key ? { file: row.file_key } : {}),
        date: row.sort_at,
      }))
      .sort((a, b) => kindOrder(a.kind) - kindOrder(b.kind)),
  };
}

/** Splits ts_headline's output at its marks into plain and marked pieces. */
function marked(text: string): SearchText {
  const parts: SearchText = [];
  for (const [i, piece] of text.split(START).entries()) {
    const [inside, after] = i === 0 ? [null, piece] : splitOnce(piece, STOP);
    if (inside) parts.push({ text: inside, mark: true });
    if (after) parts.push({ text: after, mark: false });
  }
  return parts;
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, ""] : [text.slice(0, at), text.slice(at + separator.length)];
}

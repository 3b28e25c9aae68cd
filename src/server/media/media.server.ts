// /media/<key>: the store's files, with their content types, byte ranges (PDF viewers and
// video players ask for them) and year-long caching (a key's content never changes).
// On a tenant's host only that tenant's files exist; the media host (MEDIA_HOST) and any other
// host that is no tenant's read every tenant's files, as the platform API does there
// (decision 020). `?w=` asks for a picture's smaller
// WebP copy (decision 028).
import { createHash } from "node:crypto";
import { Hono, type Context } from "hono";
import mime from "mime";
import { PICTURE_WIDTHS, RESIZABLE_TYPES } from "#contract/constants.ts";
import { FILE_KEY_PATTERN } from "#contract/index.ts";
import type { Queryable } from "#server/store/db.server.ts";
import { normaliseHost } from "#server/tenancy/host.server.ts";
import type { TenantResolver } from "#server/tenancy/tenants.server.ts";
import { DEFAULT_CACHE_POLICY, tenantTag } from "#server/http-caching.server.ts";
import { matches } from "#server/page-cache.server.ts";
import type { Resizer } from "./resizer.server.ts";

export function contentTypeOf(key: string): string {
  return mime.getType(key) ?? "application/octet-stream";
}

interface MediaRow {
  /** The institute the file belongs to. */
  tenant_id: string;
  content_type: string;
  size: number;
  sha256: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/**
 * The key of a request path, or null. The raw path may hold only key characters and
 * slashes, so no encoding (%2e%2e, %2f, %5c, %00, double encoding) can smuggle a
 * traversal in: anything with a percent sign is refused before any decoding.
 */
function mediaKeyOf(rawPath: string): string | null {
  const key = rawPath.replace(/^\/media\//, "");
  return FILE_KEY_PATTERN.test(key) && !key.split("/").some((s) => s === "." || s === "..")
    ? key
    : null;
}

type Range = { start: number; end: number } | "unsatisfiable" | null;

function parseRange(header: string | undefined, size: number): Range {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === "" && m[2] === "")) return "unsatisfiable";
  let start: number;
  let end: number;
  if (m[1] === "") {
    const suffix = Number(m[2]);
    if (suffix === 0) return "unsatisfiable";
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  return start <= end && start < size ? { start, end } : "unsatisfiable";
}

export interface MediaOptions {
  db: Queryable;
  tenants: TenantResolver;
  /** The normalised host a request was addressed to. */
  hostOf: (c: Context) => string | null;
  /** Makes pictures' smaller copies; without it, `?w=` answers the picture itself. */
  resizer?: Resizer;
  /** The header naming a file's institute for a purge by tag (decision 068). */
  tagHeader?: string;
  /** The host that serves every tenant's files, even were it a tenant's, as MEDIA_HOST names
   * it (a port included). */
  mediaHost?: string | null;
}

const WEBP = "image/webp";

/**
 * The type and size of a tenant's stored files, by key, in one read (decision 094): what a
 * page says beside its links to them. A key the tenant does not hold is not in the map.
 */
export async function storedFileFacts(
  db: Queryable,
  tenantId: string,
  keys: readonly string[],
): Promise<Map<string, { contentType: string; size: number }>> {
  if (keys.length === 0) return new Map();
  const rows = await db.query<{ key: string; content_type: string; size: number }>(
    "SELECT key, content_type, size FROM media WHERE tenant_id = $1 AND key = ANY($2::text[])",
    [tenantId, [...new Set(keys)]],
  );
  return new Map(rows.map((r) => [r.key, { contentType: r.content_type, size: r.size }]));
}

/** A file of the store, within the host's scope (decision 020). */
async function storedFile(db: Queryable, key: string, scope: string | null) {
  const rows = await db.query<MediaRow>(
    "SELECT tenant_id, content_type, size, sha256, bytes FROM media WHERE key = $1 AND ($2::text IS NULL OR tenant_id = $2)",
    [key, scope],
  );
  return rows[0] ?? null;
}

/**
 * A picture at most `width` wide: its kept copy, or one made now and kept in the store
 * (decision 028). The picture itself when no smaller copy can be had: a file that is no raster
 * picture, or a picture that cannot be read or would not shrink (recorded, so not tried
 * again); a busy or stopped worker is asked again next time. Null: no such file.
 */
async function pictureAt(
  db: Queryable,
  resizer: Resizer,
  key: string,
  scope: string | null,
  width: number,
): Promise<MediaRow | null> {
  const kept = await db.query<Omit<MediaRow, "content_type">>(
    `SELECT m.tenant_id, v.size, v.sha256, v.bytes FROM media_variant v JOIN media m USING (key)
     WHERE v.key = $1 AND v.width = $2 AND ($3::text IS NULL OR m.tenant_id = $3)`,
    [key, width, scope],
  );
  const copy = kept[0];
  if (copy?.bytes) return { ...copy, content_type: WEBP };
  const file = await storedFile(db, key, scope);
  if (!file || copy || !RESIZABLE_TYPES.includes(file.content_type)) return file;
  const made = await resizer.resize(file.bytes, width);
  if (!made.ok && !made.lasting) return file;
  const bytes = made.ok && made.bytes.byteLength < file.size ? new Uint8Array(made.bytes) : null;
  const sha256 = bytes && createHash("sha256").update(bytes).digest("hex");
  // A new import may have replaced the picture meanwhile: then nothing is kept.
  await db.query(
    `INSERT INTO media_variant (key, width, size, sha256, bytes)
     SELECT $1, $2::int, $3::int, $4, $5::bytea
     WHERE EXISTS (SELECT 1 FROM media WHERE key = $1 AND sha256 = $6)
     ON CONFLICT DO NOTHING`,
    [key, width, bytes?.byteLength ?? null, sha256, bytes, file.sha256],
  );
  return bytes && sha256
    ? { tenant_id: file.tenant_id, content_type: WEBP, size: bytes.byteLength, sha256, bytes }
    : file;
}

/**
 * The pages that may frame a file: the site's viewer shows PDFs in a frame. On its institute's
 * own host, that host's pages ('self', which X-Frame-Options can say too). Elsewhere (the media
 * host, a CDN's origin) every page is of another origin, so the answer names the institute's
 * own hosts, and only them: it depends on the file alone, as a shared cache needs.
 */
function framingHeaders(framers: readonly string[] | "self"): Record<string, string> {
  const policy =
    "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox; frame-ancestors";
  if (framers === "self") {
    return {
      "content-security-policy": `${policy} 'self'`,
      "x-frame-options": "SAMEORIGIN",
    };
  }
  // No X-Frame-Options: it can name no other origin, and a browser that read it rather than
  // the policy would refuse the institute's own pages.
  return { "content-security-policy": `${policy} ${framers.join(" ") || "'none'"}` };
}

/**
 * An institute's hosts as frame ancestors of its files. Written without a scheme, a host takes
 * the file's: over https only https pages, over plain http either. Without a port it means the
 * scheme's default, so a media host on a port of its own (one server answering every host on
 * one port, as in tests) names each host on that port too.
 */
function framersOf(hosts: readonly string[], port: string | null): string[] {
  return hosts.flatMap((host) => (port ? [host, `${host}:${port}`] : [host]));
}

export function mediaRouter({
  db,
  tenants,
  hostOf,
  resizer,
  tagHeader = DEFAULT_CACHE_POLICY.tagHeader,
  mediaHost = null,
}: MediaOptions): Hono {
  const everyTenants = normaliseHost(mediaHost);
  const mediaPort = mediaHost === null ? null : (/:(\d+)$/.exec(mediaHost)?.[1] ?? null);
  const media = new Hono();
  media.get("/*", async (c) => {
    const rawPath = new URL(c.req.url).pathname;
    const key = mediaKeyOf(rawPath);
    if (!key) return c.text("Not a media key.", 400);
    const asked = c.req.query("w");
    const width = asked === undefined ? null : Number(asked);
    if (width !== null && !PICTURE_WIDTHS.includes(width)) {
      return c.text(`A picture's width is one of ${PICTURE_WIDTHS.join(", ")}.`, 400);
    }
    const host = hostOf(c);
    const scope =
      everyTenants !== null && host === everyTenants ? null : await tenants.tenantOf(host);
    const file =
      width && resizer
        ? await pictureAt(db, resizer, key, scope, width)
        : await storedFile(db, key, scope);
    if (!file) return c.text("No such file.", 404);
    const etag = `"${file.sha256}"`;
    const headers: Record<string, string> = {
      "content-type": file.content_type,
      "cache-control": "public, max-age=31536000, immutable",
      etag,
      "accept-ranges": "bytes",
      "x-content-type-options": "nosniff",
      // A file is shown, never run: an SVG or HTML file gets no script and no origin.
      ...framingHeaders(
        scope === null ? framersOf(await tenants.hosts(file.tenant_id), mediaPort) : "self",
      ),
      [tagHeader]: tenantTag(file.tenant_id),
    };
    if (matches(c.req.header("if-none-match"), etag)) {
      return new Response(null, { status: 304, headers });
    }
    const range = parseRange(c.req.header("range"), file.size);
    if (range === "unsatisfiable") {
      return new Response(null, {
        status: 416,
        headers: { ...headers, "content-range": `bytes */${file.size}` },
      });
    }
    if (range) {
      headers["content-range"] = `bytes ${range.start}-${range.end}/${file.size}`;
      return new Response(file.bytes.slice(range.start, range.end + 1), { status: 206, headers });
    }
    return new Response(file.bytes, { status: 200, headers });
  });
  return media;
}

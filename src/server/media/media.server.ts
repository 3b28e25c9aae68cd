// /media/<key>: the store's files, with their content types, byte ranges (PDF viewers and
// video players ask for them) and year-long caching (a key's content never changes).
// On a tenant's host only that tenant's files exist; any other host reads every tenant's
// files, as the platform API does there (decision 020).
import { Hono, type Context } from "hono";
import mime from "mime";
import { FILE_KEY_PATTERN } from "#contract/index.ts";
import type { Queryable } from "#server/store/db.server.ts";
import type { TenantResolver } from "#server/tenancy/tenants.server.ts";

export function contentTypeOf(key: string): string {
  return mime.getType(key) ?? "application/octet-stream";
}

interface MediaRow {
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
export function mediaKeyOf(rawPath: string): string | null {
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
}

export function mediaRouter({ db, tenants, hostOf }: MediaOptions): Hono {
  const media = new Hono();
  media.get("/*", async (c) => {
    const rawPath = new URL(c.req.url).pathname;
    const key = mediaKeyOf(rawPath);
    if (!key) return c.text("Not a media key.", 400);
    const scope = await tenants.tenantOf(hostOf(c));
    const rows = await db.query<MediaRow>(
      "SELECT content_type, size, sha256, bytes FROM media WHERE key = $1 AND ($2::text IS NULL OR tenant_id = $2)",
      [key, scope],
    );
    const file = rows[0];
    if (!file) return c.text("No such file.", 404);
    const etag = `"${file.sha256}"`;
    const headers: Record<string, string> = {
      "content-type": file.content_type,
      "cache-control": "public, max-age=31536000, immutable",
      etag,
      "accept-ranges": "bytes",
      "x-content-type-options": "nosniff",
      // A file is shown, never run: an SVG or HTML file gets no script and no origin. Only
      // our own pages may frame it (the PDF viewer).
      "content-security-policy":
        "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox; frame-ancestors 'self'",
      "x-frame-options": "SAMEORIGIN",
    };
    if (c.req.header("if-none-match") === etag) return new Response(null, { status: 304, headers });
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

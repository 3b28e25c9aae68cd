// /media/<key>: the store's files, with their content types, byte ranges (PDF viewers and
// video players ask for them) and year-long caching (a key's content never changes).
// On a tenant's host only that tenant's files exist; any other host reads every tenant's
// files, as the platform API does there (decision 020). `?w=` asks for a picture's smaller
// WebP copy (decision 028).
import { createHash } from "node:crypto";
import { Hono, type Context } from "hono";
import mime from "mime";
import { PICTURE_WIDTHS, RESIZABLE_TYPES } from "#contract/constants.ts";
import { FILE_KEY_PATTERN } from "#contract/index.ts";
import type { Queryable } from "#server/store/db.server.ts";
import type { TenantResolver } from "#server/tenancy/tenants.server.ts";
import type { Resizer } from "./resizer.server.ts";

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
  /** Makes pictures' smaller copies; without it, `?w=` answers the picture itself. */
  resizer?: Resizer;
}

const WEBP = "image/webp";

/**
 * The picture's copy at most `width` wide, made once and kept in the store. The picture
 * itself when no smaller copy can be had: a picture that cannot be read or would not
 * shrink is recorded as such; a busy or stopped worker is asked again next time.
 */
async function pictureAt(
  db: Queryable,
  resizer: Resizer,
  key: string,
  file: MediaRow,
  width: number,
): Promise<MediaRow> {
  if (!RESIZABLE_TYPES.includes(file.content_type)) return file;
  const kept = await db.query<Omit<MediaRow, "content_type">>(
    "SELECT size, sha256, bytes FROM media_variant WHERE key = $1 AND width = $2",
    [key, width],
  );
  const row = kept[0];
  if (row) return row.bytes ? { ...row, content_type: WEBP } : file;
  const made = await resizer.resize(file.bytes, width);
  if (!made.ok && !made.lasting) return file;
  const bytes = made.ok && made.bytes.byteLength < file.size ? Buffer.from(made.bytes) : null;
  const copy = bytes && {
    content_type: WEBP,
    size: bytes.byteLength,
    sha256: createHash("sha256").update(bytes).digest("hex"),
    bytes: new Uint8Array(bytes),
  };
  // A new import may have replaced the picture meanwhile: then nothing is kept.
  await db.query(
    `INSERT INTO media_variant (key, width, size, sha256, bytes)
     SELECT $1, $2::int, $3::int, $4, $5::bytea WHERE EXISTS (SELECT 1 FROM media WHERE key = $1 AND sha256 = $6)
     ON CONFLICT DO NOTHING`,
    [key, width, copy?.size ?? null, copy?.sha256 ?? null, copy?.bytes ?? null, file.sha256],
  );
  return copy ?? file;
}

export function mediaRouter({ db, tenants, hostOf, resizer }: MediaOptions): Hono {
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
    const scope = await tenants.tenantOf(hostOf(c));
    const rows = await db.query<MediaRow>(
      "SELECT content_type, size, sha256, bytes FROM media WHERE key = $1 AND ($2::text IS NULL OR tenant_id = $2)",
      [key, scope],
    );
    const found = rows[0];
    if (!found) return c.text("No such file.", 404);
    const file = width && resizer ? await pictureAt(db, resizer, key, found, width) : found;
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

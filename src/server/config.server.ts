// The process's configuration, from the environment, checked once at start: a bad value
// stops the start with a message naming the variable.
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { LOCALES } from "#contract/index.ts";
import {
  PURGE_STYLES,
  PURGE_URL_SHAPES,
  TAG_HEADER_OF,
  type PurgeTarget,
} from "./cache-purge.server.ts";
import { TAG_HEADERS, type CachePolicy } from "./http-caching.server.ts";
import { normaliseHost } from "./tenancy/host.server.ts";

const flag = z
  .enum(["", "0", "1", "true", "false", "yes", "no"])
  .default("")
  .transform((v) => v === "1" || v === "true" || v === "yes");

/** Whole seconds, at most a year. */
function seconds(fallback: number) {
  return z.coerce.number().int().min(0).max(31_536_000).default(fallback);
}

const env = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
    .optional(),
  PLATFORM_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  TRUST_PROXY: flag,
  MEDIA_BASE_URL: z.string().min(1).optional(),
  MEDIA_HOST: z
    .string()
    .transform((v) => v.trim().toLowerCase())
    .refine((v) => normaliseHost(v) === v.replace(/:\d{1,5}$/, ""), "must be a host name")
    .optional(),
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  METRICS_HOST: z.string().default("127.0.0.1"),
  SHUTDOWN_TIMEOUT: z.coerce.number().min(0).max(3600).default(10),
  HSTS_INCLUDE_SUBDOMAINS: flag,
  HSTS_PRELOAD: flag,
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(65_536).default(24),
  CACHE_S_MAXAGE: seconds(300),
  CACHE_STALE_WHILE_REVALIDATE: seconds(3600),
  CACHE_STALE_IF_ERROR: seconds(86_400),
  CACHE_TAG_HEADER: z
    .string()
    .transform((v) => v.toLowerCase())
    .pipe(z.enum(TAG_HEADERS))
    .default("xkey"),
  CACHE_PURGE_URL: z.url({ protocol: /^https?$/ }).optional(),
  CACHE_PURGE_STYLE: z
    .string()
    .transform((v) => v.toLowerCase())
    .pipe(z.enum(PURGE_STYLES))
    .optional(),
  CACHE_PURGE_TOKEN: z.string().optional(),
  MIRROR_FROM: z.url({ protocol: /^https?$/ }).optional(),
  MIRROR_HOSTS: z.string().optional(),
  MIRROR_INSTITUTES: z.string().optional(),
  MIRROR_MEDIA_FROM: z.url({ protocol: /^https?$/ }).optional(),
  MIRROR_QUICK_INTERVAL: z.coerce.number().int().min(1).max(31_536_000).default(120),
  MIRROR_FULL_INTERVAL: z.coerce.number().int().min(1).max(31_536_000).default(3600),
  WORKERS: z
    .string()
    .regex(/^(auto|[1-9]\d{0,2})$/, "must be a whole number from 1 to 999, or auto")
    .default("1"),
});

type Env = z.infer<typeof env>;

/** One institute a mirror keeps: asked for on its first host, served on them all. */
export interface MirroredInstitute {
  hosts: string[];
  /** Language codes, the default first; null leaves the site's default. */
  languages: string[] | null;
}

/** What `serve` mirrors from a platform, and how often (decision 084). */
export interface MirrorSchedule {
  /** The platform's API base (its `/api`). */
  from: string;
  mediaFrom: string | null;
  institutes: MirroredInstitute[];
  quickMs: number;
  fullMs: number;
}

const hostName = z.string().transform((v, ctx) => {
  const host = normaliseHost(v);
  if (!host) ctx.addIssue({ code: "custom", message: `${v} is not a host name` });
  return host ?? "";
});

const institutesFile = z
  .array(
    z.strictObject({
      hosts: z.array(hostName).min(1),
      languages: z
        .array(z.enum(LOCALES))
        .min(1)
        .refine((l) => new Set(l).size === l.length, "a language is named once")
        .optional(),
    }),
  )
  .superRefine((institutes, ctx) => {
    const seen = new Set<string>();
    institutes.forEach((institute, i) =>
      institute.hosts.forEach((host, h) => {
        if (seen.has(host)) {
          ctx.addIssue({
            code: "custom",
            path: [i, "hosts", h],
            message: `${host} is named twice`,
          });
        }
        seen.add(host);
      }),
    );
  });

/**
 * The institutes of a MIRROR_INSTITUTES file, read and checked once: the mirror and live mode
 * (decision 086) read the same file by this one parser.
 */
function institutesIn(file: string): { institutes: MirroredInstitute[]; problem?: string } {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    return {
      institutes: [],
      problem: `MIRROR_INSTITUTES: cannot read ${file}: ${(error as Error).message}`,
    };
  }
  const parsed = institutesFile.safeParse(json);
  if (!parsed.success) {
    const shown = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    return { institutes: [], problem: `MIRROR_INSTITUTES: ${shown.join("; ")}` };
  }
  return {
    institutes: parsed.data.map((i) => ({ hosts: i.hosts, languages: i.languages ?? null })),
  };
}

/** The institutes of MIRROR_INSTITUTES (a JSON file), then MIRROR_HOSTS' others. */
function mirrorSchedule(e: Env): { schedule: MirrorSchedule | null; problem?: string } {
  const hosts = (e.MIRROR_HOSTS ?? "")
    .split(",")
    .map((h) => h.trim())
    .filter(Boolean);
  if (!e.MIRROR_FROM) {
    // Live mode reads the institutes file too (liveInstitutes), but mirrors nothing.
    return hosts.length > 0 || (e.MIRROR_INSTITUTES && !e.PLATFORM_API_URL)
      ? {
          schedule: null,
          problem:
            "MIRROR_FROM: needed with MIRROR_HOSTS, and with MIRROR_INSTITUTES unless PLATFORM_API_URL is set",
        }
      : { schedule: null };
  }
  // Live mode reads the platform instead of the store the mirror fills.
  if (e.PLATFORM_API_URL) {
    return { schedule: null, problem: "MIRROR_FROM: set it or PLATFORM_API_URL, not both" };
  }
  const institutes: MirroredInstitute[] = [];
  if (e.MIRROR_INSTITUTES) {
    const read = institutesIn(e.MIRROR_INSTITUTES);
    if (read.problem) return { schedule: null, problem: read.problem };
    institutes.push(...read.institutes);
  }
  for (const raw of hosts) {
    const host = normaliseHost(raw);
    if (!host) return { schedule: null, problem: `MIRROR_HOSTS: ${raw} is not a host name` };
    if (!institutes.some((i) => i.hosts.includes(host))) {
      institutes.push({ hosts: [host], languages: null });
    }
  }
  if (institutes.length === 0) {
    return { schedule: null, problem: "MIRROR_HOSTS: name the hosts to mirror from MIRROR_FROM" };
  }
  return {
    schedule: {
      from: e.MIRROR_FROM,
      mediaFrom: e.MIRROR_MEDIA_FROM ?? null,
      institutes,
      quickMs: e.MIRROR_QUICK_INTERVAL * 1000,
      fullMs: Math.max(e.MIRROR_FULL_INTERVAL, e.MIRROR_QUICK_INTERVAL) * 1000,
    },
  };
}

/** The institutes a live platform's site serves by configuration (decision 086): those of
 * MIRROR_INSTITUTES with PLATFORM_API_URL; null serves whatever host the platform knows. */
function liveInstitutes(e: Env): { institutes: MirroredInstitute[] | null; problem?: string } {
  if (!e.PLATFORM_API_URL || !e.MIRROR_INSTITUTES) return { institutes: null };
  const read = institutesIn(e.MIRROR_INSTITUTES);
  if (read.problem) return { institutes: null, problem: read.problem };
  if (read.institutes.length === 0) {
    return { institutes: null, problem: "MIRROR_INSTITUTES: name at least one institute" };
  }
  return { institutes: read.institutes };
}

/** Where purges go, or null; a problem names the variable to fix. */
function purgeTarget(e: Env): { target: PurgeTarget | null; problem?: string } {
  if (!e.CACHE_PURGE_URL) {
    return e.CACHE_PURGE_STYLE || e.CACHE_PURGE_TOKEN
      ? { target: null, problem: "CACHE_PURGE_URL: needed with CACHE_PURGE_STYLE or _TOKEN" }
      : { target: null };
  }
  const style = e.CACHE_PURGE_STYLE ?? "varnish";
  const shape = PURGE_URL_SHAPES[style];
  if (!shape.path.test(new URL(e.CACHE_PURGE_URL).pathname)) {
    return { target: null, problem: `CACHE_PURGE_URL: for ${style}, ${shape.example}` };
  }
  if (style !== "varnish" && !e.CACHE_PURGE_TOKEN) {
    return { target: null, problem: `CACHE_PURGE_TOKEN: ${style} needs an API token to purge` };
  }
  if (e.CACHE_TAG_HEADER !== TAG_HEADER_OF[style]) {
    return {
      target: null,
      problem: `CACHE_TAG_HEADER: ${style} purges by the ${TAG_HEADER_OF[style]} header, not ${e.CACHE_TAG_HEADER}`,
    };
  }
  return { target: { style, url: e.CACHE_PURGE_URL, token: e.CACHE_PURGE_TOKEN ?? null } };
}

/** Where the content store is: a data directory, memory (tests), or a PostgreSQL URL. */
export type StoreLocation =
  | { kind: "pglite"; dataDir: string }
  | { kind: "pglite-memory" }
  | { kind: "postgres"; url: string };

export interface Config {
  port: number;
  host: string;
  store: StoreLocation;
  /** Read a remote platform over HTTP instead of the local store (the site's PlatformClient). */
  platformApiUrl: string | undefined;
  trustProxy: boolean;
  mediaBaseUrl: string;
  /** The host (and port) that serves every institute's media (decision 020), or null. */
  mediaHost: string | null;
  /** Where Prometheus metrics are served (off without a port). */
  metrics: { port: number; host: string } | null;
  /** How long a stopping server lets requests in flight finish. */
  shutdownTimeoutMs: number;
  /** Strict-Transport-Security is always sent; these widen it (decision 022). */
  hsts: { includeSubDomains: boolean; preload: boolean };
  /** Bytes of finished pages kept in memory; 0 renders every page on every request. */
  pageCacheBytes: number;
  /** What shared caches in front are told (decision 068). */
  cachePolicy: CachePolicy;
  /** Where the shared cache in front is told of an import, or null (decision 071). */
  cachePurge: PurgeTarget | null;
  /** Server processes sharing the port (decision 082); 1 serves from this process alone. */
  workers: number;
  /** The platform's institutes this server keeps mirrored, or null (decision 084). */
  mirror: MirrorSchedule | null;
  /** In live mode, the institutes served, on their hosts and in their languages; null serves
   * every host the platform knows, in the site's default languages (decision 086). */
  liveInstitutes: MirroredInstitute[] | null;
}

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = env.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== "")),
  );
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("\n"),
    );
  }
  const e = parsed.data;
  const purge = purgeTarget(e);
  if (purge.problem) throw new ConfigError(purge.problem);
  const mirror = mirrorSchedule(e);
  if (mirror.problem) throw new ConfigError(mirror.problem);
  const live = liveInstitutes(e);
  if (live.problem) throw new ConfigError(live.problem);
  const workers = e.WORKERS === "auto" ? os.availableParallelism() : Number(e.WORKERS);
  // PGlite's store lives in one process's memory: a second process cannot open it.
  if (workers > 1 && !e.DATABASE_URL) {
    throw new ConfigError(
      "WORKERS: PGlite serves from one process; set DATABASE_URL to a PostgreSQL server to run more than one worker",
    );
  }
  // Pages load media from the media host when one is set, over https as every host is served
  // (decision 022), unless the operator names another address (a CDN in front of it).
  const mediaBaseUrl =
    e.MEDIA_BASE_URL ?? (e.MEDIA_HOST ? `https://${e.MEDIA_HOST}/media/` : "/media/");
  return {
    port: e.PORT,
    host: e.HOST,
    store: e.DATABASE_URL
      ? { kind: "postgres", url: e.DATABASE_URL }
      : { kind: "pglite", dataDir: path.resolve(e.DATA_DIR) },
    platformApiUrl: e.PLATFORM_API_URL,
    trustProxy: e.TRUST_PROXY,
    mediaBaseUrl: mediaBaseUrl.endsWith("/") ? mediaBaseUrl : `${mediaBaseUrl}/`,
    mediaHost: e.MEDIA_HOST ?? null,
    metrics: e.METRICS_PORT === undefined ? null : { port: e.METRICS_PORT, host: e.METRICS_HOST },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT * 1000,
    hsts: { includeSubDomains: e.HSTS_INCLUDE_SUBDOMAINS, preload: e.HSTS_PRELOAD },
    pageCacheBytes: e.PAGE_CACHE_MB * 1024 * 1024,
    cachePolicy: {
      sMaxAge: e.CACHE_S_MAXAGE,
      staleWhileRevalidate: e.CACHE_STALE_WHILE_REVALIDATE,
      staleIfError: e.CACHE_STALE_IF_ERROR,
      tagHeader: e.CACHE_TAG_HEADER,
    },
    cachePurge: purge.target,
    workers,
    mirror: mirror.schedule,
    liveInstitutes: live.institutes,
  };
}

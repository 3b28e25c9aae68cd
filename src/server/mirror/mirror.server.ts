// `prospectus mirror`: one institute of a platform, read through its public read API, rebuilt
// as a content bundle in a folder (bundle.json by the bundle writer, media/ streamed beside
// it). Importing it is the import's own work (cli.ts): a failed read never reaches the store.
import path from "node:path";
import {
  bundle as bundleSchema,
  collectFileKeys,
  languages as languagesSchema,
  type Bundle,
} from "#contract/index.ts";
import { MEDIA_DIR, writeBundleDir } from "#server/content/bundle-io.server.ts";
import { bundleOfRows, UnprojectError } from "#server/content/project.server.ts";
import { downloadMedia, type HeldMedia } from "./media.server.ts";
import { limiter, MirrorFault, platformReader, type KeptAnswers } from "./platform.server.ts";
import { readInstitute } from "./read.server.ts";

export interface MirrorOptions {
  /** The platform's API base (its `/api`). */
  from: string;
  host: string;
  /** Every host of the institute, `host` among them; the first is the primary host. */
  hosts: string[];
  /** The site's languages; the site's default (English first) when not given. */
  languages?: Bundle["languages"];
  /** Where media keys are read; the platform's origin's `/media/` unless given. */
  mediaFrom: string;
  concurrency: number;
  timeoutMs: number;
  mediaTimeoutMs: number;
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  pageLimit: number;
  maxPages: number;
  maxMediaBytes: number;
}

/** Environment variables the mirror reads, each with its default. */
export function mirrorOptions(
  args: {
    from: string;
    host: string;
    hosts?: string[] | undefined;
    /** Language codes, the default first. */
    languages?: string[] | undefined;
    mediaFrom?: string | undefined;
  },
  env: NodeJS.ProcessEnv = process.env,
): MirrorOptions {
  const number = (name: string, fallback: number) => {
    const value = env[name];
    if (value === undefined || value === "") return fallback;
    const n = Number(value);
    if (!Number.isFinite(n) || n < 0) throw new MirrorFault(name, `${value} is not a number`);
    return n;
  };
  const from = new URL(args.from);
  const languages =
    args.languages && args.languages.length > 0
      ? languagesSchema.safeParse({ default: args.languages[0], offered: args.languages })
      : null;
  if (languages && !languages.success) {
    throw new MirrorFault("--languages", languages.error.issues.map((i) => i.message).join("; "));
  }
  return {
    ...(languages?.data ? { languages: languages.data } : {}),
    from: args.from,
    host: args.host,
    hosts: args.hosts && args.hosts.length > 0 ? args.hosts : [args.host],
    mediaFrom: args.mediaFrom ?? new URL("/media/", from.origin).href,
    concurrency: Math.max(1, number("MIRROR_CONCURRENCY", 4)),
    timeoutMs: number("MIRROR_TIMEOUT_MS", 30_000),
    mediaTimeoutMs: number("MIRROR_MEDIA_TIMEOUT_MS", 300_000),
    retries: number("MIRROR_RETRIES", 4),
    baseDelayMs: number("MIRROR_RETRY_DELAY_MS", 1000),
    maxDelayMs: number("MIRROR_RETRY_MAX_MS", 60_000),
    pageLimit: number("MIRROR_PAGE_LIMIT", 500),
    maxPages: number("MIRROR_MAX_PAGES", 1000),
    maxMediaBytes: number("MIRROR_MEDIA_MAX_BYTES", 200 * 1024 * 1024),
  };
}

/** A mirror that failed: the institute, and the call and what was wrong with it. */
export class MirrorFailed extends Error {
  constructor(host: string, instituteId: string | null, fault: MirrorFault) {
    const institute = instituteId ? `${host} (${instituteId})` : host;
    super(`the mirror of ${institute} failed, nothing was imported: ${fault.message}`);
  }
}

export interface Mirrored {
  bundle: Bundle;
  calls: number;
  /** Calls answered 304, their kept answer read again (a schedule's full pass, decision 095). */
  notModified: number;
  items: number;
  mediaFiles: number;
  /** Bytes read from the platform; files held already and unchanged are not among them. */
  mediaBytes: number;
  /** Held files the platform said were unchanged, copied from the store. */
  mediaReused: number;
  ms: number;
}

/** Progress lines: calls, items and media bytes, at most one a second, and the last. */
function reporter(write: (line: string) => void) {
  let last = 0;
  const state = { calls: 0, items: 0, files: 0, bytes: 0 };
  const line = () =>
    `mirror: ${state.calls} calls, ${state.items} items, ${state.files} media files, ${(state.bytes / 1e6).toFixed(1)} MB`;
  return {
    state,
    tick(force = false) {
      const now = Date.now();
      if (force || now - last >= 1000) {
        last = now;
        write(line());
      }
    },
  };
}

/**
 * Reads the institute served on `opts.host` into the bundle folder `dir` (replaced). With
 * `held`, files the store holds are asked conditionally; with `kept`, API answers too.
 */
export async function mirrorToDir(
  opts: MirrorOptions,
  dir: string,
  progress: (line: string) => void = () => {},
  held?: HeldMedia,
  kept?: KeptAnswers,
): Promise<Mirrored> {
  const started = Date.now();
  const run = limiter(opts.concurrency);
  const platform = platformReader({ ...opts, base: opts.from, ...(kept ? { kept } : {}) });
  const report = reporter(progress);
  let instituteId: string | null = null;
  try {
    const read = await readInstitute(platform, opts.host, {
      pageLimit: opts.pageLimit,
      maxPages: opts.maxPages,
      onInstitute: (id) => (instituteId = id),
      onItems: (items) => {
        report.state.items = items;
        report.state.calls = platform.calls;
        report.tick();
      },
    });
    report.state.calls = platform.calls;
    report.state.items = read.rows.length;
    report.tick(true);
    let bundle: Bundle;
    try {
      bundle = bundleOfRows(read.rows, {
        hosts: opts.hosts,
        ...(opts.languages ? { languages: opts.languages } : {}),
      });
    } catch (error) {
      if (error instanceof UnprojectError) throw new MirrorFault("the answers", error.message);
      throw error;
    }
    await writeBundleDir({ json: bundle, media: new Map() }, dir);
    const keys = [...new Set(collectFileKeys(bundleSchema, bundle).map((k) => k.key))].sort();
    const media = await downloadMedia(keys, path.join(dir, MEDIA_DIR), {
      ...opts,
      ...(held ? { held } : {}),
      base: opts.mediaFrom,
      origins: [...new Set([new URL(opts.from).origin, new URL(opts.mediaFrom).origin])],
      maxBytes: opts.maxMediaBytes,
      timeoutMs: opts.mediaTimeoutMs,
      run,
      onBytes: (bytes) => {
        report.state.files++;
        report.state.bytes = bytes;
        report.tick();
      },
    });
    report.tick(true);
    return {
      bundle,
      calls: platform.calls,
      notModified: platform.notModified,
      items: read.rows.length,
      mediaFiles: keys.length,
      mediaBytes: media.bytes,
      mediaReused: media.reused,
      ms: Date.now() - started,
    };
  } catch (error) {
    if (error instanceof MirrorFault) throw new MirrorFailed(opts.host, instituteId, error);
    throw error;
  }
}

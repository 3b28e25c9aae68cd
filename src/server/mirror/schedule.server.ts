// `serve` with MIRROR_FROM (decision 084): each mirrored institute on its own timer, one pass
// at a time in this process. A quick pass reads the few calls an edit most often shows in and
// runs a full pass only if they differ from what they were when the store was last filled; a
// full pass reads everything and imports only a bundle that differs from the stored one.
import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  bundle as bundleSchema,
  endpointUrl,
  endpoints,
  knownFields,
  parseStrict,
  responseSchema,
  type EndpointData,
  type EndpointName,
  type EndpointQueryInput,
} from "#contract/index.ts";
import { eventManagerIdOf } from "#domain/institute-ids.ts";
import {
  importBundle,
  readBundleDir,
  type BundleSource,
} from "#server/content/bundle-io.server.ts";
import type { MirroredInstitute, MirrorSchedule } from "#server/config.server.ts";
import type { Logger } from "#server/logger.server.ts";
import { readTenantBundle } from "#server/store/bundles.server.ts";
import type { Db } from "#server/store/db.server.ts";
import { markSynced, mediaBytes, mediaHashes } from "#server/store/sync.server.ts";
import { tenantIdOfHost } from "#server/store/tenants.server.ts";
import { canonical } from "./diff.server.ts";
import { mirrorOptions, mirrorToDir, MirrorFailed, type MirrorOptions } from "./mirror.server.ts";
import {
  MirrorFault,
  Retryable,
  retryAfterOf,
  withRetries,
  type KeptAnswer,
} from "./platform.server.ts";

export type PassKind = "quick" | "full";
export type PassOutcome = "unchanged" | "imported" | "failed";

export interface ScheduleHooks {
  logger: Logger;
  /** Each pass that ran, for the metrics. */
  onPass?: (host: string, kind: PassKind, outcome: PassOutcome, seconds: number) => void;
  /** 0 to 1; tests of the timing may fix it. */
  random?: () => number;
  env?: NodeJS.ProcessEnv;
}

/** Rows of the notice and event lists a quick pass reads: a site's first page. */
const QUICK_PAGE = { page: 1, limit: 20 };

/** A call's last answer: its ETag, to ask again conditionally, and its body's hash. */
interface Seen {
  etag: string | null;
  hash: string;
  body: unknown;
}

interface InstituteState {
  institute: MirroredInstitute;
  host: string;
  options: MirrorOptions;
  /** The quick calls' answers as they were when the store last matched the platform. */
  fingerprint: string | null;
  seen: Map<string, Seen>;
  /** The last full pass's API answers that carried an ETag, asked again with it (095). */
  answers: Map<string, KeptAnswer>;
  nextFullAt: number;
  failures: number;
}

function sha256(bytes: Uint8Array | string): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** Whether `source` is what the store holds for `tenantId`: the bundle and every file. */
async function isStored(
  db: Db,
  tenantId: string,
  source: BundleSource,
  held: ReadonlyMap<string, string>,
): Promise<boolean> {
  const stored = bundleSchema.safeParse(await readTenantBundle(db, tenantId));
  const next = bundleSchema.safeParse(source.json);
  if (!stored.success || !next.success) return false;
  if (canonical(stored.data) !== canonical(next.data)) return false;
  if (held.size !== source.media.size) return false;
  for (const [key, bytes] of source.media) if (held.get(key) !== sha256(bytes)) return false;
  return true;
}

/** Runs the schedule until `stop`; nothing here blocks the server's start or its readiness. */
export function startMirrorSchedule(
  db: Db,
  schedule: MirrorSchedule,
  hooks: ScheduleHooks,
): { stop(): Promise<void> } {
  const { logger } = hooks;
  const random = hooks.random ?? Math.random;
  const jitter = (ms: number) => Math.round(ms * (0.9 + 0.2 * random()));
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;
  // One pass at a time in this process: a full pass is heavy on a small machine.
  let queue = Promise.resolve();

  const states: InstituteState[] = schedule.institutes.map((institute) => {
    const host = institute.hosts[0] ?? "";
    return {
      institute,
      host,
      options: mirrorOptions(
        {
          from: schedule.from,
          host,
          hosts: institute.hosts,
          languages: institute.languages ?? undefined,
          mediaFrom: schedule.mediaFrom ?? undefined,
        },
        hooks.env,
      ),
      fingerprint: null,
      seen: new Map(),
      answers: new Map(),
      nextFullAt: 0,
      failures: 0,
    };
  });

  function plan(state: InstituteState, ms: number): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      queue = queue.then(() => tick(state));
    }, ms);
    timer.unref();
    timers.add(timer);
  }

  /** One call's answer, asked with the last ETag; a 304 is the last answer again. */
  async function quickRead<N extends EndpointName>(
    state: InstituteState,
    name: N,
    params: Record<string, string>,
    query?: EndpointQueryInput<N>,
  ): Promise<{ data: EndpointData<N>; hash: string }> {
    const opts = state.options;
    const callPath = endpointUrl(
      name,
      params,
      query as Record<string, string | number | undefined>,
    );
    const call = `${name} ${callPath}`;
    const last = state.seen.get(callPath);
    const seen = await withRetries(opts, call, async (): Promise<Seen> => {
      let res: Response;
      let text: string;
      try {
        res = await fetch(`${opts.from.replace(/\/$/, "")}${callPath}`, {
          headers: {
            accept: "application/json",
            ...(last?.etag ? { "if-none-match": last.etag } : {}),
          },
          signal: AbortSignal.timeout(opts.timeoutMs),
        });
        text = await res.text();
      } catch {
        throw new Retryable("the platform could not be reached");
      }
      if (res.status === 304 && last) return last;
      if (res.status >= 500 || res.status === 429) {
        throw new Retryable(`the platform answered ${res.status}`, retryAfterOf(res));
      }
      if (res.status !== 200) throw new MirrorFault(call, `the platform answered ${res.status}`);
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new MirrorFault(call, "the answer is not JSON");
      }
      const schema = responseSchema(name);
      const parsed = parseStrict(schema, knownFields(schema, json));
      if (!parsed.ok) throw new MirrorFault(call, "the answer is not as the contract says");
      const body = (parsed.value as Record<string, unknown>)[endpoints[name].field];
      return { etag: res.headers.get("etag"), hash: sha256(text), body };
    });
    state.seen.set(callPath, seen);
    return { data: seen.body as EndpointData<N>, hash: seen.hash };
  }

  /** The hash of the quick calls' answers: the host look-up, the institute, its landing
   * profile, and the first page of its notices and of its events. */
  async function fingerprint(state: InstituteState): Promise<string> {
    const lookup = await quickRead(state, "hostLookup", {}, { filter_by: state.host });
    const id = lookup.data.link_up._id;
    const ins = await quickRead(state, "instituteDash", { id });
    const manager = eventManagerIdOf(ins.data);
    const rest = await Promise.all([
      quickRead(state, "landingProfile", { id }),
      quickRead(state, "noticeList", { id }, QUICK_PAGE),
      manager ? quickRead(state, "eventList", { id: manager }, QUICK_PAGE) : null,
    ]);
    return sha256([lookup, ins, ...rest].map((r) => r?.hash ?? "-").join(" "));
  }

  async function fullPass(state: InstituteState): Promise<PassOutcome> {
    // Read before the whole: an edit made while the pass runs differs at the next quick pass.
    const before = await fingerprint(state).catch((error: unknown) => {
      if (error instanceof MirrorFault) throw new MirrorFailed(state.host, null, error);
      throw error;
    });
    const heldId = await tenantIdOfHost(db, state.host);
    const held = heldId ? await mediaHashes(db, heldId) : new Map<string, string>();
    const dir = await mkdtemp(path.join(tmpdir(), "prospectus-mirror-"));
    const answers = new Map<string, KeptAnswer>();
    try {
      const mirrored = await mirrorToDir(
        state.options,
        dir,
        undefined,
        { sha256: (key) => held.get(key), bytes: (key) => mediaBytes(db, key) },
        { get: (url) => state.answers.get(url), set: (url, answer) => answers.set(url, answer) },
      );
      const source = await readBundleDir(dir);
      const tenantId = mirrored.bundle.institute._id;
      let outcome: PassOutcome = "unchanged";
      if (tenantId !== heldId || !(await isStored(db, tenantId, source, held))) {
        await importBundle(db, source);
        outcome = "imported";
      }
      await markSynced(db, tenantId, new URL(state.options.from).origin);
      logger.info(
        {
          host: state.host,
          outcome,
          calls: mirrored.calls,
          notModified: mirrored.notModified,
          mediaFiles: mirrored.mediaFiles,
          mediaBytes: mirrored.mediaBytes,
          mediaReused: mirrored.mediaReused,
        },
        `mirror: full pass of ${state.host}: ${outcome}`,
      );
      state.fingerprint = before;
      state.answers = answers;
      return outcome;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** A quick pass: "imported" when the quick calls differ, and a full pass is to run now. */
  async function quickPass(state: InstituteState): Promise<PassOutcome> {
    const now = await fingerprint(state).catch((error: unknown) => {
      if (error instanceof MirrorFault) throw new MirrorFailed(state.host, null, error);
      throw error;
    });
    return now === state.fingerprint ? "unchanged" : "imported";
  }

  /** Runs `pass` under the institute's lock: on PostgreSQL, another process may be at it. */
  async function locked(
    state: InstituteState,
    pass: () => Promise<void>,
  ): Promise<"ran" | "elsewhere"> {
    if (db.kind !== "postgres") {
      await pass();
      return "ran";
    }
    return db.transaction(async (tx) => {
      const [row] = await tx.query<{ got: boolean }>(
        "SELECT pg_try_advisory_xact_lock(hashtext($1)) AS got",
        [`prospectus mirror ${state.host}`],
      );
      if (!row?.got) return "elsewhere";
      await pass();
      return "ran";
    });
  }

  async function timed(state: InstituteState, kind: PassKind, pass: () => Promise<PassOutcome>) {
    const started = performance.now();
    try {
      const outcome = await pass();
      hooks.onPass?.(state.host, kind, outcome, (performance.now() - started) / 1000);
      return outcome;
    } catch (error) {
      hooks.onPass?.(state.host, kind, "failed", (performance.now() - started) / 1000);
      throw error;
    }
  }

  async function tick(state: InstituteState): Promise<void> {
    if (stopped) return;
    let next = jitter(schedule.quickMs);
    try {
      const where = await locked(state, async () => {
        const due = state.fingerprint === null || Date.now() >= state.nextFullAt;
        const changed =
          !due && (await timed(state, "quick", () => quickPass(state))) !== "unchanged";
        if (due || changed) {
          await timed(state, "full", () => fullPass(state));
          state.nextFullAt = Date.now() + jitter(schedule.fullMs);
        }
      });
      if (where === "elsewhere") {
        logger.debug(
          { host: state.host },
          `mirror: ${state.host} is being mirrored by another process`,
        );
      }
      state.failures = 0;
    } catch (error) {
      state.failures++;
      // Back-off: a platform that is down is asked less often, but at least every full interval.
      next = jitter(Math.min(schedule.quickMs * 2 ** (state.failures - 1), schedule.fullMs));
      logger.error({ host: state.host, retryInMs: next }, (error as Error).message);
    }
    if (!stopped) plan(state, next);
  }

  for (const state of states) plan(state, jitter(Math.min(schedule.quickMs, 1000)));
  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await queue;
    },
  };
}

// PlatformClient: the site's only way to content. It knows the platform API contract and
// nothing else: in-process calls to our own API (no socket), or HTTP to a live platform with
// timeouts, retries with back-off and an idle-expiring cache (spec 9).
import { LRUCache, type Perf } from "lru-cache";
import {
  endpointUrl,
  endpoints,
  lenient,
  READ_CACHE_IDLE_MS,
  READ_RETRY,
  type EndpointData,
  type EndpointExtra,
  type EndpointName,
  type EndpointQueryInput,
} from "#contract/index.ts";

export type ReadResult<N extends EndpointName> =
  | { ok: true; data: EndpointData<N>; extra: EndpointExtra<N> }
  | { ok: false; status: 404 }
  | { ok: false; status: 503; message: string };

export interface PlatformClient {
  read<N extends EndpointName>(
    name: N,
    params: Record<string, string>,
    query?: EndpointQueryInput<N>,
  ): Promise<ReadResult<N>>;
}

/** Sends one GET to the platform API; resolves to status and parsed JSON body. */
export type Transport = (
  path: string,
  signal: AbortSignal,
) => Promise<{ status: number; body: unknown }>;

/** Our own API, called in-process through the Hono app: no socket, same answers. */
export function inProcessTransport(
  request: (url: string, init: RequestInit) => Response | Promise<Response>,
  host: string,
): Transport {
  return async (path, signal) => {
    const res = await request(`http://${host}/api${path}`, { signal });
    return { status: res.status, body: await res.json() };
  };
}

/** A live platform over HTTP. */
export function remoteTransport(baseUrl: string): Transport {
  const base = baseUrl.replace(/\/$/, "");
  return async (path, signal) => {
    const res = await fetch(`${base}${path}`, { signal, headers: { accept: "application/json" } });
    const body: unknown = res.headers.get("content-type")?.includes("json")
      ? await res.json()
      : null;
    return { status: res.status, body };
  };
}

export interface ClientOptions {
  /** How long one attempt may take. */
  attemptTimeoutMs?: number;
  /** The whole read, retries included, must end within this. */
  deadlineMs?: number;
  retries?: number;
  baseDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** Told, for every answer given, how much longer it may be kept: what is made of the
   * answers (a page) must not outlive the oldest of them. */
  freshFor?: (ms: number) => void;
}

/** An answer kept: the data, or that the platform has no such thing (a 404, remembered so
 * that a call a platform lacks is not asked again on every page). */
type Cached = { data: unknown; extra: unknown } | { missing: true };

/** Parsed answers shared by every request of a process: content changes only on import. */
export class ReadCache {
  readonly entries: LRUCache<string, Cached>;
  /** Reads on their way, one per key and deadline: callers asking the same at once share it. */
  readonly pending = new Map<string, Promise<ReadResult<EndpointName>>>();
  /** Counts the clearings, so that a read begun before one does not keep its answer. */
  generation = 0;

  /**
   * Bounded by bytes: a parsed answer is counted as twice its JSON text, plus its key. An
   * answer is kept `ttlMs` from when it was read, however often it is asked for since: the
   * platform does not say when its content changes, so steady reading must not hide an edit.
   */
  constructor({
    maxBytes = 8 * 1024 * 1024,
    ttlMs = READ_CACHE_IDLE_MS,
    perf,
  }: { maxBytes?: number; ttlMs?: number; perf?: Perf } = {}) {
    this.entries = new LRUCache<string, Cached>({
      maxSize: maxBytes,
      sizeCalculation: (value, key) =>
        ("missing" in value
          ? 0
          : (JSON.stringify(value.data ?? null).length +
              JSON.stringify(value.extra ?? null).length) *
            2) +
        key.length * 2 +
        200,
      ttl: ttlMs,
      ...(perf ? { perf } : {}),
    });
  }

  get bytes(): number {
    return this.entries.calculatedSize;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
  }
}

function envelopeField(
  body: unknown,
  field: string,
): { access: boolean; value: unknown; rest: Record<string, unknown> } {
  if (typeof body !== "object" || body === null) return { access: false, value: null, rest: {} };
  const record = body as Record<string, unknown>;
  return { access: record.access !== false, value: record[field], rest: record };
}

/** A signal that aborts as a timeout after `ms`, on the global timers (which a test's fake
 * clock drives, as it cannot drive `AbortSignal.timeout`); clear it when the attempt ends. */
function timeoutSignal(ms: number): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException("The attempt timed out", "TimeoutError")),
    ms,
  );
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}

export function createPlatformClient(
  transport: Transport,
  cache: ReadCache,
  cacheScope: string,
  opts: ClientOptions = {},
): PlatformClient {
  const attemptTimeoutMs = opts.attemptTimeoutMs ?? 5000;
  const deadlineMs = opts.deadlineMs ?? 10_000;
  const retries = opts.retries ?? READ_RETRY.retries;
  const baseDelayMs = opts.baseDelayMs ?? READ_RETRY.baseDelayMs;
  const sleep = opts.sleep ?? ((ms: number) => new Promise((r) => setTimeout(r, ms)));

  /** One read from the platform, retried until its deadline; keeps what it learns. */
  async function fetchRead(
    name: EndpointName,
    path: string,
    key: string,
  ): Promise<ReadResult<EndpointName>> {
    const ep = endpoints[name];
    const generation = cache.generation;
    const keep = (value: Cached) => {
      if (cache.generation === generation) cache.entries.set(key, value);
    };
    const started = Date.now();
    let message = "the platform did not answer";
    for (let attempt = 0; attempt <= retries; attempt++) {
      const remaining = deadlineMs - (Date.now() - started);
      if (remaining <= 0) break;
      const timeout = timeoutSignal(Math.min(attemptTimeoutMs, remaining));
      try {
        const { status, body } = await transport(path, timeout.signal);
        const { access, value, rest } = envelopeField(body, ep.field);
        if (
          status === 404 ||
          status === 410 ||
          (status === 200 && (!access || value === null || value === undefined))
        ) {
          keep({ missing: true });
          return { ok: false, status: 404 };
        }
        if (status === 200) {
          const data = lenient(ep.data).parse(value);
          const extra = lenient(ep.extra).parse(rest);
          keep({ data, extra });
          return { ok: true, data, extra } as ReadResult<EndpointName>;
        }
        // Another refusal (a bad request, too many) is not remembered: it says nothing of content.
        if (status >= 400 && status < 500) return { ok: false, status: 404 };
        message = `the platform answered ${status}`;
      } catch (error) {
        message =
          error instanceof Error && error.name === "TimeoutError"
            ? "the platform did not answer in time"
            : "the platform could not be reached";
      } finally {
        timeout.clear();
      }
      const delay = Math.min(baseDelayMs * 2 ** attempt, READ_RETRY.maxDelayMs);
      if (attempt < retries && Date.now() - started + delay < deadlineMs) await sleep(delay);
      else break;
    }
    return { ok: false, status: 503, message };
  }

  return {
    async read(name, params, query) {
      const path = endpointUrl(name, params, query as Record<string, string | number | undefined>);
      const key = `${cacheScope} ${path}`;
      const hit = cache.entries.get(key);
      if (hit) {
        opts.freshFor?.(cache.entries.getRemainingTTL(key));
        if ("missing" in hit) return { ok: false, status: 404 };
        return {
          ok: true,
          ...(hit as { data: EndpointData<typeof name>; extra: EndpointExtra<typeof name> }),
        };
      }
      const pendingKey = `${deadlineMs} ${key}`;
      let pending = cache.pending.get(pendingKey);
      if (!pending) {
        const read = fetchRead(name, path, key).finally(() => {
          if (cache.pending.get(pendingKey) === read) cache.pending.delete(pendingKey);
        });
        cache.pending.set(pendingKey, read);
        pending = read;
      }
      const result = await pending;
      if (result.ok || result.status === 404) opts.freshFor?.(cache.entries.getRemainingTTL(key));
      return result as ReadResult<typeof name>;
    },
  };
}

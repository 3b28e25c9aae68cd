// The mirror's reads of a platform: every call of the endpoint table, its answer checked
// strictly against the table's schema, at most `concurrency` requests at a time, each with a
// timeout, retried with back-off on a 5xx or a network failure (a Retry-After is honoured).
import {
  endpointUrl,
  endpoints,
  knownFields,
  parseStrict,
  responseSchema,
  type EndpointData,
  type EndpointExtra,
  type EndpointName,
  type EndpointQueryInput,
} from "#contract/index.ts";

/** A read that failed: which call, and what was wrong. */
export class MirrorFault extends Error {
  constructor(
    readonly call: string,
    readonly what: string,
  ) {
    super(`${call}: ${what}`);
  }
}

export interface ReaderOptions {
  /** The platform's API base, such as https://platform.example/api. */
  base: string;
  concurrency: number;
  timeoutMs: number;
  /** Tries after the first, for a 5xx, a timeout or a network failure. */
  retries: number;
  baseDelayMs: number;
  /** A Retry-After longer than this is a failure, not a wait. */
  maxDelayMs: number;
  sleep?: (ms: number) => Promise<void>;
  /** Earlier answers that carried an ETag: each is asked again with `If-None-Match`, and a
   * 304 is that answer again. Answers with an ETag are kept here as they come. */
  kept?: KeptAnswers;
}

/** Answers a platform gave with an ETag, by their address: read from the last pass's,
 * written to this pass's (an address no longer asked is forgotten). A Map is both. */
export interface KeptAnswers {
  get(url: string): KeptAnswer | undefined;
  set(url: string, answer: KeptAnswer): void;
}

export interface KeptAnswer {
  etag: string;
  text: string;
}

export interface PlatformReader {
  read<N extends EndpointName>(
    name: N,
    params: Record<string, string>,
    query?: EndpointQueryInput<N>,
  ): Promise<{ data: EndpointData<N>; extra: EndpointExtra<N> }>;
  readonly calls: number;
  /** Calls the platform answered 304: the kept answer was read again. */
  readonly notModified: number;
}

/** At most `n` tasks at once; the others wait their turn in order. */
export function limiter(n: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running >= n) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

/** Retry-After in milliseconds: seconds, or an HTTP date. */
function retryAfterMs(value: string | null): number | null {
  if (value === null) return null;
  if (/^\d+$/.test(value.trim())) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

/** A failure worth trying again: a 5xx, a 429, a timeout, a network failure. */
export class Retryable extends Error {
  constructor(
    message: string,
    readonly afterMs: number | null = null,
  ) {
    super(message);
  }
}

export type RetryOptions = Pick<ReaderOptions, "retries" | "baseDelayMs" | "maxDelayMs" | "sleep">;

/** Runs `attempt` until it succeeds, tried again with back-off while it fails Retryable;
 * any failure ends as a MirrorFault naming `call`. */
export async function withRetries<T>(
  opts: RetryOptions,
  call: string,
  attempt: () => Promise<T>,
): Promise<T> {
  const sleep = opts.sleep ?? ((ms: number) => new Promise((r) => setTimeout(r, ms)));
  for (let tried = 0; ; tried++) {
    try {
      return await attempt();
    } catch (error) {
      if (error instanceof MirrorFault) throw error;
      if (!(error instanceof Retryable)) throw new MirrorFault(call, (error as Error).message);
      const delay = error.afterMs ?? Math.min(opts.baseDelayMs * 2 ** tried, opts.maxDelayMs);
      if (tried >= opts.retries || delay > opts.maxDelayMs) {
        throw new MirrorFault(call, `${error.message} (tried ${tried + 1} times)`);
      }
      await sleep(delay);
    }
  }
}

/** Retry-After of a refusal worth waiting for, or null. */
export function retryAfterOf(res: Response): number | null {
  return retryAfterMs(res.headers.get("retry-after"));
}

export function platformReader(opts: ReaderOptions): PlatformReader {
  const base = opts.base.replace(/\/$/, "");
  const limit = limiter(opts.concurrency);
  let calls = 0;
  let notModified = 0;

  async function attempt(url: string): Promise<unknown> {
    calls++;
    const kept = opts.kept?.get(url);
    let res: Response;
    let text: string;
    try {
      res = await fetch(url, {
        headers: {
          accept: "application/json",
          ...(kept ? { "if-none-match": kept.etag } : {}),
        },
        signal: AbortSignal.timeout(opts.timeoutMs),
      });
      text = await res.text();
    } catch (error) {
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      throw new Retryable(
        timedOut ? `no answer within ${opts.timeoutMs} ms` : "the platform could not be reached",
      );
    }
    if (res.status >= 500 || res.status === 429) {
      throw new Retryable(`the platform answered ${res.status}`, retryAfterOf(res));
    }
    if (res.status === 304 && kept) {
      notModified++;
      text = kept.text;
      opts.kept?.set(url, kept);
    } else if (res.status !== 200) {
      throw new Error(`the platform answered ${res.status}`);
    } else {
      const etag = res.headers.get("etag");
      if (etag) opts.kept?.set(url, { etag, text });
    }
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw new Error(
        `the answer is not JSON (${(error as Error).message}; ${text.length} characters)`,
        { cause: error },
      );
    }
  }

  return {
    get calls() {
      return calls;
    },
    get notModified() {
      return notModified;
    },
    async read(name, params, query) {
      const path = endpointUrl(name, params, query as Record<string, string | number | undefined>);
      const call = `${name} ${path}`;
      const body = await limit(() => withRetries(opts, call, () => attempt(`${base}${path}`)));
      // A field the platform added that the contract does not know is no fault: it is dropped.
      const schema = responseSchema(name);
      const parsed = parseStrict(schema, knownFields(schema, body));
      if (!parsed.ok) {
        const shown = parsed.problems.slice(0, 5).map((p) => `${p.path}: ${p.message}`);
        throw new MirrorFault(call, `the answer is not as the contract says: ${shown.join("; ")}`);
      }
      const { [endpoints[name].field]: data, ...extra } = parsed.value as Record<string, unknown>;
      return { data, extra } as {
        data: EndpointData<typeof name>;
        extra: EndpointExtra<typeof name>;
      };
    },
  };
}

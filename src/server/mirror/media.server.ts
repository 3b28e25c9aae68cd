// The media files a mirrored institute's content names, each streamed from the platform's
// media origin to a file of the bundle (never held whole in memory), refused when it is
// larger than the cap or when its address leads to an origin that was not configured.
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { Retryable, retryAfterOf, withRetries, type RetryOptions } from "./platform.server.ts";

export interface MediaOptions extends RetryOptions {
  /** Where the keys are found: a key's address is this base and the key. */
  base: string;
  /** The origins a file may come from, redirects included. */
  origins: readonly string[];
  maxBytes: number;
  timeoutMs: number;
  run: <T>(task: () => Promise<T>) => Promise<T>;
  onBytes?: (bytes: number) => void;
}

const MAX_REDIRECTS = 5;

/** The address of a key under the media base, each segment encoded. */
function mediaUrl(base: string, key: string): URL {
  const root = base.endsWith("/") ? base : `${base}/`;
  return new URL(key.split("/").map(encodeURIComponent).join("/"), root);
}

/** Downloads every key into `dir`, at the path of its key; gives the bytes written. */
export async function downloadMedia(
  keys: readonly string[],
  dir: string,
  opts: MediaOptions,
): Promise<number> {
  let total = 0;
  await Promise.all(
    keys.map((key) =>
      opts.run(async () => {
        const target = path.join(dir, ...key.split("/"));
        await mkdir(path.dirname(target), { recursive: true });
        const bytes = await withRetries(opts, `media ${key}`, () =>
          download(mediaUrl(opts.base, key), target, opts),
        );
        total += bytes;
        opts.onBytes?.(total);
      }),
    ),
  );
  return total;
}

function checkedOrigin(url: URL, origins: readonly string[]): void {
  if (!origins.includes(url.origin)) {
    throw new Error(`refused ${url.href}: not on ${origins.join(" or ")}`);
  }
}

async function download(first: URL, target: string, opts: MediaOptions): Promise<number> {
  let url = first;
  for (let hop = 0; ; hop++) {
    checkedOrigin(url, opts.origins);
    let res: Response;
    try {
      res = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(opts.timeoutMs) });
    } catch {
      throw new Retryable(`${url.href} could not be read`);
    }
    const location = res.headers.get("location");
    if (res.status >= 300 && res.status < 400 && location) {
      await res.body?.cancel();
      if (hop >= MAX_REDIRECTS)
        throw new Error(`${first.href}: more than ${MAX_REDIRECTS} redirects`);
      url = new URL(location, url);
      continue;
    }
    if (res.status >= 500 || res.status === 429) {
      await res.body?.cancel();
      throw new Retryable(`${url.href} answered ${res.status}`, retryAfterOf(res));
    }
    if (res.status !== 200 || !res.body) {
      await res.body?.cancel();
      throw new Error(`${url.href} answered ${res.status}`);
    }
    const declared = Number(res.headers.get("content-length") ?? "0");
    if (declared > opts.maxBytes) {
      await res.body.cancel();
      throw new Error(`${url.href} is ${declared} bytes, over the cap of ${opts.maxBytes}`);
    }
    let bytes = 0;
    const capped = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        if (bytes > opts.maxBytes)
          done(new Error(`${url.href} is over the cap of ${opts.maxBytes} bytes`));
        else done(null, chunk);
      },
    });
    try {
      await pipeline(res.body, capped, createWriteStream(target));
    } catch (error) {
      await rm(target, { force: true });
      if (bytes > opts.maxBytes) throw error;
      throw new Retryable(`${url.href} was cut off: ${(error as Error).message}`);
    }
    return bytes;
  }
}

// The media files a mirrored institute's content names, each streamed from the platform's
// media origin to a file of the bundle (never held whole in memory), refused when it is
// larger than the cap or when its address leads to an origin that was not configured.
import { createWriteStream } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  MirrorFault,
  Retryable,
  retryAfterOf,
  withRetries,
  type RetryOptions,
} from "./platform.server.ts";

export interface MediaOptions extends RetryOptions {
  /** Where the keys are found: a key's address is this base and the key. */
  base: string;
  /** The origins a file may come from, redirects included. */
  origins: readonly string[];
  maxBytes: number;
  timeoutMs: number;
  run: <T>(task: () => Promise<T>) => Promise<T>;
  onBytes?: (bytes: number) => void;
  /** Files the store holds: asked for only if changed (the platform's ETag is the sha256). */
  held?: HeldMedia;
}

/** The media files a store already holds, by key. */
export interface HeldMedia {
  sha256(key: string): string | undefined;
  bytes(key: string): Promise<Uint8Array | null>;
}

/** What a download did: bytes read from the platform, and files it said were unchanged. */
export interface Downloaded {
  bytes: number;
  reused: number;
}

const MAX_REDIRECTS = 5;

/** The address of a key under the media base, each segment encoded. */
function mediaUrl(base: string, key: string): URL {
  const root = base.endsWith("/") ? base : `${base}/`;
  return new URL(key.split("/").map(encodeURIComponent).join("/"), root);
}

/** Downloads every key into `dir`, at the path of its key; a held file the platform says is
 * unchanged (304) is written from the store instead. */
export async function downloadMedia(
  keys: readonly string[],
  dir: string,
  opts: MediaOptions,
): Promise<Downloaded> {
  const done: Downloaded = { bytes: 0, reused: 0 };
  await Promise.all(
    keys.map((key) =>
      opts.run(async () => {
        const target = path.join(dir, ...key.split("/"));
        await mkdir(path.dirname(target), { recursive: true });
        const sha256 = opts.held?.sha256(key);
        const bytes = await withRetries(opts, `media ${key}`, () =>
          download(mediaUrl(opts.base, key), target, opts, sha256),
        );
        const stored = bytes === null ? await opts.held?.bytes(key) : null;
        if (bytes === null && !stored) throw new MirrorFault(`media ${key}`, "held no longer");
        if (stored) {
          await writeFile(target, stored);
          done.reused++;
        } else done.bytes += bytes ?? 0;
        opts.onBytes?.(done.bytes);
      }),
    ),
  );
  return done;
}

function checkedOrigin(url: URL, origins: readonly string[]): void {
  if (!origins.includes(url.origin)) {
    throw new Error(`refused ${url.href}: not on ${origins.join(" or ")}`);
  }
}

/** The bytes written to `target`, or null when the platform says `sha256` is still the file. */
async function download(
  first: URL,
  target: string,
  opts: MediaOptions,
  sha256?: string,
): Promise<number | null> {
  let url = first;
  for (let hop = 0; ; hop++) {
    checkedOrigin(url, opts.origins);
    let res: Response;
    try {
      res = await fetch(url, {
        redirect: "manual",
        signal: AbortSignal.timeout(opts.timeoutMs),
        headers: sha256 ? { "if-none-match": `"${sha256}"` } : {},
      });
    } catch {
      throw new Retryable(`${url.href} could not be read`);
    }
    if (res.status === 304 && sha256) {
      await res.body?.cancel();
      return null;
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

// Real HTTP against a real server on a loopback port, with full control of the Host header
// and of the raw request path (fetch would normalise both).
import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { Perf } from "lru-cache";
import { createApp, type App } from "#server/app.server.ts";
import type { ServerBuild } from "react-router";
import type { Config } from "#server/config.server.ts";
import type { CachePolicy } from "#server/http-caching.server.ts";
import { createLogger } from "#server/logger.server.ts";
import { loadSiteBuild } from "#server/site.server.ts";
import type { Db } from "#server/store/db.server.ts";

export interface TestServer {
  port: number;
  close(): Promise<void>;
  /** Drops the app's caches, as a change notification would. */
  invalidate(): void;
  cacheStats: App["cacheStats"];
}

async function siteBuild(): Promise<ServerBuild> {
  const build = await loadSiteBuild();
  if (!build) throw new Error("the site is not built: the test global setup builds it");
  return build;
}

export async function startTestServer(
  db: Db,
  opts: {
    deadlineMs?: number;
    trustProxy?: boolean;
    platformApiUrl?: string;
    /** The institutes a live platform's site serves (loadConfig's, from MIRROR_INSTITUTES). */
    liveInstitutes?: Config["liveInstitutes"];
    pageCacheBytes?: number;
    cachePolicy?: CachePolicy;
    /** MEDIA_HOST and the media base it implies (loadConfig's). */
    media?: { host: string | null; baseUrl: string };
    /** The clock the caches age by (createApp's). */
    clock?: Perf;
  } = {},
): Promise<TestServer> {
  const { listener, invalidate, cacheStats, close } = await createApp({
    db,
    config: {
      trustProxy: opts.trustProxy ?? false,
      platformApiUrl: opts.platformApiUrl,
      liveInstitutes: opts.liveInstitutes ?? null,
      mediaBaseUrl: opts.media?.baseUrl ?? "/media/",
      mediaHost: opts.media?.host ?? null,
      pageCacheBytes: opts.pageCacheBytes,
      cachePolicy: opts.cachePolicy,
    },
    logger: createLogger("silent"),
    deadlineMs: opts.deadlineMs,
    clock: opts.clock,
    site: { build: await siteBuild(), mode: "production" },
  });
  const server = http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    port,
    invalidate,
    cacheStats,
    close: () =>
      new Promise<void>((resolve) => {
        close();
        server.close(() => resolve());
      }),
  };
}

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent, compressed or not. */
  body: Buffer;
  text: string;
  json(): unknown;
}

/** How long a request may take unless told otherwise. */
const REQUEST_TIMEOUT_MS = 15_000;

export function get(
  port: number,
  path: string,
  opts: {
    host?: string;
    headers?: Record<string, string>;
    method?: string;
    timeoutMs?: number;
  } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: opts.method ?? "GET",
        headers: { host: opts.host ?? "api.test", ...opts.headers },
        // A connection of its own: a kept-alive one can be closed by the server just as it is
        // reused, which fails the request with ECONNRESET.
        agent: false,
        timeout: opts.timeoutMs ?? REQUEST_TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          const text = body.toString("utf8");
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            text,
            json: () => JSON.parse(text),
          });
        });
      },
    );
    req.on("timeout", () => req.destroy(new Error(`timed out: ${path}`)));
    req.on("error", reject);
    req.end();
  });
}

/** A reply's body as its sender meant it: gzip or brotli undone. */
export function decoded(reply: Reply): Buffer {
  const encoding = reply.headers["content-encoding"];
  if (encoding === "gzip") return gunzipSync(reply.body);
  if (encoding === "br") return brotliDecompressSync(reply.body);
  return reply.body;
}

/** A metrics page (or any plain GET of a full URL): its status, content type and text. */
export function scrape(url: string): Promise<{ status: number; type: string; text: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString()));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, type: res.headers["content-type"] ?? "", text }),
        );
      })
      .on("error", reject);
  });
}

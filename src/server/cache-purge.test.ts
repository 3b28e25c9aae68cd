// An import purges the changed institutes from the shared cache in front, in the style of the
// operator's cache, retrying a failing cache and logging what it could not do, never failing
// the import (decision 071). A local HTTP server stands in for Varnish, Fastly and Cloudflare.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { pino } from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { importBundles } from "#server/content/bundle-io.server.ts";
import type { Db } from "#server/store/db.server.ts";
import { demo, demoJson } from "#test/support/bundles.ts";
import { backends } from "#test/support/stores.ts";
import {
  createPurger,
  purgingOnChange,
  type PurgeOptions,
  type PurgeTarget,
} from "./cache-purge.server.ts";
import { ConfigError, loadConfig } from "./config.server.ts";

interface Received {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const idA = demoJson(0).institute._id;
const idB = demoJson(1).institute._id;
const ATTEMPTS = 4;
const quick: PurgeOptions = { attempts: ATTEMPTS, firstRetryMs: 10, timeoutMs: 2000 };

/** A cache's purge interface: records every request and answers with the next status of
 * `statuses` (the last one repeats). */
function fakeCache() {
  const received: Received[] = [];
  let statuses = [200];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      received.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body });
      res.statusCode = statuses.length > 1 ? (statuses.shift() ?? 200) : (statuses[0] ?? 200);
      res.end("{}");
    });
  });
  return {
    received,
    answer: (next: number[]) => {
      statuses = next;
    },
    listen: () => new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve)),
    url: (path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A purge target answering `status` with a body of `size` bytes, made as it is sent (never
 * held whole), that counts the bytes its socket took. */
function hugeAnswer(status: number, size: number) {
  const line = Buffer.from("no purge for you\n");
  const chunk = Buffer.concat(Array.from({ length: 4096 }, () => line));
  let requests = 0;
  let sent = 0;
  let closed = false;
  const server = http.createServer((req, res) => {
    requests++;
    req.resume();
    res.writeHead(status, { "content-type": "text/plain", "content-length": size });
    const more = () => {
      while (sent < size && !res.destroyed) {
        const piece = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += piece.length;
        if (!res.write(piece)) return void res.once("drain", more);
      }
      if (sent >= size) res.end();
    };
    res.once("close", () => (closed = true));
    more();
  });
  return {
    requests: () => requests,
    sent: () => sent,
    closed: () => closed,
    listen: () => new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve)),
    url: (path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A logger whose lines the test reads. */
function recordingLogger() {
  const lines: {
    level: number;
    msg: string;
    failure?: string;
    answer?: string;
    attempts?: number;
  }[] = [];
  const logger = pino(
    { level: "debug" },
    { write: (line: string) => lines.push(JSON.parse(line)) },
  );
  return { logger, lines, at: (level: number) => lines.filter((l) => l.level === level) };
}

const WARN = 40;
const ERROR = 50;

describe("purging the shared cache after an import", () => {
  const cache = fakeCache();
  let db: Db;

  beforeAll(async () => {
    await cache.listen();
    db = await backends[0]!.open();
  });

  afterAll(async () => {
    await cache.close();
    await db?.close();
  });

  afterEach(() => {
    cache.received.length = 0;
    cache.answer([200]);
  });

  /** Both demo institutes imported in one transaction, as `prospectus demo` does. */
  async function importWith(target: PurgeTarget) {
    const log = recordingLogger();
    const purger = createPurger(target, log.logger, quick);
    const results = await importBundles(purgingOnChange(db, purger), [demo(0), demo(1)]);
    await purger.settled();
    return { results, log };
  }

  /** The purge such an import starts, without the import. */
  async function purgeWith(target: PurgeTarget) {
    const log = recordingLogger();
    const purger = createPurger(target, log.logger, quick);
    purger.purge(idA);
    purger.purge(idB);
    await purger.settled();
    return { log };
  }

  it("sends Varnish one PURGE naming both institutes' tags and the all-institutes tag", async () => {
    const { log } = await importWith({ style: "varnish", url: cache.url("/"), token: null });
    expect(cache.received).toHaveLength(1);
    const [purge] = cache.received;
    expect(purge?.method).toBe("PURGE");
    expect(purge?.path).toBe("/");
    expect(String(purge?.headers.xkey).split(" ").sort()).toEqual(
      [`tenant-${idA}`, `tenant-${idB}`, "tenant-all"].sort(),
    );
    expect(log.at(WARN)).toEqual([]);
    expect(log.at(ERROR)).toEqual([]);
  });

  it("asks Fastly to purge each tag of its service with the API key", async () => {
    await purgeWith({ style: "fastly", url: cache.url("/service/SVC1"), token: "fastly-secret" });
    expect(cache.received.map((r) => `${r.method} ${r.path}`).sort()).toEqual(
      [
        `POST /service/SVC1/purge/tenant-${idA}`,
        `POST /service/SVC1/purge/tenant-${idB}`,
        "POST /service/SVC1/purge/tenant-all",
      ].sort(),
    );
    for (const r of cache.received) expect(r.headers["fastly-key"]).toBe("fastly-secret");
  });

  it("asks Cloudflare to purge the zone's tags with a bearer token", async () => {
    await purgeWith({
      style: "cloudflare",
      url: cache.url("/client/v4/zones/Z9/"),
      token: "cf-token",
    });
    expect(cache.received).toHaveLength(1);
    const [purge] = cache.received;
    expect(`${purge?.method} ${purge?.path}`).toBe("POST /client/v4/zones/Z9/purge_cache");
    expect(purge?.headers.authorization).toBe("Bearer cf-token");
    expect(purge?.headers["content-type"]).toBe("application/json");
    const body = JSON.parse(purge?.body ?? "") as { tags: string[] };
    expect(body.tags.sort()).toEqual([`tenant-${idA}`, `tenant-${idB}`, "tenant-all"].sort());
  });

  it("retries a failing cache with growing waits until it purges", async () => {
    cache.answer([503, 503, 200]);
    const { log } = await purgeWith({ style: "varnish", url: cache.url("/"), token: null });
    expect(cache.received).toHaveLength(3);
    expect(log.at(WARN)).toHaveLength(2);
    expect(log.at(WARN)[0]?.failure).toBe("answered 503");
    expect(log.at(ERROR)).toEqual([]);
  });

  it("gives up after the last try and logs it, the import done", async () => {
    cache.answer([503]);
    const { results, log } = await importWith({
      style: "varnish",
      url: cache.url("/"),
      token: null,
    });
    expect(results.map((r) => r.tenantId)).toEqual([idA, idB]);
    expect(cache.received).toHaveLength(ATTEMPTS);
    expect(log.at(ERROR)).toHaveLength(1);
    expect(log.at(ERROR)[0]?.attempts).toBe(ATTEMPTS);
  });

  it("does not retry a refusal that asking again cannot change (a wrong token)", async () => {
    cache.answer([403]);
    const { log } = await purgeWith({
      style: "cloudflare",
      url: cache.url("/client/v4/zones/Z9"),
      token: "wrong",
    });
    expect(cache.received).toHaveLength(1);
    expect(log.at(ERROR)[0]?.failure).toBe("answered 403");
  });

  it.each([200, 403])(
    "reads no more than a few KB of a %i answer with a huge body, and goes on",
    async (status) => {
      const huge = hugeAnswer(status, 256 * 1024 * 1024);
      await huge.listen();
      try {
        const { log } = await purgeWith({ style: "varnish", url: huge.url("/"), token: null });
        // Asked once: the answer was taken as it came, not timed out and asked again.
        expect(huge.requests()).toBe(1);
        // What the target could hand to its socket before the purge let go: the buffers of
        // the connection, not the body.
        await expect.poll(() => huge.closed()).toBe(true);
        expect(huge.sent()).toBeLessThan(16 * 1024 * 1024);
        if (status === 403) {
          const [failure] = log.at(ERROR);
          expect(failure?.failure).toBe("answered 403");
          expect(failure?.answer).toMatch(/^(no purge for you\n)+/);
          expect(failure?.answer?.length).toBeLessThanOrEqual(4096);
        } else {
          expect(log.at(WARN)).toEqual([]);
          expect(log.at(ERROR)).toEqual([]);
        }
      } finally {
        await huge.close();
      }
    },
  );

  it("logs a cache that cannot be reached", async () => {
    const gone = fakeCache();
    await gone.listen();
    const url = gone.url("/");
    await gone.close();
    const { log } = await purgeWith({ style: "varnish", url, token: null });
    expect(log.at(WARN)).toHaveLength(ATTEMPTS - 1);
    expect(log.at(ERROR)).toHaveLength(1);
  });
});

describe("the purge settings", () => {
  it("are read from the environment, Varnish by default", () => {
    expect(loadConfig({}).cachePurge).toBeNull();
    expect(loadConfig({ CACHE_PURGE_URL: "http://127.0.0.1:6081/" }).cachePurge).toEqual({
      style: "varnish",
      url: "http://127.0.0.1:6081/",
      token: null,
    });
    expect(
      loadConfig({
        CACHE_PURGE_URL: "https://api.fastly.com/service/abc",
        CACHE_PURGE_STYLE: "Fastly",
        CACHE_PURGE_TOKEN: "k",
        CACHE_TAG_HEADER: "Surrogate-Key",
      }).cachePurge,
    ).toEqual({ style: "fastly", url: "https://api.fastly.com/service/abc", token: "k" });
  });

  it.each([
    [{ CACHE_PURGE_URL: "varnish.local" }, "CACHE_PURGE_URL"],
    [{ CACHE_PURGE_URL: "ftp://varnish.local/" }, "CACHE_PURGE_URL"],
    [{ CACHE_PURGE_URL: "http://v/", CACHE_PURGE_STYLE: "akamai" }, "CACHE_PURGE_STYLE"],
    [{ CACHE_PURGE_STYLE: "varnish" }, "CACHE_PURGE_URL"],
    [{ CACHE_PURGE_TOKEN: "t" }, "CACHE_PURGE_URL"],
    [
      {
        CACHE_PURGE_URL: "https://api.fastly.com/service/abc",
        CACHE_PURGE_STYLE: "fastly",
        CACHE_TAG_HEADER: "surrogate-key",
      },
      "CACHE_PURGE_TOKEN",
    ],
    [
      {
        CACHE_PURGE_URL: "https://api.fastly.com/purge",
        CACHE_PURGE_STYLE: "fastly",
        CACHE_PURGE_TOKEN: "t",
        CACHE_TAG_HEADER: "surrogate-key",
      },
      "CACHE_PURGE_URL",
    ],
    [
      {
        CACHE_PURGE_URL: "https://api.cloudflare.com/client/v4/zones/z",
        CACHE_PURGE_STYLE: "cloudflare",
        CACHE_PURGE_TOKEN: "t",
      },
      "CACHE_TAG_HEADER",
    ],
  ])("stop the start on a bad setting (%j), naming %s", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});

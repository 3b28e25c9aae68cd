// PlatformClient over real HTTP: against our own API as a remote platform, and against a
// loopback server that fails, stalls or answers sparsely, to prove retries, deadlines, the
// cache and lenient reading.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { importBundle } from "#server/content/bundle-io.server.ts";
import type { Db } from "#server/store/db.server.ts";
import { demo, demoJson } from "#test/support/bundles.ts";
import { startTestServer, type TestServer } from "#test/support/http.ts";
import { backends } from "#test/support/stores.ts";
import { createPlatformClient, ReadCache, remoteTransport } from "./client.server.ts";

/** A loopback server answering each request with the next behaviour of a script. */
async function scripted(
  behaviours: ((res: http.ServerResponse) => void)[],
): Promise<{ url: string; hits: () => number; close: () => Promise<void> }> {
  let hits = 0;
  const server = http.createServer((_req, res) => {
    const behave = behaviours[Math.min(hits, behaviours.length - 1)];
    hits += 1;
    behave?.(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits: () => hits,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const json = (status: number, body: unknown) => (res: http.ServerResponse) => {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
};
const stall = () => () => {};
const fast = { baseDelayMs: 10, attemptTimeoutMs: 200, deadlineMs: 2000 };

describe("PlatformClient against our own API as a remote platform", () => {
  let db: Db;
  let server: TestServer;

  beforeAll(async () => {
    db = await backends[0]!.open();
    await importBundle(db, demo(1));
    server = await startTestServer(db);
  });

  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it("reads a call's data and answers 404 for an unknown id", async () => {
    const client = createPlatformClient(
      remoteTransport(`http://127.0.0.1:${server.port}/api`),
      new ReadCache(),
      "remote",
    );
    const expected = demoJson(1);
    const lookup = await client.read("hostLookup", {}, { filter_by: expected.hosts[0]! });
    expect(lookup).toMatchObject({ ok: true, data: { link_up: { _id: expected.institute._id } } });
    const notice = await client.read("noticeOne", { id: expected.notices[0]!._id });
    expect(notice.ok && notice.data.insAnnTitle).toBe(expected.notices[0]!.insAnnTitle);
    const missing = await client.read("noticeOne", { id: "ffffffffffffffffffffffff" });
    expect(missing).toEqual({ ok: false, status: 404 });
  });
});

describe("PlatformClient resilience", () => {
  it("retries a failing platform with back-off and then succeeds", async () => {
    const ok = { message: "ok", access: true, announcement: { insAnnTitle: "Fee notice" } };
    const platform = await scripted([json(503, {}), json(502, {}), json(200, ok)]);
    try {
      const client = createPlatformClient(
        remoteTransport(platform.url),
        new ReadCache(),
        "t",
        fast,
      );
      const result = await client.read("noticeOne", { id: "0123456789abcdef01234567" });
      expect(result.ok && result.data.insAnnTitle).toBe("Fee notice");
      expect(platform.hits()).toBe(3);
    } finally {
      await platform.close();
    }
  });

  it("gives up at its deadline when the platform stalls", async () => {
    const platform = await scripted([stall()]);
    // The client's clock is fake: it moves 10 ms at a time, each step after the real network
    // has had a turn, so the deadline is the client's and not the machine's speed.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    try {
      const client = createPlatformClient(remoteTransport(platform.url), new ReadCache(), "t", {
        ...fast,
        deadlineMs: 800,
      });
      const started = Date.now();
      let ended: { result: unknown; at: number } | undefined;
      void client
        .read("instituteDash", { id: "0123456789abcdef01234567" })
        .then((result) => (ended = { result, at: Date.now() }));
      while (!ended) {
        await new Promise((resolve) => setImmediate(resolve));
        await vi.advanceTimersByTimeAsync(10);
      }
      expect(ended.result).toEqual({
        ok: false,
        status: 503,
        message: "the platform did not answer in time",
      });
      expect(ended.at - started).toBeLessThanOrEqual(800);
      expect(ended.at - started).toBeGreaterThanOrEqual(600);
      expect(platform.hits()).toBeGreaterThan(1);
    } finally {
      vi.useRealTimers();
      await platform.close();
    }
  });

  it("treats the platform's access:false answer as not found, without retrying", async () => {
    const platform = await scripted([
      json(200, { message: "none", access: false, all_domain: null }),
    ]);
    try {
      const client = createPlatformClient(
        remoteTransport(platform.url),
        new ReadCache(),
        "t",
        fast,
      );
      expect(await client.read("hostLookup", {}, { filter_by: "x.example" })).toEqual({
        ok: false,
        status: 404,
      });
      expect(platform.hits()).toBe(1);
    } finally {
      await platform.close();
    }
  });

  it("reads sparse answers leniently and serves repeats from its cache", async () => {
    const platform = await scripted([
      json(200, { access: true, one_ins: { insName: "Remote College", surprise: 1 } }),
    ]);
    try {
      const cache = new ReadCache();
      const client = createPlatformClient(remoteTransport(platform.url), cache, "t", fast);
      const first = await client.read("landingProfile", { id: "0123456789abcdef01234567" });
      expect(first.ok && first.data.insName).toBe("Remote College");
      expect(first.ok && first.data.testimonials).toEqual([]);
      expect(first.ok && first.data.landing_control.tab_toggle.notice).toBe(false);
      await client.read("landingProfile", { id: "0123456789abcdef01234567" });
      expect(platform.hits()).toBe(1);
      cache.clear();
      await client.read("landingProfile", { id: "0123456789abcdef01234567" });
      expect(platform.hits()).toBe(2);
    } finally {
      await platform.close();
    }
  });
});

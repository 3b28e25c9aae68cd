// Two `prospectus serve` processes on one PostgreSQL database, both mirroring the same
// institute on a schedule (decision 084): one mirrors it at a time (the advisory lock), and
// after an import both drop its kept pages, so a page asked of either shows the platform's
// edit. Each process reads the platform through a proxy of its own, which says when each
// process was asking it.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Bundle } from "#contract/index.ts";
import { importBundle } from "#server/content/bundle-io.server.ts";
import { openDb } from "#server/store/db.server.ts";
import { demoJson, sparseOf, withJson } from "#test/support/bundles.ts";
import { get, scrape } from "#test/support/http.ts";
import { freshDatabase, type FreshDatabase } from "#test/support/postgres.ts";
import { startServerProcess, type ServerProcess } from "#test/support/process.ts";
import { storeServer } from "#test/support/server.ts";
import { backends } from "#test/support/stores.ts";

const adminUrl = process.env.TEST_DATABASE_URL;
const HOST = "sahyadri.localhost";
const NAME = "Mirrorfield College of Two Processes";

function renamed(json: Bundle): Bundle {
  return {
    ...json,
    institute: { ...json.institute, insName: NAME },
    profile: { ...json.profile, insName: NAME, name: NAME },
  };
}

const servers: ServerProcess[] = [];

/** Requests in flight through each proxy, and whether the two ever had some at once. */
const flight = { inFlight: [0, 0], requests: [0, 0], overlaps: 0 };

/** Forwards every request to the platform, counting those in flight for process `which`. */
function proxy(which: 0 | 1, port: () => number) {
  return http.createServer((req, res) => {
    flight.requests[which]!++;
    flight.inFlight[which]!++;
    if (flight.inFlight[1 - which]! > 0) flight.overlaps++;
    let done = false;
    const finish = () => {
      if (!done) flight.inFlight[which]!--;
      done = true;
    };
    res.once("close", finish);
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port: port(),
        path: req.url,
        headers: { ...req.headers, "accept-encoding": "identity" },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.destroy());
    upstream.end();
  });
}

/** The sum of a metric's samples whose labels include every one of `labels`. */
async function sample(server: ServerProcess, name: string, labels: string[]): Promise<number> {
  const url = /Metrics: (\S+)/.exec(server.stdout())![1]!;
  const { text } = await scrape(url);
  return text
    .split("\n")
    .filter((line) => line.startsWith(`${name}{`))
    .filter((line) => labels.every((l) => line.includes(l)))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(" ") + 1)), 0);
}

async function until<T>(what: string, probe: () => Promise<T | null>, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value !== null) return value;
    if (Date.now() > deadline) {
      // What each process logged last, to tell a slow machine from a failing pass.
      const logs = servers.map(
        (s, i) => `process ${i}:\n${(s.stdout() + s.stderr()).slice(-3000)}`,
      );
      throw new Error(`${what}: not within ${ms} ms\n${logs.join("\n")}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe.skipIf(!adminUrl)("two processes mirroring one institute on one PostgreSQL", () => {
  const platform = storeServer(
    [withJson(0, renamed(demoJson(0)))],
    {},
    backends.find((b) => b.name === "postgres"),
  );
  const fronts = [proxy(0, () => platform.server.port), proxy(1, () => platform.server.port)];
  let database: FreshDatabase;
  const fullPasses = (server: ServerProcess, outcome: string) =>
    sample(server, "prospectus_mirror_runs_total", ['kind="full"', `outcome="${outcome}"`]);
  const imports = async () =>
    (await fullPasses(servers[0]!, "imported")) + (await fullPasses(servers[1]!, "imported"));

  beforeAll(async () => {
    database = await freshDatabase(adminUrl!);
    // A small institute first (of the other demo institute's ids, the platform's being
    // mirrored), so that neither process's first start loads the demo.
    const held = await openDb({ kind: "postgres", url: database.url });
    try {
      await importBundle(
        held,
        withJson(1, { ...sparseOf(demoJson(1)), hosts: ["small.localhost"] }),
      );
    } finally {
      await held.close();
    }
    for (const [i, front] of fronts.entries()) {
      await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
      const { port } = front.address() as { port: number };
      // At level debug each says when it leaves a pass to the other.
      servers[i] = await startServerProcess({
        DATABASE_URL: database.url,
        METRICS_PORT: "0",
        LOG_LEVEL: "debug",
        MIRROR_FROM: `http://127.0.0.1:${port}/api`,
        MIRROR_HOSTS: HOST,
        MIRROR_QUICK_INTERVAL: "1",
        MIRROR_FULL_INTERVAL: "10",
      });
    }
  }, 240_000);
  afterAll(async () => {
    for (const server of servers) await server.stop();
    for (const front of fronts) front.close();
    await database?.drop();
  });

  it("mirrors the institute in one process at a time, each in turn", async () => {
    // Both have made a full pass: the first imported, the other found the store in step.
    for (const server of servers) {
      await until(
        "a full pass in each process",
        async () =>
          (await fullPasses(server, "imported")) + (await fullPasses(server, "unchanged")) || null,
        300_000,
      );
    }
    expect(await imports()).toBeGreaterThanOrEqual(1);
    const left = servers.filter((s) =>
      s.stdout().includes(`"msg":"mirror: ${HOST} is being mirrored by another process"`),
    );
    expect(left.length).toBeGreaterThanOrEqual(1);
    expect(flight.requests[0]).toBeGreaterThan(300);
    expect(flight.requests[1]).toBeGreaterThan(300);
    expect(flight.overlaps).toBe(0);
  }, 660_000);

  it("shows a platform edit on a page asked of either process, each having kept it", async () => {
    const page = (server: ServerProcess) => get(server.port, "/notice", { host: HOST });
    for (const server of servers) {
      for (let i = 0; i < 2; i++) expect((await page(server)).text).toContain(NAME);
    }
    const before = await imports();
    const json = renamed(demoJson(0));
    const newest = [...json.notices].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
    const title = `Two processes, one notice ${Date.now()}`;
    await importBundle(
      platform.db,
      withJson(0, {
        ...json,
        notices: json.notices.map((n) => (n._id === newest._id ? { ...n, insAnnTitle: title } : n)),
      }),
    );
    for (const server of servers) {
      await until(
        "the edited notice on each process",
        async () => ((await page(server)).text.includes(title) ? true : null),
        120_000,
      );
    }
    expect(await imports()).toBeGreaterThan(before);
    expect(flight.overlaps).toBe(0);
  }, 240_000);
});

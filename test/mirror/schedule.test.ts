// `prospectus serve` with MIRROR_FROM keeps a platform's institute mirrored on its own
// (decision 084): a real platform server, a small proxy in front of it that can answer 503,
// and a real serve process with short intervals. The institute appears after the first pass,
// a platform edit shows within a few quick passes, a pass that finds nothing changed imports
// nothing, a failing platform leaves the last content served and the server ready, and
// `prospectus tenants` says where the institute comes from and when it was last synced. A full
// pass asks its API calls with the ETags of the pass before: unchanged, they are mostly 304s.
import http from "node:http";
import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Bundle } from "#contract/index.ts";
import { importBundle } from "#server/content/bundle-io.server.ts";
import { demoJson, withJson } from "#test/support/bundles.ts";
import { get, scrape } from "#test/support/http.ts";
import {
  freePort,
  prospectus,
  startServerProcess,
  tempDir,
  type ServerProcess,
} from "#test/support/process.ts";
import { storeServer } from "#test/support/server.ts";

const HOST = "sahyadri.localhost";
const NAME = "Mirrorfield College of the Schedule Test";

function renamed(json: Bundle): Bundle {
  return {
    ...json,
    institute: { ...json.institute, insName: NAME },
    profile: { ...json.profile, insName: NAME, name: NAME },
  };
}

const platform = storeServer([withJson(0, renamed(demoJson(0)))]);

/** Forwards every request to the platform, or answers 503 to all while `down`. */
function proxy(port: () => number) {
  const state = { down: false, requests: 0 };
  const server = http.createServer((req, res) => {
    state.requests++;
    if (state.down) {
      res.writeHead(503, { "retry-after": "0", "content-type": "application/json" });
      res.end(JSON.stringify({ message: "down", access: false }));
      return;
    }
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
  return { server, state };
}

/** The sum of a metric's samples whose labels include every one of `labels`. */
function sample(text: string, name: string, labels: string[] = []): number {
  return text
    .split("\n")
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .filter((line) => labels.every((l) => line.includes(l)))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(" ") + 1)), 0);
}

async function until<T>(what: string, probe: () => Promise<T | null>, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe("a scheduled mirror", () => {
  const front = proxy(() => platform.server.port);
  let mirror: ServerProcess;
  let dataDir: string;
  let metricsPort: number;
  const metrics = async () => (await scrape(`http://127.0.0.1:${metricsPort}/metrics`)).text;
  const runs = async (kind: string, outcome: string) =>
    sample(await metrics(), "prospectus_mirror_runs_total", [
      `kind="${kind}"`,
      `outcome="${outcome}"`,
    ]);
  const page = (path: string) => get(mirror.port, path, { host: HOST });

  beforeAll(async () => {
    await new Promise<void>((resolve) => front.server.listen(0, "127.0.0.1", resolve));
    const { port } = front.server.address() as { port: number };
    dataDir = await tempDir("prospectus-mirror-schedule-");
    metricsPort = await freePort();
    mirror = await startServerProcess({
      DATA_DIR: dataDir,
      METRICS_PORT: String(metricsPort),
      LOG_LEVEL: "info",
      MIRROR_FROM: `http://127.0.0.1:${port}/api`,
      MIRROR_HOSTS: HOST,
      MIRROR_QUICK_INTERVAL: "1",
      MIRROR_FULL_INTERVAL: "10",
      MIRROR_RETRY_DELAY_MS: "100",
    });
  }, 180_000);
  afterAll(async () => {
    await mirror?.stop();
    front.server.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("serves the institute after its first pass, and readiness never waits for it", async () => {
    expect((await get(mirror.port, "/readyz")).status).toBe(200);
    const landing = await until(
      "the mirrored landing page",
      async () => {
        const reply = await page("/");
        return reply.status === 200 && reply.text.includes(NAME) ? reply : null;
      },
      90_000,
    );
    expect(landing.text).toContain(NAME);
    // The pass counts itself once it has recorded the sync, just after the import shows.
    await until("the counted import", async () => (await runs("full", "imported")) || null, 10_000);
  }, 120_000);

  it("imports nothing when a pass finds nothing changed", async () => {
    const imported = await runs("full", "imported");
    await until(
      "an unchanged full pass",
      async () => (await runs("full", "unchanged")) || null,
      60_000,
    );
    expect(await runs("quick", "unchanged")).toBeGreaterThanOrEqual(1);
    expect(await runs("full", "imported")).toBe(imported);
    // Its API calls were asked with the ETags of the pass before (decision 095): most were
    // answered 304, the kept answer read again.
    const unchanged = mirror
      .stdout()
      .split("\n")
      .filter((line) => line.includes(`"msg":"mirror: full pass of ${HOST}: unchanged"`))
      .map((line) => JSON.parse(line) as { calls: number; notModified: number });
    expect(unchanged.length).toBeGreaterThanOrEqual(1);
    const pass = unchanged[0]!;
    expect(pass.calls).toBeGreaterThan(300);
    expect(pass.notModified).toBeGreaterThan(pass.calls * 0.9);
    const text = await metrics();
    expect(
      sample(text, "prospectus_mirror_last_success_timestamp_seconds", [`host="${HOST}"`]),
    ).toBeGreaterThan(Date.now() / 1000 - 60);
    expect(
      sample(text, "prospectus_mirror_duration_seconds_count", ['kind="quick"']),
    ).toBeGreaterThan(0);
  }, 90_000);

  it("shows an edit on the platform within a few quick passes", async () => {
    const json = renamed(demoJson(0));
    const newest = [...json.notices].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
    const title = `Scheduled mirror notice ${Date.now()}`;
    const edited: Bundle = {
      ...json,
      notices: json.notices.map((n) => (n._id === newest._id ? { ...n, insAnnTitle: title } : n)),
    };
    const started = Date.now();
    await importBundle(platform.db, withJson(0, edited));
    await until(
      "the edited notice on the mirror",
      async () => ((await page("/notice")).text.includes(title) ? true : null),
      60_000,
    );
    // A quick pass notices it within a second or two; the full pass it starts takes the rest.
    expect(Date.now() - started).toBeLessThan(60_000);
  }, 90_000);

  it("keeps serving its last content, ready, while the platform answers 503", async () => {
    const failed = await runs("quick", "failed");
    front.state.down = true;
    try {
      await until(
        "a failed pass",
        async () => ((await runs("quick", "failed")) > failed ? true : null),
        30_000,
      );
      const reply = await page("/");
      expect(reply.status).toBe(200);
      expect(reply.text).toContain(NAME);
      expect((await get(mirror.port, "/readyz")).status).toBe(200);
      expect(mirror.stdout() + mirror.stderr()).toMatch(
        new RegExp(
          `the mirror of ${HOST.replace(".", "\\.")} failed, nothing was imported: hostLookup .*503`,
        ),
      );
    } finally {
      front.state.down = false;
    }
  }, 60_000);

  it("names the mirror and the last sync in prospectus tenants", async () => {
    await mirror.stop();
    const tenants = await prospectus(["tenants"], { DATA_DIR: dataDir });
    expect(tenants.code, tenants.stderr).toBe(0);
    const line = tenants.stdout.split("\n").find((l) => l.includes(NAME));
    expect(line).toMatch(
      /\(mirror from http:\/\/127\.0\.0\.1:\d+, synced \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z\)$/,
    );
    // The other demo institute the empty store was filled with came by a bundle import.
    expect(tenants.stdout).toContain("(bundle import)");
  }, 60_000);
});

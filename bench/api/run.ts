// Read API benchmark: throughput and p99 on loopback of the calls a page needs most, each as a
// ratio to a trivial endpoint of the same server in the same run; server memory under load;
// and host lookups with 1,000 tenants in one store against the two-tenant figure.
// Run: npm run bench:api  (BENCH_SECONDS, BENCH_CONNECTIONS; TEST_DATABASE_URL adds PostgreSQL)
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { bundle as bundleSchema, endpointUrl, type Bundle } from "#contract/index.ts";
import { importBundle, type BundleSource } from "#server/content/bundle-io.server.ts";
import { demoBundles } from "#server/demo/generate.server.ts";
import { openDb, type StoreLocation } from "#server/store/db.server.ts";
import { minimalTenant } from "#server/demo/minimal.server.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const STAFF_ROWS = 1000;

interface Target {
  name: string;
  paths: string[];
  host?: string;
}

interface Measure {
  name: string;
  rps: number;
  p99: number;
  /** Mean bytes of an answer on the wire (compressed where the server compresses). */
  bytes: number;
  ratio?: number;
}

/** The demo institutes, the first with 1,000 staff for the large-list call. */
function benchBundles(): BundleSource[] {
  return demoBundles().map((demo, i) => {
    if (i > 0) return demo;
    const json: Bundle = bundleSchema.parse(structuredClone(demo.json));
    const template = json.staff;
    json.staff = Array.from({ length: STAFF_ROWS }, (_, n) => ({
      ...template[n % template.length]!,
      _id: n < template.length ? template[n]!._id : `b${n.toString(16).padStart(23, "0")}`,
    }));
    return { json, media: demo.media };
  });
}

async function fill(location: StoreLocation, sources: BundleSource[]): Promise<void> {
  const db = await openDb(location);
  try {
    for (const source of sources) await importBundle(db, source);
  } finally {
    await db.close();
  }
}

interface Server {
  port: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

async function serve(env: Record<string, string>): Promise<Server> {
  const port = 3900 + Math.floor(Math.random() * 90);
  const child = spawn(process.execPath, ["bin/prospectus.js", "serve"], {
    env: { ...process.env, LOG_LEVEL: "warn", PORT: String(port), HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("serving on port")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    port,
    child,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function load(port: number, target: Target, seconds = SECONDS): Promise<Measure> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { host: target.host ?? "localhost", "accept-encoding": "gzip, deflate, br" },
    requests: target.paths.map((p) => ({ method: "GET", path: p })),
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${target.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return {
    name: target.name,
    rps: result.requests.average,
    p99: result.latency.p99,
    bytes: result.throughput.average / Math.max(result.requests.average, 1),
  };
}

async function targets(port: number): Promise<Target[]> {
  const lookup = await fetch(
    `http://127.0.0.1:${port}/api${endpointUrl("hostLookup", {}, { filter_by: "localhost" })}`,
  );
  const { all_domain } = (await lookup.json()) as { all_domain: { link_up: { _id: string } } };
  const id = all_domain.link_up._id;
  const api = (p: string) => `/api${p}`;
  return [
    {
      name: "host lookup",
      paths: [api(endpointUrl("hostLookup", {}, { filter_by: "localhost" }))],
    },
    { name: "institute dash", paths: [api(endpointUrl("instituteDash", { id }))] },
    { name: "landing profile", paths: [api(endpointUrl("landingProfile", { id }))] },
    {
      name: `staff list (${STAFF_ROWS} rows)`,
      paths: [api(endpointUrl("staffList", { id }, { page: 1, limit: STAFF_ROWS }))],
    },
    {
      name: "notice list (20)",
      paths: [api(endpointUrl("noticeList", { id }, { page: 1, limit: 20 }))],
    },
  ];
}

const TRIVIAL: Target = { name: "trivial (/api/health)", paths: ["/api/health"] };

function table(title: string, rows: Measure[], extra: string[] = []): string {
  const lines = [
    `### ${title}`,
    "",
    "| call | req/s | p99 ms | KB per answer | ratio to trivial |",
    "| --- | ---: | ---: | ---: | ---: |",
    ...rows.map(
      (r) =>
        `| ${r.name} | ${Math.round(r.rps)} | ${r.p99} | ${(r.bytes / 1024).toFixed(1)} | ${r.ratio === undefined ? "1.00" : r.ratio.toFixed(2)} |`,
    ),
    ...extra,
    "",
  ];
  return lines.join("\n");
}

async function measureBackend(name: string, env: Record<string, string>): Promise<string> {
  const server = await serve(env);
  try {
    const list = await targets(server.port);
    for (const t of [TRIVIAL, ...list]) await load(server.port, t, 1); // warm caches and JIT
    const samples: number[] = [];
    const sampler = setInterval(() => {
      void rssMb(server.child.pid ?? 0).then((mb) => samples.push(mb));
    }, 250);
    const before = await load(server.port, TRIVIAL);
    const rows: Measure[] = [];
    for (const t of list) rows.push(await load(server.port, t));
    const after = await load(server.port, TRIVIAL);
    clearInterval(sampler);
    const trivial: Measure = {
      name: TRIVIAL.name,
      rps: (before.rps + after.rps) / 2,
      p99: Math.max(before.p99, after.p99),
      bytes: (before.bytes + after.bytes) / 2,
    };
    for (const r of rows) r.ratio = r.rps / trivial.rps;
    const peak = Math.max(...samples);
    const mean = samples.reduce((a, b) => a + b, 0) / Math.max(samples.length, 1);
    return table(
      `${name}: ${CONNECTIONS} connections, ${SECONDS} s per call`,
      [trivial, ...rows],
      [
        "",
        `Server memory under this load: mean RSS ${mean.toFixed(0)} MB, peak ${peak.toFixed(0)} MB.`,
      ],
    );
  } finally {
    await server.stop();
  }
}

async function hostLookups(env: Record<string, string>, hosts: string[]): Promise<Measure> {
  const server = await serve(env);
  try {
    const target: Target = {
      name: `host lookup over ${hosts.length} hosts`,
      host: "api.bench",
      paths: hosts.map((h) => `/api${endpointUrl("hostLookup", {}, { filter_by: h })}`),
    };
    await load(server.port, target, 1);
    return await load(server.port, target);
  } finally {
    await server.stop();
  }
}

async function freshPostgres(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `prospectus_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

async function main(): Promise<void> {
  const sources = benchBundles();
  const out: string[] = [];
  const work = await mkdtemp(path.join(tmpdir(), "prospectus-bench-"));
  try {
    const dataDir = path.join(work, "two");
    await fill({ kind: "pglite", dataDir }, sources);
    out.push(await measureBackend("PGlite", { DATA_DIR: dataDir, DATABASE_URL: "" }));

    const adminUrl = process.env.TEST_DATABASE_URL;
    if (adminUrl) {
      const database = await freshPostgres(adminUrl);
      try {
        await fill({ kind: "postgres", url: database.url }, sources);
        out.push(await measureBackend("PostgreSQL", { DATABASE_URL: database.url }));
      } finally {
        await database.drop();
      }
    }

    const twoHosts = sources.flatMap((s) => bundleSchema.parse(s.json).hosts);
    const two = await hostLookups({ DATA_DIR: dataDir, DATABASE_URL: "" }, twoHosts);
    const scaleDir = path.join(work, "scale");
    const tenants = Array.from({ length: 1000 }, (_, i) => minimalTenant(i));
    await fill({ kind: "pglite", dataDir: scaleDir }, tenants);
    const scaleHosts = tenants.map((t) => bundleSchema.parse(t.json).hosts[0]!);
    const scale = await hostLookups({ DATA_DIR: scaleDir, DATABASE_URL: "" }, scaleHosts);
    scale.ratio = scale.rps / two.rps;
    two.ratio = 1;
    out.push(
      table(
        "Scale: host lookups, 2 tenants against 1,000 tenants in one PGlite store",
        [two, scale],
        ["", "Ratio here is to the two-tenant figure (target 0.80 or more)."],
      ),
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  process.stdout.write(`${out.join("\n")}\n`);
}

await main();

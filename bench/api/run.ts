// Read API benchmark: throughput and p99 on loopback of the calls a page needs most, each as a
// ratio to the same process serving a static file of the same bytes (the answer's own body and
// compressed forms) from its /assets handler in the same run; server memory under load; and
// host lookups with 1,000 tenants in one store against two tenants, the load generator
// rotating through 1,000 prepared requests in both.
// Run: npm run bench:api  (BENCH_SECONDS, BENCH_CONNECTIONS; TEST_DATABASE_URL adds PostgreSQL)
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { bundle as bundleSchema, endpointUrl, type Bundle } from "#contract/index.ts";
import { importBundle, type BundleSource } from "#server/content/bundle-io.server.ts";
import { demoBundles } from "#demo/generate.server.ts";
import type { StoreLocation } from "#server/config.server.ts";
import { openDb } from "#server/store/db.server.ts";
import { minimalTenant } from "#demo/minimal.server.ts";
import { get } from "#test/support/http.ts";
import { freshDatabase } from "#test/support/postgres.ts";
import { rssMb, serve } from "../support/server.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const STAFF_ROWS = 1000;
/** The demo's first institute answers on localhost: the calls are asked of it. */
const HOST = "localhost";
/** What a browser sends; the same for every call and every static file. */
const ACCEPT = "gzip, deflate, br";
const ASSETS_DIR = "build/client/assets";
/** Distinct prepared requests the load generator rotates through in both host-lookup runs. */
const LOOKUP_REQUESTS = 1000;
const TARGET_RATIO = 0.5;
const TARGET_SCALE_RATIO = 0.8;

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
}

/** The demo institutes, the first with 1,000 staff for the large-list call. */
async function benchBundles(): Promise<BundleSource[]> {
  return (await demoBundles()).map((demo, i) => {
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

async function load(port: number, target: Target, seconds = SECONDS): Promise<Measure> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { host: target.host ?? HOST, "accept-encoding": ACCEPT },
    requests: target.paths.map((p) => ({ method: "GET", path: p })),
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${target.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  // The requests still in flight when the load ends keep the server busy for about one
  // latency more; waiting that long keeps them out of the next measurement.
  await new Promise((resolve) => setTimeout(resolve, Math.min(result.latency.max, 10_000) + 250));
  return {
    name: target.name,
    rps: result.requests.total / result.duration,
    p99: result.latency.p99,
    bytes: result.throughput.total / Math.max(result.requests.total, 1),
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

/**
 * The call's answer as a static file: its body, and beside it the brotli and gzip forms the
 * call sends, byte for byte, where the asset handler looks for them (`.br`, `.gz`). The same
 * process serving the same bytes from disk is what the call is held to.
 */
async function staticTwin(
  port: number,
  target: Target,
  n: number,
  created: string[],
): Promise<Target & { encoding: string }> {
  const urlPath = target.paths[0]!;
  const plain = await get(port, urlPath, { host: HOST });
  if (plain.status !== 200 || plain.headers["content-encoding"]) {
    throw new Error(`${urlPath}: status ${plain.status}, ${plain.headers["content-encoding"]}`);
  }
  const name = `bench-static-api-${n}.json`;
  const file = path.join(ASSETS_DIR, name);
  created.push(file);
  await writeFile(file, plain.body);
  for (const [encoding, suffix] of [
    ["br", ".br"],
    ["gzip", ".gz"],
  ] as const) {
    const reply = await get(port, urlPath, {
      host: HOST,
      headers: { "accept-encoding": encoding },
    });
    if (reply.headers["content-encoding"] !== encoding) continue; // small answers go as they are
    created.push(`${file}${suffix}`);
    await writeFile(`${file}${suffix}`, reply.body);
  }
  const twin = `/assets/${name}`;
  const accepting = { host: HOST, headers: { "accept-encoding": ACCEPT } };
  const call = await get(port, urlPath, accepting);
  const check = await get(port, twin, accepting);
  if (
    check.status !== 200 ||
    check.headers["content-encoding"] !== call.headers["content-encoding"] ||
    !check.body.equals(call.body)
  ) {
    throw new Error(`the static twin of ${urlPath} does not send the call's bytes`);
  }
  return {
    name: `static twin of ${target.name}`,
    paths: [twin],
    encoding: call.headers["content-encoding"] ?? "none",
  };
}

interface Row {
  call: Measure;
  encoding: string;
  staticFile: Measure;
  ratio: number;
}

const mark = (ok: boolean) => (ok ? "yes" : "**no**");

function table(title: string, rows: Row[], extra: string[] = []): string {
  const lines = [
    `### ${title}`,
    "",
    "| call | req/s | p99 ms | KB on the wire | encoding | static req/s | static p99 ms | ratio to static | target |",
    "| --- | ---: | ---: | ---: | --- | ---: | ---: | ---: | --- |",
    ...rows.map(
      (r) =>
        `| ${r.call.name} | ${Math.round(r.call.rps)} | ${r.call.p99} | ${(r.call.bytes / 1024).toFixed(1)} | ${r.encoding} | ${Math.round(r.staticFile.rps)} | ${r.staticFile.p99} | ${r.ratio.toFixed(2)} | ≥ ${TARGET_RATIO.toFixed(2)}: ${mark(r.ratio >= TARGET_RATIO)} |`,
    ),
    ...extra,
    "",
  ];
  return lines.join("\n");
}

/** Two measures of one thing, before and after another: their mean and the worse p99. */
function mean(name: string, a: Measure, b: Measure): Measure {
  return {
    name,
    rps: (a.rps + b.rps) / 2,
    p99: Math.max(a.p99, b.p99),
    bytes: (a.bytes + b.bytes) / 2,
  };
}

async function measureBackend(name: string, env: Record<string, string>): Promise<string> {
  const server = await serve(env);
  const created: string[] = [];
  try {
    const list = await targets(server.port);
    const twins = [];
    for (const [n, t] of list.entries()) twins.push(await staticTwin(server.port, t, n, created));
    for (const t of [...list, ...twins]) await load(server.port, t, 1); // warm caches and JIT
    const samples: number[] = [];
    const sampler = setInterval(() => {
      void rssMb(server.pid).then((mb) => samples.push(mb));
    }, 250);
    const rows: Row[] = [];
    for (const [n, t] of list.entries()) {
      const twin = twins[n]!;
      // The static file before and after the call, so drift during the run shows in neither.
      const before = await load(server.port, twin);
      const call = await load(server.port, t);
      const after = await load(server.port, twin);
      const staticFile = mean(twin.name, before, after);
      rows.push({ call, encoding: twin.encoding, staticFile, ratio: call.rps / staticFile.rps });
    }
    clearInterval(sampler);
    const peak = Math.max(...samples);
    const average = samples.reduce((a, b) => a + b, 0) / Math.max(samples.length, 1);
    return table(`${name}: ${CONNECTIONS} connections, ${SECONDS} s per load`, rows, [
      "",
      `Server memory under this load: mean RSS ${average.toFixed(0)} MB, peak ${peak.toFixed(0)} MB.`,
    ]);
  } finally {
    await server.stop();
    await Promise.all(created.map((file) => rm(file, { force: true })));
  }
}

/**
 * Host lookups rotating through LOOKUP_REQUESTS prepared requests: every host once, repeated
 * in turn until the list is full, so that the load generator does the same work for 3 hosts
 * as for 1,000 and only the server's side differs.
 */
function lookupTarget(label: string, hosts: string[]): Target {
  return {
    name: label,
    host: "api.bench",
    paths: Array.from(
      { length: LOOKUP_REQUESTS },
      (_, i) => `/api${endpointUrl("hostLookup", {}, { filter_by: hosts[i % hosts.length]! })}`,
    ),
  };
}

interface ScaleRow {
  m: Measure;
  hosts: number;
  ratio: number;
}

/** Both stores served at once; the two-tenant store is loaded before and after the other. */
async function hostLookups(
  twoEnv: Record<string, string>,
  twoHosts: string[],
  scaleEnv: Record<string, string>,
  scaleHosts: string[],
): Promise<ScaleRow[]> {
  const two = await serve(twoEnv);
  try {
    const scale = await serve(scaleEnv);
    try {
      const twoTarget = lookupTarget(`host lookup over ${twoHosts.length} hosts`, twoHosts);
      const scaleTarget = lookupTarget(`host lookup over ${scaleHosts.length} hosts`, scaleHosts);
      // Every prepared request once, in turn: each connection starts at the top of the list,
      // so a short load would leave most of the 1,000 answers unasked.
      for (const [port, t] of [
        [two.port, twoTarget],
        [scale.port, scaleTarget],
      ] as const) {
        for (const p of t.paths) {
          const reply = await get(port, p, {
            host: t.host,
            headers: { "accept-encoding": ACCEPT },
          });
          if (reply.status !== 200) throw new Error(`${t.host}${p}: status ${reply.status}`);
        }
        await load(port, t, 1);
      }
      const before = await load(two.port, twoTarget);
      const many = await load(scale.port, scaleTarget);
      const after = await load(two.port, twoTarget);
      const few = mean(twoTarget.name, before, after);
      return [
        { m: few, hosts: twoHosts.length, ratio: 1 },
        { m: many, hosts: scaleHosts.length, ratio: many.rps / few.rps },
      ];
    } finally {
      await scale.stop();
    }
  } finally {
    await two.stop();
  }
}

function scaleTable(rows: ScaleRow[]): string {
  return [
    "### Scale: host lookups, 2 tenants against 1,000 tenants in one PGlite store",
    "",
    `${LOOKUP_REQUESTS.toLocaleString("en-US")} distinct prepared requests rotate in both runs (the two-tenant store's hosts repeated in turn); ${CONNECTIONS} connections, ${SECONDS} s per load, the two-tenant store loaded before and after the other.`,
    "",
    "| call | req/s | p99 ms | KB on the wire | ratio to 2 tenants | target |",
    "| --- | ---: | ---: | ---: | ---: | --- |",
    ...rows.map(
      (r) =>
        `| ${r.m.name} | ${Math.round(r.m.rps)} | ${r.m.p99} | ${(r.m.bytes / 1024).toFixed(1)} | ${r.ratio.toFixed(2)} | ${r.hosts > 3 ? `≥ ${TARGET_SCALE_RATIO.toFixed(2)}: ${mark(r.ratio >= TARGET_SCALE_RATIO)}` : "—"} |`,
    ),
    "",
  ].join("\n");
}

async function main(): Promise<void> {
  const sources = await benchBundles();
  const out: string[] = [];
  const work = await mkdtemp(path.join(tmpdir(), "prospectus-bench-"));
  try {
    const dataDir = path.join(work, "two");
    await fill({ kind: "pglite", dataDir }, sources);
    out.push(await measureBackend("PGlite", { DATA_DIR: dataDir, DATABASE_URL: "" }));

    const adminUrl = process.env.TEST_DATABASE_URL;
    if (adminUrl) {
      const database = await freshDatabase(adminUrl);
      try {
        await fill({ kind: "postgres", url: database.url }, sources);
        out.push(await measureBackend("PostgreSQL", { DATABASE_URL: database.url }));
      } finally {
        await database.drop();
      }
    }

    const twoHosts = sources.flatMap((s) => bundleSchema.parse(s.json).hosts);
    const scaleDir = path.join(work, "scale");
    const tenants = Array.from({ length: 1000 }, (_, i) => minimalTenant(i));
    await fill({ kind: "pglite", dataDir: scaleDir }, tenants);
    const scaleHosts = tenants.map((t) => bundleSchema.parse(t.json).hosts[0]!);
    out.push(
      scaleTable(
        await hostLookups(
          { DATA_DIR: dataDir, DATABASE_URL: "" },
          twoHosts,
          { DATA_DIR: scaleDir, DATABASE_URL: "" },
          scaleHosts,
        ),
      ),
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  process.stdout.write(`${out.join("\n")}\n`);
}

await main();

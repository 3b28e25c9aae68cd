// A deployment of many institutes on PostgreSQL, read as real traffic reads it (issue 26):
// `BENCH_SCALE_INSTITUTES` copies of the demo institutes (100 unless told) beside 1,000 small
// ones, visitors spread over institutes and pages by Zipf's law, and a crawler walking the long
// tail at the same time. Five set-ups in one run, each holding every page the traffic reads:
// our server alone (every page rendered once, and kept), our server behind Varnish with the
// repository's VCL (every page asked for once through it), nginx serving the same pages
// pre-rendered (the physical limit) with two workers and with one, and a plain Node server
// holding their gzip bytes (node-limit.ts: the limit of Node's own HTTP server). Each set-up
// is loaded in rounds, taken in turn, and the median round is reported. The load generator is
// `wrk` with a Lua script that draws each request's host and path; nginx's figures show where
// it stops.
//
// Needs PostgreSQL (`BENCH_DATABASE_URL`, else `TEST_DATABASE_URL`), `wrk`, `varnishd` with
// vmod xkey, and `nginx`. The store is filled once and kept between runs (database
// `prospectus_bench_scale`).
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { bundle as bundleSchema } from "#contract/index.ts";
import { importBundle } from "#server/content/bundle-io.server.ts";
import { openDb } from "#server/store/db.server.ts";
import { listTenants } from "#server/store/tenants.server.ts";
import { minimalTenant } from "#demo/minimal.server.ts";
import { demo } from "#test/support/bundles.ts";
import { ownMedia, reId } from "#test/support/large.ts";
import { get } from "#test/support/http.ts";
import { onHost, sitemapPaths } from "#test/support/sitemap.ts";
import { rssMb, serve, type Server } from "../support/server.ts";

const INSTITUTES = Number(process.env.BENCH_SCALE_INSTITUTES ?? 100);
const SMALL = Number(process.env.BENCH_SCALE_SMALL ?? 1000);
/** Pages per institute in the traffic (its sitemap's, in a fixed order, the landing page first). */
const PAGES = Number(process.env.BENCH_SCALE_PAGES ?? 60);
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 20);
/** Loads of each set-up, taken in turn; the median is reported. */
const ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS ?? 3);
const CONNECTIONS = 16;
const CRAWLER_CONNECTIONS = 2;
/** Zipf's exponent over institutes and over each institute's pages. */
const ZIPF = 1;
const DATABASE = "prospectus_bench_scale";
/** Room for every page: our page cache and Varnish's store hold all of them, as nginx does. */
const PAGE_CACHE_MB = Number(process.env.BENCH_SCALE_PAGE_CACHE_MB ?? 1024);
const VARNISH_MB = Number(process.env.BENCH_SCALE_VARNISH_MB ?? 1024);

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl)
  throw new Error("set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server");
const storeUrl = Object.assign(new URL(adminUrl), { pathname: `/${DATABASE}` }).toString();

/** Headers of one connection or one form of a body, which node-limit.ts sets itself. */
const HOP_HEADERS = new Set([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
]);

const hostOf = (i: number) => `c${i + 1}.scale.example.in`;

/** The store with every institute, made once: the copies under ids, hosts and media keys of
 * their own, then the small institutes. */
async function fill(): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [DATABASE]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await admin.end();
  }
  const db = await openDb({ kind: "postgres", url: storeUrl });
  try {
    const have = new Set((await listTenants(db)).flatMap((t) => t.hosts));
    for (let i = 0; i < INSTITUTES; i++) {
      if (have.has(hostOf(i))) continue;
      const base = demo(i % 2);
      const json = reId(bundleSchema.parse(structuredClone(base.json)), `scale-${i}`);
      json.hosts = [hostOf(i)];
      await importBundle(db, ownMedia(json, base.media, `scale${i}`));
      if (i % 10 === 9) console.error(`imported ${i + 1} of ${INSTITUTES} institutes`);
    }
    for (let n = 0; n < SMALL; n++) {
      const tenant = minimalTenant(n);
      if (!have.has(bundleSchema.parse(tenant.json).hosts[0] ?? "")) await importBundle(db, tenant);
    }
  } finally {
    await db.close();
  }
}

/** A fixed shuffle: the same order in every run. */
function ordered(paths: string[], seed: string): string[] {
  const rank = (p: string) => createHash("sha256").update(`${seed}${p}`).digest("hex");
  const rest = paths.filter((p) => p !== "/").sort((a, b) => rank(a).localeCompare(rank(b)));
  return ["/", ...rest];
}

interface Target {
  host: string;
  path: string;
  weight: number;
}

/** Every page the traffic reads, with its Zipf weight; the small institutes' landing pages
 * are the tail, read by the crawler alone. */
async function targets(port: number): Promise<{ zipf: Target[]; all: Target[] }> {
  const zipf: Target[] = [];
  for (let i = 0; i < INSTITUTES; i++) {
    const host = hostOf(i);
    const paths = (await sitemapPaths(onHost(port, host))).filter((p) => !p.includes("?"));
    ordered(paths, host)
      .slice(0, PAGES)
      .forEach((p, k) => zipf.push({ host, path: p, weight: (i + 1) ** -ZIPF * (k + 1) ** -ZIPF }));
  }
  const small = Array.from({ length: SMALL }, (_, n) => ({
    host: bundleSchema.parse(minimalTenant(n).json).hosts[0] ?? "",
    path: "/",
    weight: 0,
  }));
  return { zipf, all: [...zipf, ...small] };
}

/** wrk's script: draws each request's target by weight (or evenly), and reports latencies. */
const LUA = `
local targets, total = {}, 0
function init(args)
  local file, uniform = nil, false
  for _, arg in pairs(args) do
    if arg == "uniform" then uniform = true elseif arg:match("%.txt$") then file = arg end
  end
  for line in io.lines(file) do
    local host, path, weight = line:match("^(%S+) (%S+) (%S+)$")
    total = total + (uniform and 1 or tonumber(weight))
    targets[#targets + 1] = { host = host, path = path, upto = total }
  end
  math.randomseed(os.time() + math.floor(os.clock() * 1000000))
end
function request()
  local x = math.random() * total
  local lo, hi = 1, #targets
  while lo < hi do
    local mid = math.floor((lo + hi) / 2)
    if targets[mid].upto < x then lo = mid + 1 else hi = mid end
  end
  local t = targets[lo]
  return wrk.format("GET", t.path, { ["Host"] = t.host, ["Accept-Encoding"] = "gzip" })
end
function done(summary, latency, requests)
  io.write(string.format("RESULT %d %d %.3f %.3f %d\\n", summary.requests, summary.duration,
    latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    summary.errors.status + summary.errors.connect + summary.errors.read + summary.errors.timeout))
end
`;

interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

function wrk(
  port: number,
  file: string,
  mode: "zipf" | "uniform",
  connections: number,
  seconds: number,
  script: string,
): Promise<Load> {
  return new Promise((resolve, reject) => {
    const child = spawn("wrk", [
      `-t${Math.min(2, connections)}`,
      `-c${connections}`,
      `-d${seconds}s`,
      "-s",
      script,
      `http://127.0.0.1:${port}/`,
      "--",
      file,
      mode,
    ]);
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.once("exit", () => {
      const m = /RESULT (\d+) (\d+) ([\d.]+) ([\d.]+) (\d+)/.exec(out);
      if (!m) return reject(new Error(`wrk reported nothing:\n${out}`));
      const [, requests, micros, p50, p99, errors] = m.map(Number) as number[];
      resolve({
        rps: (requests ?? 0) / ((micros ?? 1) / 1e6),
        p50: p50 ?? 0,
        p99: p99 ?? 0,
        errors: errors ?? 0,
      });
    });
  });
}

/** The visitors and the crawler at once. */
async function traffic(
  port: number,
  files: { zipf: string; all: string },
  script: string,
  seconds = SECONDS,
) {
  const [visitors, crawler] = await Promise.all([
    wrk(port, files.zipf, "zipf", CONNECTIONS, seconds, script),
    wrk(port, files.all, "uniform", CRAWLER_CONNECTIONS, seconds, script),
  ]);
  return { visitors, crawler };
}

/** The server's kept-page hits and misses so far, from its metrics. */
async function pageLookups(metricsPort: number): Promise<{ hit: number; miss: number }> {
  const text = (await get(metricsPort, "/metrics")).text;
  const count = (result: string) =>
    Number(
      new RegExp(`prospectus_cache_lookups_total\\{cache="page",result="${result}"\\} (\\d+)`).exec(
        text,
      )?.[1] ?? 0,
    );
  return { hit: count("hit"), miss: count("miss") };
}

function started(command: string, args: string[]): ChildProcess {
  const child = spawn(command, args, { stdio: ["ignore", "inherit", "inherit"] });
  return child;
}

/** Stops a child (nginx by its graceful signal) and resolves once it has exited. */
function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill(child.spawnfile === "nginx" ? "SIGQUIT" : "SIGTERM");
  return exited;
}

async function until(ready: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await ready().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not start (or did not answer 200)`);
}

/** One set-up under load: where it listens, and what it says of its hits and memory. */
interface Setup {
  name: string;
  port: number;
  /** Hits and misses so far, or null for a server of files. */
  lookups: () => Promise<{ hit: number; miss: number } | null>;
  /** What holds the kept pages, in the hit-ratio column. */
  cache: string;
  rssMb: () => Promise<string>;
}

interface Row {
  setup: string;
  /** Each round's load, in order. */
  rounds: { visitors: Load; crawler: Load; hitRatio: string }[];
  rssMb: string;
}

const metricsPortFor = 9464;

/** Every server started, so a failed run stops them too. */
const servers: Server[] = [];

async function ourServer(): Promise<Server> {
  const server = await serve({
    DATABASE_URL: storeUrl,
    METRICS_PORT: String(metricsPortFor),
    PAGE_CACHE_MB: String(PAGE_CACHE_MB),
    // Varnish keeps every page for the whole run, as nginx keeps its files.
    CACHE_S_MAXAGE: "86400",
    DATA_DIR: "",
  });
  servers.push(server);
  return server;
}

const ratio = (b: { hit: number; miss: number }, a: { hit: number; miss: number }) => {
  const hit = a.hit - b.hit;
  const miss = a.miss - b.miss;
  return `${((hit / Math.max(1, hit + miss)) * 100).toFixed(1)} %`;
};

async function main(): Promise<void> {
  await fill();
  const work = await mkdtemp(path.join(tmpdir(), "bench-scale-"));
  // nginx's workers run as an unprivileged user when it is started as root: they must read
  // the pre-rendered pages.
  await chmod(work, 0o755);
  const script = path.join(work, "traffic.lua");
  await writeFile(script, LUA);
  const children: ChildProcess[] = [];
  const rows: Row[] = [];
  try {
    // Our server alone. Every page is rendered once, to be written out for nginx: that also
    // leaves it kept, as nginx holds every page as a file (the page cache is made large enough
    // to hold them all).
    const server = await ourServer();
    const { zipf, all } = await targets(server.port);
    const files = { zipf: path.join(work, "zipf.txt"), all: path.join(work, "all.txt") };
    const lines = (list: Target[]) =>
      list.map((t) => `${t.host} ${t.path} ${t.weight}`).join("\n") + "\n";
    await writeFile(files.zipf, lines(zipf));
    await writeFile(files.all, lines(all));
    const root = path.join(work, "pages");
    for (const t of all) {
      const reply = await get(server.port, t.path, { host: t.host });
      if (reply.status !== 200) throw new Error(`${t.host}${t.path}: ${reply.status}`);
      // nginx looks a file up by the decoded path.
      const dir = path.join(root, t.host, decodeURIComponent(t.path));
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, "index.html"), reply.body);
      execFileSync("gzip", ["-9", "-k", "-f", path.join(dir, "index.html")]);
      // What our server sent with the page, for the plain Node server (node-limit.ts).
      const sent = Object.fromEntries(
        Object.entries(reply.headers).filter(([name]) => !HOP_HEADERS.has(name)),
      );
      await writeFile(path.join(dir, "headers.json"), JSON.stringify(sent));
    }

    // Behind Varnish with the repository's VCL, in front of the same server; every page
    // asked for once through Varnish first, as a CDN's cache holds the pages visitors read.
    const vcl = (await readFile("deploy/varnish/default.vcl", "utf8")).replace(
      /\.port\s*=\s*"\d+"/,
      `.port = "${server.port}"`,
    );
    await writeFile(path.join(work, "default.vcl"), vcl);
    const varnishPort = server.port + 1;
    children.push(
      started("varnishd", [
        "-F",
        "-j",
        "none",
        "-n",
        path.join(work, "varnish"),
        "-a",
        `127.0.0.1:${varnishPort}`,
        "-f",
        path.join(work, "default.vcl"),
        "-s",
        `malloc,${VARNISH_MB}m`,
      ]),
    );
    await until(async () => (await get(varnishPort, "/healthz")).status < 500, "Varnish");
    for (const t of all) {
      const headers = { "accept-encoding": "gzip" };
      const reply = await get(varnishPort, t.path, { host: t.host, headers });
      if (reply.status !== 200) throw new Error(`Varnish ${t.host}${t.path}: ${reply.status}`);
    }

    // nginx with a worker for each core (the limit), and with one worker, as our server is one
    // process (a deployment runs one a core, behind a balancer: test/ops/scale-out.test.ts).
    const nginxPort = (workers: number) => varnishPort + workers;
    for (const workers of [2, 1]) {
      const conf = path.join(work, `nginx-${workers}.conf`);
      await writeFile(
        conf,
        `worker_processes ${workers}; pid ${work}/nginx-${workers}.pid; error_log ${work}/nginx.err;
events { worker_connections 1024; }
http { access_log off; sendfile on; tcp_nopush on; gzip_static on; default_type text/html;
  keepalive_requests 1000000;
  server { listen 127.0.0.1:${nginxPort(workers)}; root ${root}/$host;
    location / { try_files $uri/index.html =404; } } }`,
      );
      children.push(started("nginx", ["-c", conf, "-g", "daemon off;"]));
      await until(
        async () => (await get(nginxPort(workers), "/", { host: hostOf(0) })).status === 200,
        "nginx",
      );
    }

    // Node's own limit: a plain HTTP server holding the same gzip bytes, one process.
    const plainPort = nginxPort(2) + 1;
    const plain = spawn(
      process.execPath,
      ["--import", "tsx", "bench/scale/node-limit.ts", root, String(plainPort)],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    children.push(plain);
    // It reads every page first, which takes longer than `until` waits.
    await new Promise<void>((resolve, reject) => {
      plain.stdout?.on("data", (chunk: Buffer) => {
        if (chunk.toString().includes("listening")) resolve();
      });
      plain.once("exit", (code) => reject(new Error(`the plain Node server exited ${code}`)));
    });
    // Every page is there, as a file for nginx and in memory for the plain server.
    for (const [name, port] of [
      ["nginx", nginxPort(1)],
      ["Node", plainPort],
    ] as const) {
      for (const t of all) {
        const reply = await get(port, t.path, { host: t.host });
        if (reply.status !== 200) throw new Error(`${name} ${t.host}${t.path}: ${reply.status}`);
      }
    }

    const varnishStat = () => {
      const out = execFileSync(
        "varnishstat",
        ["-n", path.join(work, "varnish"), "-1", "-f", "MAIN.cache_hit", "-f", "MAIN.cache_miss"],
        { encoding: "utf8" },
      );
      const n = (name: string) => Number(new RegExp(`${name}\\s+(\\d+)`).exec(out)?.[1] ?? 0);
      return { hit: n("MAIN.cache_hit"), miss: n("MAIN.cache_miss") };
    };
    const serverRss = async () => (await rssMb(server.pid)).toFixed(0);
    const noFiles = () => Promise.resolve(null);
    const setups: Setup[] = [
      {
        name: "our server alone, every page kept",
        port: server.port,
        lookups: () => pageLookups(metricsPortFor),
        cache: "page cache",
        rssMb: serverRss,
      },
      {
        name: "our server behind Varnish, every page cached",
        port: varnishPort,
        lookups: () => Promise.resolve(varnishStat()),
        cache: "Varnish",
        rssMb: async () => {
          const cache = Number(
            execFileSync("pgrep", ["-n", "cache-main"], { encoding: "utf8" }).trim() || 0,
          );
          return `${await serverRss()} + Varnish ${(await rssMb(cache).catch(() => 0)).toFixed(0)}`;
        },
      },
      ...[2, 1].map((workers) => ({
        name: `nginx, pages pre-rendered, ${workers === 1 ? "one worker" : `${workers} workers`}`,
        port: nginxPort(workers),
        lookups: noFiles,
        cache: "all files",
        rssMb: () => Promise.resolve("–"),
      })),
      {
        name: "a plain Node server holding the same gzip bytes, one process",
        port: plainPort,
        lookups: noFiles,
        cache: "all in memory",
        rssMb: async () => (await rssMb(plain.pid ?? 0)).toFixed(0),
      },
    ];
    for (const setup of setups) await traffic(setup.port, files, script, 5); // warm-up
    const measured = setups.map((setup) => {
      const row: Row = { setup: setup.name, rounds: [], rssMb: "" };
      rows.push(row);
      return { setup, row };
    });
    // Rounds in turn, so that the machine's changing load falls on every set-up alike.
    for (let round = 0; round < ROUNDS; round++) {
      for (const { setup, row } of measured) {
        const before = await setup.lookups();
        const load = await traffic(setup.port, files, script);
        const after = await setup.lookups();
        const hitRatio = before && after ? `${ratio(before, after)} (${setup.cache})` : setup.cache;
        row.rounds.push({ ...load, hitRatio });
        row.rssMb = await setup.rssMb();
      }
    }
  } finally {
    // Each child has left before its working files go: Varnish's manager, stopped, still
    // writes to its folder under `work`, and asserts when the folder is gone.
    await Promise.all(children.map((child) => stop(child)));
    await Promise.all(servers.map((server) => server.stop()));
    await rm(work, { recursive: true, force: true });
    // What was measured is printed even when a later set-up fails.
    printReport(rows);
  }
  const errors = rows
    .flatMap((r) => r.rounds)
    .reduce((n, r) => n + r.visitors.errors + r.crawler.errors, 0);
  if (errors > 0) throw new Error(`${errors} requests failed or answered other than 2xx/3xx`);
}

/** The round whose visitors' throughput is the median of a set-up's rounds. */
function medianRound(row: Row): Row["rounds"][number] | undefined {
  const sorted = [...row.rounds].sort((a, b) => a.visitors.rps - b.visitors.rps);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

function printReport(rows: Row[]): void {
  // The limit: nginx with a worker for each core, the first nginx row.
  const nginx = rows.find((r) => r.setup.startsWith("nginx"));
  const limit = (nginx && medianRound(nginx)?.visitors.rps) ?? Number.NaN;
  const report = [
    `### Many institutes: ${INSTITUTES} of demo size and ${SMALL} small on PostgreSQL, ${PAGES} pages each, Zipf ${ZIPF}, median of ${ROUNDS} rounds`,
    "",
    "| set-up | visitors req/s | rounds' req/s | p50 ms | p99 ms | of nginx | crawler req/s | crawler p99 ms | errors | hit ratio | RSS MB |",
    "| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |",
    ...rows.flatMap((r) => {
      const m = medianRound(r);
      if (!m) return [];
      const rounds = r.rounds.map((x) => x.visitors.rps.toFixed(0)).join(", ");
      const errors = r.rounds.reduce((n, x) => n + x.visitors.errors + x.crawler.errors, 0);
      return [
        `| ${r.setup} | ${m.visitors.rps.toFixed(0)} | ${rounds} | ${m.visitors.p50.toFixed(1)} | ${m.visitors.p99.toFixed(1)} | ${(m.visitors.rps / limit).toFixed(2)} | ${m.crawler.rps.toFixed(0)} | ${m.crawler.p99.toFixed(1)} | ${errors} | ${m.hitRatio} | ${r.rssMb} |`,
      ];
    }),
  ];
  process.stdout.write(`${report.join("\n")}\n`);
}

await main();

// Soak benchmark: the built server on a fresh store (its first start imports the demo
// institutes) under a mixed load of pages, API calls and media files over both demo institutes
// and a cache-busting client that makes every page and API address unique, for
// BENCH_SOAK_SECONDS; the server's RSS is sampled every second. It reports requests, errors,
// throughput, p99 and RSS by minute, against the memory ceilings (400 MB on PGlite, 200 MB on
// PostgreSQL) and a growth limit, and exits non-zero when any request failed.
// Run: npm run bench:soak  (BENCH_SOAK_SECONDS, BENCH_SOAK_CONNECTIONS,
// BENCH_SOAK_BUSTING_CONNECTIONS, BENCH_SOAK_PAGES; TEST_DATABASE_URL adds PostgreSQL)
import { mkdtemp, rm } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { endpointUrl, endpoints } from "#contract/index.ts";
import { routes } from "#contract/links.ts";
import { DEMO_INSTITUTES } from "#demo/generate.server.ts";
import { get } from "#test/support/http.ts";
import { onHost, sitemapPaths } from "#test/support/sitemap.ts";
import { freshDatabase } from "#test/support/postgres.ts";
import { rssMb, serve } from "../support/server.ts";

const SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 600);
/** Connections of the mixed client (pages, API calls, media as they are addressed). */
const CONNECTIONS = Number(process.env.BENCH_SOAK_CONNECTIONS ?? 8);
/** Connections of the client that adds `?v=1`, `?v=2`, … to every page and API address. */
const BUSTING_CONNECTIONS = Number(process.env.BENCH_SOAK_BUSTING_CONNECTIONS ?? 2);
/** Inner pages taken from each host's sitemap, spread evenly over it. */
const SITEMAP_PAGES = Number(process.env.BENCH_SOAK_PAGES ?? 24);
/** Media files per institute, the first its pages name. */
const MEDIA_FILES = 12;
/** Mixed load before the measured run: caches filled, code compiled. Not counted. */
const WARMUP_SECONDS = Math.min(10, Math.max(2, Math.round(SECONDS / 10)));
/** A request with no answer after this long counts as a timeout (an error). */
const TIMEOUT_SECONDS = 10;
const CEILING_MB = { PGlite: 400, PostgreSQL: 200 } as const;
/** The stores to soak, by name (PostgreSQL needs TEST_DATABASE_URL too). */
const STORES = (process.env.BENCH_SOAK_STORES ?? "PGlite,PostgreSQL").split(",");
/** RSS may grow at most this much from the start of minute 2 to the end. */
const GROWTH_LIMIT = 0.1;
const ACCEPT = "gzip, deflate, br";

type Backend = keyof typeof CEILING_MB;

// ── What the clients ask for ────────────────────────────────────────────────────────────

type Kind = "page" | "api" | "media";

interface Target {
  kind: Kind;
  host: string;
  path: string;
  /** The status this address answers; any 2xx or 3xx is also fine. */
  expect: number;
}

async function apiData(port: number, host: string, urlPath: string): Promise<unknown> {
  const reply = await get(port, `/api${urlPath}`, { host });
  if (reply.status !== 200) throw new Error(`${host}/api${urlPath}: status ${reply.status}`);
  return reply.json();
}

/** An id of the right shape that no record has: a not-found page, as crawlers ask for. */
const UNKNOWN_ID = "0".repeat(24);

/** Pages, API calls and media of one institute, spread over its host names. */
async function targetsOf(port: number, hosts: readonly string[]): Promise<Target[]> {
  const host = hosts[0]!;
  const lookupUrl = endpointUrl("hostLookup", {}, { filter_by: host });
  const lookup = endpoints.hostLookup.data.parse(
    ((await apiData(port, host, lookupUrl)) as Record<string, unknown>)[endpoints.hostLookup.field],
  );
  const id = lookup.link_up._id;
  const noticeUrl = endpointUrl("noticeList", { id }, { page: 1, limit: 20 });
  const notices = endpoints.noticeList.data.parse(
    ((await apiData(port, host, noticeUrl)) as Record<string, unknown>)[endpoints.noticeList.field],
  );
  const notice = notices[0];
  if (!notice) throw new Error(`${host} has no notice`);

  const listed = await sitemapPaths(onHost(port, host));
  const step = Math.max(1, listed.length / SITEMAP_PAGES);
  const inner = Array.from(
    { length: Math.min(SITEMAP_PAGES, listed.length) },
    (_, i) => listed[Math.floor(i * step)]!,
  );

  const pagePaths = [
    ...new Set([routes.home(), routes.notice(), routes.noticeDetail(notice._id), ...inner]),
  ];
  const pages: Target[] = pagePaths.map((p, i) => ({
    kind: "page",
    host: hosts[i % hosts.length]!,
    path: p,
    expect: 200,
  }));
  pages.push({ kind: "page", host, path: routes.noticeDetail(UNKNOWN_ID), expect: 404 });

  const apiPaths = [
    lookupUrl,
    endpointUrl("instituteDash", { id }),
    endpointUrl("landingProfile", { id }),
    noticeUrl,
    endpointUrl("staffList", { id }, { page: 1, limit: 20 }),
    endpointUrl("noticeOne", { id: notice._id }),
  ];
  const api: Target[] = apiPaths.map((p, i) => ({
    kind: "api",
    host: hosts[i % hosts.length]!,
    path: `/api${p}`,
    expect: 200,
  }));

  // The media files the pages name, on the institute's own host.
  const media = new Set<string>();
  for (const page of pages.slice(0, 3)) {
    const { text: html } = await get(port, page.path, { host: page.host });
    for (const m of html.matchAll(/\/media\/[A-Za-z0-9._~/-]+/g)) media.add(m[0]);
  }
  const files: Target[] = [...media].slice(0, MEDIA_FILES).map((p, i) => ({
    kind: "media",
    host: hosts[i % hosts.length]!,
    path: p,
    expect: 200,
  }));
  if (files.length === 0) throw new Error(`the pages of ${host} name no media file`);
  return [...pages, ...api, ...files];
}

/** Every address once, in turn, before any load: a wrong one fails here with its name. */
async function checkTargets(port: number, targets: Target[]): Promise<void> {
  for (const t of targets) {
    const reply = await get(port, t.path, {
      host: t.host,
      headers: { "accept-encoding": ACCEPT },
    });
    if (!acceptable(t, reply.status)) {
      throw new Error(`${t.host}${t.path}: status ${reply.status}, expected ${t.expect}`);
    }
  }
}

const acceptable = (t: Target, status: number) =>
  status === t.expect || (status >= 200 && status < 400);

/** The same address with a query parameter no route reads, new for every request. */
function busted(urlPath: string, n: number): string {
  return `${urlPath}${urlPath.includes("?") ? "&" : "?"}v=${n}`;
}

// ── Load ────────────────────────────────────────────────────────────────────────────────

interface Tally {
  /** Requests answered, by minute of the run (index 0 is the first minute). */
  byMinute: number[];
  /** Unexpected statuses, socket errors and timeouts, by minute. */
  errorsByMinute: number[];
  /** "status host/path" of unexpected answers, counted. */
  unexpected: Map<string, number>;
}

interface ClientResult {
  name: string;
  connections: number;
  requests: number;
  rps: number;
  p99: number;
  maxLatency: number;
  unexpected: number;
  socketErrors: number;
  timeouts: number;
}

function runClient(
  port: number,
  name: string,
  targets: Target[],
  connections: number,
  seconds: number,
  bust: boolean,
  tally: Tally,
  startedAt: number,
): Promise<ClientResult> {
  // Answers that arrive after the last full second belong to the last minute.
  const last = Math.max(0, Math.ceil(seconds / 60) - 1);
  const minute = () => Math.min(last, Math.floor((Date.now() - startedAt) / 60_000));
  const count = (list: number[]) => {
    const m = minute();
    list[m] = (list[m] ?? 0) + 1;
  };
  let unexpected = 0;
  let n = 0;
  const options: autocannon.Options = {
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    timeout: TIMEOUT_SECONDS,
    headers: { "accept-encoding": ACCEPT },
    requests: targets.map((t) => ({
      method: "GET" as const,
      headers: { host: t.host },
      ...(bust
        ? { setupRequest: (req: autocannon.Request) => ({ ...req, path: busted(t.path, ++n) }) }
        : { path: t.path }),
      onResponse: (status: number) => {
        if (acceptable(t, status)) return;
        unexpected++;
        count(tally.errorsByMinute);
        const key = `${status} ${t.host}${t.path}`;
        tally.unexpected.set(key, (tally.unexpected.get(key) ?? 0) + 1);
      },
    })),
  };
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => {
      if (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      resolve({
        name,
        connections,
        requests: result.requests.total,
        rps: result.requests.total / result.duration,
        p99: result.latency.p99,
        maxLatency: result.latency.max,
        unexpected,
        socketErrors: result.errors - result.timeouts,
        timeouts: result.timeouts,
      });
    });
    instance.on("response", () => count(tally.byMinute));
    instance.on("reqError", () => count(tally.errorsByMinute));
  });
}

// ── One back end ────────────────────────────────────────────────────────────────────────

interface Sample {
  /** Seconds since the measured load began (negative before it). */
  t: number;
  mb: number;
}

interface Soak {
  backend: Backend;
  composition: Record<Kind, number>;
  clients: ClientResult[];
  tally: Tally;
  startMb: number;
  warmMb: number;
  samples: Sample[];
  death: string | null;
}

async function soak(backend: Backend, env: Record<string, string>): Promise<Soak> {
  const server = await serve(env);
  try {
    const startMb = await rssMb(server.pid);
    const targets: Target[] = [];
    for (const institute of DEMO_INSTITUTES) {
      targets.push(...(await targetsOf(server.port, institute.hosts)));
    }
    await checkTargets(server.port, targets);
    const busting = targets.filter((t) => t.kind !== "media");
    const composition: Record<Kind, number> = { page: 0, api: 0, media: 0 };
    for (const t of targets) composition[t.kind]++;

    const scratch: Tally = { byMinute: [], errorsByMinute: [], unexpected: new Map() };
    const now = Date.now();
    await Promise.all([
      runClient(server.port, "warm-up", targets, CONNECTIONS, WARMUP_SECONDS, false, scratch, now),
      runClient(server.port, "warm-up", busting, 1, WARMUP_SECONDS, true, scratch, now),
    ]);
    const warmMb = await rssMb(server.pid);

    const tally: Tally = { byMinute: [], errorsByMinute: [], unexpected: new Map() };
    const startedAt = Date.now();
    const samples: Sample[] = [{ t: 0, mb: warmMb }];
    const sampler = setInterval(() => {
      const t = (Date.now() - startedAt) / 1000;
      rssMb(server.pid).then(
        (mb) => samples.push({ t, mb }),
        () => undefined, // the process is gone: the death is reported below
      );
    }, 1000);
    let clients: ClientResult[];
    try {
      clients = await Promise.all([
        runClient(server.port, "mixed", targets, CONNECTIONS, SECONDS, false, tally, startedAt),
        runClient(
          server.port,
          "cache-busting",
          busting,
          BUSTING_CONNECTIONS,
          SECONDS,
          true,
          tally,
          startedAt,
        ),
      ]);
    } finally {
      clearInterval(sampler);
    }
    // A server that died during the load has no last sample: the report names its death.
    const endMb = await rssMb(server.pid).catch(() => null);
    if (endMb !== null) samples.push({ t: (Date.now() - startedAt) / 1000, mb: endMb });
    return {
      backend,
      composition,
      clients,
      tally,
      startMb,
      warmMb,
      samples,
      death: server.death(),
    };
  } catch (error) {
    // A server that is gone shows up as thousands of connection errors: name the real cause.
    const death = server.death();
    throw death ? new Error(death, { cause: error }) : error;
  } finally {
    await server.stop();
  }
}

// ── Report ──────────────────────────────────────────────────────────────────────────────

const mark = (ok: boolean) => (ok ? "yes" : "**no**");
const mb = (value: number) => value.toFixed(0);

function errorsOf(s: Soak): number {
  return (
    s.clients.reduce((sum, c) => sum + c.unexpected + c.socketErrors + c.timeouts, 0) +
    (s.death ? 1 : 0)
  );
}

function report(s: Soak): string {
  const ceiling = CEILING_MB[s.backend];
  const loadSamples = s.samples.filter((x) => x.t >= 0);
  const values = loadSamples.map((x) => x.mb);
  const end = loadSamples.at(-1)?.mb ?? s.warmMb;
  const min = Math.min(...values);
  const max = Math.max(...values);
  // "From minute 2": the first sample after 60 s of load; a run of two minutes or less has
  // no settled minute 2, and is measured from the end of the warm-up instead.
  const settled = SECONDS > 120 ? loadSamples.find((x) => x.t >= 60) : undefined;
  const base = settled?.mb ?? s.warmMb;
  const growth = (end - base) / base;
  const minutes = Math.ceil(SECONDS / 60);
  const total = s.clients.reduce((sum, c) => sum + c.requests, 0);
  const errors = errorsOf(s);
  const lines = [
    `### ${s.backend}: ${SECONDS} s soak`,
    "",
    `Addresses: ${s.composition.page} pages, ${s.composition.api} API calls and ${s.composition.media} media files over ${DEMO_INSTITUTES.flatMap((i) => i.hosts).join(", ")}; the cache-busting client asks for the pages and API calls with \`?v=1\`, \`?v=2\`, … Warm-up ${WARMUP_SECONDS} s, not counted; timeout ${TIMEOUT_SECONDS} s.`,
    "",
    "| client | connections | requests | req/s | p99 ms | max ms | unexpected status | socket errors | timeouts |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...s.clients.map(
      (c) =>
        `| ${c.name} | ${c.connections} | ${c.requests} | ${Math.round(c.rps)} | ${c.p99} | ${c.maxLatency} | ${c.unexpected} | ${c.socketErrors} | ${c.timeouts} |`,
    ),
    `| all | ${s.clients.reduce((sum, c) => sum + c.connections, 0)} | ${total} | ${Math.round(total / SECONDS)} | — | — | ${s.clients.reduce((sum, c) => sum + c.unexpected, 0)} | ${s.clients.reduce((sum, c) => sum + c.socketErrors, 0)} | ${s.clients.reduce((sum, c) => sum + c.timeouts, 0)} |`,
    "",
    "| minute | requests | errors | RSS min MB | RSS max MB | RSS at its end MB |",
    "| ---: | ---: | ---: | ---: | ---: | ---: |",
    ...Array.from({ length: minutes }, (_, m) => {
      const inMinute = loadSamples.filter(
        (x) => x.t >= m * 60 && (x.t < (m + 1) * 60 || m === minutes - 1),
      );
      const v = inMinute.map((x) => x.mb);
      return `| ${m + 1} | ${s.tally.byMinute[m] ?? 0} | ${s.tally.errorsByMinute[m] ?? 0} | ${v.length ? mb(Math.min(...v)) : "—"} | ${v.length ? mb(Math.max(...v)) : "—"} | ${v.length ? mb(v.at(-1)!) : "—"} |`;
    }),
    "",
    `RSS: at start (the first start's demo import done) ${mb(s.startMb)} MB, after warm-up ${mb(s.warmMb)} MB, under load min ${mb(min)} MB and max ${mb(max)} MB, at the end ${mb(end)} MB.`,
    "",
    `- errors 0: ${mark(errors === 0)}${s.death ? ` (${s.death})` : ""}`,
    `- RSS under ${ceiling} MB throughout: ${mark(max < ceiling)} (max ${mb(max)} MB)`,
    `- RSS growth ${settled ? "from the start of minute 2" : "from the end of the warm-up (run of 2 minutes or less)"} to the end under ${GROWTH_LIMIT * 100} %: ${mark(growth < GROWTH_LIMIT)} (${mb(base)} → ${mb(end)} MB, ${growth >= 0 ? "+" : ""}${(growth * 100).toFixed(1)} %)`,
  ];
  const worst = [...s.tally.unexpected.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5);
  if (worst.length > 0) {
    lines.push("", "Unexpected answers (most frequent):", "");
    lines.push(...worst.map(([what, n]) => `- ${what}: ${n}`));
  }
  lines.push("");
  return lines.join("\n");
}

async function main(): Promise<void> {
  const work = await mkdtemp(path.join(tmpdir(), "prospectus-bench-soak-"));
  const runs: Soak[] = [];
  try {
    if (STORES.includes("PGlite"))
      runs.push(await soak("PGlite", { DATA_DIR: path.join(work, "pglite"), DATABASE_URL: "" }));
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (adminUrl && STORES.includes("PostgreSQL")) {
      const database = await freshDatabase(adminUrl);
      try {
        runs.push(
          await soak("PostgreSQL", {
            DATA_DIR: path.join(work, "postgres"),
            DATABASE_URL: database.url,
          }),
        );
      } finally {
        await database.drop();
      }
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  const cpu = cpus();
  const busy = loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");
  process.stdout.write(
    [
      `Measured ${new Date().toISOString().slice(0, 10)} on ${cpu.length} cores (${cpu[0]?.model.trim() ?? "unknown CPU"}), Node ${process.version}; server and load generator share the machine; load average at the end ${busy}.`,
      "",
      ...runs.map(report),
    ].join("\n"),
  );
  const errors = runs.reduce((sum, s) => sum + errorsOf(s), 0);
  if (errors > 0) {
    process.stderr.write(`soak: ${errors} failed requests\n`);
    process.exitCode = 1;
  }
}

await main();

// Large-institute benchmark (issue 22): an institute with twenty years of content (20,000
// notices, 3,000 events, 2,000 staff, 150 departments, 200 albums of 4,000 photos;
// test/support/large.ts) imported with `prospectus import` into the built server while it
// serves, on each store. It reports the server's RSS at its first start (the demo import) and
// during and after the import, the import's time, and for the institute's longest pages their
// HTML size and the time of a first (rendered) and a second (kept) request.
// Run: npm run bench:large  (BENCH_LARGE_SCALE: a fraction of the sizes, default 1;
// BENCH_LARGE_STORES: PGlite,PostgreSQL; TEST_DATABASE_URL adds PostgreSQL)
import { spawn } from "node:child_process";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { routes } from "#contract/links.ts";
import { writeBundleDir } from "#server/content/bundle-io.server.ts";
import { LARGE_HOST, LARGE_SIZES, largeTenant, type LargeSizes } from "#test/support/large.ts";
import { decoded, get } from "#test/support/http.ts";
import { freshDatabase } from "#test/support/postgres.ts";
import { rssMb, serve, type Server } from "../support/server.ts";

const SCALE = Number(process.env.BENCH_LARGE_SCALE ?? 1);
const STORES = (process.env.BENCH_LARGE_STORES ?? "PGlite,PostgreSQL").split(",");
const CEILING_MB = { PGlite: 400, PostgreSQL: 200 } as const;
/** How long the server is left alone after an import before its RSS is read again. */
const SETTLE_MS = 10_000;

type Store = keyof typeof CEILING_MB;

const sizes = Object.fromEntries(
  Object.entries(LARGE_SIZES).map(([k, v]) => [k, Math.round(v * SCALE)]),
) as unknown as LargeSizes;

/** One GET with the institute's Host, gzip accepted: status, HTML bytes, time. */
async function timedGet(port: number, urlPath: string) {
  const started = performance.now();
  const reply = await get(port, urlPath, {
    host: LARGE_HOST,
    headers: { "accept-encoding": "gzip" },
    timeoutMs: 60_000,
  });
  const ms = performance.now() - started;
  return { status: reply.status, bytes: decoded(reply).byteLength, ms };
}

/** Samples a process's RSS every 100 ms until stopped; gives the peak. */
function sampler(pid: number) {
  let peak = 0;
  const timer = setInterval(() => {
    rssMb(pid).then(
      (mb) => (peak = Math.max(peak, mb)),
      () => {},
    );
  }, 100);
  return { stop: () => (clearInterval(timer), peak) };
}

/** Runs the CLI with the store's settings; its time and its own peak RSS. */
async function cli(args: string[], env: Record<string, string>) {
  const started = performance.now();
  const child = spawn(process.execPath, ["bin/prospectus.js", ...args], {
    env: { ...process.env, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  const own = sampler(child.pid ?? 0);
  let stderr = "";
  child.stderr?.on("data", (c: Buffer) => (stderr += c.toString()));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  const peak = own.stop();
  if (code !== 0)
    throw new Error(`prospectus ${args.join(" ")} exited ${code}: ${stderr.slice(-2000)}`);
  return { seconds: (performance.now() - started) / 1000, peakMb: peak };
}

/** The institute's longest pages, by the content of the bundle. */
function longPages(json: ReturnType<typeof largeTenant>["json"]): [string, string][] {
  const department = json.departments[0];
  const year = json.academic_years[0];
  return [
    ["landing page", routes.home()],
    ["notices, first page", routes.notice()],
    ["notices, last year", routes.notice({ year: 2006 })],
    ["events, first page", routes.event()],
    ["teaching staff", routes.facultyTab("teaching")],
    ["faculties", routes.faculties()],
    [
      "a department's faculty",
      department ? routes.onedepartmentTab(department._id, "faculty", department.dName) : "/",
    ],
    ["departments", routes.department()],
    ["achievements", routes.achievements()],
    [
      "a year's photos",
      year ? routes.galleryCategory("photo", year._id, "all", year.batchName) : "/",
    ],
    ["sitemap", "/sitemap.xml"],
    ["event calendar", routes.eventCalendar()],
  ];
}

async function run(store: Store, bundleDir: string, json: ReturnType<typeof largeTenant>["json"]) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "prospectus-large-"));
  let env: Record<string, string> = { DATA_DIR: dataDir };
  let dropDb = async () => {};
  if (store === "PostgreSQL") {
    const database = await freshDatabase(process.env.TEST_DATABASE_URL ?? "");
    env = { DATABASE_URL: database.url };
    dropDb = database.drop;
  }
  let server: Server | undefined;
  try {
    server = await serve(env);
    const firstStartMb = server.startPeakMb;
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const before = await rssMb(server.pid);

    const during = sampler(server.pid);
    const imported = await cli(["import", bundleDir], env);
    const duringPeak = during.stop();
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const after = await rssMb(server.pid);

    const pages = [];
    for (const [name, urlPath] of longPages(json)) {
      const first = await timedGet(server.port, urlPath);
      const kept = await timedGet(server.port, urlPath);
      pages.push({ name, urlPath, ...first, keptMs: kept.ms });
    }
    const afterPages = await rssMb(server.pid);
    await server.stop();
    server = await serve(env);
    const restartMb = server.startPeakMb;
    return {
      store,
      firstStartMb,
      before,
      imported,
      duringPeak,
      after,
      afterPages,
      restartMb,
      pages,
    };
  } finally {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
    await dropDb();
  }
}

const mb = (n: number) => `${Math.round(n)} MB`;

/** A line of the report. */
const print = (line: string) => process.stdout.write(`${line}\n`);

async function main() {
  print(
    `# Large institute, scale ${SCALE}: ${Object.entries(sizes)
      .map(([k, v]) => `${v} ${k}`)
      .join(", ")}`,
  );
  print(`${cpus().length} cores, load ${loadavg()[0]?.toFixed(2)}, Node ${process.version}\n`);
  const source = largeTenant(sizes);
  const bundleDir = await mkdtemp(path.join(tmpdir(), "prospectus-large-bundle-"));
  await writeBundleDir(source, bundleDir);
  const bundleBytes = (await stat(path.join(bundleDir, "bundle.json"))).size;
  print(`bundle.json: ${(bundleBytes / 1e6).toFixed(1)} MB\n`);
  try {
    for (const store of STORES as Store[]) {
      if (store === "PostgreSQL" && !process.env.TEST_DATABASE_URL) continue;
      const r = await run(store, bundleDir, source.json);
      const ceiling = CEILING_MB[store];
      print(`## ${store} (ceiling ${ceiling} MB)\n`);
      print("| server RSS | MB |\n| --- | ---: |");
      print(`| first start (demo import), peak | ${mb(r.firstStartMb)} |`);
      print(`| serving, before the import | ${mb(r.before)} |`);
      print(`| during the import, peak | ${mb(r.duringPeak)} |`);
      print(`| ${SETTLE_MS / 1000} s after the import | ${mb(r.after)} |`);
      print(`| after the pages below | ${mb(r.afterPages)} |`);
      print(`| restart, peak | ${mb(r.restartMb)} |`);
      print(
        `\nimport: ${r.imported.seconds.toFixed(1)} s, the import command's own peak RSS ${mb(r.imported.peakMb)}\n`,
      );
      print(
        "| page | status | HTML KB | first ms | kept ms |\n| --- | ---: | ---: | ---: | ---: |",
      );
      for (const p of r.pages) {
        print(
          `| ${p.name} (\`${p.urlPath.replace(/\/[0-9a-f]{24}/g, "/{id}").replace(/\?q=.*$/, "")}\`) | ${p.status} | ${(p.bytes / 1024).toFixed(0)} | ${p.ms.toFixed(0)} | ${p.keptMs.toFixed(1)} |`,
        );
      }
      print("");
    }
  } finally {
    await rm(bundleDir, { recursive: true, force: true });
  }
}

await main();

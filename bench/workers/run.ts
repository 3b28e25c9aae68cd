// Kept-page throughput as the number of server processes grows (issue 63, decision 082): the
// built server on PostgreSQL with WORKERS=1 (one process, as before) and WORKERS=2, beside a
// plain `node:http` server sending the same bytes with the same headers (plain.ts), as one
// process and as two cluster workers. One page, the first demo institute's landing page,
// kept by every server process before the loads. `wrk` (one thread) loads each set-up in
// turn, `BENCH_WORKERS_ROUNDS` (3) times, and each one's median round is reported beside every
// round's figure and the machine's load average before each load.
//
// Needs PostgreSQL (`BENCH_DATABASE_URL`, else `TEST_DATABASE_URL`: a fresh database is made
// and dropped) and `wrk`.
import { spawn, type ChildProcess } from "node:child_process";
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { get } from "#test/support/http.ts";
import { freshDatabase } from "#test/support/postgres.ts";
import { rssMb, serve, type Server } from "../support/server.ts";

const SECONDS = Number(process.env.BENCH_WORKERS_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_WORKERS_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_WORKERS_CONNECTIONS ?? 32);
const WARM_SECONDS = 3;
/** What a browser sends that changes the answer: the host, and gzip. */
const HOST = "localhost";
const ENCODING = "gzip";
/** Headers of one connection or of the body's length, which plain.ts sets itself. */
const HOP_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl)
  throw new Error("set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server");

interface Load {
  rps: number;
  requests: number;
  p50: number;
  p99: number;
  errors: number;
  /** The machine's one-minute load average just before. */
  loadBefore: number;
}

/** wrk's figure for a latency line such as `99%    2.31ms`, in milliseconds. */
function millis(out: string, percentile: string): number {
  const m = new RegExp(`^\\s*${percentile}%\\s+([\\d.]+)(us|ms|s)\\s*$`, "m").exec(out);
  if (!m) return NaN;
  const scale = { us: 0.001, ms: 1, s: 1000 }[m[2] as "us" | "ms" | "s"];
  return Number(m[1]) * scale;
}

function wrk(port: number, seconds: number): Promise<Load> {
  const loadBefore = os.loadavg()[0] ?? 0;
  return new Promise((resolve, reject) => {
    const child = spawn("wrk", [
      "-t1",
      `-c${CONNECTIONS}`,
      `-d${seconds}s`,
      "--latency",
      "-H",
      `Host: ${HOST}`,
      "-H",
      `Accept-Encoding: ${ENCODING}`,
      `http://127.0.0.1:${port}/`,
    ]);
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.once("error", reject);
    child.once("exit", () => {
      const rps = /Requests\/sec:\s+([\d.]+)/.exec(out)?.[1];
      if (!rps) return reject(new Error(`wrk reported nothing:\n${out}`));
      const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
      const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
        out,
      );
      const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
      resolve({
        rps: Number(rps),
        requests: Number(/(\d+) requests in/.exec(out)?.[1] ?? 0),
        p50: millis(out, "50"),
        p99: millis(out, "99"),
        errors: non2xx + socketErrors,
        loadBefore,
      });
    });
  });
}

/** The processes whose parent is `pid`. */
async function childrenOf(pid: number): Promise<number[]> {
  const children: number[] = [];
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
    if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid) {
      children.push(Number(entry));
    }
  }
  return children;
}

/** Processor time of a process and its children so far, in seconds (user and system; the
 * kernel counts in ticks of 1/100 s). */
async function treeCpuSeconds(pid: number): Promise<number> {
  let ticks = 0;
  for (const p of [pid, ...(await childrenOf(pid))]) {
    const stat = await readFile(`/proc/${p}/stat`, "utf8").catch(() => "");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  }
  return ticks / 100;
}

/** Resident memory of a process and its children. */
async function treeRssMb(pid: number): Promise<number> {
  const pids = [pid, ...(await childrenOf(pid))];
  const each = await Promise.all(pids.map((p) => rssMb(p).catch(() => 0)));
  return each.reduce((sum, mb) => sum + mb, 0);
}

interface SetUp {
  name: string;
  port: number;
  pid: number;
  loads: Load[];
  /** Processor time the set-up's processes spent per request, in µs, for each load. */
  cpuMicros: number[];
  rssMb: number;
}

async function plainServer(
  page: string,
  processes: number,
): Promise<ChildProcess & { port: number }> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "bench/workers/plain.ts", page, String(port), String(processes)],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("listening")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`the plain server exited ${code}`)));
  });
  return Object.assign(child, { port });
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const fmt = (n: number) => Math.round(n).toLocaleString("en-US");

async function main() {
  const database = await freshDatabase(adminUrl!);
  const servers: Server[] = [];
  const plains: ChildProcess[] = [];
  const page = path.join(os.tmpdir(), `prospectus-bench-workers-${process.pid}.json`);
  try {
    const env = { DATABASE_URL: database.url };
    // The first start loads the demo institutes; the second finds them.
    const one = await serve({ ...env, WORKERS: "1" });
    servers.push(one);
    const two = await serve({ ...env, WORKERS: "2" });
    servers.push(two);

    const headers = { "accept-encoding": ENCODING };
    const reference = await get(one.port, "/", { host: HOST, headers });
    if (reference.status !== 200 || reference.headers["content-encoding"] !== ENCODING) {
      throw new Error(`the landing page answered ${reference.status}, not gzip`);
    }
    const sent = Object.fromEntries(
      Object.entries(reference.headers).filter(([name]) => !HOP_HEADERS.has(name)),
    );
    await writeFile(
      page,
      JSON.stringify({ headers: sent, body: reference.body.toString("base64") }),
    );
    const plainOne = await plainServer(page, 1);
    const plainTwo = await plainServer(page, 2);
    plains.push(plainOne, plainTwo);

    const setUp = (name: string, port: number, pid: number): SetUp => ({
      name,
      port,
      pid,
      loads: [],
      cpuMicros: [],
      rssMb: 0,
    });
    const setUps = [
      setUp("our server, WORKERS=1 (one process)", one.port, one.pid),
      setUp("our server, WORKERS=2", two.port, two.pid),
      setUp("plain node:http, one process", plainOne.port, plainOne.pid!),
      setUp("plain node:http, two cluster workers", plainTwo.port, plainTwo.pid!),
    ];
    for (const s of setUps) {
      // Every set-up sends the same bytes.
      const reply = await get(s.port, "/", { host: HOST, headers });
      if (reply.status !== 200 || Buffer.compare(reply.body, reference.body) !== 0) {
        throw new Error(`${s.name}: not the same page`);
      }
      // Every worker renders the page once and keeps it.
      await wrk(s.port, WARM_SECONDS);
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const s of setUps) {
        const cpuBefore = await treeCpuSeconds(s.pid);
        const load = await wrk(s.port, SECONDS);
        s.loads.push(load);
        s.cpuMicros.push((((await treeCpuSeconds(s.pid)) - cpuBefore) * 1e6) / load.requests);
        s.rssMb = Math.max(s.rssMb, await treeRssMb(s.pid));
        process.stderr.write(`round ${round + 1}: ${s.name}: ${fmt(s.loads.at(-1)!.rps)} req/s\n`);
      }
    }
    for (const server of servers) {
      if (server.death()) throw new Error(server.death()!);
    }

    const base = median(setUps[0]!.loads.map((l) => l.rps));
    const lines = [
      `${new Date().toISOString().slice(0, 10)}, ${os.availableParallelism()} cores, Node ${process.version}; ` +
        `wrk -t1 -c${CONNECTIONS}, ${SECONDS} s a load, ${ROUNDS} rounds in turn; ` +
        `the landing page of ${HOST}, ${reference.body.byteLength} bytes gzip`,
      "",
      "| set-up | req/s (median) | rounds' req/s | p50 ms | p99 ms | of WORKERS=1 | processor µs a request, each round | errors | load average before each load | RSS MB (all processes) |",
      "| --- | ---: | --- | ---: | ---: | ---: | --- | ---: | --- | ---: |",
    ];
    for (const s of setUps) {
      const rps = median(s.loads.map((l) => l.rps));
      const mid = s.loads.find((l) => l.rps === rps)!;
      lines.push(
        `| ${s.name} | ${fmt(rps)} | ${s.loads.map((l) => fmt(l.rps)).join(", ")} | ${mid.p50.toFixed(2)} | ${mid.p99.toFixed(2)} | ${(rps / base).toFixed(2)} | ${s.cpuMicros.map((us) => Math.round(us)).join(", ")} | ${s.loads.reduce((n, l) => n + l.errors, 0)} | ${s.loads.map((l) => l.loadBefore.toFixed(1)).join(", ")} | ${Math.round(s.rssMb)} |`,
      );
    }
    process.stdout.write(`${lines.join("\n")}\n`);
  } finally {
    for (const plain of plains) plain.kill("SIGTERM");
    for (const server of servers) await server.stop();
    await rm(page, { force: true });
    await database.drop();
  }
}

await main();

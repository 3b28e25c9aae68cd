// `prospectus serve` with WORKERS=2 on PostgreSQL, as an operator runs it: two worker
// processes answer on one port, one killed is replaced, an import shows on both, the
// primary's metrics sum both, and SIGTERM drains them and exits 0. Which worker answered a
// connection is read from outside, as `ss -p` would: the kernel's socket table and each
// worker's open files (Linux's /proc).
import { readdir, readFile, readlink, writeFile } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scrape, type Reply } from "#test/support/http.ts";
import { freshDatabase, type FreshDatabase } from "#test/support/postgres.ts";
import {
  prospectus,
  startServerProcess,
  tempDir,
  type ServerProcess,
} from "#test/support/process.ts";

const adminUrl = process.env.TEST_DATABASE_URL;

/** The processes whose parent is `pid`. */
async function childrenOf(pid: number): Promise<number[]> {
  const children: number[] = [];
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
    // pid (command) state ppid …; the command may hold spaces and parentheses.
    const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    if (ppid === pid) children.push(Number(entry));
  }
  return children.sort((a, b) => a - b);
}

/** The process among `pids` holding the server's end of the connection from `clientPort`. */
async function ownerOf(serverPort: number, clientPort: number, pids: number[]): Promise<number> {
  const hex = (port: number) => port.toString(16).toUpperCase().padStart(4, "0");
  const table = await readFile("/proc/net/tcp", "utf8");
  const row = table
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .find((f) => f[1]?.endsWith(`:${hex(serverPort)}`) && f[2]?.endsWith(`:${hex(clientPort)}`));
  if (!row) throw new Error(`no connection from port ${clientPort}`);
  const socket = `socket:[${row[9]}]`;
  for (const pid of pids) {
    for (const fd of await readdir(`/proc/${pid}/fd`).catch(() => [])) {
      if ((await readlink(`/proc/${pid}/fd/${fd}`).catch(() => "")) === socket) return pid;
    }
  }
  throw new Error(`none of ${pids.join(", ")} holds ${socket}`);
}

/** One GET on a connection of its own, and the worker that answered it. */
function answeredBy(
  port: number,
  pathname: string,
  host: string,
  workers: number[],
): Promise<{ reply: Reply; pid: number }> {
  // Kept alive, so the connection is still open, and its owner known, once the answer is in.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return new Promise<{ reply: Reply; pid: number }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: pathname, headers: { host }, agent }, (res) => {
        // Read now: once the answer is in, the socket goes back to the agent.
        const clientPort = res.socket.localPort ?? 0;
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          const text = body.toString("utf8");
          const reply = {
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            text,
            json: () => JSON.parse(text) as unknown,
          };
          ownerOf(port, clientPort, workers).then((pid) => resolve({ reply, pid }), reject);
        });
      })
      .on("error", reject);
  }).finally(() => agent.destroy());
}

/** Asks on new connections until every worker has answered; `made` counts the requests. */
async function fromEachWorker(
  server: ServerProcess,
  pathname: string,
  host = "localhost",
): Promise<{ replies: Map<number, Reply>; made: number }> {
  const workers = await childrenOf(server.child.pid!);
  const replies = new Map<number, Reply>();
  let made = 0;
  while (replies.size < workers.length) {
    if (made === 20) throw new Error(`only ${[...replies.keys()].join(", ")} answered`);
    const { reply, pid } = await answeredBy(server.port, pathname, host, workers);
    made++;
    replies.set(pid, reply);
  }
  return { replies, made };
}

/** Requests for the landing page counted so far, by the primary's metrics. */
async function landingRequests(server: ServerProcess): Promise<number> {
  const url = /Metrics: (\S+)/.exec(server.stdout())![1]!;
  const { status, text } = await scrape(url);
  expect(status).toBe(200);
  const line = text
    .split("\n")
    .find((l) =>
      l.startsWith('prospectus_http_requests_total{route="/",method="GET",status="200"}'),
    );
  return Number(line?.split(" ").at(-1) ?? 0);
}

async function until(check: () => Promise<boolean>, what: string, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`not in ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("WORKERS on the embedded store", () => {
  it("is refused in one line naming the variable, exit 1", async () => {
    const dataDir = await tempDir();
    const refused = await prospectus(["serve"], { WORKERS: "2", DATA_DIR: dataDir, PORT: "0" });
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(
      "prospectus: WORKERS: PGlite serves from one process; set DATABASE_URL to a PostgreSQL server to run more than one worker",
    );
  });

  it("is refused when it is no number of processes", async () => {
    const refused = await prospectus(["serve"], { WORKERS: "two", DATABASE_URL: "postgres://x" });
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(
      "prospectus: WORKERS: must be a whole number from 1 to 999, or auto",
    );
  });
});

describe.skipIf(!adminUrl)("two workers on one PostgreSQL", () => {
  let database: FreshDatabase;
  let server: ServerProcess;

  beforeAll(async () => {
    database = await freshDatabase(adminUrl!);
    // At level info each worker says when it is told of a change.
    server = await startServerProcess({
      DATABASE_URL: database.url,
      WORKERS: "2",
      METRICS_PORT: "0",
      LOG_LEVEL: "info",
    });
  }, 240_000);

  afterAll(async () => {
    await server?.stop("SIGKILL");
    await database?.drop();
  });

  it("loads the demo once and announces once, then answers from both workers", async () => {
    // The host lines follow the line the start waited for.
    await until(async () => server.stdout().includes("krishna.localhost"), "the host lines");
    const times = (pattern: RegExp) => server.stdout().match(pattern)?.length ?? 0;
    expect(times(/loading the demo institutes/g), server.stdout()).toBe(1);
    expect(times(/serving on port/g)).toBe(1);
    expect(times(/Metrics: /g)).toBe(1);
    expect(times(/http:\/\/krishna\.localhost:\d+\//g)).toBe(1);

    const workers = await childrenOf(server.child.pid!);
    expect(workers).toHaveLength(2);
    const before = await landingRequests(server);
    const { replies, made } = await fromEachWorker(server, "/");
    expect([...replies.keys()].sort((a, b) => a - b)).toEqual(workers);
    for (const reply of replies.values()) expect(reply.status).toBe(200);
    // One worker alone counts only its own: the sum is every request.
    expect((await landingRequests(server)) - before).toBe(made);
  });

  it("replaces a worker killed with SIGKILL, answers meanwhile, and backs off", async () => {
    const primary = server.child.pid!;
    const [victim, survivor] = await childrenOf(primary);
    process.kill(victim!, "SIGKILL");
    await until(async () => server.stdout().includes(`"pid":${victim},`), "the primary noticed");
    const during = await answeredBy(server.port, "/", "localhost", [survivor!]);
    expect(during.reply.status).toBe(200);

    // A worker that dies young (here while it starts) is replaced only after a wait.
    const newcomer = async () => (await childrenOf(primary)).find((pid) => pid !== survivor);
    await until(async () => (await newcomer()) !== undefined, "a new worker");
    const young = (await newcomer())!;
    process.kill(young, "SIGKILL");
    await until(async () => server.stdout().includes(`"pid":${young},`), "the primary noticed");
    const wait = /"restartInMs":(\d+)/.exec(server.stdout().split(`"pid":${young},`)[1]!)?.[1];
    expect(Number(wait)).toBeGreaterThanOrEqual(1000);

    await until(async () => (await childrenOf(primary)).length === 2, "a new worker");
    const workers = await childrenOf(primary);
    expect(workers).toContain(survivor);
    // The new worker answers once it listens; until then the survivor takes every connection.
    await until(async () => {
      const { reply, pid } = await answeredBy(server.port, "/", "localhost", workers);
      expect(reply.status).toBe(200);
      return pid !== survivor;
    }, "the new worker answered");
  });

  it("shows an import by `prospectus import` on both workers' next answer", async () => {
    const out = await tempDir();
    const written = await prospectus(["demo", "--out", out]);
    const sahyadri = written.stdout.split("\n")[0]!.replace(/^Wrote /, "");
    const json = JSON.parse(await readFile(path.join(sahyadri, "bundle.json"), "utf8"));
    const page = `/one/notice/${json.notices[0]._id}/detail`;
    // Both workers keep the page.
    for (let i = 0; i < 2; i++) {
      const { replies } = await fromEachWorker(server, page);
      for (const reply of replies.values()) expect(reply.status).toBe(200);
    }

    const title = `Changed under two workers ${Date.now()}`;
    json.notices[0].insAnnTitle = title;
    await writeFile(path.join(sahyadri, "bundle.json"), JSON.stringify(json));
    const seen = server.stdout().length;
    const imported = await prospectus(["import", sahyadri], { DATABASE_URL: database.url });
    expect(imported.code, imported.stderr).toBe(0);
    // Each worker says when the change reached it (PostgreSQL's NOTIFY, decision 019).
    const told = `"tenant":"${json.institute._id}","msg":"an institute's content changed`;
    await until(
      async () => server.stdout().slice(seen).split(told).length - 1 === 2,
      "both workers told",
      10_000,
    );
    const { replies } = await fromEachWorker(server, page);
    expect(replies.size).toBe(2);
    for (const reply of replies.values()) expect(reply.text).toContain(title);
  });

  it("drains both workers on SIGTERM and exits 0 within the deadline, port closed", async () => {
    const workers = await childrenOf(server.child.pid!);
    const started = Date.now();
    expect(await server.stop("SIGTERM")).toBe(0);
    // SHUTDOWN_TIMEOUT's default, 10 s; nothing was in flight.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(server.stdout()).toContain('"msg":"stopped"');
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
    const refused = await new Promise<string>((resolve) => {
      const socket = net.connect(server.port, "127.0.0.1");
      socket.once("connect", () => resolve("connected"));
      socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
    });
    expect(refused).toBe("ECONNREFUSED");
  });
});

// `prospectus serve` with WORKERS above 1 (decision 082): one primary process forks the
// workers, each a whole server (startServer) on the shared port, on PostgreSQL. The primary
// serves no page: it starts the workers, replaces one that dies, serves their metrics summed,
// prints the start lines once, and on SIGTERM or SIGINT has every worker drain as one server
// does, exiting once all have.
import cluster, { type Worker } from "node:cluster";
import type { Config } from "./config.server.ts";
import type { Logger } from "./logger.server.ts";
import { answerPrimary, serveWorkersMetrics } from "./metrics.server.ts";
import { hostLines, startServer } from "./server.server.ts";
import { openDb } from "./store/db.server.ts";

/** The primary's word to a worker: drain and exit. */
const STOP = "prospectus:stop";
/** A worker's word to the primary: listening, on this port. */
const SERVING = "prospectus:serving";

/** Set in the environment of the one worker that runs the mirror schedule (decision 085). */
const MIRRORS = "PROSPECTUS_WORKER_MIRRORS";

/** Past its deadline a draining worker still closes its store; then it is killed. */
const STOP_MARGIN_MS = 5_000;
/** A worker that lived this long was serving: its replacement starts at once. */
const STEADY_MS = 10_000;
/** A worker dying sooner waits before its replacement, doubling from the first to the last. */
const BACKOFF_FIRST_MS = 1_000;
const BACKOFF_LAST_MS = 60_000;

interface Message {
  type: typeof STOP | typeof SERVING;
  port?: number;
}

function isMessage(value: unknown, type: Message["type"]): value is Message {
  return typeof value === "object" && value !== null && (value as Message).type === type;
}

/** Runs in the primary and in every worker, which `cluster` starts as the same command. */
export function serveInWorkers(
  config: Config,
  logger: Logger,
  announce: (line: string) => void,
): Promise<void> {
  return cluster.isWorker
    ? serveAsWorker(config, logger, announce)
    : supervise(config, logger, announce);
}

async function serveAsWorker(
  config: Config,
  logger: Logger,
  announce: (line: string) => void,
): Promise<void> {
  answerPrimary();
  // The first worker alone finds an empty store and says it loads the demo institutes. One
  // worker runs the mirror schedule: each of several would pass over every institute in turn.
  const mirrors = process.env[MIRRORS] === "1";
  const server = await startServer(
    { ...config, mirror: mirrors ? config.mirror : null },
    logger,
    announce,
    "worker",
  );
  let stopping = false;
  const drain = () => {
    stopping = true;
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error("prospectus: a worker could not stop cleanly:", error);
        process.exit(1);
      },
    );
  };
  // A signal may reach a worker as well as the primary's word (a terminal's Ctrl-C signals
  // the whole process group, systemd every process of the unit): either starts the drain, and
  // only a second signal means now.
  const signalled = () => (stopping ? process.exit(1) : drain());
  process.on("SIGINT", signalled);
  process.on("SIGTERM", signalled);
  process.on("message", (message: unknown) => {
    if (isMessage(message, STOP) && !stopping) drain();
  });
  process.send?.({ type: SERVING, port: server.port } satisfies Message);
}

async function supervise(
  config: Config,
  logger: Logger,
  announce: (line: string) => void,
): Promise<void> {
  // Listening before any worker starts: a port in use stops the start as one server's would.
  const metrics = config.metrics
    ? await serveWorkersMetrics(config.metrics.port, config.metrics.host)
    : null;
  /** Every worker not yet exited, with when it was forked. */
  const living = new Map<Worker, number>();
  const serving = new Set<Worker>();
  const replacements = new Set<NodeJS.Timeout>();
  let started = false;
  let stopping = false;
  /** False once the start failed or a worker did not stop cleanly: the exit code is 1. */
  let clean = true;
  let backoffMs = 0;

  /** The worker that runs the mirror schedule; its replacement takes it over. */
  let mirrorWorker: Worker | null = null;
  const fork = (mirrors = false) => {
    const worker = cluster.fork(mirrors ? { [MIRRORS]: "1" } : {});
    if (mirrors) mirrorWorker = worker;
    living.set(worker, Date.now());
    worker.on("message", (message: unknown) => {
      if (isMessage(message, SERVING)) serving.add(worker);
    });
    return worker;
  };
  const finish = () => {
    metrics?.server.close();
    if (clean) logger.info("stopped");
    process.exit(clean ? 0 : 1);
  };
  const stop = () => {
    stopping = true;
    for (const timer of replacements) clearTimeout(timer);
    for (const worker of living.keys()) {
      // One still starting has nothing in flight, and no ear for the word yet.
      if (serving.has(worker) && worker.isConnected())
        worker.send({ type: STOP } satisfies Message);
      else worker.process.kill("SIGTERM");
    }
    setTimeout(() => {
      logger.error("workers still running past the shutdown deadline: killing them");
      for (const worker of living.keys()) worker.process.kill("SIGKILL");
    }, config.shutdownTimeoutMs + STOP_MARGIN_MS).unref();
    if (living.size === 0) finish();
  };
  const signalled = (signal: NodeJS.Signals) => {
    // A second signal means now: the workers exit with the primary (their channel closes).
    if (stopping) process.exit(1);
    logger.info({ signal }, "shutting down: every worker finishing its requests in flight");
    stop();
  };
  process.on("SIGINT", signalled);
  process.on("SIGTERM", signalled);

  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (living.get(worker) ?? 0);
    living.delete(worker);
    serving.delete(worker);
    if (stopping) {
      if (code !== 0) clean = false;
      if (living.size === 0) finish();
      return;
    }
    // A worker lost during the start fails the start (below).
    if (!started) return;
    backoffMs =
      lived >= STEADY_MS ? 0 : Math.min(Math.max(backoffMs * 2, BACKOFF_FIRST_MS), BACKOFF_LAST_MS);
    logger.error(
      { pid: worker.process.pid, code, signal, restartInMs: backoffMs },
      "a worker stopped: starting another",
    );
    const mirrors = worker === mirrorWorker;
    const timer = setTimeout(() => {
      replacements.delete(timer);
      if (!stopping) fork(mirrors);
    }, backoffMs);
    replacements.add(timer);
  });

  let port: number;
  try {
    // The first worker alone loads the demo institutes into an empty store; the others start
    // once it serves, and find them there.
    port = await listening(fork(true));
    await Promise.all(Array.from({ length: config.workers - 1 }, () => listening(fork())));
  } catch {
    // The worker that failed said why on standard error; a signal meanwhile stops as asked.
    if (stopping) return;
    clean = false;
    stop();
    return;
  }
  if (stopping) return;
  started = true;
  if (metrics) announce(`Metrics: http://${config.metrics?.host}:${metrics.port}/metrics`);
  const db = await openDb(config.store);
  const lines = await hostLines(db, port).finally(() => db.close());
  announce(`Prospectus is serving on port ${port}:`);
  for (const line of lines) announce(line);
}

/** Resolves with the worker's port once it serves; rejects if it exits first. */
function listening(worker: Worker): Promise<number> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if (!isMessage(message, SERVING)) return;
      worker.off("exit", onExit);
      worker.off("message", onMessage);
      resolve(message.port ?? 0);
    };
    const onExit = (code: number | null, signal: string | null) =>
      reject(new Error(`worker ${worker.process.pid} exited (${code ?? signal}) before serving`));
    worker.on("message", onMessage);
    worker.once("exit", onExit);
  });
}

// `prospectus serve`: open the store (filling it with the demo institutes on a first start),
// then answer HTTP until told to stop.
import { createServer } from "node:http";
import { createApp } from "./app.server.ts";
import { createPurger, purgingOnChange } from "./cache-purge.server.ts";
import { loadSiteBuild } from "./site.server.ts";
import type { Config } from "./config.server.ts";
import { serveControl } from "./control/channel.server.ts";
import { drainable } from "./drain.server.ts";
import { Metrics } from "./metrics.server.ts";
import { startMirrorSchedule } from "./mirror/schedule.server.ts";
import { loadDemo } from "./demo.server.ts";
import type { Logger } from "./logger.server.ts";
import { openDb, type Db } from "./store/db.server.ts";
import { listTenants } from "./store/tenants.server.ts";
import { within } from "./within.server.ts";

export interface RunningServer {
  url: string;
  port: number;
  db: Db;
  /**
   * Stops gracefully: takes no new connections and fails readiness, lets requests in flight
   * (and imports handed over by other commands) finish within `deadlineMs`, then cuts what is
   * left, closes the store and releases its lock.
   */
  close(deadlineMs?: number): Promise<void>;
}

/**
 * `announce` gets the few plain lines an operator watching the start should read. A `worker`
 * of several (decision 082) leaves METRICS_PORT to the primary, which serves every worker's
 * counts summed.
 */
export async function startServer(
  config: Config,
  logger: Logger,
  announce: (line: string) => void = (line) => logger.info(line),
  role: "alone" | "worker" = "alone",
): Promise<RunningServer> {
  const metrics = config.metrics ? new Metrics() : null;
  const opened = await openDb(config.store);
  const timed = metrics ? metrics.timed(opened) : opened;
  // Imports this process applies (handed over by `prospectus import`) purge the cache in front.
  const db = config.cachePurge
    ? purgingOnChange(timed, createPurger(config.cachePurge, logger))
    : timed;
  try {
    if ((await listTenants(db)).length === 0) {
      announce("The store is empty: loading the demo institutes (first start only)…");
      let logged = "";
      const { importDemo } = await loadDemo();
      await importDemo(db, (done, total, institute) => {
        const step = `${institute} ${Math.floor((done / Math.max(total, 1)) * 10)}`;
        if (step === logged) return;
        logged = step;
        logger.debug({ institute, done, total }, "importing the demo institutes");
      });
    }
    const build = await loadSiteBuild();
    if (!build) logger.error("the site is not built (run npm run build): pages will answer 503");
    let draining = false;
    const {
      listener,
      idle,
      close: closeApp,
    } = await createApp({
      db,
      config,
      logger,
      site: build ? { build, mode: "production" } : null,
      draining: () => draining,
      metrics,
    });
    // Other commands' imports and exports on this embedded store come to this process.
    const control = db.lock
      ? serveControl(db.lock, db, logger, { imported: (outcome) => metrics?.imported(outcome) })
      : null;
    const server = createServer(listener);
    await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
    const connections = drainable(server);
    let metricsServer: Awaited<ReturnType<Metrics["listen"]>> | null = null;
    if (metrics && role === "worker") metrics.reportToPrimary();
    else if (metrics && config.metrics) {
      const { host } = config.metrics;
      metricsServer = await metrics.listen(config.metrics.port, host);
      announce(`Metrics: http://${host}:${metricsServer.port}/metrics`);
    }
    // In the background: the site serves what the store holds while the first pass runs.
    const mirror = config.mirror
      ? startMirrorSchedule(db, config.mirror, {
          logger,
          onPass: (host, kind, outcome, seconds) =>
            metrics?.mirrorPass(host, kind, outcome, seconds),
        })
      : null;
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    return {
      url: `http://localhost:${port}`,
      port,
      db,
      close: async (deadlineMs = config.shutdownTimeoutMs) => {
        draining = true;
        const deadline = Date.now() + deadlineMs;
        await Promise.all([
          connections.drain(deadlineMs),
          control?.stop(deadlineMs),
          // A pass in flight finishes its import, or is cut off with the store at the deadline.
          mirror && within(mirror.stop(), deadlineMs, () => undefined),
        ]);
        // A client that went away leaves no connection to wait on, but its page may still be
        // reading the store: the store closes once it is done (or at the deadline).
        await within(idle(), deadline - Date.now(), () => undefined);
        metricsServer?.server.close();
        closeApp();
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/**
 * One line per address of every tenant, as a visitor on this machine would type it, so each
 * can be opened straight from the terminal.
 */
export async function hostLines(db: Db, port: number): Promise<string[]> {
  const hosts = (await listTenants(db)).flatMap((t) =>
    t.hosts.map((h) => ({ url: `http://${h}:${port}/`, name: t.name })),
  );
  const width = Math.max(0, ...hosts.map((h) => h.url.length));
  return hosts.map(({ url, name }) => `  ${url.padEnd(width)}  ${name}`);
}

// `prospectus serve`: open the store (filling it with the demo institutes on a first start),
// then answer HTTP until told to stop.
import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { createApp } from "./app.server.ts";
import { loadSiteBuild } from "./site.server.ts";
import type { Config } from "./config.server.ts";
import { serveControl } from "./control/channel.server.ts";
import { drainable } from "./drain.server.ts";
import { importDemo } from "./demo/import-demo.server.ts";
import type { Logger } from "./logger.server.ts";
import { openDb, type Db } from "./store/db.server.ts";
import { listTenants } from "./store/tenants.server.ts";

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

export async function startServer(config: Config, logger: Logger): Promise<RunningServer> {
  const db = await openDb(config.store);
  try {
    if ((await listTenants(db)).length === 0) {
      logger.info("empty store: importing the demo institutes");
      await importDemo(db);
    }
    const build = await loadSiteBuild();
    if (!build) logger.error("the site is not built (run npm run build): pages will answer 503");
    let draining = false;
    const { app } = await createApp({
      db,
      config,
      logger,
      site: build ? { build, mode: "production" } : null,
      draining: () => draining,
    });
    // Other commands' imports and exports on this embedded store come to this process.
    const control = db.lock ? serveControl(db.lock, db, logger) : null;
    const server = await new Promise<Server>((resolve) => {
      const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
        resolve(s as Server),
      );
    });
    const connections = drainable(server);
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    return {
      url: `http://localhost:${port}`,
      port,
      db,
      close: async (deadlineMs = config.shutdownTimeoutMs) => {
        draining = true;
        await Promise.all([connections.drain(deadlineMs), control?.stop()]);
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** The address of every host of every tenant, as a visitor on this machine would type it. */
export async function hostUrls(db: Db, port: number): Promise<{ name: string; urls: string[] }[]> {
  return (await listTenants(db)).map((t) => ({
    name: t.name,
    urls: t.hosts.map((h) => `http://${h}:${port}`),
  }));
}

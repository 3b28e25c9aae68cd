// `prospectus serve`: open the store (filling it with the demo institutes on a first start),
// then answer HTTP until told to stop.
import { serve, type ServerType } from "@hono/node-server";
import { createApp } from "./app.server.ts";
import { loadSiteBuild } from "./site.server.ts";
import type { Config } from "./config.server.ts";
import { importDemo } from "./demo/import-demo.server.ts";
import type { Logger } from "./logger.server.ts";
import { openDb, type Db } from "./store/db.server.ts";
import { listTenants } from "./store/tenants.server.ts";

export interface RunningServer {
  url: string;
  port: number;
  db: Db;
  close(): Promise<void>;
}

export async function startServer(config: Config, logger: Logger): Promise<RunningServer> {
  const db = await openDb(config.store);
  try {
    if ((await listTenants(db)).length === 0) {
      logger.info("empty store: importing the demo institutes");
      let logged = "";
      await importDemo(db, (done, total, institute) => {
        const step = `${institute} ${Math.floor((done / Math.max(total, 1)) * 10)}`;
        if (step === logged) return;
        logged = step;
        logger.info({ institute, done, total }, "importing the demo institutes");
      });
    }
    const build = await loadSiteBuild();
    if (!build) logger.error("the site is not built (run npm run build): pages will answer 503");
    const { app } = await createApp({
      db,
      config,
      logger,
      site: build ? { build, mode: "production" } : null,
    });
    const server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
        resolve(s),
      );
    });
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    return {
      url: `http://localhost:${port}`,
      port,
      db,
      close: async () => {
        await new Promise<void>((resolve) => server.close(() => resolve()));
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

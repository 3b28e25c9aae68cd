// `npm run dev`: the same server with Vite in middleware mode in front, so route modules
// reload on change. Vite's client scripts carry no nonce, so development relaxes the policy.
import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createServer as createVite } from "vite";
import { createApp } from "./app.server.ts";
import { loadConfig } from "./config.server.ts";
import { serveControl } from "./control/channel.server.ts";
import { loadDemo } from "./demo.server.ts";
import { createLogger } from "./logger.server.ts";
import { hostLines } from "./server.server.ts";
import { openDb } from "./store/db.server.ts";
import { listTenants } from "./store/tenants.server.ts";

const config = loadConfig();
const logger = createLogger();
const db = await openDb(config.store);
if ((await listTenants(db)).length === 0) await (await loadDemo()).importDemo(db);

const vite = await createVite({ server: { middlewareMode: true }, appType: "custom" });
const { app } = await createApp({
  db,
  config,
  logger,
  site: {
    // Vite types a loaded module as a record; the virtual module is React Router's build.
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    mode: "development",
  },
});
// `prospectus import` and `export` while the development server runs, as with `serve`.
if (db.lock) serveControl(db.lock, db, logger);
const listener = getRequestListener(app.fetch);
createServer((req, res) => vite.middlewares(req, res, () => void listener(req, res))).listen(
  config.port,
  config.host,
  () => {
    hostLines(db, config.port).then(
      (lines) => {
        process.stdout.write(`Prospectus (development) is serving on port ${config.port}:\n`);
        for (const line of lines) process.stdout.write(`${line}\n`);
      },
      (error: unknown) => logger.error({ err: error }, "could not list the hosts served"),
    );
  },
);

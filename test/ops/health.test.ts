// Liveness and readiness probes, answered on every host, over real HTTP.
import { serve, type ServerType } from "@hono/node-server";
import { afterEach, describe, expect, it } from "vitest";
import { createApp } from "#server/app.server.ts";
import { createLogger } from "#server/logger.server.ts";
import { loadSiteBuild } from "#server/site.server.ts";
import { openDb, type Db } from "#server/store/db.server.ts";
import { get } from "#test/support/http.ts";

const HOSTS = ["localhost", "unknown.example", "10.0.0.7:8080"];

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

async function listen(db: Db, opts: { built: boolean; draining?: () => boolean }) {
  const build = opts.built ? await loadSiteBuild() : null;
  if (opts.built && !build) throw new Error("the site is not built: the global setup builds it");
  const { app } = await createApp({
    db,
    config: { trustProxy: false, platformApiUrl: undefined, mediaBaseUrl: "/media/" },
    logger: createLogger("silent"),
    site: build ? { build, mode: "production" } : null,
    draining: opts.draining,
  });
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  cleanup.push(() => new Promise((resolve) => server.close(() => resolve())));
  const address = server.address();
  return typeof address === "object" && address ? address.port : 0;
}

async function store(): Promise<Db> {
  const db = await openDb({ kind: "pglite-memory" });
  let closed = false;
  cleanup.push(async () => {
    if (!closed) await db.close();
  });
  return {
    ...db,
    close: async () => {
      closed = true;
      await db.close();
    },
  };
}

describe("health probes", () => {
  it("answers /healthz and /readyz on every host, tenant or not, uncached", async () => {
    const port = await listen(await store(), { built: true });
    for (const host of HOSTS) {
      const live = await get(port, "/healthz", { host });
      expect(live.status, host).toBe(200);
      expect(live.text).toBe("ok\n");
      expect(live.headers["cache-control"]).toBe("no-store");
      const ready = await get(port, "/readyz", { host });
      expect(ready.status, host).toBe(200);
      expect(ready.text).toBe("ready\n");
    }
  });

  it("is not ready without the site's build, while still live", async () => {
    const port = await listen(await store(), { built: false });
    expect((await get(port, "/healthz")).status).toBe(200);
    const ready = await get(port, "/readyz");
    expect(ready.status).toBe(503);
    expect(ready.text).toContain("the site is not built");
  });

  it("is not ready when the store does not answer, or while shutting down", async () => {
    const db = await store();
    let draining = false;
    const port = await listen(db, { built: true, draining: () => draining });
    expect((await get(port, "/readyz")).status).toBe(200);
    draining = true;
    const leaving = await get(port, "/readyz");
    expect(leaving.status).toBe(503);
    expect(leaving.text).toContain("shutting down");
    draining = false;
    await db.close();
    const down = await get(port, "/readyz");
    expect(down.status).toBe(503);
    expect(down.text).toContain("the store does not answer");
    expect((await get(port, "/healthz")).status).toBe(200);
  });
});

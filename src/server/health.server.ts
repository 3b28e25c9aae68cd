// Probes for orchestrators and load balancers, answered the same on every host (no tenant's
// rules apply): /healthz says the process is up, /readyz that it can serve pages: the store
// answers, the site is built, and the process is not shutting down.
import { Hono } from "hono";
import type { Queryable } from "./store/db.server.ts";
import { within } from "./within.server.ts";

export interface HealthDeps {
  db: Queryable;
  siteBuilt: boolean;
  /** True once the process has begun to shut down: load balancers should stop sending. */
  draining: () => boolean;
  /** How long the store may take to answer the probe. */
  storeDeadlineMs?: number;
}

const NO_STORE = { "cache-control": "no-store" };

function storeAnswers(db: Queryable, deadlineMs: number): Promise<boolean> {
  const probe = db.query("SELECT 1").then(
    () => true,
    () => false,
  );
  return within(probe, deadlineMs, () => false);
}

export function healthRouter({ db, siteBuilt, draining, storeDeadlineMs = 2000 }: HealthDeps) {
  const health = new Hono();
  health.on(["GET", "HEAD"], "/healthz", (c) => c.text("ok\n", 200, NO_STORE));
  health.on(["GET", "HEAD"], "/readyz", async (c) => {
    const problems: string[] = [];
    if (draining()) problems.push("shutting down");
    if (!siteBuilt) problems.push("the site is not built");
    if (!(await storeAnswers(db, storeDeadlineMs))) problems.push("the store does not answer");
    return problems.length === 0
      ? c.text("ready\n", 200, NO_STORE)
      : c.text(`not ready: ${problems.join("; ")}\n`, 503, NO_STORE);
  });
  return health;
}

// Prometheus metrics (prom-client): requests by route template and status, their latency,
// cache hits, store query time and imports, plus the process's own. Served on a port of
// their own (METRICS_PORT, on loopback unless METRICS_HOST says otherwise), never on the
// site's port, so no visitor can read them.
import { createServer, type Server } from "node:http";
import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import {
  AggregatorRegistry,
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
} from "prom-client";
import type { Db } from "./store/db.server.ts";

/** The route the site's pages are answered on (`app.all("*")`, as Hono names it). */
export const SITE_ROUTE = "/*";

/** What a cache reports: answers it held and answers that had to be made. */
export interface CacheLookups {
  readonly lookups: { hit: number; miss: number };
}

export class Metrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: "prospectus_http_requests_total",
    help: "HTTP requests answered, by route template, method and status",
    labelNames: ["route", "method", "status"] as const,
    registers: [this.registry],
  });
  private readonly latency = new Histogram({
    name: "prospectus_http_request_duration_seconds",
    help: "Time to answer an HTTP request (to the start of the body), by route template and status",
    labelNames: ["route", "method", "status"] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  private readonly queries = new Histogram({
    name: "prospectus_store_query_duration_seconds",
    help: "Time the content store took to answer, by operation",
    labelNames: ["operation"] as const,
    buckets: [0.0005, 0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5, 1, 5, 30],
    registers: [this.registry],
  });
  private readonly imports = new Counter({
    name: "prospectus_imports_total",
    help: "Bundle imports run by this process, by outcome",
    labelNames: ["outcome"] as const,
    registers: [this.registry],
  });

  private readonly mirrorRuns = new Counter({
    name: "prospectus_mirror_runs_total",
    help: "Scheduled mirror passes, by kind (quick or full) and outcome (unchanged, imported, failed)",
    labelNames: ["kind", "outcome"] as const,
    registers: [this.registry],
  });
  private readonly mirrorDuration = new Histogram({
    name: "prospectus_mirror_duration_seconds",
    help: "Time a scheduled mirror pass took, by kind",
    labelNames: ["kind"] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
    registers: [this.registry],
  });
  private readonly mirrorSuccess = new Gauge({
    name: "prospectus_mirror_last_success_timestamp_seconds",
    help: "When a mirror pass last ended without a fault, by the host mirrored",
    labelNames: ["host"] as const,
    // Workers that do not mirror a host report no series for it; summed times mean nothing.
    aggregator: "max",
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /** Reports the hits and misses of each named cache at every scrape. */
  watchCaches(caches: Record<string, CacheLookups>): void {
    const registry = this.registry;
    new Counter({
      name: "prospectus_cache_lookups_total",
      help: "Cache look-ups, by cache and result (hit or miss)",
      labelNames: ["cache", "result"] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const [cache, { lookups }] of Object.entries(caches)) {
          this.inc({ cache, result: "hit" }, lookups.hit);
          this.inc({ cache, result: "miss" }, lookups.miss);
        }
      },
    });
  }

  /**
   * Counts and times every request by the template of the route that answered it. The site
   * answers every page on one catch-all route (`/*`); `pageRoute` names the template of the
   * site's own route table that a page's path belongs to instead.
   */
  middleware(pageRoute?: (pathname: string) => Promise<string>): MiddlewareHandler {
    return async (c, next) => {
      const stop = this.latency.startTimer();
      await next();
      const template = routePath(c);
      const route =
        template === SITE_ROUTE && pageRoute
          ? await pageRoute(c.req.path).catch(() => template)
          : template;
      const labels = { route, method: c.req.method, status: String(c.res.status) };
      stop(labels);
      this.requests.inc(labels);
    };
  }

  /**
   * Counts and times a kept page answered before the application (kept-answers.server.ts),
   * under the template of the route its address belongs to. Synchronous and without a parse
   * of the address: a kept answer costs tens of microseconds, and its count must not add a
   * good part of that again.
   */
  keptAnswer(route: string, method: string, status: number, seconds: number): void {
    const labels = { route, method, status: String(status) };
    this.latency.observe(labels, seconds);
    this.requests.inc(labels);
  }

  imported(outcome: "imported" | "rejected" | "failed"): void {
    this.imports.inc({ outcome });
  }

  mirrorPass(
    host: string,
    kind: "quick" | "full",
    outcome: "unchanged" | "imported" | "failed",
    seconds: number,
  ): void {
    this.mirrorRuns.inc({ kind, outcome });
    this.mirrorDuration.observe({ kind }, seconds);
    if (outcome !== "failed") this.mirrorSuccess.set({ host }, Date.now() / 1000);
  }

  /** The same store, its queries and transactions timed. */
  timed(db: Db): Db {
    const queries = this.queries;
    return {
      ...db,
      async query(sql, params) {
        const stop = queries.startTimer({ operation: "query" });
        try {
          return await db.query(sql, params);
        } finally {
          stop();
        }
      },
      async transaction(work) {
        const stop = queries.startTimer({ operation: "transaction" });
        try {
          return await db.transaction(work);
        } finally {
          stop();
        }
      },
    };
  }

  /** Serves /metrics on its own port; resolves with the port once listening. */
  listen(port: number, host: string): Promise<MetricsServer> {
    return serveMetrics(port, host, this.registry.contentType, () => this.registry.metrics());
  }

  /**
   * In a worker (decision 082): answers the primary's requests with this registry, which the
   * primary sums with the other workers' and serves itself.
   */
  reportToPrimary(): void {
    answerPrimary();
    AggregatorRegistry.setRegistries([this.registry]);
  }
}

/**
 * In a worker, from its start: answers the primary's requests for metrics, with none until
 * its server reports them. A worker that did not answer would fail every scrape (after 5 s)
 * while it starts.
 */
export function answerPrimary(): void {
  // Its constructor is what installs the worker's answering listener (once).
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([]);
}

export interface MetricsServer {
  port: number;
  server: Server;
}

/** The primary's /metrics: every worker's registry summed, series by series. */
export function serveWorkersMetrics(port: number, host: string): Promise<MetricsServer> {
  const workers = new AggregatorRegistry();
  return serveMetrics(port, host, workers.contentType, () => workers.clusterMetrics());
}

async function serveMetrics(
  port: number,
  host: string,
  contentType: string,
  read: () => Promise<string>,
): Promise<MetricsServer> {
  const server = createServer((req, res) => {
    if (req.method !== "GET" || req.url?.split("?")[0] !== "/metrics") {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found\n");
      return;
    }
    read().then(
      (text) => res.writeHead(200, { "content-type": contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  return { port: typeof address === "object" && address ? address.port : port, server };
}

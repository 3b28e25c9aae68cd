// Metrics benchmark: the kept landing page on a server without metrics, with them
// (METRICS_PORT), and without them again, one after the other over the same store, so the
// cost of counting and timing every request shows as a ratio.
// Run: npm run build && tsx bench/metrics/run.ts  (BENCH_SECONDS, BENCH_CONNECTIONS)
import { mkdtemp, rm } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { serve } from "../support/server.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);

interface Measure {
  rps: number;
  p99: number;
}

async function load(port: number, seconds: number): Promise<Measure> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { host: "localhost", "accept-encoding": "gzip" },
    requests: [{ method: "GET", path: "/" }],
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`/: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  // Answers still in flight when a load ends are kept out of the next one.
  await new Promise((resolve) => setTimeout(resolve, Math.min(result.latency.max, 10_000) + 250));
  return { rps: result.requests.total / result.duration, p99: result.latency.p99 };
}

/** A server over the store, the page kept after a 1 s warm-up, then measured. */
async function measure(dataDir: string, env: Record<string, string>): Promise<Measure> {
  const server = await serve({ DATA_DIR: dataDir, DATABASE_URL: "", ...env });
  try {
    await load(server.port, 1);
    const measured = await load(server.port, SECONDS);
    const death = server.death();
    if (death) throw new Error(death);
    return measured;
  } finally {
    await server.stop();
  }
}

const dataDir = await mkdtemp(path.join(tmpdir(), "prospectus-bench-metrics-"));
try {
  // The first start fills the store with the demo institutes.
  const first = await serve({ DATA_DIR: dataDir, DATABASE_URL: "" });
  await first.stop();
  const before = await measure(dataDir, {});
  const metrics = await measure(dataDir, { METRICS_PORT: "0" });
  const after = await measure(dataDir, {});
  const without = (before.rps + after.rps) / 2;
  const row = (name: string, m: Measure) =>
    `| ${name.padEnd(26)} | ${m.rps.toFixed(0).padStart(5)} | ${String(m.p99).padStart(6)} |`;
  process.stdout.write(
    [
      `${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(2)}, Node ${process.versions.node}; ${CONNECTIONS} connections, ${SECONDS} s per load`,
      "",
      "| kept landing page          | req/s | p99 ms |",
      "| -------------------------- | ----: | -----: |",
      row("without metrics", before),
      row("with METRICS_PORT", metrics),
      row("without metrics, again", after),
      "",
      `With metrics: ${(metrics.rps / without).toFixed(2)} of the mean without.`,
      "",
    ].join("\n"),
  );
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

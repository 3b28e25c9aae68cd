// The cost of mirroring an institute (issue 60, decisions 083 and 084): the built server with
// its demo institutes stands in for the platform, behind a proxy that holds every request
// `BENCH_MIRROR_LATENCY_MS` (100) before passing it on, as a platform across the country would.
// The first demo institute is mirrored into a folder at each concurrency of
// `BENCH_MIRROR_CONCURRENCY` (1,4,8), the second at the default (4), and the time, the platform
// calls, the media files and the bytes the proxy carried are reported. The mirror runs in this process, as the command and the
// schedule run it.
import http from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { mirrorOptions, mirrorToDir } from "#server/mirror/mirror.server.ts";
import { serve } from "../support/server.ts";

const LATENCY_MS = Number(process.env.BENCH_MIRROR_LATENCY_MS ?? 100);
const CONCURRENCIES = (process.env.BENCH_MIRROR_CONCURRENCY ?? "1,4,8").split(",").map(Number);
const DEFAULT_CONCURRENCY = 4;
const RUNS: [host: string, concurrency: number][] = [
  ...CONCURRENCIES.map((c): [string, number] => ["localhost", c]),
  ["krishna.localhost", DEFAULT_CONCURRENCY],
];

interface Carried {
  requests: number;
  bytes: number;
}

/** A proxy to `port` that holds each request `LATENCY_MS` first, counting what it carries. */
async function slowProxy(port: number): Promise<{ port: number; carried: Carried; close(): void }> {
  const carried: Carried = { requests: 0, bytes: 0 };
  const proxy = http.createServer((req, res) => {
    carried.requests++;
    setTimeout(() => {
      const upstream = http.request(
        { host: "127.0.0.1", port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.on("data", (chunk: Buffer) => (carried.bytes += chunk.length));
          answer.pipe(res);
        },
      );
      upstream.on("error", () => res.destroy());
      req.pipe(upstream);
    }, LATENCY_MS);
  });
  proxy.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const address = proxy.address();
  return {
    port: typeof address === "object" && address ? address.port : 0,
    carried,
    close: () => proxy.close(),
  };
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), "bench-mirror-"));
const platform = await serve({ DATA_DIR: dataDir });
const proxy = await slowProxy(platform.port);
const rows: string[] = [];
try {
  for (const [host, concurrency] of RUNS) {
    const dir = await mkdtemp(path.join(os.tmpdir(), "bench-mirror-out-"));
    const before = { ...proxy.carried };
    try {
      const options = mirrorOptions(
        { from: `http://127.0.0.1:${proxy.port}/api`, host },
        { MIRROR_CONCURRENCY: String(concurrency) },
      );
      const done = await mirrorToDir(options, dir);
      const requests = proxy.carried.requests - before.requests;
      const mb = (proxy.carried.bytes - before.bytes) / 1e6;
      rows.push(
        `| ${host} | ${concurrency} | ${(done.ms / 1000).toFixed(1)} s | ${done.calls} | ${done.items} | ${done.mediaFiles} | ${requests} | ${mb.toFixed(1)} MB |`,
      );
      process.stderr.write(`${rows.at(-1)}\n`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
} finally {
  proxy.close();
  await platform.stop();
  await rm(dataDir, { recursive: true, force: true });
}

process.stdout.write(
  [
    `Mirror through a proxy adding ${LATENCY_MS} ms a request (load average after: ${os.loadavg()[0]?.toFixed(1)})`,
    "",
    "| host | MIRROR_CONCURRENCY | time | API calls | items | media files | requests carried | bytes carried |",
    "|---|--:|--:|--:|--:|--:|--:|--:|",
    ...rows,
    "",
  ].join("\n"),
);

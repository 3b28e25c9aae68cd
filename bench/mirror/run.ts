// The cost of mirroring an institute (issue 60, decisions 083 and 084): the built server with
// its demo institutes stands in for the platform, behind a proxy that holds every request
// `BENCH_MIRROR_LATENCY_MS` (100) before passing it on, as a platform across the country would.
// The first demo institute is mirrored into a folder at each concurrency of
// `BENCH_MIRROR_CONCURRENCY` (1,4,8), the second at the default (4), and the time, the platform
// calls, the media files and the bytes the proxy carried are reported. The mirror runs in this process, as the command and the
// schedule run it. Then a full pass where nothing changed, of the first institute at the
// default concurrency, twice: its API calls asked plainly, and asked with the ETags of the
// pass before (`If-None-Match`, decision 095), as the schedule asks them.
import http from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { mirrorOptions, mirrorToDir } from "#server/mirror/mirror.server.ts";
import type { KeptAnswer } from "#server/mirror/platform.server.ts";
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
  /** Of them, the API's. */
  apiRequests: number;
  apiBytes: number;
}

/** A proxy to `port` that holds each request `LATENCY_MS` first, counting what it carries. */
async function slowProxy(port: number): Promise<{ port: number; carried: Carried; close(): void }> {
  const carried: Carried = { requests: 0, bytes: 0, apiRequests: 0, apiBytes: 0 };
  const proxy = http.createServer((req, res) => {
    const api = req.url?.startsWith("/api/") ?? false;
    carried.requests++;
    if (api) carried.apiRequests++;
    setTimeout(() => {
      const upstream = http.request(
        { host: "127.0.0.1", port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.on("data", (chunk: Buffer) => {
            carried.bytes += chunk.length;
            if (api) carried.apiBytes += chunk.length;
          });
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
const passes: string[] = [];
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
  // A full pass where nothing changed: plainly, then with the ETags the first pass kept.
  const kept = new Map<string, KeptAnswer>();
  for (const [label, answers] of [
    ["first pass, keeping answers", kept],
    ["unchanged, asked plainly", undefined],
    ["unchanged, with If-None-Match", kept],
  ] as const) {
    const dir = await mkdtemp(path.join(os.tmpdir(), "bench-mirror-out-"));
    const before = { ...proxy.carried };
    try {
      const options = mirrorOptions(
        { from: `http://127.0.0.1:${proxy.port}/api`, host: "localhost" },
        { MIRROR_CONCURRENCY: String(DEFAULT_CONCURRENCY) },
      );
      const done = await mirrorToDir(options, dir, undefined, undefined, answers);
      const apiRequests = proxy.carried.apiRequests - before.apiRequests;
      const apiMb = (proxy.carried.apiBytes - before.apiBytes) / 1e6;
      const mb = (proxy.carried.bytes - before.bytes) / 1e6;
      passes.push(
        `| ${label} | ${(done.ms / 1000).toFixed(1)} s | ${apiRequests} | ${done.notModified} | ${apiMb.toFixed(2)} MB | ${mb.toFixed(1)} MB |`,
      );
      process.stderr.write(`${passes.at(-1)}\n`);
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
    `Full passes of localhost at MIRROR_CONCURRENCY ${DEFAULT_CONCURRENCY} (media downloaded in each: the benchmark holds no store)`,
    "",
    "| pass | time | API requests | answered 304 | API bytes | all bytes carried |",
    "|---|--:|--:|--:|--:|--:|",
    ...passes,
    "",
  ].join("\n"),
);

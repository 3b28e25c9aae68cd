// The large institute (20,000 notices, 3,000 events, 2,000 staff, 4,000 photos) mirrored by
// the `prospectus mirror` command from a real server that holds it into a PGlite store (the
// command reads, downloads and imports it itself, the store in its own process): the export is the
// original's apart from what the API does not carry (decision 083), and the command's peak
// RSS stays within the import's ceiling on PGlite (400 MB, decision 064). Full size: a smaller
// institute would not show the memory a mirror of a real college needs.
import { spawn } from "node:child_process";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundle as bundleSchema } from "#contract/index.ts";
import {
  importBundle,
  readBundleDir,
  readTenantExport,
  type TenantExport,
} from "#server/content/bundle-io.server.ts";
import { carried, languageCodes } from "#test/support/mirror.ts";
import { LARGE_HOST, largeTenant } from "#test/support/large.ts";
import { tempDir } from "#test/support/process.ts";
import { startTestServer, type TestServer } from "#test/support/http.ts";
import { backends } from "#test/support/stores.ts";
import type { Db } from "#server/store/db.server.ts";

const CEILING_MB = 400;

const source = largeTenant();

/** Samples a process's high-water RSS (VmHWM) until it exits: its peak, in MB. */
function peakOf(pid: number): { stop(): number } {
  let peak = 0;
  const read = () =>
    readFile(`/proc/${pid}/status`, "utf8").then(
      (status) => (peak = Math.max(peak, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024)),
      () => {},
    );
  const timer = setInterval(() => void read(), 50);
  return { stop: () => (clearInterval(timer), peak) };
}

/** Runs the command to its end: exit code, output, time and peak RSS. */
async function command(args: string[], env: Record<string, string>) {
  const started = performance.now();
  const child = spawn(process.execPath, ["bin/prospectus.js", ...args], {
    env: { ...process.env, DATABASE_URL: "", LOG_LEVEL: "warn", NODE_ENV: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const peak = peakOf(child.pid ?? 0);
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
  child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  return {
    code,
    stdout,
    stderr,
    seconds: (performance.now() - started) / 1000,
    peakMb: peak.stop(),
  };
}

describe("the large institute mirrored", () => {
  let dataDir: string;
  let exportDir: string;
  let run: Awaited<ReturnType<typeof command>>;
  let original: TenantExport;
  let exported: TenantExport;
  let platformDb: Db;
  let platform: TestServer;

  beforeAll(async () => {
    // The platform: a server holding the large institute (an import of minutes on a busy machine).
    platformDb = await backends[0]!.open();
    await importBundle(platformDb, source);
    platform = await startTestServer(platformDb);
    dataDir = await tempDir("prospectus-mirror-large-");
    exportDir = path.join(dataDir, "export");
    run = await command(
      [
        "mirror",
        "--from",
        `http://127.0.0.1:${platform.port}/api`,
        "--host",
        LARGE_HOST,
        "--hosts",
        source.json.hosts.join(","),
        ...(languageCodes(source.json)
          ? ["--languages", languageCodes(source.json)!.join(",")]
          : []),
      ],
      { DATA_DIR: path.join(dataDir, "store"), MIRROR_CONCURRENCY: "4" },
    );
    // Reported for bench/README.md ("Mirror"): the last progress line and the summary.
    process.stderr.write(
      `large mirror: ${run.seconds.toFixed(1)} s, peak RSS ${run.peakMb.toFixed(0)} MB\n${run.stdout}${
        run.stderr
          .split("\n")
          .filter((l) => l.startsWith("mirror:"))
          .at(-1) ?? ""
      }`,
    );
    const exportRun = await command(["export", LARGE_HOST, exportDir], {
      DATA_DIR: path.join(dataDir, "store"),
    });
    if (exportRun.code !== 0) throw new Error(`export failed: ${exportRun.stderr}`);
    const { json, media } = await readBundleDir(exportDir);
    exported = { bundle: bundleSchema.parse(json), media };
    original = await readTenantExport(platformDb, LARGE_HOST);
  }, 2_400_000);
  afterAll(async () => {
    await platform?.close();
    await platformDb?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("imports an institute whose export is the original's", () => {
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^Mirrored /m);
    expect(exported.bundle.notices).toHaveLength(20_000);
    expect(carried(exported.bundle)).toEqual(carried(original.bundle));
    expect([...exported.media.keys()].sort()).toEqual([...original.media.keys()].sort());
    for (const [key, bytes] of original.media)
      expect(Buffer.from(exported.media.get(key)!), key).toEqual(Buffer.from(bytes));
  });

  it(`keeps the command within the import's ceiling of ${CEILING_MB} MB`, () => {
    expect(run.peakMb).toBeGreaterThan(0);
    expect(run.peakMb).toBeLessThan(CEILING_MB);
  });
});

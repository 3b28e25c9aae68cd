// Starts the built server once for every browser test: a fresh PGlite store holding the demo
// institutes, one institute full of hostile content (xss.localhost), a large one
// (large.localhost), one imported from a hand-edited bundle (edited.localhost) and one whose
// texts hold words wider than a phone (long.localhost).
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { importBundle } from "#server/content/bundle-io.server.ts";
import { importDemo } from "#demo/import-demo.server.ts";
import { openDb } from "#server/store/db.server.ts";
import { editedTenant } from "./edited.ts";
import { hostileTenant } from "./hostile.ts";
import { largeE2eTenant } from "./large.ts";
import { longWordsTenant } from "./long-words.ts";

declare module "vitest" {
  export interface ProvidedContext {
    port: number;
  }
}

let server: ChildProcess | undefined;
let dataDir: string | undefined;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  dataDir = await mkdtemp(path.join(tmpdir(), "prospectus-e2e-"));
  const db = await openDb({ kind: "pglite", dataDir });
  try {
    await importDemo(db);
    await importBundle(db, await hostileTenant());
    await importBundle(db, largeE2eTenant().bundle);
    await importBundle(db, await editedTenant());
    await importBundle(db, longWordsTenant());
  } finally {
    await db.close();
  }
  const port = 3400 + Math.floor(Math.random() * 500);
  server = spawn(process.execPath, ["bin/prospectus.js", "serve"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      // Room to keep every page the files visit, so a page one file rendered is kept for the
      // next (the default 24 MB holds about a host's sample; the files visit three hosts').
      PAGE_CACHE_MB: "256",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    server?.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("serving on port")) resolve();
    });
    server?.once("exit", (code) => reject(new Error(`the server exited with ${code}`)));
  });
  project.provide("port", port);
  return async () => {
    const used = processorSeconds(server?.pid);
    if (used !== undefined) process.stdout.write(`The server used ${used} s of processor time.\n`);
    await new Promise<void>((resolve) => {
      if (!server || server.exitCode !== null) return resolve();
      server.once("exit", () => resolve());
      server.kill("SIGTERM");
    });
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}

/**
 * The processor time a process has used so far, in whole seconds (Linux's /proc; undefined
 * elsewhere): how much of the browser suite's time was the server's (bench/README.md).
 */
function processorSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? Math.round(ticks / CLOCK_TICKS_PER_SECOND) : undefined;
  } catch {
    return undefined;
  }
}

/** Linux's USER_HZ, the unit of /proc's times, is 100 on every architecture Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

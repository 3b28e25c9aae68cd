// The built server as the benchmarks run it: `node bin/prospectus.js serve` on a free
// loopback port, started once its "serving" line is printed, stopped with SIGTERM; and its
// resident memory.
import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import net from "node:net";

/** A first start creates the store and imports the demo institutes. */
const START_TIMEOUT_MS = 180_000;

export interface Server {
  port: number;
  pid: number;
  /** The peak of its RSS while it started (a first start imports the demo institutes). */
  startPeakMb: number;
  /** Why the server is gone when nobody stopped it, else null. */
  death(): string | null;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The built server on a fresh store: its first start fills it with the demo institutes. */
export async function serve(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ["bin/prospectus.js", "serve"], {
    env: { ...process.env, LOG_LEVEL: "warn", PORT: String(port), HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let startPeakMb = 0;
  const sampling = setInterval(() => {
    rssMb(child.pid ?? 0).then(
      (mb) => (startPeakMb = Math.max(startPeakMb, mb)),
      () => {},
    );
  }, 100);
  let stopping = false;
  let death: string | null = null;
  const exited = new Promise<void>((resolve) =>
    child.once("exit", (code, signal) => {
      if (!stopping) death = `the server exited during the run (code ${code}, signal ${signal})`;
      resolve();
    }),
  );
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the server did not start in ${START_TIMEOUT_MS} ms`)),
        START_TIMEOUT_MS,
      );
      child.stdout?.on("data", (chunk: Buffer) => {
        if (chunk.toString().includes("serving on port")) {
          clearTimeout(timer);
          resolve();
        }
        // The server's warnings and errors, beside the report rather than in it.
        process.stderr.write(chunk);
      });
      child.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`the server exited with ${code}`));
      });
    });
  } catch (error) {
    child.kill("SIGTERM");
    throw error;
  } finally {
    clearInterval(sampling);
  }
  return {
    port,
    pid: child.pid ?? 0,
    startPeakMb,
    death: () => death,
    stop: async () => {
      stopping = true;
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

export async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

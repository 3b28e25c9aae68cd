// The `prospectus` command as a separate process, as an operator runs it: `serve` until
// stopped, or one command to its exit code.
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { mkdtemp } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** The environment of a command as an operator's shell has it: no PostgreSQL unless asked
 * for, no test runner's NODE_ENV, quiet logs. */
function environment(env: Record<string, string>): NodeJS.ProcessEnv {
  const all: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: "", LOG_LEVEL: "warn", ...env };
  if (!("NODE_ENV" in env)) delete all.NODE_ENV;
  return all;
}

export async function prospectus(
  args: string[],
  env: Record<string, string> = {},
): Promise<Outcome> {
  try {
    const { stdout, stderr } = await run(process.execPath, ["bin/prospectus.js", ...args], {
      env: environment(env),
      timeout: 120_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, stdout: e.stdout ?? "", stderr: e.stderr ?? "" };
  }
}

/** A loopback port free now, for a server whose settings must name its port before it starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface CommandProcess {
  child: ChildProcess;
  stderr(): string;
  /** Resolves once its standard error holds a line matching `pattern`. */
  said(pattern: RegExp): Promise<void>;
  exited: Promise<number | NodeJS.Signals>;
}

/** Starts a command without waiting for it: a test can signal it while it works. */
export function startCommand(args: string[], env: Record<string, string> = {}): CommandProcess {
  const child = spawn(process.execPath, ["bin/prospectus.js", ...args], {
    env: environment(env),
    stdio: ["ignore", "ignore", "pipe"],
  });
  let err = "";
  child.stderr!.on("data", (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | NodeJS.Signals>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal ?? -1)),
  );
  return {
    child,
    stderr: () => err,
    said: (pattern) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (!pattern.test(err)) return;
          child.stderr!.off("data", check);
          resolve();
        };
        child.stderr!.on("data", check);
        void exited.then((code) => reject(new Error(`the command exited ${code}: ${err}`)));
        check();
      }),
    exited,
  };
}

export async function tempDir(prefix = "prospectus-ops-"): Promise<string> {
  return mkdtemp(path.join(tmpdir(), prefix));
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Everything it wrote so far. */
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | NodeJS.Signals>;
  /** Sends a signal and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<number | NodeJS.Signals>;
}

/** Starts `prospectus serve` on a free loopback port and waits until it says it serves. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["bin/prospectus.js", "serve"], {
    env: environment({ PORT: "0", HOST: "127.0.0.1", ...env }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stdout!.on("data", (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | NodeJS.Signals>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal ?? -1)),
  );
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start in time: ${out}${err}`)), 120_000);
    const check = () => {
      const match = /serving on port (\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        child.stdout!.off("data", check);
        resolve(Number(match[1]));
      }
    };
    child.stdout!.on("data", check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited ${code}: ${out}${err}`));
    });
  });
  return {
    child,
    port,
    stdout: () => out,
    stderr: () => err,
    exited,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Resolves once the server's output holds `text`. */
export function logged(server: ServerProcess, text: string): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!server.stdout().includes(text)) return;
      server.child.stdout?.off("data", check);
      resolve();
    };
    server.child.stdout?.on("data", check);
    check();
  });
}

// The `prospectus` command as a user runs it: exit codes, messages, the data directory lock.
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { chmod, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { acquireDirLock } from "#server/store/lock.server.ts";
import { demoJson } from "#test/support/bundles.ts";
import { get } from "#test/support/http.ts";

const run = promisify(execFile);

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** `timeoutMs` kills a command that takes longer: it then ends with code -1. */
async function prospectus(
  args: string[],
  env: Record<string, string> = {},
  { timeoutMs = 120_000, ...as }: { uid?: number; gid?: number; timeoutMs?: number } = {},
): Promise<Outcome> {
  try {
    const { stdout, stderr } = await run(process.execPath, ["bin/prospectus.js", ...args], {
      env: { ...process.env, DATABASE_URL: "", ...env },
      timeout: timeoutMs,
      ...as,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, stdout: e.stdout ?? "", stderr: e.stderr ?? "" };
  }
}

/** Starts `prospectus serve` and resolves once a line of its output passes `until`. */
async function serveUntil(
  env: Record<string, string>,
  until: (line: string) => boolean,
  output: string[] = [],
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["bin/prospectus.js", "serve"], {
    // As an operator starts it: the test runner's NODE_ENV=test is not passed on.
    env: {
      ...process.env,
      NODE_ENV: undefined,
      DATABASE_URL: "",
      PORT: "0",
      HOST: "127.0.0.1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  createInterface({ input: child.stderr! }).on("line", (line) => output.push(line));
  const exited = once(child, "exit").then(() => {
    throw new Error("prospectus serve exited before the awaited line");
  });
  const seen = new Promise<void>((resolve) => {
    createInterface({ input: child.stdout! }).on("line", (line) => {
      output.push(line);
      if (until(line)) resolve();
    });
  });
  await Promise.race([seen, exited]);
  return child;
}

async function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  const exited = once(child, "exit");
  child.kill(signal);
  await exited;
}

/** The log lines of a server's stop (at the info level). */
const STOP_LOG = /^\{.*"msg":"(shutting down: finishing the requests in flight|stopped)"\}$/;

/** How many lines of the host list follow the banner in `output`. */
function hostLinesAfter(output: string[], banner: string): number {
  const rest = output.slice(output.indexOf(banner) + 1);
  const end = rest.findIndex((line) => !line.startsWith("  http://"));
  return end === -1 ? rest.length : end;
}

/** A data directory holding the demo, left by the first-start test for the next one. */
let servedDataDir: string | undefined;

async function tempDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), "prospectus-cli-"));
}

describe("prospectus command", () => {
  it("prints the bundle JSON Schema", async () => {
    const result = await prospectus(["schema"]);
    expect(result.code).toBe(0);
    const schema = JSON.parse(result.stdout) as { $schema: string; properties: object };
    expect(schema.$schema).toContain("2020-12");
    expect(Object.keys(schema.properties)).toContain("notices");
  });

  it("writes the demo as bundles, refuses a broken one with every problem, imports a good one", async () => {
    const out = await tempDir();
    const data = await tempDir();
    const written = await prospectus(["demo", "--out", out]);
    expect(written.code).toBe(0);
    const dir = written.stdout.split("\n")[0]!.replace(/^Wrote /, "");

    const broken = await tempDir();
    const json = JSON.parse(await readFile(path.join(dir, "bundle.json"), "utf8"));
    json.notices[0].insAnnTitle = null;
    json.staff[1]._id = "xyz";
    json.notices[1]._id = json.notices[0]._id;
    await writeFile(path.join(broken, "bundle.json"), JSON.stringify(json));
    const refused = await prospectus(["import", broken], { DATA_DIR: data });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("the store is unchanged");
    expect(refused.stderr).toContain("$.notices[0].insAnnTitle");
    expect(refused.stderr).toContain("$.staff[1]._id");
    // The broken bundle has no media/ folder: every file it names is a problem too.
    expect(refused.stderr).toContain("$.notices[1]._id");
    expect(refused.stderr).toContain("which is not in media/");

    const imported = await prospectus(["import", dir], { DATA_DIR: data });
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toMatch(/^Imported .+ documents, \d+ media files, hosts localhost/m);
    expect(imported.stderr).toMatch(/importing: \d+\/\d+ \(100%\)/);

    const tenants = await prospectus(["tenants"], { DATA_DIR: data });
    expect(tenants.stdout.trim().split("\n")).toHaveLength(1);
  });

  it("refuses a data directory another process holds, naming that process", async () => {
    const data = await tempDir();
    const lock = await acquireDirLock(data);
    try {
      const result = await prospectus(["tenants"], { DATA_DIR: data });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`in use by process ${process.pid}`);
    } finally {
      await lock.release();
    }
  });

  it("stops with one line naming DATA_DIR when the data directory cannot be written", async () => {
    const readOnly = await tempDir();
    await chmod(readOnly, 0o555);
    // The superuser writes anywhere: the command then runs as an unprivileged user.
    const as = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
    const parent = await tempDir();
    await chmod(parent, 0o755);
    const notADir = path.join(parent, "file");
    await writeFile(notADir, "");
    for (const [dir, problem] of [
      [readOnly, "permission denied"],
      [path.join(readOnly, "data"), "permission denied"],
      [notADir, "it is not a directory"],
    ] as const) {
      for (const command of ["tenants", "serve"]) {
        const result = await prospectus([command], { DATA_DIR: dir, PORT: "0" }, as);
        expect(result.code, result.stderr).toBe(1);
        expect(result.stderr).toBe(
          `prospectus: DATA_DIR: cannot use ${dir}: ${problem}; give a directory this process can write\n`,
        );
      }
    }
  });

  it("stops with the same line when DATA_DIR holds a store nobody may write (chmod -R a-w)", async () => {
    const store = await tempDir();
    const made = await prospectus(["tenants"], { DATA_DIR: store });
    expect(made.code, made.stderr).toBe(0);
    await run("chmod", ["-R", "a-w", store]);
    // The superuser writes anywhere, but PGlite's file system refuses it a directory without a
    // write bit; an unprivileged owner is refused by the kernel.
    const users: { uid?: number; gid?: number }[] = [{}];
    if (process.getuid?.() === 0) users.push({ uid: 65534, gid: 65534 });
    for (const as of users) {
      if (as.uid !== undefined) await run("chown", ["-R", `${as.uid}:${as.gid}`, store]);
      for (const command of ["tenants", "serve"]) {
        const result = await prospectus([command], { DATA_DIR: store, PORT: "0" }, as);
        expect(result.code, result.stderr).toBe(1);
        expect(result.stderr).toBe(
          `prospectus: DATA_DIR: cannot use ${store}: permission denied; give a directory this process can write\n`,
        );
      }
    }
  });

  it("stops at once with the same line when DATA_DIR is where no directory can be made (/proc)", async () => {
    // mkdir answers ENOENT there although the parent exists; Node's recursive mkdir spun on it
    // without a word. A start that fails takes about a second: one still running after 20 is
    // that spin, killed (code -1).
    for (const dir of ["/proc/prospectus-data", "/proc/self/x", "/proc/self/prospectus/data"]) {
      for (const command of ["tenants", "serve"]) {
        const result = await prospectus(
          [command],
          { DATA_DIR: dir, PORT: "0" },
          { timeoutMs: 20_000 },
        );
        expect(result.code, result.stderr || `${dir}: no word, still running after 20 s`).toBe(1);
        expect(result.stderr).toBe(
          `prospectus: DATA_DIR: cannot use ${dir}: no directory can be made there; give a directory this process can write\n`,
        );
      }
    }
  });

  it("a first start killed during the demo import leaves no half store: the next start has every institute", async () => {
    const data = await tempDir();
    const [first, second] = [demoJson(0).institute.insName, demoJson(1).institute.insName];
    // Killed while the second institute is being written, the first one being written already.
    const killed = await serveUntil({ DATA_DIR: data, LOG_LEVEL: "debug" }, (line) =>
      line.includes(`"institute":${JSON.stringify(second)}`),
    );
    await stop(killed, "SIGKILL");
    const restarted = await serveUntil({ DATA_DIR: data }, (line) =>
      line.startsWith("Prospectus is serving"),
    );
    await stop(restarted, "SIGTERM");
    servedDataDir = data;
    const tenants = await prospectus(["tenants"], { DATA_DIR: data });
    expect(tenants.code, tenants.stderr).toBe(0);
    const names = tenants.stdout.trim().split("\n");
    expect(names).toHaveLength(2);
    expect(names.join("\n")).toContain(first);
    expect(names.join("\n")).toContain(second);
  }, 240_000);

  it("serves React Router's production build: no warning or stack trace for unknown paths or refused methods", async () => {
    const data = servedDataDir ?? (await tempDir());
    if (!servedDataDir) expect((await prospectus(["demo"], { DATA_DIR: data })).code).toBe(0);
    const output: string[] = [];
    const server = await serveUntil(
      { DATA_DIR: data },
      (l) => l.startsWith("Prospectus is"),
      output,
    );
    let stopped = false;
    try {
      const banner = output.find((line) => line.startsWith("Prospectus is")) ?? "";
      const port = Number(/port (\d+)/.exec(banner)?.[1]);
      for (const [method, path] of [
        ["GET", "/no-such-page"],
        ["GET", "/notice/no-such-id"],
        ["GET", "/no-such-page.data"],
        ["OPTIONS", "/"],
        ["OPTIONS", "/robots.txt"],
        ["TRACE", "/notice.data"],
      ] as const) {
        const reply = await get(port, path, { host: "localhost", method });
        expect(reply.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      }
      // Everything the server printed until it stopped: its banner, the host list it prints
      // with the banner (before it can take a request), then the stop's own log lines.
      await stop(server, "SIGTERM");
      stopped = true;
      const printed = output.indexOf(banner) + 1 + hostLinesAfter(output, banner);
      expect(output.slice(printed).filter((line) => !STOP_LOG.test(line))).toEqual([]);
    } finally {
      if (!stopped) await stop(server, "SIGTERM");
    }
  }, 240_000);

  it("stops on a bad setting with a message naming it", async () => {
    const result = await prospectus(["tenants"], { PORT: "eighty" });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("PORT");
  });

  it("explains an unknown command", async () => {
    const result = await prospectus(["frobnicate"]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("unknown command frobnicate");
  });
});

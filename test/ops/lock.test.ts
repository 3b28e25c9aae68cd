// The data directory's lock: of processes started together against a crashed owner's lock,
// exactly one takes it, every time; the socket is the owner's alone.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdir, mkdtemp, stat } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { acquireDirLock, DirLockedError, socketPathOf } from "#server/store/lock.server.ts";

const CONTENDER = "test/support/lock-contender.ts";

interface Contender {
  child: ChildProcess;
  /** "won" once it holds the lock, or "lost" when it exited refused. */
  outcome: Promise<"won" | "lost">;
}

function contend(dataDir: string): Contender {
  const child = spawn(process.execPath, ["--import", "tsx", CONTENDER, dataDir], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const outcome = new Promise<"won" | "lost">((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.startsWith("won\n")) resolve("won");
    });
    child.once("exit", (code) => {
      if (code === 1 && out.startsWith("lost: ") && out.includes("in use by process")) {
        resolve("lost");
      } else reject(new Error(`contender exited ${code}: ${out}`));
    });
  });
  return { child, outcome };
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });
}

describe("data directory lock", () => {
  it("lets exactly one of several processes take a crashed owner's lock, in every trial", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "prospectus-lock-"));
    let holder = contend(dataDir);
    expect(await holder.outcome).toBe("won");
    for (let trial = 0; trial < 10; trial++) {
      // kill -9 leaves the socket behind, bound to nobody.
      await killHard(holder.child);
      await expect(stat(socketPathOf(dataDir))).resolves.toBeTruthy();
      const contenders = Array.from({ length: 4 }, () => contend(dataDir));
      const outcomes = await Promise.all(contenders.map((c) => c.outcome));
      expect(
        outcomes.filter((o) => o === "won"),
        `trial ${trial}: ${outcomes}`,
      ).toHaveLength(1);
      holder = contenders[outcomes.indexOf("won")]!;
    }
    await killHard(holder.child);
  }, 120_000);

  it("refuses a second owner in the same process, naming the holder, and frees on release", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "prospectus-lock-"));
    const lock = await acquireDirLock(dataDir);
    const refused = await acquireDirLock(dataDir).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DirLockedError);
    expect((refused as DirLockedError).message).toContain(`in use by process ${process.pid}`);
    // Only the machine's owner can reach the socket.
    expect((await stat(path.dirname(lock.socketPath))).mode & 0o777).toBe(0o700);
    expect((await stat(lock.socketPath)).mode & 0o777).toBe(0o600);
    await lock.release();
    const again = await acquireDirLock(dataDir);
    await again.release();
  });

  it("refuses a holder whose hello it cannot read, saying what is wrong with it", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "prospectus-lock-"));
    await mkdir(path.join(dataDir, "run"), { mode: 0o700 });
    const hellos = ["hello\n", `${JSON.stringify({ pid: "seven", accepts: ["import"] })}\n`];
    const holder = net.createServer((socket) => socket.end(hellos.shift() ?? ""));
    await new Promise<void>((resolve) => holder.listen(socketPathOf(dataDir), resolve));
    try {
      const notJson = await acquireDirLock(dataDir).catch((error: unknown) => error);
      expect(notJson).toBeInstanceOf(DirLockedError);
      expect((notJson as DirLockedError).holder).toBeNull();
      expect((notJson as DirLockedError).message).toContain(
        "in use by another process (its hello is not JSON)",
      );
      const malformed = await acquireDirLock(dataDir).catch((error: unknown) => error);
      expect(malformed).toBeInstanceOf(DirLockedError);
      expect((malformed as DirLockedError).holder).toBeNull();
      expect((malformed as DirLockedError).message).toMatch(
        /in use by another process \(its hello is malformed: pid: .*number/,
      );
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  });
});

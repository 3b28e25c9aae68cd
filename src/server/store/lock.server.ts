// PGlite does not lock its directory, and two processes on one folder silently lose rows.
// This lock file, created exclusively and holding the owner's pid, keeps a second one out.
import { rmSync } from "node:fs";
import { mkdir, open, readFile, rm } from "node:fs/promises";
import path from "node:path";

export interface DirLock {
  release(): Promise<void>;
}

export class DirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `the data directory ${dataDir} is in use by process ${pid}; stop that process or use another DATA_DIR`,
    );
  }
}

const LOCK_FILE = "prospectus.lock";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export async function acquireDirLock(dataDir: string): Promise<DirLock> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(file, "wx");
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      // On exit only synchronous work runs; a file left by a crash is detected as stale.
      const releaseSync = () => rmSync(file, { force: true });
      const release = async () => {
        process.off("exit", releaseSync);
        await rm(file, { force: true });
      };
      process.on("exit", releaseSync);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(await readFile(file, "utf8").catch(() => ""), 10);
      if (Number.isInteger(holder) && holder > 0 && (holder === process.pid || isAlive(holder))) {
        throw new DirLockedError(dataDir, holder);
      }
      // A stale lock of a process that is gone: take it over.
      await rm(file, { force: true });
    }
  }
  throw new Error(`cannot lock the data directory ${dataDir}`);
}

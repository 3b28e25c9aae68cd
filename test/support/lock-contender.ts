// A process that tries to take a data directory's lock, as a server starting does: prints
// "won" and holds the lock until it is killed, or prints "lost" and exits 1.
import { acquireDirLock, DirLockedError } from "#server/store/lock.server.ts";

const [dataDir] = process.argv.slice(2);
try {
  await acquireDirLock(dataDir!);
  process.stdout.write("won\n");
  setInterval(() => {}, 60_000);
} catch (error) {
  if (!(error instanceof DirLockedError)) throw error;
  process.stdout.write(`lost: ${error.message}\n`);
  process.exit(1);
}

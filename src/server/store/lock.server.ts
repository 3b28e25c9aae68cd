// PGlite does not lock its directory, and two processes on one folder silently lose rows.
// The owner of a data directory binds a Unix socket in a folder of it only the machine's
// owner can enter. Binding is atomic (a second bind fails), so of processes started together
// exactly one holds the store. The socket is also how other `prospectus` commands reach the
// owner (see control/): a socket nobody answers on is a crashed owner's, taken over under a
// second, kernel-released lock so that only one process can take it over.
import { unlinkSync } from "node:fs";
import { chmod, mkdir, stat, unlink } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { z } from "zod";
import { LineReader } from "#server/lines.server.ts";

/** The first line the owner writes on every connection. Read from whatever answers on the
 * socket, so through its schema; later versions may say more. */
const helloMessage = z.object({
  pid: z.number().int().positive(),
  /** The requests this owner answers (a server: import, export; a command: none). */
  accepts: z.array(z.string()),
});
export type Hello = z.infer<typeof helloMessage>;

export interface DirLock {
  readonly socketPath: string;
  /** Hands every later connection, after the hello, to `handler`, which answers `accepts`
   * (null: answers nothing, the connection is closed after the hello). */
  serve(accepts: string[], handler: ((socket: net.Socket) => void) | null): void;
  release(): Promise<void>;
}

export class DirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly socketPath: string,
    readonly holder: Hello | null,
    /** What was wrong with the hello of a holder that sent one this process cannot read. */
    unreadable?: string,
  ) {
    super(
      `the data directory ${dataDir} is in use by ${holder ? `process ${holder.pid}` : "another process"}${unreadable ? ` (its hello ${unreadable})` : ""}; stop that process or use another DATA_DIR`,
    );
  }
}

/** The longest path a Unix socket address holds on every supported system. */
const MAX_SOCKET_PATH = 103;
const HELLO_TIMEOUT_MS = 10_000;
/** A hello is a short line; what answers with a longer one is not an owner. */
const HELLO_MAX_BYTES = 64 * 1024;
const ACQUIRE_TIMEOUT_MS = 10_000;

export function socketPathOf(dataDir: string): string {
  return path.join(dataDir, "run", "prospectus.sock");
}

function listen(address: string): Promise<net.Server | NodeJS.ErrnoException> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", (error: NodeJS.ErrnoException) => resolve(error));
    server.listen(address, () => {
      server.removeAllListeners("error");
      resolve(server);
    });
  });
}

type Probe =
  | { state: "live"; hello: Hello | null; unreadable?: string }
  | { state: "stale" }
  | { state: "absent" };

/** What is wrong with a hello, or its Hello. */
function readHello(line: string): Hello | string {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    return "is not JSON";
  }
  const parsed = helloMessage.safeParse(json);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  return `is malformed: ${problems.join("; ")}`;
}

/** Who answers on the socket: its owner, nobody (a crashed owner's socket) or no socket. */
function probe(socketPath: string): Promise<Probe> {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    const done = (result: Probe) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const timer = setTimeout(() => done({ state: "live", hello: null }), HELLO_TIMEOUT_MS);
    socket.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ECONNREFUSED") done({ state: "stale" });
      else if (error.code === "ENOENT") done({ state: "absent" });
      // Busy (a full backlog) or cut off after connecting: someone is there.
      else done({ state: "live", hello: null });
    });
    socket.once("connect", () => {
      new LineReader(socket, HELLO_MAX_BYTES).next().then(
        (line) => {
          // Closed without a hello: someone accepted the connection.
          const read = line ? readHello(line.toString()) : null;
          done(
            typeof read === "string"
              ? { state: "live", hello: null, unreadable: read }
              : { state: "live", hello: read },
          );
        },
        () => done({ state: "live", hello: null, unreadable: "is too long" }),
      );
    });
  });
}

/**
 * Held while some process takes over a stale socket. Linux releases an abstract socket when
 * its process dies, so this lock cannot go stale; it is named by the directory's identity.
 */
async function takeoverLock(dataDir: string, runDir: string): Promise<net.Server | null> {
  const { dev, ino } = await stat(dataDir);
  const address =
    process.platform === "linux"
      ? `\0prospectus-takeover-${dev}-${ino}`
      : path.join(runDir, "takeover.sock");
  const result = await listen(address);
  return result instanceof net.Server ? result : null;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `mkdir -p`, one level at a time. Node's recursive mkdir retries for ever where mkdir answers
 * ENOENT under a parent that exists (anywhere in /proc, say), spinning without a word; here
 * that second ENOENT is thrown.
 */
async function makeDirectory(dir: string, mode: number): Promise<void> {
  try {
    await mkdir(dir, { mode });
    return;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST" && (await stat(dir)).isDirectory()) return;
    const parent = path.dirname(dir);
    if (code !== "ENOENT" || parent === dir) throw error;
  }
  await makeDirectory(path.dirname(dir), mode);
  try {
    await mkdir(dir, { mode });
  } catch (error) {
    // Made by another process meanwhile.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    if (!(await stat(dir)).isDirectory()) throw error;
  }
}

export async function acquireDirLock(dataDir: string): Promise<DirLock> {
  const runDir = path.join(dataDir, "run");
  const socketPath = socketPathOf(dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    throw new Error(
      `the data directory ${dataDir} has too long a path for its lock socket (at most ${MAX_SOCKET_PATH - 20} characters); use a shorter DATA_DIR`,
    );
  }
  await makeDirectory(runDir, 0o700);
  await chmod(runDir, 0o700);
  const deadline = Date.now() + ACQUIRE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const bound = await listen(socketPath);
    if (bound instanceof net.Server) return await holding(bound, socketPath);
    if (bound.code !== "EADDRINUSE") throw bound;
    const found = await probe(socketPath);
    if (found.state === "live") {
      throw new DirLockedError(dataDir, socketPath, found.hello, found.unreadable);
    }
    if (found.state === "absent") continue;
    const takeover = await takeoverLock(dataDir, runDir);
    if (!takeover) {
      // Another process is taking the stale socket over: see who wins.
      await pause(20 + Math.random() * 30);
      continue;
    }
    try {
      // Only a holder of the takeover lock removes a socket, so a socket still refusing
      // connections now is the crashed owner's, and nobody else's can replace it meanwhile.
      if ((await probe(socketPath)).state === "stale") await unlink(socketPath).catch(() => {});
      const retried = await listen(socketPath);
      if (retried instanceof net.Server) return await holding(retried, socketPath);
      if (retried.code !== "EADDRINUSE") throw retried;
    } finally {
      await new Promise((resolve) => takeover.close(resolve));
    }
  }
  throw new Error(`cannot lock the data directory ${dataDir}`);
}

async function holding(server: net.Server, socketPath: string): Promise<DirLock> {
  let accepts: string[] = [];
  let handler: ((socket: net.Socket) => void) | null = null;
  server.on("connection", (socket) => {
    socket.on("error", () => {});
    const hello: Hello = { pid: process.pid, accepts };
    socket.write(`${JSON.stringify(hello)}\n`);
    if (handler) handler(socket);
    else socket.end();
  });
  // The socket must not keep the process alive: a command exits when its work is done.
  server.unref();
  // On exit only synchronous work runs; a socket left by a crash is detected as stale.
  const removeSync = () => {
    try {
      unlinkSync(socketPath);
    } catch {
      // Already gone.
    }
  };
  process.on("exit", removeSync);
  await chmod(socketPath, 0o600);
  return {
    socketPath,
    serve(names, onConnection) {
      accepts = names;
      handler = onConnection;
    },
    async release() {
      process.off("exit", removeSync);
      // Closing a listening Unix socket removes its file.
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

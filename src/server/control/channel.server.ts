// The owner of an embedded store answers `prospectus import`, `export` and `disclosure` run by other
// processes, over the data directory's lock socket (reachable by the machine's owner only).
// One JSON message per line: the command sends a request and the owner answers with one last
// line: the result, or a failure. An import is a conversation (decision 064): the command,
// which validated the bundle itself, sends what the store writes part by part, each part
// once the owner has written the one before, then asks it to commit.
import net from "node:net";
import { createInterface } from "node:readline";
import type { z } from "zod";
import { bundle as bundleSchema } from "#contract/index.ts";
import { readTenantExport, type TenantExport } from "#server/content/bundle-io.server.ts";
import {
  instituteDisclosures,
  type InstituteDisclosure,
} from "#server/content/disclosure.server.ts";
import type { Logger } from "#server/logger.server.ts";
import type { Db } from "#server/store/db.server.ts";
import type { DirLock } from "#server/store/lock.server.ts";
import {
  ForeignClaims,
  UnknownHost,
  writeTenants,
  type TenantPart,
} from "#server/store/tenants.server.ts";
import {
  answer as answerSchema,
  importLine,
  MalformedMessage,
  parseLine,
  request as requestSchema,
  type Answer,
  type ImportLine,
  type Request,
  type WirePart,
} from "./messages.server.ts";

type Media = Record<string, string>;

const CONTROL_OPS = ["import", "export", "disclosure"] as const;

/**
 * How long the owner waits for an import's next part. It holds the import's transaction
 * meanwhile, which on PGlite keeps every other query waiting: a command stopped half-way
 * must not stop the site.
 */
const PART_WAIT_MS = 60_000;

const base64 = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64");
const unbase64 = (text: string) => new Uint8Array(Buffer.from(text, "base64"));

function toWire(part: TenantPart): WirePart {
  if (part.part === "tenant") {
    return { part: "tenant", tenant: { ...part.tenant, bundleGz: base64(part.tenant.bundleGz) } };
  }
  if (part.part === "media") {
    return { part: "media", file: { ...part.file, bytes: base64(part.file.bytes) } };
  }
  return part;
}

function fromWire(part: WirePart): TenantPart {
  if (part.part === "tenant") {
    return { part: "tenant", tenant: { ...part.tenant, bundleGz: unbase64(part.tenant.bundleGz) } };
  }
  if (part.part === "media") {
    return { part: "media", file: { ...part.file, bytes: unbase64(part.file.bytes) } };
  }
  return part;
}

function encodeMedia(files: Iterable<[string, Uint8Array]>): Media {
  const out: Media = {};
  for (const [key, bytes] of files) out[key] = base64(bytes);
  return out;
}

function decodeMedia(media: Media): Map<string, Uint8Array> {
  return new Map(Object.entries(media).map(([key, text]) => [key, unbase64(text)]));
}

function send(socket: net.Socket, message: Request | ImportLine | Answer): void {
  socket.write(`${JSON.stringify(message)}\n`);
}

/** The lines a socket receives, taken one at a time; null once it is closed. */
class Lines {
  private readonly queued: string[] = [];
  private waiting: ((line: string | null) => void) | null = null;
  private closed = false;

  constructor(socket: net.Socket) {
    const lines = createInterface({ input: socket, crlfDelay: Infinity });
    lines.on("line", (line) => {
      if (this.waiting) this.take(line);
      else this.queued.push(line);
    });
    const close = () => {
      this.closed = true;
      this.take(null);
    };
    lines.once("close", close);
    socket.once("close", close);
  }

  private take(line: string | null): void {
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.(line);
  }

  /** The next line; after `waitMs` without one, an error. */
  next(waitMs?: number): Promise<string | null> {
    const line = this.queued.shift();
    if (line !== undefined) return Promise.resolve(line);
    if (this.closed) return Promise.resolve(null);
    return new Promise((resolve, reject) => {
      const timer = waitMs
        ? setTimeout(() => {
            this.waiting = null;
            reject(new Error(`the command sent nothing for ${waitMs / 1000} s`));
          }, waitMs)
        : null;
      this.waiting = (received) => {
        if (timer) clearTimeout(timer);
        resolve(received);
      };
    });
  }

  /** The next line read as `what` by its schema; null once the socket is closed. A line that
   * is not that message is a MalformedMessage naming what is wrong in it. */
  async message<S extends z.ZodType>(
    schema: S,
    what: string,
    waitMs?: number,
  ): Promise<z.infer<S> | null> {
    const line = await this.next(waitMs);
    return line === null ? null : parseLine(schema, line, what);
  }
}

export interface ControlEvents {
  /** After an import committed (or was refused): for counts. */
  imported?(outcome: "imported" | "rejected" | "failed"): void;
}

export interface ControlService {
  /** Takes no new requests and waits for those being answered. */
  stop(): Promise<void>;
}

/** Makes the store's owner answer other commands' imports and exports. */
export function serveControl(
  lock: DirLock,
  db: Db,
  logger: Logger,
  events: ControlEvents = {},
): ControlService {
  const active = new Set<Promise<void>>();
  lock.serve([...CONTROL_OPS], (socket) => {
    const work = answer(socket, new Lines(socket), db, logger, events).finally(() => {
      socket.end();
      active.delete(work);
    });
    active.add(work);
  });
  return {
    async stop() {
      lock.serve([], null);
      await Promise.all(active);
    },
  };
}

/**
 * An import's parts as the command sends them, each answered `written` once the store took
 * it. A connection closed before the word to commit fails the import, which then writes
 * nothing.
 */
async function* receivedParts(socket: net.Socket, lines: Lines): AsyncGenerator<TenantPart> {
  for (;;) {
    const line = await lines.message(importLine, "an import's line", PART_WAIT_MS);
    if (line === null) throw new Error("the import was cut off before its end");
    if ("commit" in line) return;
    yield fromWire(line.part);
    send(socket, { type: "written" });
  }
}

async function answer(
  socket: net.Socket,
  lines: Lines,
  db: Db,
  logger: Logger,
  events: ControlEvents,
): Promise<void> {
  let request: Request | null;
  try {
    request = await lines.message(requestSchema, "the request");
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return send(socket, { type: "failed", message });
  }
  if (!request) return;
  try {
    if (request.op === "import") {
      const tenants = await writeTenants(db, receivedParts(socket, lines));
      logger.info({ tenants }, "imported a bundle");
      events.imported?.("imported");
      return send(socket, { type: "imported" });
    }
    if (request.op === "export") {
      const { bundle, media } = await readTenantExport(db, request.host);
      return send(socket, {
        type: "exported",
        json: bundle,
        media: encodeMedia(media),
      });
    }
    if (request.op === "disclosure") {
      return send(socket, {
        type: "disclosure",
        list: await instituteDisclosures(db, request.host),
      });
    }
  } catch (error) {
    if (error instanceof ForeignClaims) {
      events.imported?.("rejected");
      return send(socket, { type: "claimed", claims: error.claims });
    }
    if (request.op === "import") events.imported?.("failed");
    // What the command named or sent wrong: its answer, not the owner's fault to log.
    if (error instanceof UnknownHost || error instanceof MalformedMessage)
      return send(socket, { type: "failed", message: error.message });
    logger.error({ err: error }, "a request of another command failed");
    send(socket, { type: "failed", message: (error as Error).message });
  }
}

/** A connection to the store's owner, its hello read. */
async function connect(socketPath: string): Promise<{ socket: net.Socket; lines: Lines }> {
  const socket = net.connect(socketPath);
  await new Promise<void>((resolve, reject) => {
    socket.once("error", reject);
    socket.once("connect", () => {
      socket.off("error", reject);
      // A write the owner no longer reads; its answer, or the closed connection, says why.
      socket.on("error", () => {});
      resolve();
    });
  });
  const lines = new Lines(socket);
  await lines.next();
  return { socket, lines };
}

/** The owner's next answer; an error when it closed the connection without one. */
async function answerFrom(lines: Lines): Promise<Answer> {
  let message: Answer | null;
  try {
    message = await lines.message(answerSchema, "the answer of the process holding the store");
  } catch (error) {
    if (error instanceof MalformedMessage) throw new HolderFailed(error.message);
    throw error;
  }
  if (message) return message;
  throw new Error("the process holding the store closed the connection without an answer");
}

/** Sends one request to the store's owner and waits for its answer. */
async function ask(socketPath: string, request: Request): Promise<Answer> {
  const { socket, lines } = await connect(socketPath);
  try {
    send(socket, request);
    return await answerFrom(lines);
  } finally {
    socket.end();
  }
}

/** The process holding the store could not do what was asked, and said why. */
export class HolderFailed extends Error {}

function unexpected(answer: Answer): never {
  if (answer.type === "claimed") throw new ForeignClaims(answer.claims);
  throw new HolderFailed(answer.type === "failed" ? answer.message : "unexpected answer");
}

/**
 * Has the process holding the store write an import's parts (see `importBundle`), sending
 * each once the one before is written, so that it holds one part at a time.
 */
export async function importThrough(
  socketPath: string,
  parts: AsyncIterable<TenantPart>,
): Promise<void> {
  const next = parts[Symbol.asyncIterator]();
  // The first part is made before the owner opens its transaction for the import.
  let part = await next.next();
  const { socket, lines } = await connect(socketPath);
  try {
    send(socket, { op: "import" });
    while (!part.done) {
      send(socket, { part: toWire(part.value) });
      const answer = await answerFrom(lines);
      if (answer.type !== "written") return unexpected(answer);
      part = await next.next();
    }
    send(socket, { commit: true });
    const answer = await answerFrom(lines);
    if (answer.type !== "imported") unexpected(answer);
  } finally {
    socket.end();
    await next.return?.();
  }
}

/** Reads the institute served on `host` through the process holding the store. */
export async function exportThrough(socketPath: string, host: string): Promise<TenantExport> {
  const answer = await ask(socketPath, { op: "export", host });
  if (answer.type !== "exported") return unexpected(answer);
  return { bundle: bundleSchema.parse(answer.json), media: decodeMedia(answer.media) };
}

/** The disclosure reports of `host` (or of every institute) from the process holding the store. */
export async function disclosureThrough(
  socketPath: string,
  host: string | null,
): Promise<InstituteDisclosure[]> {
  const answer = await ask(socketPath, { op: "disclosure", host });
  if (answer.type !== "disclosure") return unexpected(answer);
  return answer.list;
}

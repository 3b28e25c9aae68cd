// The owner of an embedded store answers `prospectus import`, `export` and `disclosure` run by other
// processes, over the data directory's lock socket (reachable by the machine's owner only).
// One JSON message per line: the command sends a request and the owner answers with one last
// line: the result, or a failure. An import is a conversation (decision 064): the command,
// which validated the bundle itself, sends what the store writes part by part, each part
// once the owner has kept the one before, then asks it to commit. The owner keeps the parts
// in a spool file and writes them only then: it never holds the store's transaction while it
// waits on another process.
import { randomUUID } from "node:crypto";
import { constants as bufferLimits } from "node:buffer";
import { createReadStream, readdirSync, rmSync } from "node:fs";
import { open, rm } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
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
  rejectForeignClaims,
  UnknownHost,
  writeTenants,
  type TenantPart,
  type WrittenTenant,
} from "#server/store/tenants.server.ts";
import { within } from "#server/within.server.ts";
import { LineReader, LineTooLong, NoLineInTime, sizeInWords } from "#server/lines.server.ts";
import {
  answer as answerSchema,
  importLine,
  MalformedMessage,
  parseLine,
  partLine,
  request as requestSchema,
  type Answer,
  type ImportLine,
  type Request,
  type WirePart,
} from "./messages.server.ts";

type Media = Record<string, string>;

const CONTROL_OPS = ["import", "export", "disclosure"] as const;

/**
 * The longest line the owner reads. An import's longest is one media file base64-encoded, a
 * third longer than the file (a 48 MB PDF makes a 64 MB line); a tenant's head (its compressed
 * bundle, a few MB) and a part of documents (at most 1,000,000 characters) are far shorter.
 * The command refuses to send a longer line, naming its part.
 */
export const MAX_LINE_BYTES = 256 * 2 ** 20;

/** The longest answer a command reads: an export, a whole institute with its media, may be as
 * long as a string can be. */
const MAX_ANSWER_BYTES = bufferLimits.MAX_STRING_LENGTH;

/** A command sends its request as it connects. */
const REQUEST_WAIT_MS = 5_000;

/** How long the owner keeps a last answer its command does not read. */
const ANSWER_WAIT_MS = 60_000;

/**
 * How long the owner waits for an import's next part. It holds no transaction meanwhile, only
 * the spool and the connection, which a command stopped half-way must not keep for ever.
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

export interface ControlEvents {
  /** After an import committed (or was refused): for counts. */
  imported?(outcome: "imported" | "rejected" | "failed"): void;
}

export interface ControlService {
  /**
   * Takes no new requests and closes the connections that sent none; lets those being answered
   * finish within `deadlineMs`, then cuts them. An import cut off writes nothing.
   */
  stop(deadlineMs: number): Promise<void>;
}

/** One connection of another command, from its hello to its last answer. */
interface Conversation {
  socket: net.Socket;
  lines: LineReader;
  /** Its request came: until then, stopping closes it at once. */
  started: boolean;
  /** Aborted when the server stops: an import being written is rolled back. */
  stopping: AbortController;
  /** Where an import's parts wait until the word to commit. */
  spool: string;
}

const SPOOL = /^import-.+\.spool$/;

/**
 * Spools an owner left when it was killed. This process holds the lock, and its own spools are
 * named afresh, so none listed now is in use.
 */
function removeStaleSpools(runDir: string): void {
  for (const name of readdirSync(runDir)) {
    if (SPOOL.test(name)) rmSync(path.join(runDir, name), { force: true });
  }
}

/** Makes the store's owner answer other commands' imports and exports. */
export function serveControl(
  lock: DirLock,
  db: Db,
  logger: Logger,
  events: ControlEvents = {},
): ControlService {
  const runDir = path.dirname(lock.socketPath);
  removeStaleSpools(runDir);
  const active = new Map<Conversation, Promise<void>>();
  lock.serve([...CONTROL_OPS], (socket) => {
    const conversation: Conversation = {
      socket,
      lines: new LineReader(socket, MAX_LINE_BYTES),
      started: false,
      stopping: new AbortController(),
      spool: path.join(runDir, `import-${randomUUID()}.spool`),
    };
    const work = answer(conversation, db, logger, events)
      .catch((error: unknown) => logger.error({ err: error }, "a control connection failed"))
      .finally(() => {
        conversation.lines.close();
        // Once the last answer is written: a peer still sending is not read, and one that
        // does not read its answer does not keep it here.
        socket.destroySoon();
        setTimeout(() => socket.destroy(), ANSWER_WAIT_MS).unref();
        active.delete(conversation);
      });
    active.set(conversation, work);
  });
  return {
    async stop(deadlineMs) {
      lock.serve([], null);
      for (const conversation of active.keys()) {
        if (!conversation.started) conversation.socket.destroy();
      }
      const settled = () => Promise.all(active.values());
      await within(settled(), deadlineMs, () => undefined);
      for (const conversation of active.keys()) {
        conversation.stopping.abort(new ImportCutOff("the server stopped before the import's end"));
        conversation.socket.destroy();
      }
      // An import being written stops at its next part.
      await settled();
    },
  };
}

/** An import whose command went away, or whose server stopped, before its end. */
class ImportCutOff extends Error {}

/**
 * Receives an import's parts, each validated, kept in the spool and answered `written`; on the
 * word to commit, writes them in one transaction. On PGlite every other query waits for an
 * open transaction: one held while the command might be stopped would stop the site.
 */
async function importSpooled(conversation: Conversation, db: Db): Promise<WrittenTenant[]> {
  const { socket, lines, spool: file, stopping } = conversation;
  const spool = await open(file, "wx", 0o600);
  try {
    let parts = 0;
    for (;;) {
      const raw = await lines.next(PART_WAIT_MS, "the import's next part");
      if (raw === null) throw new ImportCutOff("the import was cut off before its end");
      const line = parseLine(importLine, raw.toString(), "an import's line");
      if ("commit" in line) break;
      // Refused before the command sends the rest, as a local import is; checked again as
      // it is written.
      if (line.part.part === "tenant") await rejectForeignClaims(db, line.part.tenant);
      await spool.writeFile(raw);
      await spool.writeFile("\n");
      parts += 1;
      send(socket, { type: "written" });
    }
    return await writeTenants(db, spooledParts(file, parts, stopping.signal));
  } finally {
    await spool.close();
    await rm(file, { force: true });
  }
}

/** The parts of a spool, one at a time; an error once the server is stopping. */
async function* spooledParts(
  file: string,
  count: number,
  stopping: AbortSignal,
): AsyncGenerator<TenantPart> {
  const input = createReadStream(file, { highWaterMark: 2 ** 20 });
  const lines = new LineReader(input, MAX_LINE_BYTES);
  try {
    for (let read = 0; read < count; read += 1) {
      stopping.throwIfAborted();
      const raw = await lines.next();
      if (raw === null) throw lines.error ?? new Error(`the import's spool ended at part ${read}`);
      yield fromWire(parseLine(partLine, raw.toString(), "a spooled part").part);
    }
  } finally {
    lines.close();
    input.destroy();
  }
}

async function answer(
  conversation: Conversation,
  db: Db,
  logger: Logger,
  events: ControlEvents,
): Promise<void> {
  const { socket, lines } = conversation;
  let request: Request;
  try {
    const line = await lines.next(REQUEST_WAIT_MS, "the request");
    if (line === null) return;
    request = parseLine(requestSchema, line.toString(), "the request");
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return send(socket, { type: "failed", message });
  }
  conversation.started = true;
  try {
    if (request.op === "import") {
      const tenants = await importSpooled(conversation, db);
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
    if (error instanceof ImportCutOff) {
      logger.warn(`${error.message}: nothing of it was written`);
      return send(socket, { type: "failed", message: error.message });
    }
    // What the command named or sent wrong: its answer, not the owner's fault to log.
    if (
      error instanceof UnknownHost ||
      error instanceof MalformedMessage ||
      error instanceof LineTooLong ||
      error instanceof NoLineInTime
    ) {
      return send(socket, { type: "failed", message: error.message });
    }
    logger.error({ err: error }, "a request of another command failed");
    send(socket, { type: "failed", message: (error as Error).message });
  }
}

/** A connection to the store's owner, its hello read. */
async function connect(socketPath: string): Promise<{ socket: net.Socket; lines: LineReader }> {
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
  const lines = new LineReader(socket, MAX_ANSWER_BYTES);
  await lines.next();
  return { socket, lines };
}

/** The owner's next answer; an error when it closed the connection without one. */
async function answerFrom(lines: LineReader): Promise<Answer> {
  const line = await lines.next().catch((error: unknown) => {
    throw error instanceof LineTooLong ? new HolderFailed(error.message) : error;
  });
  if (line === null) {
    throw new Error("the process holding the store closed the connection without an answer");
  }
  try {
    return parseLine(answerSchema, line.toString(), "the answer of the process holding the store");
  } catch (error) {
    throw error instanceof MalformedMessage ? new HolderFailed(error.message) : error;
  }
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

/** A part of an import longer, as a line, than the process holding the store reads. */
export class PartTooLarge extends Error {
  constructor(part: TenantPart, lineBytes: number) {
    super(
      `${partName(part)} makes a line of ${sizeInWords(lineBytes)} for the process holding the store, over the ${sizeInWords(MAX_LINE_BYTES)} it reads; nothing was imported`,
    );
  }
}

function partName(part: TenantPart): string {
  if (part.part === "tenant") return `the head of ${part.tenant.name} (its compressed bundle)`;
  if (part.part === "media") {
    return `the media file ${part.file.key} (${sizeInWords(part.file.bytes.byteLength)})`;
  }
  if (part.part === "docs") return `a part of ${part.rows.length} documents`;
  return `a part of ${part.entries.length} search entries`;
}

/** The line that carries `part`, or a PartTooLarge: never one the owner would refuse. */
function lineOf(part: TenantPart): string {
  const bytes =
    part.part === "tenant" ? part.tenant.bundleGz : part.part === "media" ? part.file.bytes : null;
  // Its bytes alone, base64-encoded, may be too long to encode.
  const encoded = bytes ? Math.ceil(bytes.byteLength / 3) * 4 : 0;
  if (encoded > MAX_LINE_BYTES) throw new PartTooLarge(part, encoded);
  const line = JSON.stringify({ part: toWire(part) } satisfies ImportLine);
  const length = Buffer.byteLength(line);
  if (length > MAX_LINE_BYTES) throw new PartTooLarge(part, length);
  return `${line}\n`;
}

function unexpected(answer: Answer): never {
  if (answer.type === "claimed") throw new ForeignClaims(answer.claims);
  throw new HolderFailed(answer.type === "failed" ? answer.message : "unexpected answer");
}

/**
 * Has the process holding the store write an import's parts (see `importBundle`), sending
 * each once the one before is kept, so that it holds one part at a time.
 */
export async function importThrough(
  socketPath: string,
  parts: AsyncIterable<TenantPart>,
): Promise<void> {
  const next = parts[Symbol.asyncIterator]();
  const lineAfter = async () => {
    const part = await next.next();
    return part.done ? null : lineOf(part.value);
  };
  // The first part (the compressed bundle) is made before connecting: the owner gives a
  // connection a few seconds to ask, and a minute for each part.
  let line = await lineAfter();
  const { socket, lines } = await connect(socketPath);
  try {
    send(socket, { op: "import" });
    while (line !== null) {
      socket.write(line);
      const answer = await answerFrom(lines);
      if (answer.type !== "written") return unexpected(answer);
      line = await lineAfter();
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

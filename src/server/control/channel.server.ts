// The owner of an embedded store answers `prospectus import`, `export` and `disclosure` run by other
// processes, over the data directory's lock socket (reachable by the machine's owner only).
// One JSON message per line: the command sends one request; the owner answers with progress
// lines and one last line: the result, the bundle's problems, or a failure.
import net from "node:net";
import { createInterface } from "node:readline";
import { bundle as bundleSchema, type Problem } from "#contract/index.ts";
import {
  importBundle,
  readTenantExport,
  type BundleSource,
  type ImportResult,
  type TenantExport,
} from "#server/content/bundle-io.server.ts";
import {
  instituteDisclosures,
  type InstituteDisclosure,
} from "#server/content/disclosure.server.ts";
import type { Logger } from "#server/logger.server.ts";
import type { Db } from "#server/store/db.server.ts";
import type { DirLock } from "#server/store/lock.server.ts";
import { ImportRejected, UnknownHost } from "#server/store/tenants.server.ts";

type Media = Record<string, string>;

type Request =
  | { op: "import"; json: unknown; media: Media }
  | { op: "export"; host: string }
  | { op: "disclosure"; host: string | null };

type Answer =
  | { type: "progress"; done: number; total: number }
  | { type: "imported"; result: ImportResult }
  | { type: "exported"; json: unknown; media: Media }
  | { type: "disclosure"; list: InstituteDisclosure[] }
  | { type: "rejected"; problems: Problem[] }
  | { type: "failed"; message: string };

export const CONTROL_OPS = ["import", "export", "disclosure"] as const;

function encodeMedia(files: Iterable<[string, Uint8Array]>): Media {
  const out: Media = {};
  for (const [key, bytes] of files) out[key] = Buffer.from(bytes).toString("base64");
  return out;
}

function decodeMedia(media: Media): Map<string, Uint8Array> {
  return new Map(Object.entries(media).map(([key, text]) => [key, Buffer.from(text, "base64")]));
}

function send(socket: net.Socket, message: Request | Answer): void {
  socket.write(`${JSON.stringify(message)}\n`);
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
    const lines = createInterface({ input: socket, crlfDelay: Infinity });
    lines.once("line", (line) => {
      lines.close();
      const work = answer(socket, line, db, logger, events).finally(() => {
        socket.end();
        active.delete(work);
      });
      active.add(work);
    });
  });
  return {
    async stop() {
      lock.serve([], null);
      await Promise.all(active);
    },
  };
}

/**
 * Answers one request line. Not async itself: the line, tens of megabytes for a large
 * bundle, is not kept while the request is carried out, only what was parsed from it.
 */
function answer(
  socket: net.Socket,
  line: string,
  db: Db,
  logger: Logger,
  events: ControlEvents,
): Promise<void> {
  let request: Request;
  try {
    request = JSON.parse(line) as Request;
  } catch {
    send(socket, { type: "failed", message: "the request is not JSON" });
    return Promise.resolve();
  }
  return carryOut(socket, request, db, logger, events);
}

async function carryOut(
  socket: net.Socket,
  request: Request,
  db: Db,
  logger: Logger,
  events: ControlEvents,
): Promise<void> {
  try {
    if (request.op === "import") {
      const source: BundleSource = { json: request.json, media: decodeMedia(request.media) };
      const result = await importBundle(db, source, (done, total) =>
        send(socket, { type: "progress", done, total }),
      );
      logger.info({ tenant: result.tenantId, documents: result.documents }, "imported a bundle");
      events.imported?.("imported");
      return send(socket, { type: "imported", result });
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
    send(socket, { type: "failed", message: "unknown request" });
  } catch (error) {
    if (error instanceof ImportRejected) {
      events.imported?.("rejected");
      return send(socket, { type: "rejected", problems: error.problems });
    }
    if (request.op === "import") events.imported?.("failed");
    if (error instanceof UnknownHost)
      return send(socket, { type: "failed", message: error.message });
    logger.error({ err: error }, "a request of another command failed");
    send(socket, { type: "failed", message: (error as Error).message });
  }
}

/** Sends one request to the store's owner and waits for its last answer. */
function ask(
  socketPath: string,
  request: Request,
  onProgress: (done: number, total: number) => void = () => {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let hello = false;
    let last: Answer | null = null;
    socket.once("error", reject);
    socket.once("connect", () => send(socket, request));
    const lines = createInterface({ input: socket, crlfDelay: Infinity });
    lines.on("line", (line) => {
      if (!hello) {
        hello = true;
        return;
      }
      const message = JSON.parse(line) as Answer;
      if (message.type === "progress") onProgress(message.done, message.total);
      else last = message;
    });
    lines.once("close", () => {
      if (last) resolve(last);
      else
        reject(new Error("the process holding the store closed the connection without an answer"));
    });
  });
}

/** The process holding the store could not do what was asked, and said why. */
export class HolderFailed extends Error {}

function unexpected(answer: Answer): never {
  if (answer.type === "rejected") throw new ImportRejected(answer.problems);
  throw new HolderFailed(answer.type === "failed" ? answer.message : "unexpected answer");
}

/** Imports a bundle through the process holding the store. */
export async function importThrough(
  socketPath: string,
  source: BundleSource,
  onProgress?: (done: number, total: number) => void,
): Promise<ImportResult> {
  const answer = await ask(
    socketPath,
    { op: "import", json: source.json, media: encodeMedia(source.media) },
    onProgress,
  );
  if (answer.type === "imported") return answer.result;
  return unexpected(answer);
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

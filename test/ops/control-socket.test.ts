// The control socket of a server holding the embedded store, as hostile or unlucky clients meet
// it: commands killed, stopped or silent, lines without end. The server goes on serving, stops
// when told to, and an import is written whole or not at all.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { cp, readdir, readFile } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpointUrl, type Bundle } from "#contract/index.ts";
import { writeBundleDir, type BundleSource } from "#server/content/bundle-io.server.ts";
import { importThrough, MAX_LINE_BYTES } from "#server/control/channel.server.ts";
import { socketPathOf } from "#server/store/lock.server.ts";
import type { TenantPart } from "#server/store/tenants.server.ts";
import { minimalTenant } from "#demo/minimal.server.ts";
import { demoJson, syntheticId } from "#test/support/bundles.ts";
import { get } from "#test/support/http.ts";
import {
  prospectus,
  startCommand,
  startServerProcess,
  tempDir,
  type ServerProcess,
} from "#test/support/process.ts";

const MiB = 2 ** 20;
const STALL_HOST = "college91.bench.example.in";

/** A store holding the demo institutes, copied for each server. */
let demoStore: string;

beforeAll(async () => {
  demoStore = await tempDir();
  const loaded = await prospectus(["demo"], { DATA_DIR: demoStore });
  expect(loaded.code, loaded.stderr).toBe(0);
}, 180_000);

async function serverOnDemo(env: Record<string, string> = {}) {
  const dataDir = await tempDir();
  await cp(demoStore, dataDir, { recursive: true });
  const server = await startServerProcess({ DATA_DIR: dataDir, ...env });
  return { server, dataDir };
}

/**
 * An institute whose `files` notices each carry a PDF of their own: an import of as many
 * parts, long enough to be caught half-way. Notices are titled `title 1`, `title 2`…
 */
function stallBundle(title: string, files = 150): BundleSource & { json: Bundle } {
  const { json, media } = minimalTenant(90);
  const model = demoJson(0).notices[0];
  if (!model) throw new Error("the demo has no notices");
  json.notices = Array.from({ length: files }, (_, i) => {
    const key = `stall/notice-${i + 1}.pdf`;
    media.set(key, randomBytes(256 * 1024));
    return {
      ...model,
      _id: syntheticId(800_000 + i),
      insAnnTitle: `${title} ${i + 1}`,
      announcementDocument: [
        {
          _id: syntheticId(810_000 + i),
          documentName: `Notice ${i + 1}`,
          documentKey: key,
          documentType: "pdf",
        },
      ],
    };
  });
  return { json, media };
}

async function bundleDir(source: BundleSource): Promise<string> {
  const dir = path.join(await tempDir(), "bundle");
  await writeBundleDir(source, dir);
  return dir;
}

/** The titles of the stall institute's notices, read through the server's export; null when
 * the store holds no such institute. */
async function stallTitles(dataDir: string): Promise<string[] | null> {
  const out = path.join(await tempDir(), "export");
  const exported = await prospectus(["export", STALL_HOST, out], { DATA_DIR: dataDir });
  if (exported.code !== 0) {
    expect(exported.stderr).toContain(`no institute is served on the host ${STALL_HOST}`);
    return null;
  }
  const json = JSON.parse(await readFile(path.join(out, "bundle.json"), "utf8")) as Bundle;
  const files = await readdir(path.join(out, "media", "stall"));
  expect(files.length, "every notice's file exported").toBe(json.notices.length);
  return json.notices.map((n) => n.insAnnTitle).sort();
}

const titles = (title: string, files = 150) =>
  Array.from({ length: files }, (_, i) => `${title} ${i + 1}`).sort();

/** `prospectus import` of `dir`, caught once it has said how far it got, before the end. */
async function importCaughtHalfWay(dir: string, dataDir: string) {
  const command = startCommand(["import", dir], { DATA_DIR: dataDir });
  await command.said(/importing: \d+\/\d+/);
  return command;
}

/** A connection to the control socket, its hello read; what the server sends after it. */
async function controlConnection(dataDir: string) {
  const socket = net.connect(socketPathOf(dataDir));
  socket.on("error", () => {});
  let received = "";
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  const hello = new Promise<void>((resolve, reject) => {
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString();
      if (received.includes("\n")) resolve();
    });
    void closed.then(() => reject(new Error("closed before its hello")));
  });
  await hello;
  return {
    socket,
    closed,
    /** The lines after the hello. */
    lines: () => received.split("\n").slice(1, -1),
  };
}

function healthy(server: ServerProcess) {
  return get(server.port, "/healthz", { host: "localhost", timeoutMs: 10_000 });
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("clients that leave, stall or send too much", () => {
  let server: ServerProcess;
  let dataDir: string;

  beforeAll(async () => {
    ({ server, dataDir } = await serverOnDemo());
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
  });

  it("goes on serving after clients that leave without reading its answer", async () => {
    for (let i = 0; i < 3; i += 1) {
      // What `node -e 'net.connect(sock); pause; destroy after 200 ms'` does.
      const socket = net.connect(socketPathOf(dataDir));
      socket.pause();
      await new Promise<void>((resolve, reject) => {
        socket.once("error", reject);
        socket.once("connect", () =>
          setTimeout(() => {
            socket.destroy();
            resolve();
          }, 200),
        );
      });
    }
    // A crash would come once the server reads the reset.
    await pause(1000);
    expect((await healthy(server)).status).toBe(200);
    expect((await get(server.port, "/", { host: "localhost" })).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  });

  it.each(["SIGKILL", "SIGINT"] as const)(
    "goes on serving, unchanged, after an import killed half-way with %s",
    async (signal) => {
      const dir = await bundleDir(stallBundle("Never written"));
      const command = await importCaughtHalfWay(dir, dataDir);
      // Stopped first, so that the server's last answer lies unread when it goes: the server
      // then reads a reset, not an end.
      command.child.kill("SIGSTOP");
      await pause(2000);
      command.child.kill(signal);
      command.child.kill("SIGCONT");
      expect(await command.exited).toBe(signal);
      expect(command.stderr()).not.toContain("(100%)");
      await pause(1000);
      expect((await healthy(server)).status).toBe(200);
      expect(server.child.exitCode).toBeNull();
      expect(await stallTitles(dataDir)).toBeNull();
      // Nothing of the import is left in the data directory.
      await expect
        .poll(() => readdir(path.join(dataDir, "run")), { timeout: 10_000 })
        .toEqual(["prospectus.sock"]);
    },
    120_000,
  );

  it("answers and closes a connection that sends no request", async () => {
    const connection = await controlConnection(dataDir);
    await connection.closed;
    expect(connection.lines().map((line) => JSON.parse(line))).toEqual([
      { type: "failed", message: "the request did not come in 5 s" },
    ]);
  }, 30_000);

  it("has the command refuse a part longer than the server reads, naming it, and write nothing", async () => {
    const json = demoJson(0);
    const notice = `/api${endpointUrl("noticeOne", { id: json.notices[0]!._id })}`;
    const before = await get(server.port, notice, { host: "localhost" });
    expect(before.status).toBe(200);
    const head: TenantPart = {
      part: "tenant",
      tenant: {
        id: json.institute._id,
        name: "Too large",
        hosts: json.hosts,
        docKeys: { kinds: [], ids: [] },
        mediaKeys: ["big.pdf"],
        bundleGz: gzipSync("{}"),
        disclosure: "{}",
        languages: null,
      },
    };
    // Its base64 is over the limit (a third more than the file); the bytes are never encoded.
    const bytes = new Uint8Array(200 * MiB);
    async function* parts(): AsyncGenerator<TenantPart> {
      yield head;
      yield {
        part: "media",
        file: { key: "big.pdf", contentType: "application/pdf", sha256: "0", bytes },
      };
    }
    await expect(importThrough(socketPathOf(dataDir), parts())).rejects.toThrow(
      "the media file big.pdf (200 MiB) makes a line of 266.7 MiB for the process holding the store, over the 256 MiB it reads; nothing was imported",
    );
    const after = await get(server.port, notice, { host: "localhost" });
    expect(after.text).toBe(before.text);
  });

  it.runIf(process.platform === "linux")(
    "refuses a line over its limit, holding no more of it once the client is gone",
    async () => {
      const before = rssMb(server.child.pid!);
      const connection = await controlConnection(dataDir);
      const { socket } = connection;
      socket.write(`${JSON.stringify({ op: "import" })}\n`);
      socket.write(
        '{"part":{"part":"media","file":{"key":"a.pdf","contentType":"application/pdf",',
      );
      socket.write('"sha256":"0","bytes":"');
      // Sent a mebibyte at a time: no string of the whole line in this process either.
      const chunk = Buffer.alloc(MiB, "A");
      let sent = 0;
      let open = true;
      void connection.closed.then(() => (open = false));
      while (open && sent <= MAX_LINE_BYTES) {
        if (!socket.write(chunk)) {
          await new Promise<void>((resolve) => {
            socket.once("drain", resolve);
            void connection.closed.then(() => resolve());
          });
        }
        sent += chunk.length;
      }
      await connection.closed;
      expect(connection.lines().map((line) => JSON.parse(line))).toEqual([
        { type: "failed", message: expect.stringContaining("256 MiB") },
      ]);
      expect((await healthy(server)).status).toBe(200);
      expect(server.child.exitCode).toBeNull();
      // The line's buffers are dropped: the server's memory comes back near where it was
      // (it rose by the 256 MiB it read, and held 746 MB of such a line when it kept it).
      await expect
        .poll(
          async () => {
            await get(server.port, "/", { host: "localhost" });
            return rssMb(server.child.pid!) - before;
          },
          { timeout: 30_000, interval: 1000 },
        )
        .toBeLessThan(100);
    },
    120_000,
  );
});

describe("stopping with control connections open", () => {
  it("closes an idle connection at once and cuts an import at the deadline", async () => {
    const { server, dataDir } = await serverOnDemo({ SHUTDOWN_TIMEOUT: "2" });
    const idle = await controlConnection(dataDir);
    // An import whose command sent its head and went quiet.
    const stalled = await controlConnection(dataDir);
    const head = {
      id: syntheticId(820_000),
      name: "Cut off",
      hosts: ["cut.example.in"],
      docKeys: { kinds: [], ids: [] },
      mediaKeys: [],
      bundleGz: gzipSync("{}").toString("base64"),
      disclosure: "{}",
      languages: null,
    };
    stalled.socket.write(`${JSON.stringify({ op: "import" })}\n`);
    stalled.socket.write(`${JSON.stringify({ part: { part: "tenant", tenant: head } })}\n`);
    await expect
      .poll(() => stalled.lines(), { timeout: 15_000 })
      .toEqual([JSON.stringify({ type: "written" })]);

    const sent = Date.now();
    server.child.kill("SIGTERM");
    try {
      const exited = await Promise.race([server.exited, pause(20_000).then(() => "running")]);
      expect(exited).toBe(0);
      // Two seconds of deadline on a busy machine, not the minute an import may wait for a part.
      expect(Date.now() - sent).toBeLessThan(20_000);
    } finally {
      await server.stop("SIGKILL");
    }
    await idle.closed;
    await stalled.closed;
  }, 120_000);
});

describe("an import whose command is stopped half-way", () => {
  let server: ServerProcess;
  let dataDir: string;

  beforeAll(async () => {
    // Every page read from the store, none kept.
    ({ server, dataDir } = await serverOnDemo({ PAGE_CACHE_MB: "0" }));
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
  });

  it("keeps the site answering while the command is stopped; then writes all of it", async () => {
    const first = await prospectus(["import", await bundleDir(stallBundle("Old"))], {
      DATA_DIR: dataDir,
    });
    expect(first.code, first.stderr).toBe(0);
    const notice = `/api${endpointUrl("noticeOne", { id: syntheticId(800_000) })}`;

    const command = await importCaughtHalfWay(await bundleDir(stallBundle("New")), dataDir);
    command.child.kill("SIGSTOP");
    try {
      expect(command.stderr()).not.toContain("(100%)");
      // Pages and the API read the store while the command waits, stopped. Before, the
      // import's transaction held them until the server gave up waiting for its next part (a
      // minute); the site answered 503 once its reads' deadline (5 s) passed.
      const page = await get(server.port, "/", { host: "localhost", timeoutMs: 30_000 });
      expect(page.status).toBe(200);
      const old = await get(server.port, notice, { host: STALL_HOST, timeoutMs: 30_000 });
      expect(old.status).toBe(200);
      expect(old.json()).toMatchObject({ announcement: { insAnnTitle: "Old 1" } });
    } finally {
      command.child.kill("SIGCONT");
      await command.exited;
    }
    expect(await command.exited, command.stderr()).toBe(0);
    expect(await stallTitles(dataDir)).toEqual(titles("New"));
  }, 180_000);

  it("writes nothing of an import stopped, then killed", async () => {
    const before = await stallTitles(dataDir);
    const command = await importCaughtHalfWay(await bundleDir(stallBundle("Killed")), dataDir);
    command.child.kill("SIGSTOP");
    try {
      const page = await get(server.port, "/", { host: "localhost", timeoutMs: 30_000 });
      expect(page.status).toBe(200);
    } finally {
      command.child.kill("SIGKILL");
      await command.exited;
    }
    expect(await stallTitles(dataDir)).toEqual(before);
  }, 180_000);
});

// A platform that fails leaves the last good copy: a 5xx that does not pass, an answer cut
// short, an answer about another document. The mirror names the call, the institute and what
// was wrong, the command exits 1 and the store is as it was. The faults come from a small
// proxy in front of a real server, for one path.
import http from "node:http";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpointUrl, type Bundle } from "#contract/index.ts";
import { MirrorFailed, mirrorOptions, mirrorToDir } from "#server/mirror/mirror.server.ts";
import { readTenantExport } from "#server/content/bundle-io.server.ts";
import { demoJson } from "#test/support/bundles.ts";
import { carried, languageCodes } from "#test/support/mirror.ts";
import { prospectus } from "#test/support/process.ts";
import { demoServer } from "#test/support/server.ts";

const original = demoServer([0]);
const HOST = "sahyadri.localhost";
const bundle: Bundle = demoJson(0);
const [first, second] = bundle.notices;
const NOTICE = endpointUrl("noticeOne", { id: first!._id });
const OTHER_NOTICE = endpointUrl("noticeOne", { id: second!._id });

type Fault = "503" | "truncated" | "another" | "wrong type" | null;

/** Each object of a JSON value with `edit` applied, deep. */
function everyObject(value: unknown, edit: (o: Record<string, unknown>) => void): unknown {
  if (Array.isArray(value)) return value.map((v) => everyObject(v, edit));
  if (typeof value !== "object" || value === null) return value;
  const out = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, everyObject(v, edit)]));
  edit(out);
  return out;
}

/** What a newer platform might add to every object it answers: fields we do not know. */
function withUnknownFields(o: Record<string, unknown>): void {
  o.platformAddedField = { added: ["by", "a", "newer", "platform"], count: 3 };
  o.updatedAt = "2026-12-07T10:00:00.000Z";
}

/** Forwards every request to the real server, but answers `path` with `fault`. */
function faultyProxy(port: () => number) {
  const state: { fault: Fault; path: string; hits: number; unknownFields: boolean } = {
    fault: null,
    path: "",
    hits: 0,
    unknownFields: false,
  };
  const server = http.createServer((req, res) => {
    const url = req.url ?? "/";
    const faulted = state.fault !== null && url === `/api${state.path}`;
    if (faulted) state.hits++;
    if (faulted && state.fault === "503") {
      res.writeHead(503, { "retry-after": "0", "content-type": "application/json" });
      res.end(JSON.stringify({ message: "down", access: false }));
      return;
    }
    const target = faulted && state.fault === "another" ? `/api${OTHER_NOTICE}` : url;
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port: port(),
        path: target,
        headers: { ...req.headers, "accept-encoding": "identity" },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (c: Buffer) => chunks.push(c));
        answer.on("end", () => {
          let body = Buffer.concat(chunks);
          if (faulted && state.fault === "truncated") body = body.subarray(0, body.length >> 1);
          const json = /json/.test(answer.headers["content-type"] ?? "");
          if (json && (state.unknownFields || (faulted && state.fault === "wrong type"))) {
            const edit = state.unknownFields
              ? withUnknownFields
              : (o: Record<string, unknown>) => {
                  if ("insAnnTitle" in o) o.insAnnTitle = 42;
                };
            body = Buffer.from(JSON.stringify(everyObject(JSON.parse(body.toString()), edit)));
            delete answer.headers.etag;
          }
          const headers = { ...answer.headers, "content-length": String(body.length) };
          res.writeHead(answer.statusCode ?? 502, headers);
          res.end(body);
        });
      },
    );
    upstream.on("error", () => res.destroy());
    upstream.end();
  });
  return { server, state };
}

describe("a mirror from a failing platform", () => {
  const proxy = faultyProxy(() => original.server.port);
  let from = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => proxy.server.listen(0, "127.0.0.1", resolve));
    const address = proxy.server.address();
    from = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/api`;
  });
  afterAll(() => new Promise<void>((resolve) => proxy.server.close(() => resolve())));

  const failure = async (fault: Fault, at = NOTICE) => {
    proxy.state.fault = fault;
    proxy.state.path = at;
    proxy.state.hits = 0;
    const dir = await mkdtemp(path.join(tmpdir(), "mirror-fault-"));
    try {
      await mirrorToDir(mirrorOptions({ from, host: HOST }, { MIRROR_RETRY_DELAY_MS: "1" }), dir);
      return null;
    } catch (error) {
      return error;
    } finally {
      proxy.state.fault = null;
      await rm(dir, { recursive: true, force: true });
    }
  };

  it("names the call, the institute and the status of a 5xx that does not pass", async () => {
    const error = await failure("503");
    expect(error).toBeInstanceOf(MirrorFailed);
    const message = (error as Error).message;
    expect(message).toContain(`noticeOne ${NOTICE}`);
    expect(message).toContain(`${HOST} (${bundle.institute._id})`);
    expect(message).toContain("the platform answered 503 (tried 5 times)");
    expect(proxy.state.hits).toBe(5);
  }, 120_000);

  it("names an answer cut short", async () => {
    const error = await failure("truncated");
    expect((error as Error).message).toMatch(/noticeOne .+: the answer is not JSON/);
  }, 120_000);

  it("names an answer about another document than the one asked", async () => {
    const error = await failure("another");
    expect((error as Error).message).toContain(
      `noticeOne: asked for ${first!._id}, answered ${second!._id}`,
    );
  }, 120_000);

  it("names a known field of the wrong type, with its JSON path", async () => {
    const error = await failure("wrong type");
    expect(error).toBeInstanceOf(MirrorFailed);
    expect((error as Error).message).toMatch(
      new RegExp(
        `noticeOne ${NOTICE}: the answer is not as the contract says: \\$\\.\\w+\\.insAnnTitle`,
      ),
    );
  }, 120_000);

  it("ignores fields the platform added that it does not know", async () => {
    const { bundle: stored } = await readTenantExport(original.db, HOST);
    const dir = await mkdtemp(path.join(tmpdir(), "mirror-unknown-"));
    proxy.state.unknownFields = true;
    try {
      const options = mirrorOptions(
        { from, host: HOST, hosts: stored.hosts, languages: languageCodes(stored) },
        { MIRROR_RETRY_DELAY_MS: "1" },
      );
      const mirrored = await mirrorToDir(options, dir);
      expect(mirrored.calls).toBeGreaterThan(300);
      expect(carried(mirrored.bundle)).toEqual(carried(stored));
    } finally {
      proxy.state.unknownFields = false;
      await rm(dir, { recursive: true, force: true });
    }
  }, 400_000);

  it("exits 1 and leaves the store as it was", async () => {
    const data = await mkdtemp(path.join(tmpdir(), "mirror-data-"));
    const before = await mkdtemp(path.join(tmpdir(), "mirror-before-"));
    const after = await mkdtemp(path.join(tmpdir(), "mirror-after-"));
    try {
      const good = await prospectus(["mirror", "--from", from, "--host", HOST], { DATA_DIR: data });
      expect(good.code, good.stderr).toBe(0);
      expect(good.stdout).toMatch(/^Mirrored .+ \d+ calls, \d+ items/m);
      expect(good.stderr).toMatch(/^mirror: \d+ calls, \d+ items, \d+ media files/m);
      expect((await prospectus(["export", HOST, before], { DATA_DIR: data })).code).toBe(0);

      proxy.state.fault = "truncated";
      proxy.state.path = NOTICE;
      const bad = await prospectus(["mirror", "--from", from, "--host", HOST], { DATA_DIR: data });
      proxy.state.fault = null;
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain(`the mirror of ${HOST} (${bundle.institute._id}) failed`);
      expect(bad.stderr).toContain(`noticeOne ${NOTICE}: the answer is not JSON`);

      expect((await prospectus(["export", HOST, after], { DATA_DIR: data })).code).toBe(0);
      const json = (dir: string) => readFile(path.join(dir, "bundle.json"), "utf8");
      expect(await json(after)).toBe(await json(before));
    } finally {
      proxy.state.fault = null;
      for (const dir of [data, before, after]) await rm(dir, { recursive: true, force: true });
    }
  }, 400_000);
});

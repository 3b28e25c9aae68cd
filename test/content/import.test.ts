// Bundle import and export on both back ends: a bad bundle is refused whole with every problem
// named and the store unchanged; a good one replaces its tenant; export imports back to
// byte-identical API answers.
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ENDPOINT_NAMES, endpointUrl, LIMITS, type Problem } from "#contract/index.ts";
import {
  exportBundle,
  importBundle,
  readTenantExport,
  readBundleDir,
  type BundleSource,
} from "#server/content/bundle-io.server.ts";
import { tenantDisclosure } from "#server/content/disclosure.server.ts";
import { packStoredBundles } from "#server/store/bundles.server.ts";
import type { Db } from "#server/store/db.server.ts";
import { ImportRejected } from "#server/store/tenants.server.ts";
import { demo, demoJson, syntheticId, withJson } from "#test/support/bundles.ts";
import { storeFingerprint } from "#test/support/fingerprint.ts";
import { get, startTestServer } from "#test/support/http.ts";
import { backends } from "#test/support/stores.ts";
import { endpointCases } from "../api/cases.ts";

async function rejection(db: Db, source: BundleSource): Promise<Problem[]> {
  try {
    await importBundle(db, source);
  } catch (error) {
    if (error instanceof ImportRejected) return error.problems;
    throw error;
  }
  throw new Error("the import was accepted");
}

async function tempDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), "prospectus-test-"));
}

describe.each(backends)("content bundles on $name", (backend) => {
  let db: Db;
  let before: string;

  beforeAll(async () => {
    db = await backend.open();
    await importBundle(db, demo(0));
    before = await storeFingerprint(db);
  });

  afterAll(async () => {
    await db?.close();
  });

  async function expectRefused(source: BundleSource, paths: string[]): Promise<Problem[]> {
    const problems = await rejection(db, source);
    for (const p of paths)
      expect(
        problems.map((x) => x.path),
        JSON.stringify(problems),
      ).toContain(p);
    expect(await storeFingerprint(db)).toBe(before);
    return problems;
  }

  it("refuses bundle.json that is not JSON", async () => {
    const dir = await tempDir();
    await writeFile(path.join(dir, "bundle.json"), '{"format": "prospectus-bundle/1", ');
    const error = await readBundleDir(dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportRejected);
    expect((error as ImportRejected).problems[0]?.message).toMatch(/not valid JSON/);
    expect(await storeFingerprint(db)).toBe(before);
  });

  it("refuses schema violations, naming each with its JSON path", async () => {
    // Through JSON text, as a hand-edited bundle.json would arrive.
    const json = JSON.parse(JSON.stringify(demoJson(0)));
    json.notices[2].insAnnTitle = 5;
    json.staff[0]._id = "not-an-id";
    json.events[1].unexpected = true;
    await expectRefused(withJson(0, json), [
      "$.notices[2].insAnnTitle",
      "$.staff[0]._id",
      "$.events[1]",
    ]);
  });

  it("refuses dangling references between ids", async () => {
    const json = demoJson(0);
    const staffIndex = json.staff.findIndex((s) => s.staff_department !== null);
    json.staff[staffIndex]!.staff_department!._id = syntheticId(1);
    const authorityIndex = json.committee.authorities.findIndex((a) => a.iqac_detail !== null);
    json.committee.authorities[authorityIndex]!.iqac_detail = syntheticId(2);
    json.institute.library = [syntheticId(3)];
    await expectRefused(withJson(0, json), [
      `$.staff[${staffIndex}].staff_department._id`,
      `$.committee.authorities[${authorityIndex}].iqac_detail`,
      "$.institute.library[0]",
    ]);
  });

  it("refuses a bundle whose media files are missing", async () => {
    const json = demoJson(0);
    const key =
      json.notices[0]!.announcementDocument[0]?.documentKey ??
      json.events[0]!.attendance[0]!.attach;
    const media = new Map<string, Uint8Array>(demo(0).media);
    media.delete(key);
    const problems = await rejection(db, { json, media });
    expect(problems.some((p) => p.message.includes(key))).toBe(true);
    expect(await storeFingerprint(db)).toBe(before);
  });

  it("refuses a host that belongs to another institute", async () => {
    const json = demoJson(1);
    json.hosts = [...json.hosts, demoJson(0).hosts[0]!];
    await expectRefused(withJson(1, json), [`$.hosts[${json.hosts.length - 1}]`]);
  });

  it("refuses a document id that belongs to another institute", async () => {
    const json = demoJson(1);
    json.notices[0]!._id = demoJson(0).notices[0]!._id;
    const problems = await expectRefused(withJson(1, json), []);
    expect(problems.some((p) => p.message.includes("already belongs to another institute"))).toBe(
      true,
    );
  });

  it("names the JSON path of a document id another institute holds", async () => {
    const json = demoJson(1);
    json.notices[2]!._id = demoJson(0).notices[0]!._id;
    const problems = await expectRefused(withJson(1, json), ["$.notices[2]._id"]);
    expect(problems.map((p) => p.path)).not.toContain("$");
  });

  it("reports a wrong type, a duplicate id and a missing media file at once, each at its path", async () => {
    const json = JSON.parse(JSON.stringify(demoJson(0)));
    json.notices[2].insAnnTitle = 5;
    json.events[1]._id = json.events[0]._id;
    const staffIndex = json.staff.findIndex(
      (s: { staffProfilePhoto?: string }) => typeof s.staffProfilePhoto === "string",
    );
    const key: string = json.staff[staffIndex].staffProfilePhoto;
    const media = new Map<string, Uint8Array>(demo(0).media);
    media.delete(key);
    const problems = await expectRefused({ json, media }, [
      "$.notices[2].insAnnTitle",
      "$.events[1]._id",
      `$.staff[${staffIndex}].staffProfilePhoto`,
    ]);
    expect(problems.find((p) => p.path === "$.events[1]._id")?.message).toContain(
      json.events[0]._id,
    );
    expect(problems.find((p) => p.path.endsWith("staffProfilePhoto"))?.message).toContain(key);
  });

  it("names the path of an id used twice where the contract's own checks do not look", async () => {
    const json = demoJson(0);
    const tab = json.dynamic_tabs.findIndex((t) => t.items.length > 1);
    const items = json.dynamic_tabs[tab]!.items;
    items[1]!._id = items[0]!._id;
    const problems = await expectRefused(withJson(0, json), [
      `$.dynamic_tabs[${tab}].items[1]._id`,
    ]);
    expect(problems).toHaveLength(1);
  });

  it("replaces a tenant's content on re-import", async () => {
    const json = demoJson(0);
    const removed = json.notices.pop()!;
    json.notices[0]!.insAnnTitle = "Revised: University examination timetable";
    await importBundle(db, withJson(0, json));
    const server = await startTestServer(db);
    try {
      const one = await get(
        server.port,
        `/api${endpointUrl("noticeOne", { id: json.notices[0]!._id })}`,
      );
      expect(one.json()).toMatchObject({
        announcement: { insAnnTitle: json.notices[0]!.insAnnTitle },
      });
      const gone = await get(server.port, `/api${endpointUrl("noticeOne", { id: removed._id })}`);
      expect(gone.status).toBe(404);
    } finally {
      await server.close();
      await importBundle(db, demo(0));
      expect(await storeFingerprint(db)).toBe(before);
    }
  });

  it("moves a bundle kept the old way (jsonb) to its compressed form, exporting the same", async () => {
    const host = demoJson(0).hosts[0] ?? "";
    const { bundle } = await readTenantExport(db, host);
    const id = bundle.institute._id;
    const report = await tenantDisclosure(db, id);
    await db.query(
      "UPDATE tenant SET bundle = $2::jsonb, bundle_gz = NULL, disclosure = NULL WHERE id = $1",
      [id, JSON.stringify(bundle)],
    );
    expect(await packStoredBundles(db)).toBe(1);
    expect(await packStoredBundles(db)).toBe(0);
    expect((await readTenantExport(db, host)).bundle).toEqual(bundle);
    expect(await tenantDisclosure(db, id)).toEqual(report);
    expect(await db.query("SELECT bundle FROM tenant WHERE id = $1", [id])).toEqual([
      { bundle: null },
    ]);
  });

  it("exports a bundle that imports back to identical API answers", async () => {
    const dir = await tempDir();
    await exportBundle(db, `${demoJson(0).hosts[0]!.toUpperCase()}:3000`, dir);
    const copy = await backend.open();
    const original = await startTestServer(db);
    try {
      await importBundle(copy, await readBundleDir(dir));
      const restored = await startTestServer(copy);
      try {
        const cases = endpointCases(demoJson(0));
        for (const name of ENDPOINT_NAMES) {
          for (const c of cases[name]) {
            const url = `/api${endpointUrl(name, c.params, c.query)}`;
            const [a, b] = await Promise.all([get(original.port, url), get(restored.port, url)]);
            expect(b.status, url).toBe(a.status);
            expect(b.text, url).toBe(a.text);
          }
        }
      } finally {
        await restored.close();
      }
    } finally {
      await original.close();
      await copy.close();
    }
  });
});

describe("host lookup matches whole hosts only", () => {
  const backend = backends[0]!;
  let db: Db;

  beforeAll(async () => {
    db = await backend.open();
    const one = demoJson(0);
    one.hosts = ["demo"];
    await importBundle(db, withJson(0, one));
    const two = demoJson(1);
    two.hosts = ["demo2", "www.demo2.example.in"];
    await importBundle(db, withJson(1, two));
  });

  afterAll(async () => {
    await db?.close();
  });

  it.each([
    ["demo", 0],
    ["DEMO.", 0],
    ["demo:3000", 0],
    ["demo2", 1],
    ["WWW.Demo2.Example.In.", 1],
    ["mydemo", null],
    ["demo3", null],
    ["emo", null],
    ["demo.localhost", null],
    ["demo2.example.in", null],
    ["%", null],
    ["demo%", null],
    ["de_mo", null],
  ] as const)("%s → institute %s", async (host, index) => {
    const server = await startTestServer(db);
    try {
      const reply = await get(
        server.port,
        `/api${endpointUrl("hostLookup", {}, { filter_by: host })}`,
      );
      if (index === null) {
        expect(reply.status).toBe(404);
        expect(reply.json()).toMatchObject({ access: false, all_domain: null });
      } else {
        expect(reply.status).toBe(200);
        expect(reply.json()).toMatchObject({
          all_domain: { link_up: { _id: demoJson(index).institute._id } },
        });
      }
    } finally {
      await server.close();
    }
  });
});

describe("limits", () => {
  it("never returns more than 10000 rows, whatever the request asks", async () => {
    const db = await backends[0]!.open();
    try {
      const json = demoJson(0);
      const template = json.notices[0]!;
      json.notices = Array.from({ length: LIMITS.maxRows + 50 }, (_, i) => ({
        ...template,
        _id: syntheticId(i),
        insAnnTitle: `Circular ${i + 1}`,
        announcementDocument: [],
      }));
      await importBundle(db, withJson(0, json));
      const server = await startTestServer(db);
      try {
        const reply = await get(
          server.port,
          `/api${endpointUrl("noticeList", { id: json.institute._id }, { page: 1, limit: 999_999 })}`,
        );
        expect(reply.status).toBe(200);
        expect((reply.json() as { announcement: unknown[] }).announcement).toHaveLength(
          LIMITS.maxRows,
        );
      } finally {
        await server.close();
      }
    } finally {
      await db.close();
    }
  });
});

describe("handler deadline", () => {
  it("answers 503 in time when the store is too slow, never hangs", async () => {
    const real = await backends[0]!.open();
    try {
      await importBundle(real, demo(0));
      const slow: Db = {
        ...real,
        query: async (sql, params) => {
          await new Promise((resolve) => setTimeout(resolve, 300));
          return real.query(sql, params);
        },
      };
      const server = await startTestServer(slow, { deadlineMs: 100 });
      // The deadline's and the store's clock is the test's: the answer must come when 100 ms
      // have passed on it, while the store's first query (300 ms) is still running.
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
      try {
        const started = Date.now();
        const replied = get(
          server.port,
          `/api${endpointUrl("instituteDash", { id: demoJson(0).institute._id })}`,
        );
        // The request has reached the handler: its deadline and the store's query wait.
        await vi.waitUntil(() => vi.getTimerCount() >= 2);
        await vi.advanceTimersByTimeAsync(100);
        const reply = await replied;
        expect(reply.status).toBe(503);
        expect(reply.json()).toMatchObject({
          access: false,
          message: expect.stringMatching(/in time/),
        });
        expect(Date.now() - started).toBeLessThan(2000);
      } finally {
        vi.useRealTimers();
        await server.close();
      }
    } finally {
      await real.close();
    }
  });
});

describe.runIf(backends.length === 2)("both back ends", () => {
  it("answer every call with byte-identical JSON", async () => {
    const [lite, postgres] = await Promise.all(backends.map((b) => b.open()));
    try {
      await importBundle(lite!, demo(0));
      await importBundle(postgres!, demo(0));
      const [a, b] = await Promise.all([startTestServer(lite!), startTestServer(postgres!)]);
      try {
        const cases = endpointCases(demoJson(0));
        for (const name of ENDPOINT_NAMES) {
          for (const c of cases[name]) {
            const url = `/api${endpointUrl(name, c.params, c.query)}`;
            const [x, y] = await Promise.all([get(a.port, url), get(b.port, url)]);
            expect(y.text, url).toBe(x.text);
          }
        }
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    } finally {
      await Promise.all([lite!.close(), postgres!.close()]);
    }
  });
});

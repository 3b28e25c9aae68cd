// Two server processes on one PostgreSQL: an import shows on both as soon as each is told
// (LISTEN/NOTIFY), and each drops only the changed institute's kept pages.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { get, scrape } from "#test/support/http.ts";
import { freshDatabase, type FreshDatabase } from "#test/support/postgres.ts";
import {
  logged,
  prospectus,
  startServerProcess,
  tempDir,
  type ServerProcess,
} from "#test/support/process.ts";

const adminUrl = process.env.TEST_DATABASE_URL;

/** Page-cache hits and misses so far, from the process's metrics. */
async function pageLookups(server: ServerProcess): Promise<{ hit: number; miss: number }> {
  const url = /Metrics: (\S+)/.exec(server.stdout())![1]!;
  const { text } = await scrape(url);
  const value = (result: string) =>
    Number(
      /\d+(\.\d+)?$/.exec(
        text
          .split("\n")
          .find((l) =>
            l.startsWith(`prospectus_cache_lookups_total{cache="page",result="${result}"}`),
          ) ?? "0",
      )?.[0] ?? 0,
    );
  return { hit: value("hit"), miss: value("miss") };
}

describe.skipIf(!adminUrl)("two servers on one PostgreSQL", () => {
  let database: FreshDatabase;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    database = await freshDatabase(adminUrl!);
    // The first loads the demo; the second finds it there.
    // At level info each says when it is told of a change.
    const env = { DATABASE_URL: database.url, METRICS_PORT: "0", LOG_LEVEL: "info" };
    a = await startServerProcess(env);
    b = await startServerProcess(env);
  }, 240_000);

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await database?.drop();
  });

  it("serves an import on both once told of it, dropping only that institute's pages", async () => {
    const out = await tempDir();
    const written = await prospectus(["demo", "--out", out]);
    const sahyadri = written.stdout.split("\n")[0]!.replace(/^Wrote /, "");
    const json = JSON.parse(await readFile(path.join(sahyadri, "bundle.json"), "utf8"));
    const page = `/one/notice/${json.notices[0]._id}/detail`;
    // Both keep the notice page and the other institute's landing page.
    for (const server of [a, b]) {
      for (let i = 0; i < 2; i++) {
        expect((await get(server.port, page, { host: "localhost" })).status).toBe(200);
        expect((await get(server.port, "/", { host: "krishna.localhost" })).status).toBe(200);
      }
    }

    const title = `Changed on one database ${Date.now()}`;
    json.notices[0].insAnnTitle = title;
    await writeFile(path.join(sahyadri, "bundle.json"), JSON.stringify(json));
    // Each server says when the change reached it; from then on it shows the import.
    const told = [a, b].map((server) =>
      logged(server, `"tenant":"${json.institute._id}","msg":"an institute's content changed`),
    );
    const imported = await prospectus(["import", sahyadri], { DATABASE_URL: database.url });
    expect(imported.code, imported.stderr).toBe(0);
    await Promise.all(told);

    for (const server of [a, b]) {
      expect((await get(server.port, page, { host: "localhost" })).text).toContain(title);
      // The other institute's page is still kept: a hit, not a new render.
      const before = await pageLookups(server);
      expect((await get(server.port, "/", { host: "krishna.localhost" })).status).toBe(200);
      const after = await pageLookups(server);
      expect(after.hit - before.hit).toBe(1);
      expect(after.miss - before.miss).toBe(0);
    }
  }, 120_000);
});

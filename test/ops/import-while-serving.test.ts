// `prospectus import` and `export` while a server holds the embedded store: the work is
// handed to the server, with the same checks, progress and exit codes, and the site shows
// the new content on the next request.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { get } from "#test/support/http.ts";
import {
  prospectus,
  startServerProcess,
  tempDir,
  type ServerProcess,
} from "#test/support/process.ts";

let server: ServerProcess;
let dataDir: string;
/** The demo institutes as bundle folders: [sahyadri (localhost), krishna]. */
let bundles: string[];

beforeAll(async () => {
  dataDir = await tempDir();
  server = await startServerProcess({ DATA_DIR: dataDir });
  const out = await tempDir();
  const written = await prospectus(["demo", "--out", out]);
  bundles = written.stdout
    .trim()
    .split("\n")
    .map((line) => line.replace(/^Wrote /, ""));
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

describe("import while the server runs on PGlite", () => {
  it("hands the import to the server: progress, result, and pages change at once", async () => {
    const [sahyadri] = bundles as [string];
    const json = JSON.parse(await readFile(path.join(sahyadri, "bundle.json"), "utf8"));
    const page = `/one/notice/${json.notices[0]._id}/detail`;
    const before = await get(server.port, page, { host: "localhost" });
    expect(before.status).toBe(200);
    const other = await get(server.port, "/", { host: "krishna.localhost" });
    expect(other.status).toBe(200);

    const title = `Renamed notice ${Date.now()}`;
    json.notices[0].insAnnTitle = title;
    await writeFile(path.join(sahyadri, "bundle.json"), JSON.stringify(json));
    const imported = await prospectus(["import", sahyadri], { DATA_DIR: dataDir });
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toMatch(/^Imported .+ documents, \d+ media files, hosts localhost/m);
    expect(imported.stderr).toMatch(/importing: \d+\/\d+ \(100%\)/);

    // The page was kept before the import; the next request shows the new content.
    const after = await get(server.port, page, { host: "localhost" });
    expect(after.text.includes(title), "the new title on the page").toBe(true);
    expect(before.text.includes(title)).toBe(false);
    // The other institute is untouched.
    const otherAfter = await get(server.port, "/", { host: "krishna.localhost" });
    expect(otherAfter.status).toBe(200);
  });

  it("refuses a broken bundle through the server with every problem, changing nothing", async () => {
    const [sahyadri] = bundles as [string];
    const broken = await tempDir();
    const json = JSON.parse(await readFile(path.join(sahyadri, "bundle.json"), "utf8"));
    json.notices[0].insAnnTitle = null;
    json.notices[1].insAnnTitle = "Never shown";
    await writeFile(path.join(broken, "bundle.json"), JSON.stringify(json));
    const page = `/one/notice/${json.notices[1]._id}/detail`;
    const before = await get(server.port, page, { host: "localhost" });

    const refused = await prospectus(["import", broken], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("the store is unchanged");
    expect(refused.stderr).toContain("$.notices[0].insAnnTitle");
    const after = await get(server.port, page, { host: "localhost" });
    expect(after.text.includes("Never shown")).toBe(false);
    expect(after.status).toBe(before.status);
  });

  it("exports through the server a bundle that imports back identically", async () => {
    const [, krishna] = bundles as [string, string];
    const out = path.join(await tempDir(), "krishna");
    const exported = await prospectus(["export", "krishna.localhost", out], { DATA_DIR: dataDir });
    expect(exported.code, exported.stderr).toBe(0);
    expect(exported.stdout).toMatch(/^Exported .+ to /m);
    const original = JSON.parse(await readFile(path.join(krishna, "bundle.json"), "utf8"));
    const written = JSON.parse(await readFile(path.join(out, "bundle.json"), "utf8"));
    expect(written).toEqual(original);

    const unknown = await prospectus(["export", "nowhere.example", out], { DATA_DIR: dataDir });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("no institute is served on the host nowhere.example");
  });

  it("reports disclosure through the server, as when it runs alone", async () => {
    const report = await prospectus(["disclosure", "--host", "krishna.localhost"], {
      DATA_DIR: dataDir,
    });
    // The demo misses some items by design: the job's exit status says so.
    expect(report.code, report.stderr).toBe(3);
    expect(report.stdout).toMatch(/^Krishna .+ \(krishna\.localhost\)$/m);
    expect(report.stdout).toMatch(
      /^\s+found\s+Anti-Ragging Committee\s+http:\/\/krishna\.localhost\//m,
    );
    const unknown = await prospectus(["disclosure", "--host", "nowhere.example"], {
      DATA_DIR: dataDir,
    });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr.trim()).toBe(
      "prospectus: no institute is served on the host nowhere.example",
    );
  });

  it("still refuses commands the server does not take over, naming it", async () => {
    const result = await prospectus(["tenants"], { DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`in use by process ${server.child.pid}`);
  });
});

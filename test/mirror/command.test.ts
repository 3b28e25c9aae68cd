// The one-off `prospectus mirror` command as an operator runs it: `--dry-run` prints what a
// mirror would change, by kind, and changes nothing; a mirror records where the institute is
// read from and when, so `prospectus tenants` says so, as after a scheduled pass (decision 084).
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Bundle } from "#contract/index.ts";
import { importBundle } from "#server/content/bundle-io.server.ts";
import { demoJson, withJson } from "#test/support/bundles.ts";
import { prospectus } from "#test/support/process.ts";
import { demoServer } from "#test/support/server.ts";

const platform = demoServer([0]);
const HOST = "sahyadri.localhost";
const NAME = demoJson(0).institute.insName;
const SYNCED = /\(mirror from http:\/\/127\.0\.0\.1:\d+, synced (\S+)\)$/;

describe("prospectus mirror", () => {
  let data = "";
  let from = "";
  const exported = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "mirror-command-export-"));
    try {
      const run = await prospectus(["export", HOST, dir], { DATA_DIR: data });
      expect(run.code, run.stderr).toBe(0);
      return await readFile(path.join(dir, "bundle.json"), "utf8");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
  const tenantLine = async () => {
    const run = await prospectus(["tenants"], { DATA_DIR: data });
    expect(run.code, run.stderr).toBe(0);
    return run.stdout.split("\n").find((l) => l.includes(HOST)) ?? null;
  };
  const mirror = (...more: string[]) =>
    prospectus(["mirror", "--from", from, "--host", HOST, ...more], { DATA_DIR: data });

  beforeAll(async () => {
    data = await mkdtemp(path.join(tmpdir(), "mirror-command-"));
    from = `http://127.0.0.1:${platform.server.port}/api`;
  });
  afterAll(() => rm(data, { recursive: true, force: true }));

  it("with --dry-run into an empty store, prints every kind added and imports nothing", async () => {
    const run = await mirror("--dry-run");
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`Read ${NAME}:`);
    const notices = demoJson(0).notices.length;
    expect(run.stdout).toContain(`  notice: ${notices} added, 0 removed, 0 changed`);
    expect(run.stdout).toMatch(/^ {2}media: \d+ added, 0 removed, 0 changed$/m);
    expect(await tenantLine()).toBeNull();
  }, 200_000);

  it("records the mirror's origin and time, which prospectus tenants shows", async () => {
    const started = Date.now();
    const run = await mirror();
    expect(run.code, run.stderr).toBe(0);
    const line = await tenantLine();
    expect(line).toContain(NAME);
    const synced = Date.parse(SYNCED.exec(line ?? "")?.[1] ?? "");
    expect(synced).toBeGreaterThanOrEqual(started - 1000);
    expect(synced).toBeLessThanOrEqual(Date.now());
  }, 200_000);

  it("with --dry-run after edits on the platform, counts them by kind and changes nothing", async () => {
    const before = await exported();
    const line = await tenantLine();
    const json = demoJson(0);
    const [first, second] = json.notices;
    const edited: Bundle = {
      ...json,
      notices: [
        { ...first!, _id: "a0a0a0a0a0a0a0a0a0a0a0a0", insAnnTitle: "A notice new on the platform" },
        { ...second!, insAnnTitle: `${second!.insAnnTitle} (corrected)` },
        ...json.notices.slice(2),
      ],
    };
    await importBundle(platform.db, withJson(0, edited));
    const run = await mirror("--dry-run");
    expect(run.code, run.stderr).toBe(0);
    // The first notice is gone, one came, the second changed; nothing else differs.
    expect(run.stdout).toContain("  notice: 1 added, 1 removed, 1 changed");
    expect(run.stdout.split("\n").filter((l) => l.startsWith("  "))).toEqual([
      "  notice: 1 added, 1 removed, 1 changed",
    ]);
    expect(await exported()).toBe(before);
    expect(await tenantLine()).toBe(line);
  }, 300_000);

  it("with --dry-run when nothing changed, says so", async () => {
    await importBundle(platform.db, withJson(0, demoJson(0)));
    const run = await mirror("--dry-run");
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/against the store:\n {2}no changes\n$/);
  }, 200_000);
});

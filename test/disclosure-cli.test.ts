// `prospectus disclosure` as an operator's scheduled job runs it: one institute or all, text
// or JSON, and an exit status that says whether anything is to confirm or missing.
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Bundle, DisclosureStatus } from "#contract/index.ts";
import { DISCLOSURE_ITEMS } from "#domain/disclosure/items.ts";
import { importBundle, type BundleSource } from "#server/content/bundle-io.server.ts";
import { minimalTenant } from "#demo/minimal.server.ts";
import { openDb } from "#server/store/db.server.ts";
import { committeeOf, counter, demo, demoJson } from "#test/support/bundles.ts";

const run = promisify(execFile);

async function prospectus(dataDir: string, args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ["bin/prospectus.js", ...args], {
      env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir },
      timeout: 120_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, stdout: e.stdout ?? "", stderr: e.stderr ?? "" };
  }
}

/** A committee of `name` with one member, its ids from `n` on. */
function committee(n: number, name: string) {
  return committeeOf(name, 1, {}, counter(n));
}

/** The first demo institute with what it misses by design added; `obc` adds the last one. */
function completed(obc: boolean): Bundle {
  const json = demoJson(0);
  json.committee.authorities.push(
    committee(7100, "Anti-Ragging Squad"),
    committee(7110, "Ombudsperson"),
    committee(7120, "Equal Opportunity Cell"),
    ...(obc ? [committee(7130, "OBC Cell")] : []),
  );
  return json;
}

describe("prospectus disclosure", () => {
  let dataDir: string;
  const host = demoJson(0).hosts[0]!;
  const small = minimalTenant(12);
  const smallHost = small.json.hosts[0]!;

  const load = async (...bundles: BundleSource[]) => {
    const db = await openDb({ kind: "pglite", dataDir });
    try {
      for (const source of bundles) await importBundle(db, source);
    } finally {
      await db.close();
    }
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "prospectus-disclosure-"));
    await load({ json: completed(false), media: demo(0).media }, small);
  }, 180_000);
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("exits 2 when items are only to confirm, and 0 once every item is found", async () => {
    const uncertain = await prospectus(dataDir, ["disclosure", "--host", host]);
    expect(uncertain.code, uncertain.stderr).toBe(2);
    expect(uncertain.stdout).toMatch(
      /^\s+uncertain\s+OBC Cell\s+Only something with a similar name/m,
    );
    expect(uncertain.stdout).not.toMatch(/^\s+missing\s/m);

    await load({ json: completed(true), media: demo(0).media });
    const complete = await prospectus(dataDir, ["disclosure", "--host", host]);
    expect(complete.code, complete.stderr).toBe(0);
    expect(complete.stdout).toContain(`${DISCLOSURE_ITEMS.length} found, 0 uncertain, 0 missing`);
  });

  it("reports every institute as JSON with absolute addresses, and exits 3 when any misses items", async () => {
    const all = await prospectus(dataDir, ["disclosure", "--all", "--json"]);
    expect(all.code, all.stderr).toBe(3);
    const parsed = JSON.parse(all.stdout) as {
      institutes: {
        host: string;
        counts: Record<DisclosureStatus, number>;
        items: {
          id: string;
          status: DisclosureStatus;
          evidence: { url: string; file?: string }[];
        }[];
      }[];
      summary: { institutes: number; missing: number; gaps: { id: string; missing: number }[] };
    };
    expect(parsed.institutes.map((i) => i.host).sort()).toEqual([host, smallHost].sort());
    const demoReport = parsed.institutes.find((i) => i.host === host)!;
    const smallReport = parsed.institutes.find((i) => i.host === smallHost)!;
    expect(smallReport.counts.missing).toBeGreaterThan(0);
    expect(parsed.summary.institutes).toBe(2);
    expect(parsed.summary.missing).toBe(smallReport.counts.missing + demoReport.counts.missing);
    expect(parsed.summary.gaps.find((g) => g.id === "fee-structure")?.missing).toBe(1);
    for (const item of demoReport.items) {
      for (const e of item.evidence) {
        expect(e.url.startsWith(`http://${host}/`), e.url).toBe(true);
        if (e.file) expect(e.file.startsWith(`http://${host}/media/`), e.file).toBe(true);
      }
    }
    // The same as text: a summary line across institutes, and the gaps.
    const text = await prospectus(dataDir, ["disclosure"]);
    expect(text.code).toBe(3);
    expect(text.stdout).toMatch(/^2 institute\(s\): \d+ found, \d+ uncertain, \d+ missing$/m);
    expect(text.stdout).toContain("Fee structure: missing at 1, uncertain at 0 of 2");
  });

  it("names an unknown host or a wrong use in one line, and exits 1", async () => {
    const unknown = await prospectus(dataDir, ["disclosure", "--host", "nowhere.example"]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr.trim()).toBe(
      "prospectus: no institute is served on the host nowhere.example",
    );
    const both = await prospectus(dataDir, ["disclosure", "--host", host, "--all"]);
    expect(both.code).toBe(1);
    expect(both.stderr).toContain("disclosure takes --host or --all, not both");
  });
});

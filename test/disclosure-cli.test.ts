// `prospectus disclosure` as an operator's scheduled job runs it: one institute or all, text
// or JSON, and an exit status that says whether anything is to confirm or missing.
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Bundle, CustomItemNode, DisclosureStatus } from "#contract/index.ts";
import { academicYearName, indianDay, lastAcademicYear } from "#domain/disclosure/dates.ts";
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

/** The last complete academic year today, by the year it ends in: the command judges today. */
const LAST = lastAcademicYear(new Date());

/** A document of a custom page or top-bar tab, its ids from `n` on. */
function file(n: number, name: string, pdf: string): CustomItemNode {
  return { _id: counter(n)(), name, description: "", pdf_key: pdf, children: [] };
}

/**
 * The first demo institute with what it misses by design added, and the items of UGC's 2024
 * list, AICTE's and NIRF's, current today; `obc` adds the last one.
 */
function completed(obc: boolean): Bundle {
  const json = demoJson(0);
  const pdf = /"pdf_key":"([^"]+\.pdf)"/.exec(JSON.stringify(json))?.[1] ?? "";
  json.committee.authorities.push(
    committee(7100, "Anti-Ragging Squad"),
    committee(7110, "Ombudsperson"),
    committee(7120, "Equal Opportunity Cell"),
    committee(7140, "SEDG Cell"),
    ...(obc ? [committee(7130, "OBC Cell")] : []),
  );
  json.dynamic_tabs.push({
    _id: counter(7200)(),
    name: "NIRF",
    items: [LAST, LAST - 1, LAST - 2].map((year, i) => file(7210 + i, `NIRF ${year}`, pdf)),
  });
  json.custom_modules.push({
    _id: counter(7300)(),
    name: "Statutory Disclosures",
    module_type: "OUR_COLLEGE",
    items: [
      `AQAR ${academicYearName(LAST)}`,
      "Central Public Information Officer",
      "First Appellate Authority",
      "NBA Accreditation",
      "AICTE Extension of Approval",
      "Annual Report",
    ].map((name, i) => file(7310 + i, name, pdf)),
  });
  json.profile.landing_control.home_opener_quick_links.push(
    ...[
      "https://www.abc.gov.in/",
      "https://www.digilocker.gov.in/",
      "https://scholarships.gov.in/",
    ].map((url, i) => ({
      _id: counter(7400 + i)(),
      name: `Portal ${i + 1}`,
      typo: "YES" as const,
      link_images: url,
    })),
  );
  return json;
}

/** The small institute with an AQAR five years old: stale, with its year. */
function withOldAqar(source: ReturnType<typeof minimalTenant>) {
  const key = "bench12/aqar-old.pdf";
  source.media.set(key, new TextEncoder().encode("%PDF-1.4\n%%EOF\n"));
  source.json.custom_modules.push({
    _id: counter(7500)(),
    name: "AQAR",
    module_type: "OUR_COLLEGE",
    items: [file(7510, `AQAR ${academicYearName(LAST - 5)}`, key)],
  });
  return source;
}

describe("prospectus disclosure", () => {
  let dataDir: string;
  const host = demoJson(0).hosts[0]!;
  const small = withOldAqar(minimalTenant(12));
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
    expect(complete.stdout).toContain(
      `${DISCLOSURE_ITEMS.length} found, 0 uncertain, 0 stale, 0 missing`,
    );
  });

  it("reports every institute as JSON with absolute addresses, and exits 3 when any misses items", async () => {
    const all = await prospectus(dataDir, ["disclosure", "--all", "--json"]);
    expect(all.code, all.stderr).toBe(3);
    const parsed = JSON.parse(all.stdout) as {
      institutes: {
        host: string;
        counts: Record<DisclosureStatus, number>;
        on: string;
        items: {
          id: string;
          status: DisclosureStatus;
          years?: { found: string[]; required: string[] };
          evidence: { url: string; file?: string }[];
        }[];
      }[];
      summary: { institutes: number; missing: number; gaps: { id: string; missing: number }[] };
    };
    expect(parsed.institutes.map((i) => i.host).sort()).toEqual([host, smallHost].sort());
    const demoReport = parsed.institutes.find((i) => i.host === host)!;
    const smallReport = parsed.institutes.find((i) => i.host === smallHost)!;
    expect(smallReport.counts.missing).toBeGreaterThan(0);
    // An AQAR five years old is stale, with its year and the year required, judged today.
    expect(smallReport.on).toBe(indianDay(new Date()));
    expect(smallReport.counts.stale).toBe(1);
    expect(smallReport.items.find((i) => i.id === "aqar")).toMatchObject({
      status: "stale",
      years: { found: [academicYearName(LAST - 5)], required: [academicYearName(LAST)] },
    });
    expect(smallReport.items.find((i) => i.id === "aqar")?.evidence[0]).toMatchObject({
      title: `AQAR ${academicYearName(LAST - 5)}`,
      kind: "document",
      url: expect.stringMatching(new RegExp(`^https?://${smallHost}/`)) as unknown,
    });
    // The new items are each found at the completed demo institute.
    for (const id of ["cpio-appellate", "sedg-cell", "nba-accreditation", "aicte-approval"]) {
      expect(demoReport.items.find((i) => i.id === id)?.status, id).toBe("found");
    }
    expect(demoReport.items.find((i) => i.id === "nirf")).toMatchObject({
      status: "found",
      years: { required: [LAST, LAST - 1, LAST - 2].map(String) },
    });
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
    expect(text.stdout).toMatch(
      /^2 institute\(s\): \d+ found, \d+ uncertain, 1 stale, \d+ missing$/m,
    );
    expect(text.stdout).toContain("Fee structure: missing at 1, stale at 0, uncertain at 0 of 2");
    expect(text.stdout).toMatch(
      new RegExp(
        `^\\s+stale\\s+Annual Quality Assurance Reports \\(AQAR\\)\\s+.*Found for ${academicYearName(LAST - 5)}; required for ${academicYearName(LAST)}\\.`,
        "m",
      ),
    );
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

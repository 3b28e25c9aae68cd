// A demo institute mirrored from a real server over real HTTP into a fresh store is the
// institute it was, apart from what the platform's API does not carry (docs/decisions/083).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPLICATION_OPEN, routes, type Bundle } from "#contract/index.ts";
import {
  importBundle,
  readBundleDir,
  readTenantExport,
  type TenantExport,
} from "#server/content/bundle-io.server.ts";
import { mirrorOptions, mirrorToDir, type Mirrored } from "#server/mirror/mirror.server.ts";
import type { Db } from "#server/store/db.server.ts";
import { startTestServer, get, type TestServer } from "#test/support/http.ts";
import { textOf } from "#test/support/html.ts";
import { demoServer } from "#test/support/server.ts";
import { backends } from "#test/support/stores.ts";

const original = demoServer([0, 1]);
const HOSTS = ["sahyadri.localhost", "krishna.localhost"];

/** What the API does not carry (decision 083): the applications it never serves (those not
 * Open), and the order of events and department activities, which it serves newest first. */
function carried(bundle: Bundle): Bundle {
  const byId = <T extends { _id: string }>(list: readonly T[]) =>
    [...list].sort((a, b) => a._id.localeCompare(b._id));
  const groups = bundle.admission.application_groups
    .map((g) => ({ ...g, apps: g.apps.filter((a) => a.visible_to_site === APPLICATION_OPEN) }))
    .filter((g) => g.apps.length > 0);
  return {
    ...bundle,
    events: byId(bundle.events),
    department_activities: byId(bundle.department_activities),
    admission: { ...bundle.admission, application_groups: groups },
  };
}

describe("a mirrored demo institute", () => {
  let mirror: Db;
  let mirrorServer: TestServer;
  const mirrored = new Map<string, Mirrored>();
  const exports = new Map<string, { from: TenantExport; to: TenantExport }>();

  beforeAll(async () => {
    mirror = await backends[0]!.open();
    const from = `http://127.0.0.1:${original.server.port}/api`;
    for (const host of HOSTS) {
      const dir = await mkdtemp(path.join(tmpdir(), "mirror-test-"));
      try {
        // Hosts and languages are configuration: the API does not carry them.
        const { hosts, languages } = (await readTenantExport(original.db, host)).bundle;
        const options = mirrorOptions(
          {
            from,
            host,
            hosts,
            languages: languages && [
              languages.default,
              ...languages.offered.filter((l) => l !== languages.default),
            ],
          },
          {},
        );
        const result = await mirrorToDir(options, dir);
        mirrored.set(host, result);
        await importBundle(mirror, await readBundleDir(dir));
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
      exports.set(host, {
        from: await readTenantExport(original.db, host),
        to: await readTenantExport(mirror, host),
      });
    }
    mirrorServer = await startTestServer(mirror);
  }, 600_000);
  afterAll(async () => {
    await mirrorServer?.close();
    await mirror?.close();
  });

  it.each(HOSTS)("exports as the original on %s, but for what the API does not carry", (host) => {
    const { from, to } = exports.get(host)!;
    const m = mirrored.get(host)!;
    expect(m.items).toBeGreaterThan(0);
    expect(carried(to.bundle)).toEqual(carried(from.bundle));
    expect([...to.media.keys()].sort()).toEqual([...from.media.keys()].sort());
    for (const [key, bytes] of from.media)
      expect(Buffer.from(to.media.get(key)!)).toEqual(Buffer.from(bytes));
  });

  it.each(HOSTS)("shows the original's words on the pages of %s", async (host) => {
    const { from } = exports.get(host)!;
    const notice = from.bundle.notices[0]!;
    const department = from.bundle.departments[0]!;
    const prefix = from.bundle.languages && from.bundle.languages.default !== "en" ? "/en" : "";
    const pages = [
      "",
      routes.notice(),
      routes.noticeDetail(notice._id),
      routes.department(),
      routes.onedepartment(department._id, department.dName),
    ];
    for (const page of pages) {
      const address = `${prefix}${page}` || "/";
      const [a, b] = await Promise.all([
        get(original.server.port, address, { host }),
        get(mirrorServer.port, address, { host }),
      ]);
      expect(b.status, address).toBe(a.status);
      expect(textOf(b.text), address).toBe(textOf(a.text));
    }
  });
});

// A demo institute mirrored from a real server over real HTTP into a fresh store is the
// institute it was, apart from what the platform's API does not carry (docs/decisions/083).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPLICATION_OPEN, LOCALES, type Bundle } from "#contract/index.ts";
import {
  importBundle,
  readBundleDir,
  readTenantExport,
  type TenantExport,
} from "#server/content/bundle-io.server.ts";
import { mirrorOptions, mirrorToDir, type Mirrored } from "#server/mirror/mirror.server.ts";
import type { Db } from "#server/store/db.server.ts";
import { startTestServer, get, type TestServer } from "#test/support/http.ts";
import { splitLocale } from "#site/i18n/locale.ts";
import { textOf } from "#test/support/html.ts";
import { demoServer } from "#test/support/server.ts";
import { onHost, pathOf, readSitemap } from "#test/support/sitemap.ts";
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

  it.each(HOSTS)(
    "shows the original's status and words on every page of %s's sitemap, in each language",
    async (host) => {
      const { from } = exports.get(host)!;
      const { urls } = await readSitemap(onHost(original.server.port, host));
      // Each page in each language: its own entry, and the others named as its alternates.
      const addresses = [
        ...new Set(urls.flatMap((u) => [u.loc, ...Object.values(u.alternates)]).map(pathOf)),
      ];
      const languages = from.bundle.languages?.offered ?? LOCALES;
      const prefixes = new Set(addresses.map((a) => splitLocale(a)?.locale ?? "plain"));
      expect(prefixes.size, "a page in each language").toBe(languages.length);
      expect(addresses.length).toBeGreaterThan(100);
      const differ: string[] = [];
      // Some 3,900 addresses an institute (1,300 pages in three languages), rendered by both
      // servers in this process: a few at a time, as a runner of two cores renders them.
      const queue = [...addresses];
      const compare = async () => {
        for (let address = queue.shift(); address; address = queue.shift()) {
          const [a, b] = await Promise.all([
            get(original.server.port, address, { host }),
            get(mirrorServer.port, address, { host }),
          ]);
          if (b.status !== a.status) differ.push(`${address}: ${b.status}, not ${a.status}`);
          else if (textOf(b.text) !== textOf(a.text)) differ.push(`${address}: other words`);
        }
      };
      await Promise.all(Array.from({ length: 4 }, compare));
      expect(differ).toEqual([]);
    },
    900_000,
  );
});

// A demo institute mirrored from a real server over real HTTP into a fresh store is the
// institute it was, apart from what the platform's API does not carry (docs/decisions/083).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALES } from "#contract/index.ts";
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
import { carried, languageCodes } from "#test/support/mirror.ts";
import { demoServer } from "#test/support/server.ts";
import { onHost, pathOf, readSitemap } from "#test/support/sitemap.ts";
import { backends } from "#test/support/stores.ts";

const original = demoServer([0, 1]);
const HOSTS = ["sahyadri.localhost", "krishna.localhost"];

/** Each host mirrored once, into a folder every store below imports. */
const mirrored = new Map<string, Mirrored & { dir: string }>();
beforeAll(async () => {
  const from = `http://127.0.0.1:${original.server.port}/api`;
  for (const host of HOSTS) {
    const dir = await mkdtemp(path.join(tmpdir(), "mirror-test-"));
    // Hosts and languages are configuration: the API does not carry them.
    const { bundle } = await readTenantExport(original.db, host);
    const options = mirrorOptions(
      { from, host, hosts: bundle.hosts, languages: languageCodes(bundle) },
      {},
    );
    mirrored.set(host, { ...(await mirrorToDir(options, dir)), dir });
  }
}, 600_000);
afterAll(async () => {
  for (const { dir } of mirrored.values()) await rm(dir, { recursive: true, force: true });
});

describe.each(backends)("a mirrored demo institute on $name", (backend) => {
  let mirror: Db;
  let mirrorServer: TestServer;
  const exports = new Map<string, { from: TenantExport; to: TenantExport }>();

  beforeAll(async () => {
    mirror = await backend.open();
    for (const host of HOSTS) {
      await importBundle(mirror, await readBundleDir(mirrored.get(host)!.dir));
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

  // The pages are compared once, on PGlite: on PostgreSQL the export above shows the same
  // store, which the same code renders.
  if (backend === backends[0]) {
    it.each(HOSTS)(
      "shows the original's status and words on every page of %s's sitemap, and in each language",
      async (host) => {
        const { from } = exports.get(host)!;
        const { urls } = await readSitemap(onHost(original.server.port, host));
        // Every page in the sitemap's own entry, and every tenth page in the other languages
        // (named as its alternates): the words of the frame in each language are checked
        // without rendering some 3,900 addresses an institute twice on a runner of two cores.
        const addresses = [
          ...new Set(
            urls
              .flatMap((u, i) => (i % 10 === 0 ? [u.loc, ...Object.values(u.alternates)] : [u.loc]))
              .map(pathOf),
          ),
        ];
        const languages = from.bundle.languages?.offered ?? LOCALES;
        const prefixes = new Set(addresses.map((a) => splitLocale(a)?.locale ?? "plain"));
        expect(prefixes.size, "a page in each language").toBe(languages.length);
        expect(addresses.length).toBeGreaterThan(100);
        const differ: string[] = [];
        // Rendered by both servers in this process: a few at a time, as a runner of two cores
        // renders them.
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
  }
});

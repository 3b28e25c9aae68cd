// Live mode reads the institutes file the mirror reads (issue 60, decision 086): a second
// Prospectus server stands in for the platform, whose API names no institute's other hosts,
// primary host or languages. With the file, each institute answers on every host it names, in
// its languages, with its primary host in canonical links; without it, as the platform's host
// look-up alone allows.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routes } from "#contract/links.ts";
import { loadConfig } from "#server/config.server.ts";
import { demoJson } from "#test/support/bundles.ts";
import { get, startTestServer, type TestServer } from "#test/support/http.ts";
import { demoServer } from "#test/support/server.ts";
import { backends } from "#test/support/stores.ts";
import type { Db } from "#server/store/db.server.ts";

const SAHYADRI = "sahyadri.localhost";
const KRISHNA = demoJson(1).hosts[0]!;
/** Hosts the platform does not know: the file names them as an institute's other hosts. */
const KRISHNA_WWW = "www.krishna.example";
const SAHYADRI_ALIAS = "sahyadri-college.example";

const langOf = (html: string) => /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1];
const canonicalOf = (html: string) =>
  /<link\b[^>]*rel="canonical"[^>]*href="([^"]*)"/.exec(html)?.[1];

describe("a site on a live platform, with its institutes configured", () => {
  const platform = demoServer([0, 1]);
  let siteDb: Db;
  let dir = "";
  let configured: TestServer;
  let unconfigured: TestServer;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "live-institutes-"));
    const file = path.join(dir, "institutes.json");
    await writeFile(
      file,
      JSON.stringify([
        { hosts: [KRISHNA, KRISHNA_WWW], languages: ["mr", "en", "hi"] },
        { hosts: [SAHYADRI, SAHYADRI_ALIAS], languages: ["en", "hi"] },
      ]),
    );
    const platformApiUrl = `http://127.0.0.1:${platform.server.port}/api`;
    // The server's own reading of the environment: the file checked by the mirror's parser.
    const { liveInstitutes } = loadConfig({
      PLATFORM_API_URL: platformApiUrl,
      MIRROR_INSTITUTES: file,
    });
    siteDb = await backends[0]!.open();
    configured = await startTestServer(siteDb, { platformApiUrl, liveInstitutes });
    unconfigured = await startTestServer(siteDb, { platformApiUrl });
  }, 120_000);
  afterAll(async () => {
    await configured?.close();
    await unconfigured?.close();
    await siteDb?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("serves Krishna in Marathi at its plain addresses, on each of its hosts", async () => {
    const own = await platform.get("/", { host: KRISHNA });
    expect(langOf(own.text)).toBe("mr");
    for (const host of [KRISHNA, KRISHNA_WWW]) {
      for (const address of ["/", routes.notice()]) {
        const page = await get(configured.port, address, { host });
        expect(page.status, `${host}${address}`).toBe(200);
        expect(langOf(page.text), `${host}${address}`).toBe("mr");
        expect(canonicalOf(page.text), `${host}${address}`).toBe(`http://${KRISHNA}${address}`);
      }
      const english = await get(configured.port, `/en${routes.notice()}`, { host });
      expect(english.status).toBe(200);
      expect(langOf(english.text)).toBe("en");
      expect(canonicalOf(english.text)).toBe(`http://${KRISHNA}/en${routes.notice()}`);
      // The default language has no prefix of its own.
      const prefixed = await get(configured.port, `/mr${routes.notice()}`, { host });
      expect(prefixed.status).toBe(301);
      expect(prefixed.headers.location).toBe(routes.notice());
    }
    // The notice list shows the platform's notices, as the platform's own site does.
    const notice = demoJson(1).notices[0]!;
    const detail = await get(configured.port, routes.noticeDetail(notice._id), {
      host: KRISHNA_WWW,
    });
    expect(detail.status).toBe(200);
    expect(detail.text).toContain(notice.insAnnTitle);
  });

  it("offers an institute's languages only, and names its primary host in the sitemap", async () => {
    const hindi = await get(configured.port, `/hi${routes.notice()}`, { host: SAHYADRI_ALIAS });
    expect(hindi.status).toBe(200);
    expect(langOf(hindi.text)).toBe("hi");
    expect(canonicalOf(hindi.text)).toBe(`http://${SAHYADRI}/hi${routes.notice()}`);
    // Sahyadri offers no Marathi here: its prefix is a page not found, inside the frame.
    const marathi = await get(configured.port, `/mr${routes.notice()}`, { host: SAHYADRI_ALIAS });
    expect(marathi.status).toBe(404);
    expect(marathi.text).toContain("<nav");
    const sitemap = await get(configured.port, "/sitemap.xml", { host: SAHYADRI_ALIAS });
    expect(sitemap.status).toBe(200);
    expect(sitemap.text).toContain(`http://${SAHYADRI}/`);
    expect(sitemap.text).not.toContain(SAHYADRI_ALIAS);
  });

  it("answers no college on a host the file does not name, though the platform knows it", async () => {
    const host = demoJson(0).hosts[0]!;
    expect(host).not.toBe(SAHYADRI);
    expect((await platform.get("/", { host })).status).toBe(200);
    expect((await get(unconfigured.port, "/", { host })).status).toBe(200);
    const page = await get(configured.port, "/", { host });
    expect(page.status).toBe(404);
    expect(page.text).toContain("No college is served at this address");
  });

  it("without the file, serves the host asked in the site's default languages, as before", async () => {
    const page = await get(unconfigured.port, routes.notice(), { host: KRISHNA });
    expect(page.status).toBe(200);
    expect(langOf(page.text)).toBe("en");
    expect(canonicalOf(page.text)).toBe(`http://${KRISHNA}${routes.notice()}`);
    // The platform knows no other host of Krishna's.
    expect((await get(unconfigured.port, "/", { host: KRISHNA_WWW })).status).toBe(404);
  });
});

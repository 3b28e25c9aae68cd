// Every document link says what the file is and how big (issue 62, decision 094): a notice's
// documents say "PDF, 2.3 MB" from the store's media records, in English, Hindi and Marathi;
// a re-import that changes a file changes what its link says, and the page's validator; a site
// reading a live platform, whose API gives no sizes, says the type alone and never a size; and
// a sparse institute's pages say nothing that is not so.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routes } from "#contract/links.ts";
import type { Bundle } from "#contract/bundle.ts";
import { importBundle } from "#server/content/bundle-io.server.ts";
import type { Db } from "#server/store/db.server.ts";
import { localePath } from "#site/i18n/locale.ts";
import { demo, demoJson, sparseTenant, withJson } from "#test/support/bundles.ts";
import { textOf } from "#test/support/html.ts";
import { get, startTestServer, type TestServer } from "#test/support/http.ts";
import { storeServer } from "#test/support/server.ts";
import { onHost, sitemapPaths } from "#test/support/sitemap.ts";
import { backends } from "#test/support/stores.ts";

/** The demo's Marathi institute, which offers English and Hindi too. */
const INSTITUTE = 1;
const json = demoJson(INSTITUTE);
const host = json.hosts[0]!;
const notice = json.notices.find((n) => n.announcementDocument.length > 0)!;
const pdfKey = notice.announcementDocument[0]!.documentKey;
const docxKey = pdfKey.replace(/[^/]+$/, "minutes-of-meeting.docx");
const zipKey = pdfKey.replace(/[^/]+$/, "photographs.zip");

/** A file of `size` bytes. */
const bytesOf = (size: number) => new Uint8Array(size).fill(0x25);

/** The institute with its notice carrying a PDF of `pdfSize` bytes, a Word file and a ZIP. */
function withSizes(pdfSize: number) {
  const changed: Bundle = structuredClone(json);
  const shown = changed.notices.find((n) => n._id === notice._id)!;
  const first = shown.announcementDocument[0]!;
  shown.announcementDocument = [
    first,
    { ...first, _id: "0a0a0a0a0a0a0a0a0a0a0a01", documentName: "Minutes", documentKey: docxKey },
    { ...first, _id: "0a0a0a0a0a0a0a0a0a0a0a02", documentName: "Photographs", documentKey: zipKey },
  ];
  const media = new Map(demo(INSTITUTE).media);
  media.set(pdfKey, bytesOf(pdfSize));
  media.set(docxKey, bytesOf(45_000));
  media.set(zipKey, bytesOf(512));
  return withJson(INSTITUTE, changed, media);
}

const noticePath = (locale: "mr" | "en" | "hi") =>
  localePath(locale === "mr" ? "" : `/${locale}`, routes.noticeDetail(notice._id));

/** What each link of the page's content and frame says of its file, as the page shows it. */
const marksOf = (html: string) =>
  [...html.matchAll(/<span class="file-about">([^<]*)<\/span>/g)].map((m) => m[1] ?? "");

/** What the notice's document cards say of their files, after each file's name. */
const documentMarks = (html: string) =>
  [notice.announcementDocument[0]!.documentName, "Minutes", "Photographs"].map(
    (name) =>
      new RegExp(
        `${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}<span class="file-about">([^<]*)<`,
      ).exec(html)?.[1],
  );

describe("a document link's type and size, from the store", () => {
  const site = storeServer([withSizes(2_345_678)]);
  const page = (path: string) => site.get(path, { host });

  it.each([
    ["en", "PDF, 2.3 MB", "Word document, 45 kB", "Compressed file, 512 bytes"],
    ["hi", "पीडीएफ, 2.3 मेगाबाइट", "वर्ड दस्तावेज़, 45 किलोबाइट", "संपीड़ित फ़ाइल, 512 बाइट"],
    ["mr", "पीडीएफ, 2.3 मेगाबाइट", "वर्ड दस्तऐवज, 45 किलोबाइट", "संकुचित फाइल, 512 बाइट"],
  ] as const)("a notice's documents say theirs in %s", async (locale, pdf, word, zip) => {
    const reply = await page(noticePath(locale));
    expect(reply.status).toBe(200);
    expect(documentMarks(reply.text)).toEqual([` (${pdf})`, ` (${word})`, ` (${zip})`]);
    // The button that opens each file says it too, to a screen reader: its name includes it.
    const text = textOf(reply.text);
    expect(text).toContain(`${notice.announcementDocument[0]!.documentName}, ${pdf}`);
    expect(text).toContain(`Minutes, ${word}`);
  });

  it("the notice feed's entry says each document's type and size, in the feed's language", async () => {
    for (const [locale, pdf] of [
      ["en", "PDF, 2.3 MB"],
      ["hi", "पीडीएफ, 2.3 मेगाबाइट"],
    ] as const) {
      const feed = await page(localePath(`/${locale}`, routes.noticeFeed()));
      expect(feed.status).toBe(200);
      const name = notice.announcementDocument[0]!.documentName;
      // The entry's content is HTML, in a CDATA section of the feed's XML.
      expect(feed.text).toContain(`${name}</a> (${pdf})</li>`);
    }
  });

  it("changes with the file: a re-import's new size, under a new validator", async () => {
    const before = await page(noticePath("en"));
    await importBundle(site.db, withSizes(1_500_000));
    const after = await page(noticePath("en"));
    expect(documentMarks(after.text)[0]).toBe(" (PDF, 1.5 MB)");
    expect(after.headers.etag).toBeTruthy();
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});

describe("a document link on a site reading a live platform", () => {
  let platformDb: Db;
  let siteDb: Db;
  let platform: TestServer;
  let live: TestServer;

  beforeAll(async () => {
    platformDb = await backends[0]!.open();
    siteDb = await backends[0]!.open();
    await importBundle(platformDb, withSizes(2_345_678));
    platform = await startTestServer(platformDb);
    live = await startTestServer(siteDb, {
      platformApiUrl: `http://127.0.0.1:${platform.port}/api`,
    });
  }, 180_000);
  afterAll(async () => {
    await live?.close();
    await platform?.close();
    await siteDb?.close();
    await platformDb?.close();
  });

  it("says the type from the key alone, and no size it cannot know", async () => {
    // A live platform's site speaks English by default (no institutes file names languages).
    const reply = await get(live.port, routes.noticeDetail(notice._id), { host });
    expect(reply.status).toBe(200);
    expect(documentMarks(reply.text)).toEqual([" (PDF)", " (Word document)", " (Compressed file)"]);
    expect(marksOf(reply.text).length).toBeGreaterThan(3);
    for (const mark of marksOf(reply.text)) expect(mark).not.toMatch(/\d/);
  });
});

describe("a sparse institute's document links", () => {
  const sparse = sparseTenant();
  const site = storeServer([sparse]);
  const sparseHost = sparse.json.hosts[0]!;

  it("say a type and size on every page that links a file, and nothing else", async () => {
    const paths = await sitemapPaths(onHost(site.server.port, sparseHost));
    const pattern =
      /^ \((PDF|Word document|Spreadsheet|Presentation|Picture|Video|Audio|Compressed file|Text|File), [\d.]+ (bytes?|kB|MB|GB)\)$/;
    let marks = 0;
    for (const path of paths.slice(0, 60)) {
      const reply = await site.get(path, { host: sparseHost });
      expect(reply.status, path).toBe(200);
      for (const mark of marksOf(reply.text)) {
        expect(mark, path).toMatch(pattern);
        marks += 1;
      }
    }
    // The sparse institute still links files (its committees', its departments'): they say so.
    expect(marks).toBeGreaterThan(0);
  }, 300_000);
});

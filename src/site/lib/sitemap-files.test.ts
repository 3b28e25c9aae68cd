// How the sitemap's dated lists split into files: each file within the protocol's limits and one
// read of our archive call, every item in exactly one file, and only the names an index lists
// are files.
import { describe, expect, it } from "vitest";
import { LIMITS } from "#contract/constants.ts";
import { EVENT_TABS } from "#contract/links.ts";
import { routeOf } from "#test/support/route-table.ts";
import {
  DATED_FILE_ITEMS,
  DATED_KINDS,
  fileCount,
  firstItemOf,
  SITEMAP_LIMITS,
  SITEMAP_INDEX,
  sitemapFileName,
  sitemapFileOf,
  sitemapFilePath,
  type SitemapFile,
} from "./sitemap-files.ts";

/** The addresses one item of a dated list has: a notice one page, an event one per tab. */
const PAGES_PER_ITEM = { notices: 1, events: EVENT_TABS.length };

describe("the sitemap's files", () => {
  it.each(DATED_KINDS)("hold one read of %s, within the protocol's limits", (kind) => {
    const items = DATED_FILE_ITEMS[kind];
    // The archive call answers at most this many: a larger file would lose its last items.
    expect(items).toBeLessThanOrEqual(LIMITS.maxRows);
    expect(items * PAGES_PER_ITEM[kind]).toBeLessThanOrEqual(10_000);
    // An address is at most a few hundred bytes: a file stays far under 50 MB.
    expect(items * PAGES_PER_ITEM[kind] * 500).toBeLessThan(SITEMAP_LIMITS.bytes);
  });

  it("are as many as the items fill, none for none", () => {
    expect(fileCount(0, 10_000)).toBe(0);
    expect(fileCount(1, 10_000)).toBe(1);
    expect(fileCount(10_000, 10_000)).toBe(1);
    expect(fileCount(10_001, 10_000)).toBe(2);
    expect(fileCount(3_000, 2_000)).toBe(2);
  });

  it.each([
    [1, 3],
    [7, 3],
    [9, 3],
    [10, 3],
    [20_000, 10_000],
    [3_000, 2_000],
  ])("put each of %i items in one file of %i, as pages of that size", (count, perFile) => {
    // File n is page n of the list, perFile to a page: items (n - 1) * perFile to n * perFile.
    const files = Array.from({ length: fileCount(count, perFile) }, (_, i) => i + 1);
    const items = files.flatMap((n) =>
      Array.from({ length: perFile }, (_, i) => (n - 1) * perFile + i + 1).filter(
        (p) => p <= count,
      ),
    );
    expect(items).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    // Every file holds an item, and its first is where the index reads its newest.
    for (const n of files) {
      expect(firstItemOf(n, perFile)).toBe(items[(n - 1) * perFile]);
    }
  });

  it("at the issue's sizes: two files of notices and two of events", () => {
    expect(fileCount(20_000, DATED_FILE_ITEMS.notices)).toBe(2);
    expect(firstItemOf(2, DATED_FILE_ITEMS.notices)).toBe(10_001);
    expect(fileCount(3_000, DATED_FILE_ITEMS.events)).toBe(2);
    expect(firstItemOf(2, DATED_FILE_ITEMS.events)).toBe(2_001);
  });

  it("are named so that the name gives the file back, at addresses of the route table", () => {
    const files: SitemapFile[] = [
      { kind: "pages", number: 1 },
      { kind: "pages", number: 2 },
      { kind: "notices", number: 1 },
      { kind: "notices", number: 12 },
      { kind: "events", number: 3 },
      { kind: "events", number: SITEMAP_LIMITS.files },
    ];
    expect(files.map(sitemapFileName)).toEqual([
      "pages.xml",
      "pages-2.xml",
      "notices-1.xml",
      "notices-12.xml",
      "events-3.xml",
      "events-50000.xml",
    ]);
    for (const file of files) {
      expect(sitemapFileOf(sitemapFileName(file))).toEqual(file);
      expect(routeOf(sitemapFilePath(file))).toBe("screens/sitemap/sitemap-file");
    }
    expect(sitemapFilePath({ kind: "events", number: 2 })).toBe("/sitemap/events-2.xml");
    expect(routeOf(SITEMAP_INDEX)).toBe("screens/sitemap/sitemap-index");
  });

  it.each([
    "pages",
    "pages-1.xml",
    "notices.xml",
    "notices-0.xml",
    "notices-01.xml",
    "notices--1.xml",
    "notices-1.5.xml",
    "notices-1.XML",
    "notices-50001.xml",
    "notices-999999.xml",
    "staff-1.xml",
    "Notices-1.xml",
    "notices-1.xml.gz",
    "",
  ])("knows no file named %j", (name) => {
    expect(sitemapFileOf(name)).toBeNull();
  });
});

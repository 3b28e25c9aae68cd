// A page in another language is the page of the institute's default language in that language
// (issue 24): the same links, each under its language's prefix, its `lang`, and, in Hindi or
// Marathi, no English left on it. The links are compared on every template of both demo
// institutes (one speaks English by default, the other Marathi) in each language they offer.
// The institutes read for English words have every text a visitor reads in Devanagari
// (test/support/devanagari.ts; one of them sparse, so that its pages say what is not there),
// so on their Hindi and Marathi pages every Latin word is the site's own: a word of the
// interface that was not translated. One page of every route template, tab and filter their
// sitemaps list is read in both languages, with the text a browser shows and the names it
// gives (alternative text, accessible names, titles, placeholders, the page's title and
// description); addresses and the few words that stay as they are in every language (the
// glossary's acronyms, English named in itself) are left out.
import { Parser } from "htmlparser2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routes } from "#contract/links.ts";
import { DEFAULT_LANGUAGES, type Locale } from "#contract/locales.ts";
import { localePath } from "#site/i18n/locale.ts";
import { importBundle } from "#server/content/bundle-io.server.ts";
import type { Db } from "#server/store/db.server.ts";
import { demo, demoJson } from "#test/support/bundles.ts";
import {
  DEVANAGARI_HOST,
  devanagariTenant,
  SPARSE_DEVANAGARI_HOST,
  sparseDevanagariTenant,
} from "#test/support/devanagari.ts";
import { get, startTestServer, type TestServer } from "#test/support/http.ts";
import { readPage } from "#test/support/page-reader.ts";
import { routeOf } from "#test/support/route-table.ts";
import { onHost, sitemapPaths } from "#test/support/sitemap.ts";
import { backends } from "#test/support/stores.ts";

/** Words every language writes as they are: acronyms (NAAC, UGC, IRINS: glossary.md), English
 * named in itself by the language switcher, the names of the networks an institute links, and
 * of the feed's and calendar's formats; and, on the help and accessibility pages, the names of
 * products (screen readers, systems, the axe checker) and of keys as keyboards print them. */
const AS_THEY_ARE =
  /^(?:[A-Z]{2,}|English|Facebook|Twitter|LinkedIn|YouTube|Instagram|WhatsApp|Atom|iCalendar|Windows|Android|iPhone|iPad|Mac|TalkBack|VoiceOver|axe|Tab|Shift|Enter|Ctrl|Cmd)$/;

/** What a visitor reads or hears of a page, as pieces of text; but for text the page marks as
 * English (`lang="en"`: the official English title of a regulation a page cites). */
function shownText(html: string): string[] {
  const pieces: string[] = [];
  const open: { name: string; english: boolean }[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const within = open.at(-1)?.english ?? false;
        const english = attributes.lang ? attributes.lang.startsWith("en") : within;
        open.push({ name, english: name === "html" ? false : english });
        if (english && name !== "html") return;
        for (const key of ["alt", "aria-label", "title", "placeholder"]) {
          const value = attributes[key];
          if (value) pieces.push(value);
        }
        if (
          name === "meta" &&
          /^(description|og:title|og:description)$/.test(
            attributes.name ?? attributes.property ?? "",
          )
        ) {
          pieces.push(attributes.content ?? "");
        }
      },
      ontext(data) {
        const at = open.at(-1);
        if (at && !at.english && at.name !== "script" && at.name !== "style") pieces.push(data);
      },
      onclosetag() {
        open.pop();
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return pieces;
}

/** The English words in a piece of text, once its addresses are taken out (a page printed
 * shows its own: its path and its query are pieces of their own). */
function englishWords(text: string): string[] {
  if (/^\s*(?:[/?]\S*|[\w-]+=\S*)\s*$/.test(text)) return [];
  const words = text
    .replace(/\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g, " ")
    .replace(/\b(?:https?:\/\/|www\.)\S+/g, " ")
    .replace(/\b(?:Google Play|App Store|Adobe Acrobat Reader|prospectus-language)\b/g, " ")
    .replace(/\b[\w-]+(?:\.[\w-]+)*\.(?:in|com|org|net|edu|ac\.in|pdf)\b/g, " ")
    .match(/[A-Za-z][A-Za-z'’]+/g);
  return (words ?? []).filter((word) => !AS_THEY_ARE.test(word));
}

/** A plain address in a language other than the institute's default: under its prefix. */
const inLanguage = (locale: Locale, path: string) => localePath(`/${locale}`, path);

/** The page's language, as `<html lang>` says it. */
const langOf = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];

describe.each(backends.slice(0, 1))("a page in another language on $name", (backend) => {
  const devanagari = devanagariTenant();
  const sparse = sparseDevanagariTenant();
  const institutes = [devanagari, sparse, demo(0), demo(1)];
  const bundles = [devanagari.json, sparse.json, demoJson(0), demoJson(1)];
  let db: Db;
  let server: TestServer;
  /** One address of every page template each host's sitemap lists, by host. */
  const samples = new Map<string, string[]>();

  beforeAll(async () => {
    db = await backend.open();
    for (const institute of institutes) await importBundle(db, institute);
    server = await startTestServer(db);
    for (const host of bundles.map((json) => json.hosts[0] ?? "")) {
      // One page of each template's every tab and filter: a template's tabs compose their
      // titles apart (a society's "Vision and Mission").
      const byTemplate = new Map<string, string>();
      for (const path of await sitemapPaths(onHost(server.port, host))) {
        const template = routeOf(path);
        const shape = `${template} ${path.replace(/[0-9a-f]{24}/g, ":id").replace(/=[^&]*/g, "=")}`;
        if (template && !byTemplate.has(shape)) byTemplate.set(shape, path);
      }
      // Search is in no sitemap: a search that finds something, one that finds the site's
      // fixed pages by their names in the page's language, and one that finds nothing.
      samples.set(host, [
        ...byTemplate.values(),
        `/search?q=${encodeURIComponent("स")}`,
        `/search?q=${encodeURIComponent("सूचना")}`,
        `/search?q=${encodeURIComponent("ज्ञज्ञज्ञ")}`,
      ]);
    }
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  /** Each institute's host with a language it offers besides its default. */
  const cases = bundles.flatMap((json) => {
    const languages = json.languages ?? DEFAULT_LANGUAGES;
    return languages.offered
      .filter((locale) => locale !== languages.default)
      .map((locale) => [json.hosts[0] ?? "", languages.default, locale] as const);
  });

  it.each(cases)(
    "on %s is the %s page in %s: its language, the same links, under its prefix",
    async (host, fallback, locale) => {
      const paths = samples.get(host) ?? [];
      expect(paths.length).toBeGreaterThan(40);
      for (const path of paths) {
        const address = inLanguage(locale, path);
        const [plain, other] = await Promise.all(
          [path, address].map((at) => get(server.port, at, { host })),
        );
        expect(plain?.status, path).toBe(200);
        expect(other?.status, address).toBe(200);
        expect(langOf(plain?.text ?? ""), path).toBe(fallback);
        expect(langOf(other?.text ?? ""), address).toBe(locale);
        // A search finds the site's own pages by their names in the page's language, so what
        // it finds differs between languages (its frame is every page's).
        if (path.startsWith(routes.search())) continue;
        const prefixed = readPage(plain?.text ?? "").links.map((href) => inLanguage(locale, href));
        expect(readPage(other?.text ?? "").links, address).toEqual(prefixed);
      }
    },
    120_000,
  );

  // The full institute, and the same made sparse: its pages say what is not there.
  it.each([
    [DEVANAGARI_HOST, "hi"],
    [DEVANAGARI_HOST, "mr"],
    [SPARSE_DEVANAGARI_HOST, "hi"],
    [SPARSE_DEVANAGARI_HOST, "mr"],
  ] as const)(
    "on %s in %s says no word of the interface in English",
    async (host, locale) => {
      const paths = samples.get(host) ?? [];
      expect(paths.length).toBeGreaterThan(40);
      const found = new Map<string, string[]>();
      for (const path of paths) {
        const address = inLanguage(locale, path);
        const reply = await get(server.port, address, { host });
        expect(reply.status, address).toBe(200);
        for (const piece of shownText(reply.text)) {
          if (englishWords(piece).length === 0) continue;
          const text = piece.trim().replace(/\s+/g, " ");
          found.set(text, [...(found.get(text) ?? []), `${routeOf(path)} (${address})`]);
        }
      }
      const report = [...found].map(
        ([text, pages]) => `"${text}" on ${pages.length} pages: ${pages.slice(0, 3).join(", ")}`,
      );
      expect(report, report.join("\n")).toEqual([]);
    },
    120_000,
  );
});

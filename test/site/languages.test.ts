// The site in English, Hindi and Marathi (issue 24): the institute's default language at the
// plain addresses, each other language it offers under the prefix of its code, every link of
// a page in its language, a switcher to the same page in the others, `lang`, canonical and
// hreflang per language, and a page not found for a language not offered.
import { describe, expect, it } from "vitest";
import { importBundle } from "#server/content/bundle-io.server.ts";
import { demo, demoJson, withJson } from "#test/support/bundles.ts";
import { demoServer } from "#test/support/server.ts";
import { readPage } from "#test/support/page-reader.ts";
import { onHost, pathOf, readSitemap } from "#test/support/sitemap.ts";

const host = demoJson(0).hosts[0]!;
const origin = `http://${host}`;

/** The `<html lang>` of a page. */
const langOf = (html: string) => /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1];

/** The page's `<link rel="alternate" hreflang>` targets, by language. */
function alternatesOf(html: string): Record<string, string> {
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]);
  return Object.fromEntries(
    links.flatMap((link) => {
      const lang = /\shrefLang="([^"]*)"|\shreflang="([^"]*)"/i.exec(link);
      const href = /\shref="([^"]*)"/.exec(link)?.[1];
      return lang && href && /rel="alternate"/.test(link) ? [[lang[1] ?? lang[2], href]] : [];
    }),
  );
}

const canonicalOf = (html: string) =>
  /<link\b[^>]*rel="canonical"[^>]*href="([^"]*)"/.exec(html)?.[1];

/** The switcher's links: `<a … lang=… hrefLang=…>` in the language navigation. */
function switcherOf(html: string): Record<string, string> {
  const nav = /<nav[^>]*aria-label="(?:Language|भाषा)"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1];
  if (!nav) return {};
  return Object.fromEntries(
    [...nav.matchAll(/<a\b[^>]*href="([^"]*)"[^>]*hrefLang="([^"]*)"/gi)].map((m) => [
      m[2],
      m[1]?.replaceAll("&amp;", "&"),
    ]),
  );
}

describe("the interface's languages", () => {
  const running = demoServer();
  const page = (path: string) => running.get(path, { host });

  it("serves English at the plain addresses and Hindi and Marathi under their prefixes", async () => {
    const english = await page("/notice");
    expect(english.status).toBe(200);
    expect(langOf(english.text)).toBe("en");
    expect(english.text).toContain("Skip to main content");

    const hindi = await page("/hi/notice");
    expect(hindi.status).toBe(200);
    expect(langOf(hindi.text)).toBe("hi");
    expect(hindi.text).toContain("मुख्य सामग्री पर जाएँ");
    expect(hindi.text).toContain("हमारा महाविद्यालय");
    expect(hindi.text).not.toContain("Skip to main content");
    expect(hindi.text).not.toContain(">Our College<");

    const marathi = await page("/mr/notice");
    expect(marathi.status).toBe(200);
    expect(langOf(marathi.text)).toBe("mr");
    expect(marathi.text).toContain("मुख्य मजकुराकडे जा");
    expect(marathi.text).toContain("आमचे महाविद्यालय");

    const home = await page("/hi");
    expect(home.status).toBe(200);
    expect(langOf(home.text)).toBe("hi");
    for (const words of ["सूचनाएँ", "महाविद्यालय के बारे में", "प्राचार्य का संदेश", "और पढ़ें"]) {
      expect(home.text).toContain(words);
    }
    expect(home.text).not.toContain("Read More");
  });

  it("writes dates in the page's language, with international digits", async () => {
    const english = await page("/notice");
    expect(english.text).toMatch(/(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, \d{1,2} \w+ \d{4}/);
    const hindi = await page("/hi/notice");
    expect(hindi.text).toMatch(
      /(सोमवार|मंगलवार|बुधवार|गुरुवार|शुक्रवार|शनिवार|रविवार), \d{1,2} \S+ \d{4}/,
    );
    const marathi = await page("/mr/notice");
    expect(marathi.text).toMatch(
      /(सोमवार|मंगळवार|बुधवार|गुरुवार|शुक्रवार|शनिवार|रविवार), \d{1,2} [^\s,]+,? \d{4}/,
    );
  });

  it("names the link to a principal's message in one sentence of the page's language, holding its visible words", async () => {
    const sentences = {
      "/": (name: string) => `Read the full message of ${name}`,
      "/hi": (name: string) => `${name} का पूरा संदेश पढ़ें`,
      "/mr": (name: string) => `${name} यांचा संपूर्ण संदेश वाचा`,
    };
    for (const [path, sentence] of Object.entries(sentences)) {
      const { text } = await page(path);
      const article = [...text.matchAll(/<article\b[^>]*>[\s\S]*?<\/article>/g)]
        .map((m) => m[0])
        .find((a) => a.includes("principal-message"));
      const name = /<h3\b[^>]*>([^<]+)<\/h3>/.exec(article ?? "")?.[1];
      const link =
        /<a\b[^>]*aria-label="([^"]*)"[^>]*href="[^"]*principal-message"[^>]*>([^<]*)<\/a>/.exec(
          article ?? "",
        );
      expect(name, path).toBeTruthy();
      expect(link?.[1], path).toBe(sentence(name ?? ""));
      expect(link?.[1], path).toContain(link?.[2]);
    }
  });

  it("names each moving area's Play button by what it starts, in one sentence holding its visible word", async () => {
    const names = {
      "/": ["Play banner", "Play notices", "Play events", "Play testimonials"],
      "/hi": [
        "बैनर का स्लाइड शो चलाएँ",
        "सूचनाओं का स्क्रॉल चलाएँ",
        "कार्यक्रमों का स्क्रॉल चलाएँ",
        "प्रशंसापत्रों का स्लाइड शो चलाएँ",
      ],
      "/mr": [
        "बॅनरचा स्लाइड शो सुरू करा",
        "सूचनांचे स्क्रोलिंग सुरू करा",
        "कार्यक्रमांचे स्क्रोलिंग सुरू करा",
        "अभिप्रायांचा स्लाइड शो सुरू करा",
      ],
    };
    for (const [path, expected] of Object.entries(names)) {
      const { text } = await page(path);
      const buttons = [
        ...text.matchAll(/<button\b[^>]*aria-label="([^"]*)"[^>]*>\s*<svg[\s\S]*?<\/svg>([^<]*)</g),
      ]
        .map((m) => ({ name: m[1] ?? "", visible: (m[2] ?? "").trim() }))
        .filter((button) => button.visible !== ""); // not the testimonials' arrows
      expect(
        buttons.map((b) => b.name),
        path,
      ).toEqual(expected);
      for (const button of buttons) expect(button.name, path).toContain(button.visible);
    }
  });

  it("names each language's page as canonical and the others as alternates", async () => {
    const hindi = await page("/hi/notice");
    expect(canonicalOf(hindi.text)).toBe(`${origin}/hi/notice`);
    expect(alternatesOf(hindi.text)).toEqual({
      en: `${origin}/notice`,
      hi: `${origin}/hi/notice`,
      mr: `${origin}/mr/notice`,
      "x-default": `${origin}/notice`,
    });
    const english = await page("/notice");
    expect(canonicalOf(english.text)).toBe(`${origin}/notice`);
    expect(alternatesOf(english.text).mr).toBe(`${origin}/mr/notice`);
  });

  it("links every page of a language within it, and the switcher to the same page in the others", async () => {
    const hindi = await page("/hi/notice?page=2");
    const switcher = switcherOf(hindi.text);
    expect(switcher).toEqual({
      en: "/notice?page=2&remember",
      mr: "/mr/notice?page=2&remember",
    });
    const others = new Set(Object.values(switcher));
    const links = readPage(hindi.text).links.filter((link) => !others.has(link));
    expect(links.length).toBeGreaterThan(30);
    expect(links.filter((link) => link !== "/hi" && !link.startsWith("/hi/"))).toEqual([]);

    const english = await page("/notice");
    expect(switcherOf(english.text)).toEqual({
      hi: "/hi/notice?remember",
      mr: "/mr/notice?remember",
    });
    const elsewhere = readPage(english.text).links.filter((link) => /^\/(hi|mr)(\/|$)/.test(link));
    expect(elsewhere).toEqual([]);
  });

  it("keeps and validates each language's page on its own", async () => {
    const gzip = { "accept-encoding": "gzip" };
    const ask = (path: string, headers: Record<string, string> = {}) =>
      running.get(path, { host, headers: { ...gzip, ...headers } });
    const english = await ask("/notice");
    const hindi = await ask("/hi/notice");
    const etag = String(hindi.headers.etag);
    expect(etag).toBeTruthy();
    expect(etag).not.toBe(String(english.headers.etag));
    // Asked again, the kept Hindi page answers (at the door): the same bytes, still Hindi.
    const again = await ask("/hi/notice");
    expect(again.body.equals(hindi.body)).toBe(true);
    expect(again.headers.etag).toBe(etag);
    expect((await ask("/hi/notice", { "if-none-match": etag })).status).toBe(304);
    // The English page's validator is not the Hindi page's.
    const other = await ask("/notice", { "if-none-match": etag });
    expect(other.status).toBe(200);
  });

  it("remembers the language a visitor chose and sends their next visit to it, from any plain address", async () => {
    const gzip = { "accept-encoding": "gzip" };
    const ask = (path: string, cookie?: string) =>
      running.get(path, {
        host,
        headers: { ...gzip, ...(cookie === undefined ? {} : { cookie }) },
      });
    // The plain page is kept and answered at the door before any choice.
    expect((await ask("/event?year=2024")).status).toBe(200);
    expect((await ask("/event?year=2024")).status).toBe(200);

    const chose = await ask("/hi/event?year=2024&remember");
    expect(chose.status).toBe(303);
    expect(chose.headers.location).toBe("/hi/event?year=2024");
    expect(chose.headers["cache-control"]).toBe("no-store");
    const cookie = String(chose.headers["set-cookie"]);
    expect(cookie).toMatch(
      /^prospectus-language=hi; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly$/,
    );
    const sent = cookie.split(";")[0]!;

    // Next visit: a plain address goes to its Hindi page, even one kept at the door; a page's
    // data for the client router and a Hindi page are answered as for anyone.
    for (const path of ["/", "/event?year=2024", "/notice"]) {
      const next = await ask(path, `theme=dark; ${sent}`);
      expect(next.status, path).toBe(302);
      expect(next.headers.location, path).toBe(path === "/" ? "/hi" : `/hi${path}`);
      expect(next.headers["cache-control"], path).toBe("no-store");
      expect(next.headers.vary, path).toBe("Cookie");
    }
    expect((await ask("/notice.data", sent)).status).toBe(200);
    const hindi = await ask("/hi/notice", sent);
    expect(hindi.status).toBe(200);
    expect(hindi.headers["set-cookie"]).toBeUndefined();

    // Choosing the institute's default language forgets the choice.
    const back = await ask("/notice?remember", sent);
    expect(back.status).toBe(303);
    expect(back.headers.location).toBe("/notice");
    expect(String(back.headers["set-cookie"])).toMatch(
      /^prospectus-language=; Path=\/; Max-Age=0;/,
    );
    // A cookie naming no language the institute offers, or its default, sends nowhere.
    for (const other of ["prospectus-language=fr", "prospectus-language=en"]) {
      expect((await ask("/notice", other)).status, other).toBe(200);
    }
  });

  it("lists every page's address in each language in the sitemap, and each answers", async () => {
    const { urls } = await readSitemap(onHost(running.server.port, host));
    const notices = urls.find((url) => url.loc === `${origin}/notice`);
    expect(notices?.alternates).toEqual({
      en: `${origin}/notice`,
      hi: `${origin}/hi/notice`,
      mr: `${origin}/mr/notice`,
      "x-default": `${origin}/notice`,
    });
    const home = urls.find((url) => url.loc === `${origin}/`);
    expect(home?.alternates.hi).toBe(`${origin}/hi`);
    expect(urls.every((url) => Object.keys(url.alternates).length === 4)).toBe(true);
    for (const url of urls.slice(0, 40)) {
      for (const address of [url.alternates.hi, url.alternates.mr]) {
        expect((await page(pathOf(address ?? ""))).status, address).toBe(200);
      }
    }
  });

  it("answers a page not found in the address's language", async () => {
    const missing = await page("/hi/no/such/page");
    expect(missing.status).toBe(404);
    expect(langOf(missing.text)).toBe("hi");
    expect(missing.text).toContain("पृष्ठ नहीं मिला");
  });

  it("sends the default language's prefix to the plain address", async () => {
    const reply = await page("/en/notice?year=2024");
    expect(reply.status).toBe(301);
    expect(reply.headers.location).toBe("/notice?year=2024");
  });

  it("serves the languages the institute chose: its default plain, the others prefixed, none else", async () => {
    const json = { ...demoJson(0), languages: { default: "hi", offered: ["hi", "en"] } };
    await importBundle(running.db, withJson(0, json));
    running.server.invalidate();
    try {
      const plain = await page("/notice");
      expect(plain.status).toBe(200);
      expect(langOf(plain.text)).toBe("hi");
      expect(switcherOf(plain.text)).toEqual({ en: "/en/notice?remember" });

      const english = await page("/en/notice");
      expect(english.status).toBe(200);
      expect(langOf(english.text)).toBe("en");
      expect(canonicalOf(english.text)).toBe(`${origin}/en/notice`);
      const outside = readPage(english.text).links.filter(
        (link) => !link.startsWith("/en") && !link.endsWith("/feed.xml"),
      );
      expect(outside).toEqual([]);

      // Marathi is not offered: its prefix names no page.
      const marathi = await page("/mr/notice");
      expect(marathi.status).toBe(404);
      expect(langOf(marathi.text)).toBe("hi");
      expect((await page("/hi/notice")).headers.location).toBe("/notice");
    } finally {
      await importBundle(running.db, demo(0));
      running.server.invalidate();
    }
  });
});

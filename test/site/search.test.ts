// Site search (issue "Site search, notice feed and events calendar"), over real HTTP on every
// store: what it finds and where each result leads, words found by their beginning, by their
// stem and despite a typo, Devanagari, the results page, hostile queries, and isolation. A
// third institute shares the first demo institute's notice titles under its own ids, so a
// result from the wrong institute could not hide behind different words.
import { describe, expect, it } from "vitest";
import { SEARCH_LIMITS } from "#contract/constants.ts";
import { DEFAULT_LANGUAGES } from "#contract/locales.ts";
import { localePath, prefixOf } from "#site/i18n/locale.ts";
import type { Bundle, SearchAnswer } from "#contract/index.ts";
import { importBundle, type BundleSource } from "#server/content/bundle-io.server.ts";
import { queryWords, refreshSearchIndex } from "#server/store/search.server.ts";
import { demo, demoJson, lookalikeTenant, syntheticId } from "#test/support/bundles.ts";
import { onHost, sitemapPaths } from "#test/support/sitemap.ts";
import { backends } from "#test/support/stores.ts";
import { storeServer } from "#test/support/server.ts";
import { word, wordsOf } from "#test/support/words.ts";

const HINDI_TITLE = "प्रवेश सूचना: छात्रवृत्ति अर्ज";
/** "Results announced for students": both nouns in the plural's oblique form. */
const HINDI_PLURALS = "विद्यार्थियों के लिए परिणामों की घोषणा";
/** "ज़िला परिषद की फ़ीस" with ज़ and फ़ each one code point, as some keyboards write them (NFC
 * writes each as the letter and a nukta). */
const NUKTA_WORDS = ["\u095b\u093f\u0932\u093e", "\u095e\u0940\u0938"];
const NUKTA_TITLE = `${NUKTA_WORDS[0]} परिषद की ${NUKTA_WORDS[1]}`;
const STAFF = { first: "Vasundhara", last: "Kulkarni", designation: "Assistant Professor" };

function lookalike(): BundleSource & { json: Bundle } {
  return lookalikeTenant(() => ({
    notices: [
      {
        _id: syntheticId(997),
        insAnnTitle: HINDI_PLURALS,
        insAnnDescription: "",
        createdAt: "2026-04-01T00:00:00.000Z",
        announcementDocument: [],
      },
      {
        _id: syntheticId(998),
        insAnnTitle: NUKTA_TITLE,
        insAnnDescription: "<p>परीक्षा शुल्क</p>",
        createdAt: "2026-05-01T00:00:00.000Z",
        announcementDocument: [],
      },
      {
        _id: syntheticId(999),
        insAnnTitle: HINDI_TITLE,
        insAnnDescription: "<p>छात्रवृत्ति के लिए अर्ज <b>जमा</b> करें</p>",
        createdAt: "2026-06-01T00:00:00.000Z",
        announcementDocument: [],
      },
    ],
    staff: [
      {
        _id: syntheticId(3000),
        staffFirstName: STAFF.first,
        staffMiddleName: "",
        staffLastName: STAFF.last,
        staffPhoneNumber: "",
        staffEmail: "",
        current_designation: STAFF.designation,
        staff_department: null,
        teaching_type: "Teaching",
        staff_technicality: "Teaching",
        staff_dynamic_field: [],
      },
    ],
  }));
}

const third = lookalike();
const institutes = [demoJson(0), demoJson(1), third.json] as const;
const hostOf = (bundle: Bundle) => bundle.hosts[0] ?? "";

/** The longest word of a title: the one least likely to be in every other title. */
function longestWord(title: string): string {
  return queryWords(title).reduce((a, b) => (b.length > a.length ? b : a), "");
}

/** Every id a bundle's notices, events and staff carry: what a foreign result would show. */
function idsOf(bundle: Bundle): string[] {
  return [
    ...bundle.notices.map((n) => n._id),
    ...bundle.events.map((e) => e._id),
    ...bundle.departments.map((d) => d._id),
  ];
}

describe.each(backends)("search ($name)", (backend) => {
  const search = async (bundle: Bundle, query: Record<string, string>) => {
    const qs = new URLSearchParams(query).toString();
    const reply = await running.get(`/api/v1/prospectus/search/${bundle.institute._id}?${qs}`, {
      host: hostOf(bundle),
    });
    expect(reply.status, reply.text).toBe(200);
    return (reply.json() as { search: SearchAnswer }).search;
  };
  /** The third institute's notice `id` is among what `q` finds there, found as a similar word
   * or not. */
  const findsNotice = async (q: string, id: number, { similar }: { similar: boolean }) => {
    const answer = await search(third.json, { q });
    expect(answer.similar, q).toBe(similar);
    expect(
      answer.hits.map((h) => h.href),
      q,
    ).toContain(`/one/notice/${syntheticId(id)}/detail`);
  };
  const page = (bundle: Bundle, path: string) => running.get(path, { host: hostOf(bundle) });
  const text = (parts: { text: string }[]) => parts.map((p) => p.text).join("");

  const running = storeServer([demo(0), demo(1), third], {}, backend);

  it("finds a notice by a word of its title, links its page and marks the word", async () => {
    const bundle = institutes[0];
    const notice = bundle.notices[0];
    if (!notice) throw new Error("the demo has notices");
    const word = longestWord(notice.insAnnTitle);
    const answer = await search(bundle, { q: word });
    const hit = answer.hits.find((h) => h.href === `/one/notice/${notice._id}/detail`);
    expect(hit, `${word} finds ${notice.insAnnTitle}`).toBeDefined();
    expect(text(hit?.title ?? [])).toBe(notice.insAnnTitle.replace(/\s+/g, " ").trim());
    expect(hit?.title.some((p) => p.mark && p.text.toLowerCase().startsWith(word))).toBe(true);
    expect(answer.counts.find((c) => c.kind === "notice")?.count).toBeGreaterThan(0);
  });

  it("finds a word by its beginning and an English word by its stem", async () => {
    const bundle = institutes[0];
    const notice = bundle.notices.find((n) => longestWord(n.insAnnTitle).length >= 7);
    if (!notice) throw new Error("the demo has a notice with a long word");
    const word = longestWord(notice.insAnnTitle);
    const byStart = await search(bundle, { q: word.slice(0, 5), kind: "notice" });
    expect(byStart.hits.map((h) => h.href)).toContain(`/one/notice/${notice._id}/detail`);
    // "notices" finds the fixed Notices page by the stem of "notice".
    const byStem = await search(bundle, { q: "notices" });
    expect(byStem.hits.some((h) => h.href === "/notice")).toBe(true);
  });

  it("finds a title despite a typo, and says the results are similar words", async () => {
    const bundle = institutes[0];
    const notice = bundle.notices.find((n) => longestWord(n.insAnnTitle).length >= 8);
    if (!notice) throw new Error("the demo has a notice with a long word");
    const word = longestWord(notice.insAnnTitle);
    const typo = word.slice(0, 3) + word.slice(4); // one letter left out
    const answer = await search(bundle, { q: typo });
    expect(answer.similar).toBe(true);
    expect(answer.hits.some((h) => text(h.title).toLowerCase().includes(word))).toBe(true);
  });

  it("finds Devanagari words, and a person by name and designation", async () => {
    await findsNotice("छात्रवृत्ति", 999, { similar: false });
    const person = await search(third.json, { q: `${STAFF.last} assistant` });
    const hit = person.hits.find((h) => h.kind === "person");
    expect(text(hit?.title ?? [])).toBe(`${STAFF.first} ${STAFF.last}`);
    // The person's own page.
    expect(hit?.href).toBe(`/institute/faculties/staff/${syntheticId(3000)}`);
    expect(text(hit?.snippet ?? [])).toContain(STAFF.designation);
  });

  it("finds a Devanagari title however a vowel's length is written", async () => {
    // सूचना typed with a short u, परिषद with a long i: one word once vowel lengths are one.
    await findsNotice("सुचना", 999, { similar: true });
    await findsNotice("परीषद", 998, { similar: true });
  });

  it("finds a Hindi word in another form of it, by its stem", async () => {
    // A singular finds a plural and a plural the singular; neither is the beginning of the
    // other (विद्यार्थी, विद्यार्थियों), so neither is found by its start, nor as a similar word.
    await findsNotice("विद्यार्थी", 997, { similar: false });
    await findsNotice("घोषणाएं", 997, { similar: false });
    await findsNotice("सूचनाएं", 999, { similar: false });
    await findsNotice("छात्रवृत्तियों", 999, { similar: false });
  });

  it("finds a word with a nukta however it is written, in the title and in the query", async () => {
    for (const word of NUKTA_WORDS) {
      for (const q of [word, word.normalize("NFC")]) await findsNotice(q, 998, { similar: false });
    }
  });

  it("finds quality documents at every level, each with its file and its page", async () => {
    const bundle = institutes[0];
    const detail = bundle.quality_details[0];
    const tab = detail?.naac_outer_tab_nested.find((t) => t.inner_card.length > 0);
    const card = tab?.inner_card.find((c) => c.pdf_key) ?? tab?.inner_card[0];
    if (!detail || !tab || !card) throw new Error("the demo has NAAC cards");
    const answer = await search(bundle, { q: card.name, kind: card.pdf_key ? "document" : "page" });
    const hit = answer.hits.find((h) => text(h.title) === card.name.replace(/\s+/g, " ").trim());
    expect(hit?.href).toBe(`/naac/${detail._id}/tab/${tab._id}`);
    if (card.pdf_key) expect(hit?.file).toBe(card.pdf_key);
  });

  // Every entry's page answers. One page of each shape (its address with ids and query left
  // out) is rendered on every back end; on the first, so is one of every path the sitemap does
  // not list (a section's index; the staff tables, searched for each person's name, are one
  // path each). The sitemap's own pages all answer: e2e/links.e2e.ts crawls these institutes
  // and finds each page it lists.
  it("links every entry of both demo institutes to a page that answers, and to its own files", async () => {
    for (const bundle of institutes.slice(0, 2)) {
      const tenant = bundle.institute._id;
      const rows = await running.db.query<{ href: string }>(
        "SELECT DISTINCT href FROM search_entry WHERE tenant_id = $1 ORDER BY href",
        [tenant],
      );
      expect(rows.length).toBeGreaterThan(50);
      const hrefs = rows.map((row) => row.href);
      const shapes = new Map(
        hrefs.map((href) => [href.replace(/[0-9a-f]{24}/g, ":id").replace(/\?.*/, ""), href]),
      );
      const listed = new Set(await sitemapPaths(onHost(running.server.port, hostOf(bundle))));
      const unlisted = hrefs.filter((href) => !listed.has(href));
      expect(unlisted.length).toBeLessThan(hrefs.length / 2);
      const unlistedPaths = new Map(unlisted.map((href) => [href.replace(/\?.*/, ""), href]));
      const checked = new Set([
        ...shapes.values(),
        ...(backend === backends[0] ? unlistedPaths.values() : []),
      ]);
      const failing: string[] = [];
      for (const href of checked) {
        const reply = await page(bundle, href);
        if (reply.status !== 200) failing.push(`${reply.status} ${href}`);
      }
      expect(failing).toEqual([]);
      const missing = await running.db.query(
        `SELECT DISTINCT file_key FROM search_entry e WHERE tenant_id = $1 AND file_key IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM media m WHERE m.key = e.file_key AND m.tenant_id = $1)`,
        [tenant],
      );
      expect(missing).toEqual([]);
    }
  }, 300_000);

  it("groups a page of every kind, then pages through one kind", async () => {
    const bundle = institutes[0];
    const all = await search(bundle, { q: "a" });
    for (const count of all.counts) {
      const shown = all.hits.filter((h) => h.kind === count.kind).length;
      expect(shown).toBe(Math.min(count.count, SEARCH_LIMITS.perGroup));
    }
    const big = all.counts.find((c) => c.count > SEARCH_LIMITS.perPage);
    if (!big) throw new Error("a one-letter query matches more than a page of some kind");
    const first = await search(bundle, { q: "a", kind: big.kind });
    const second = await search(bundle, { q: "a", kind: big.kind, page: "2" });
    expect(first.hits).toHaveLength(SEARCH_LIMITS.perPage);
    expect(second.hits.length).toBeGreaterThan(0);
    expect(second.hits[0]).not.toEqual(first.hits[0]);
    expect(new Set([...first.hits, ...second.hits].map((h) => h.kind))).toEqual(
      new Set([big.kind]),
    );
    // The results page follows the lists' paging rules: a page that is not one is a 404.
    const q = `/search?q=a&kind=${big.kind}`;
    const last = Math.ceil(big.count / SEARCH_LIMITS.perPage);
    expect((await page(bundle, `${q}&page=2`)).status).toBe(200);
    expect((await page(bundle, `${q}&page=${last}`)).status).toBe(200);
    for (const bad of ["0", "-1", "1.5", "abc", String(last + 1)]) {
      expect((await page(bundle, `${q}&page=${bad}`)).status, bad).toBe(404);
    }
  });

  it("never answers with another institute's content, though the titles are the same", async () => {
    for (const bundle of institutes) {
      const foreign = institutes.filter((other) => other !== bundle).flatMap(idsOf);
      const words = new Set(
        institutes[0].notices.slice(0, 8).map((n) => longestWord(n.insAnnTitle)),
      );
      for (const word of [...words, "college", "छात्रवृत्ति", STAFF.last]) {
        const answer = await search(bundle, { q: word });
        const leaked = answer.hits.filter((h) => foreign.some((id) => h.href.includes(id)));
        expect(leaked, `${word} on ${bundle.institute.insName}`).toEqual([]);
      }
    }
    // The lookalike's staff member is found on its own host only.
    for (const bundle of institutes.slice(0, 2)) {
      const answer = await search(bundle, { q: STAFF.first });
      expect(answer.hits.filter((h) => text(h.title).includes(STAFF.first))).toEqual([]);
    }
    // Another institute's id through this host's API is a 404.
    const reply = await running.get(`/api/v1/prospectus/search/${third.json.institute._id}?q=x`, {
      host: hostOf(institutes[0]),
    });
    expect(reply.status).toBe(404);
  });

  it("renders results on the server: groups, marked words, links and file links", async () => {
    const bundle = institutes[0];
    const notice = bundle.notices[0];
    if (!notice) throw new Error("the demo has notices");
    const word = longestWord(notice.insAnnTitle);
    const reply = await page(bundle, `/search?q=${encodeURIComponent(word)}`);
    expect(reply.status).toBe(200);
    expect(reply.text).toContain('role="search"');
    expect(reply.text).toContain(`href="/one/notice/${notice._id}/detail"`);
    expect(reply.text).toMatch(/<mark[^>]*>[^<]+<\/mark>/);
    expect(reply.text).toMatch(/<h2[^>]*>Notices<\/h2>/);
    expect(reply.text).toContain('name="robots" content="noindex"');
    const kinded = await page(bundle, `/search?q=${encodeURIComponent(word)}&kind=notice`);
    expect(kinded.text).toMatch(/aria-current="page"[^>]*>Notices/);
  });

  it("finds the site's own pages by their names in the page's language, and says them so", async () => {
    const bundle = institutes[0];
    const plain = (title: SearchAnswer["hits"][number]["title"]) =>
      title.map((part) => part.text).join("");
    for (const locale of ["en", "hi", "mr"] as const) {
      const name = word(locale, "notice_title");
      const found = await search(bundle, { q: name, lang: locale });
      const page = found.hits.find((hit) => hit.kind === "page" && hit.href === "/notice");
      expect(page && plain(page.title), `${locale} ${name}`).toBe(name);
      // A file's section is said in the language searched (the examination's notices).
      const exam = word(locale, "tab_notice");
      const files = await search(bundle, { q: exam, lang: locale, kind: "document" });
      expect(files.hits.length, `${locale} ${exam}`).toBeGreaterThan(0);
    }
    // In Hindi, the notices page is not found by, nor shown with, its English name.
    const english = await search(bundle, { q: word("en", "notice_title"), lang: "hi" });
    expect(english.hits.filter((hit) => hit.kind === "page" && hit.href === "/notice")).toEqual([]);
  });

  it("says how many it found in the plural form the count takes, in every language", async () => {
    const bundle = third.json;
    const languages = bundle.languages ?? DEFAULT_LANGUAGES;
    // One person has this name; many pages say "college".
    const totals: number[] = [];
    for (const q of [STAFF.first, "college"]) {
      for (const locale of languages.offered) {
        // The site's own pages are found by their names in the page's language.
        const found = await search(bundle, { q, lang: locale });
        const total = found.counts.reduce((sum, c) => sum + c.count, 0);
        if (locale === "en") totals.push(total);
        const path = localePath(prefixOf(locale, languages), `/search?q=${q}`);
        const shown = (await page(bundle, path)).text.replace(/<[^>]*>/g, "");
        const line = word(locale, "search_results", { count: String(total), query: q });
        expect(shown, `${locale} ${q}`).toContain(line);
      }
    }
    expect(totals[0]).toBe(1);
    expect(totals[1]).toBeGreaterThan(1);
    expect(word("en", "search_results", { count: "1", query: "x" })).toBe("1 result for x");
  });

  it("shows the search page for an empty query, and a search box on every page", async () => {
    const bundle = institutes[1];
    const empty = await page(bundle, "/search");
    expect(empty.status).toBe(200);
    expect(empty.text).toContain(wordsOf(bundle)("search_hint"));
    const home = await page(bundle, "/");
    expect(home.text).toMatch(/<form[^>]*role="search"[^>]*action="\/search"/);
    expect(home.text).toContain('rel="search" type="application/opensearchdescription+xml"');
  });

  it.each([
    ["a query of 1,000 characters", "naac ".repeat(200)],
    ["SQL", "'; DROP TABLE tenant; -- ' OR 1=1 ) & | ! :*"],
    ["HTML", '<script>alert("x")</script><img src=x onerror=alert(1)>'],
    ["odd Unicode", "\u202e\u0000\u0002\u0003 \ufffe 👩‍🎓 ＮＡＡＣ Ａ \u0301"],
  ])("answers %s safely", async (_what, q) => {
    const bundle = institutes[0];
    const reply = await page(bundle, `/search?q=${encodeURIComponent(q)}`);
    expect(reply.status).toBe(200);
    expect(reply.text).not.toContain("<script>alert");
    expect(reply.text).not.toContain("<img src=x");
    const answer = await search(bundle, { q });
    expect(answer.words.length).toBeLessThanOrEqual(SEARCH_LIMITS.queryWords);
    expect(await running.db.query("SELECT count(*) FROM tenant")).toEqual([
      { count: expect.anything() },
    ]);
  });

  it("answers a query that is not valid UTF-8 or percent-encoding", async () => {
    for (const raw of ["%ED%A0%80%FF", "%E0%A4", "%zz%", "%00"]) {
      const reply = await page(institutes[0], `/search?q=${raw}`);
      expect(reply.status, raw).toBe(200);
    }
  });

  it("keeps the index with the content: a new import replaces it whole", async () => {
    const changed = structuredClone(third.json);
    const notice = changed.notices.at(-1);
    if (!notice) throw new Error("the lookalike has notices");
    notice.insAnnTitle = "Quadrangle renovation schedule";
    notice.insAnnDescription = "<p>Work starts on Monday.</p>";
    await importBundle(running.db, { json: changed, media: third.media });
    running.server.invalidate();
    expect((await search(changed, { q: "quadrangle" })).hits[0]?.href).toBe(
      `/one/notice/${notice._id}/detail`,
    );
    expect((await search(changed, { q: "छात्रवृत्ति", kind: "notice" })).hits).toEqual([]);
    await importBundle(running.db, third);
    running.server.invalidate();
  });

  it("rebuilds the index of a tenant imported before search or by an older version", async () => {
    await running.db.query("DELETE FROM search_entry WHERE tenant_id = $1", [
      third.json.institute._id,
    ]);
    await running.db.query("UPDATE search_state SET version = 0 WHERE tenant_id = $1", [
      third.json.institute._id,
    ]);
    expect(await refreshSearchIndex(running.db)).toBe(1);
    running.server.invalidate();
    const answer = await search(third.json, { q: "छात्रवृत्ति" });
    expect(answer.hits.length).toBeGreaterThan(0);
    expect(await refreshSearchIndex(running.db)).toBe(0);
  });

  it("describes itself to browsers with OpenSearch", async () => {
    const bundle = institutes[1];
    const reply = await page(bundle, "/opensearch.xml");
    expect(reply.status).toBe(200);
    expect(reply.headers["content-type"]).toBe(
      "application/opensearchdescription+xml; charset=utf-8",
    );
    const origin = `http://${hostOf(bundle)}`;
    expect(reply.text).toContain(`template="${origin}/search?q={searchTerms}"`);
    // In the language of the address: the institute's default (Marathi) at the plain one,
    // English under /en, each searching its own language's pages and linked by its pages.
    const name = bundle.institute.insName;
    expect(reply.text).toContain(
      `<Description>${wordsOf(bundle)("search_opensearch_description", { name })}</Description>`,
    );
    const english = await page(bundle, "/en/opensearch.xml");
    expect(english.status).toBe(200);
    expect(english.text).toContain(`<Description>Search the site of ${name}</Description>`);
    expect(english.text).toContain(`template="${origin}/en/search?q={searchTerms}"`);
    for (const [at, href] of [
      ["/notice", "/opensearch.xml"],
      ["/en/notice", "/en/opensearch.xml"],
    ] as const) {
      expect((await page(bundle, at)).text).toMatch(
        new RegExp(`<link rel="search"[^>]*href="${origin}${href}"`),
      );
    }
  });
});

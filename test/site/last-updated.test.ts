// Freshness a visitor can see (issue 62, GIGW 5.2, decision 092): one page of every template,
// in English, Hindi and Marathi, says when its content last changed ("Last updated 3 December
// 2026") in a <time datetime>, in the page's language and with its month names: the newest
// notice it shows on a notice list, the notice's own date on a notice, and the day the
// institute was imported everywhere else, a sparse institute's pages too. An import that
// changes a page changes its date and its validator; a site reading a live platform, which
// gives no import time, says nothing rather than a wrong date where items carry none.
import { describe, expect, it } from "vitest";
import { routes } from "#contract/links.ts";
import type { Locale } from "#contract/locales.ts";
import { importBundle } from "#server/content/bundle-io.server.ts";
import type { Bundle } from "#contract/bundle.ts";
import { localePath } from "#site/i18n/locale.ts";
import { demo, demoJson, sparseTenant, syntheticId, withJson } from "#test/support/bundles.ts";
import { get, startTestServer } from "#test/support/http.ts";
import { PAGE_ROUTES, routeOf, UNLISTED_PAGES } from "#test/support/route-table.ts";
import { onHost, sitemapPaths } from "#test/support/sitemap.ts";
import { storeServer, type RunningServer } from "#test/support/server.ts";

const LOCALES: readonly Locale[] = ["en", "hi", "mr"];

/** The line's words before the date, as a reader of each language expects them. */
const WORDS: Record<Locale, string> = {
  en: "Last updated ",
  hi: "अंतिम अद्यतन: ",
  mr: "शेवटचे अद्यतन: ",
};

const MONTHS: Record<Locale, readonly string[]> = {
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  hi: [
    "जनवरी",
    "फ़रवरी",
    "मार्च",
    "अप्रैल",
    "मई",
    "जून",
    "जुलाई",
    "अगस्त",
    "सितंबर",
    "अक्टूबर",
    "नवंबर",
    "दिसंबर",
  ],
  mr: [
    "जानेवारी",
    "फेब्रुवारी",
    "मार्च",
    "एप्रिल",
    "मे",
    "जून",
    "जुलै",
    "ऑगस्ट",
    "सप्टेंबर",
    "ऑक्टोबर",
    "नोव्हेंबर",
    "डिसेंबर",
  ],
};

/** India's offset from UTC: the institutes' calendar day of a moment. */
const IST_MS = (5 * 60 + 30) * 60_000;

/** The day a moment falls on in India: "2026-12-03". */
const dayOf = (time: number) => new Date(time + IST_MS).toISOString().slice(0, 10);

/** "3 December 2026" as each language writes the day (Marathi with a comma before the year). */
function written(day: string, locale: Locale): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const name = MONTHS[locale][month - 1];
  return `${date} ${name}${locale === "mr" ? "," : ""} ${year}`;
}

/** A paragraph around a <time> (React writes the attribute `dateTime`; HTML's case is any). */
const LINE = /<p[^>]*>([^<]*)<time datetime="([^"]*)">([^<]*)<\/time>([^<]*)<\/p>/gi;

/** The page's "Last updated" lines: the day its <time> gives and the words around it. */
function linesOf(html: string) {
  return [...html.matchAll(LINE)]
    .filter((match) => Object.values(WORDS).some((words) => match[1] === words))
    .map((match) => ({ before: match[1], day: match[2], date: match[3], after: match[4] }));
}

/** Expects the page to say, once, that it was last updated on `day`, in `locale`. */
function expectUpdated(html: string, locale: Locale, day: string, where: string) {
  expect(linesOf(html), where).toEqual([
    { before: WORDS[locale], day, date: written(day, locale), after: "" },
  ]);
}

/** When the institute was last imported, in milliseconds. */
async function importTime(running: RunningServer, json: Bundle): Promise<number> {
  const rows = await running.db.query<{ ms: number }>(
    "SELECT extract(epoch FROM imported_at)::float8 * 1000 AS ms FROM tenant WHERE id = $1",
    [json.institute._id],
  );
  const ms = rows[0]?.ms;
  if (ms === undefined) throw new Error(`${json.institute.insName} is not in the store`);
  return ms;
}

/** The notices a page links, by id. */
const noticesOn = (html: string) =>
  [...html.matchAll(/href="(?:\/[a-z]{2})?\/one\/notice\/([0-9a-f]{24})\/detail"/g)].map(
    (match) => match[1],
  );

/** The newest day of the notices `ids` names, no later than the import. */
function newestDay(json: Bundle, ids: readonly (string | undefined)[], imported: number) {
  const times = json.notices
    .filter((notice) => ids.includes(notice._id))
    .map((notice) => Date.parse(notice.createdAt));
  return dayOf(Math.min(Math.max(...times), imported));
}

/** One address of every template the host's sitemap lists, and a search. */
async function samples(running: RunningServer, host: string): Promise<Map<string, string>> {
  const byTemplate = new Map<string, string>();
  for (const path of await sitemapPaths(onHost(running.server.port, host))) {
    const template = routeOf(path);
    if (template && !byTemplate.has(template)) byTemplate.set(template, path);
  }
  byTemplate.set("screens/search/search", "/search?q=a");
  return byTemplate;
}

describe("the date a page was last updated", () => {
  const json = demoJson(0);
  const host = json.hosts[0]!;
  const running = storeServer([demo(0)]);

  it("is on one page of every template, in each language: its notices' newest day, else the import's", async () => {
    const imported = await importTime(running, json);
    const pages = await samples(running, host);
    // Every page template the route table has (an index shows its first tab's page).
    const missing = PAGE_ROUTES.filter(
      (route) => !pages.has(route) && !route.endsWith("/index") && !UNLISTED_PAGES.has(route),
    );
    expect(missing).toEqual([]);
    expect(pages.size).toBeGreaterThan(30);
    let dated = 0;
    for (const [template, path] of pages) {
      for (const locale of LOCALES) {
        const address = locale === "en" ? path : localePath(`/${locale}`, path);
        const reply = await running.get(address, { host });
        expect(reply.status, address).toBe(200);
        const notices = noticesOn(reply.text);
        const shows =
          template === "screens/notice/list"
            ? notices
            : template === "screens/notice/detail"
              ? [/\/one\/notice\/([0-9a-f]{24})\//.exec(path)?.[1]]
              : [];
        const day = shows.length > 0 ? newestDay(json, shows, imported) : dayOf(imported);
        if (day !== dayOf(imported)) dated++;
        expectUpdated(reply.text, locale, day, `${template} ${address}`);
      }
    }
    // The notices' pages gave their own dates, older than the import.
    expect(dated).toBeGreaterThanOrEqual(2 * LOCALES.length);
  }, 300_000);

  it("is a list's newest notice on a year's page of the notices", async () => {
    const imported = await importTime(running, json);
    const years = [...new Set(json.notices.map((n) => n.createdAt.slice(0, 4)))].sort();
    const oldest = years[0]!;
    const address = localePath("/hi", routes.notice({ year: Number(oldest) }));
    const reply = await running.get(address, { host });
    expect(reply.status).toBe(200);
    const shown = noticesOn(reply.text);
    expect(shown.length).toBeGreaterThan(0);
    const day = newestDay(json, shown, imported);
    expect(day.startsWith(oldest)).toBe(true);
    expectUpdated(reply.text, "hi", day, address);
  });

  it("is not on a page that is not found", async () => {
    const reply = await running.get("/one/notice/000000000000000000000000/detail", { host });
    expect(reply.status).toBe(404);
    expect(linesOf(reply.text)).toEqual([]);
  });

  it("moves with an import that changes the page, and the page's validator with it", async () => {
    const before = await running.get("/notice", { host });
    const landingBefore = await running.get("/", { host });
    const changed = demoJson(0);
    const added = new Date(Date.now() - 60_000).toISOString();
    changed.notices.push({
      _id: syntheticId(62_092),
      insAnnTitle: "Revised schedule of the winter examinations",
      insAnnDescription: "<p>The examinations begin a week later.</p>",
      createdAt: added,
      announcementDocument: [],
    });
    await importBundle(running.db, withJson(0, changed));
    try {
      const imported = await importTime(running, changed);
      const after = await running.get("/notice", { host });
      expect(noticesOn(after.text)[0]).toBe(syntheticId(62_092));
      expectUpdated(after.text, "en", dayOf(Date.parse(added)), "/notice after the import");
      expect(linesOf(before.text)[0]?.day).not.toBe(dayOf(Date.parse(added)));
      expect(after.headers.etag).toBeDefined();
      expect(after.headers.etag).not.toBe(before.headers.etag);
      const landing = await running.get("/", { host });
      expectUpdated(landing.text, "en", dayOf(imported), "/ after the import");
      expect(landing.headers.etag).not.toBe(landingBefore.headers.etag);
    } finally {
      await importBundle(running.db, demo(0));
    }
  });
});

// The sparse institute is the first demo institute's, emptied: a store of its own.
describe("the date a page was last updated, on a sparse institute", () => {
  const sparse = sparseTenant();
  const sparseHost = sparse.json.hosts[0]!;
  const running = storeServer([sparse]);

  it("is the import's day on every page of a sparse institute, whose items carry no date", async () => {
    const imported = await importTime(running, sparse.json);
    const pages = await samples(running, sparseHost);
    expect(pages.size).toBeGreaterThan(10);
    for (const [template, path] of pages) {
      const reply = await running.get(path, { host: sparseHost });
      expect(reply.status, path).toBe(200);
      expectUpdated(reply.text, "en", dayOf(imported), `${template} ${path}`);
    }
    // Its notice list shows none: the import's day, in Marathi as in English.
    const notices = await running.get(localePath("/mr", routes.notice()), { host: sparseHost });
    expect(noticesOn(notices.text)).toEqual([]);
    expectUpdated(notices.text, "mr", dayOf(imported), "/mr/notice");
  }, 300_000);
});

describe("the date a page was last updated, on a live platform", () => {
  const json = demoJson(0);
  const host = json.hosts[0]!;
  const platform = storeServer([demo(0)]);
  const site = storeServer([]);

  it("is the newest notice's on the notices, and is not said where no item gives it", async () => {
    const live = await startTestServer(site.db, {
      platformApiUrl: `http://127.0.0.1:${platform.server.port}/api`,
    });
    try {
      const notices = await get(live.port, "/notice", { host });
      expect(notices.status).toBe(200);
      const shown = noticesOn(notices.text);
      expect(shown.length).toBeGreaterThan(0);
      expectUpdated(notices.text, "en", newestDay(json, shown, Infinity), "/notice");
      for (const path of ["/", routes.contactUs()]) {
        const page = await get(live.port, path, { host });
        expect(page.status, path).toBe(200);
        expect(linesOf(page.text), path).toEqual([]);
      }
    } finally {
      await live.close();
    }
  });
});

// The words the screens themselves say, in the page's language (issue 24): a Hindi or Marathi
// page of the notices, events, galleries, search, committees, governing body, contact page and
// the tables and documents they share says its own headings, labels and empty states in that
// language and not in English; the English page keeps its words.
import { describe, expect, it } from "vitest";
import { demoJson } from "#test/support/bundles.ts";
import { demoServer } from "#test/support/server.ts";

const host = demoJson(0).hosts[0]!;

/** The first link of a page whose address matches `pattern` (its path, without a prefix). */
function firstLink(html: string, pattern: RegExp): string {
  const href = [...html.matchAll(/href="([^"]*)"/g)]
    .map((m) => m[1]!.replaceAll("&amp;", "&"))
    .find((h) => pattern.test(h));
  if (!href) throw new Error(`no link matching ${pattern}`);
  return href;
}

/** The page's `<title>`. */
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";

describe("the screens' own words in Hindi and Marathi", () => {
  const running = demoServer();
  const page = async (path: string) => {
    const reply = await running.get(path, { host });
    expect(reply.status, path).toBe(200);
    return reply.text;
  };

  it("says the notices' and events' words in the page's language", async () => {
    const english = await page("/notice");
    expect(english).toContain("Subscribe to notices (Atom feed)");
    expect(english).toContain('aria-label="Notices by year"');

    const hindi = await page("/hi/notice");
    expect(hindi).toContain("सूचनाओं की सदस्यता लें (Atom फ़ीड)");
    expect(hindi).toContain('aria-label="वर्षवार सूचनाएँ"');
    expect(titleOf(hindi)).toMatch(/^सूचनाएँ · /);
    expect(hindi).not.toContain("Subscribe to notices");
    expect(hindi).not.toContain("Notices by year");

    const marathi = await page("/mr/event");
    expect(marathi).toContain("कार्यक्रम आपल्या दिनदर्शिकेत जोडा (iCalendar)");
    expect(marathi).toContain('aria-label="वर्षनिहाय कार्यक्रम"');
    expect(marathi).not.toContain("Add the events to your calendar");

    const event = firstLink(await page("/event"), /^\/one\/event\/[^/]+\/detail/);
    const englishEvent = await page(event);
    expect(englishEvent).toContain(">Documents</h2>");
    expect(englishEvent).toContain(">Attendance</a>");
    const hindiEvent = await page(`/hi${event}`);
    expect(hindiEvent).toContain(">दस्तावेज़</h2>");
    expect(hindiEvent).toContain(">उपस्थिति</a>");
    expect(hindiEvent).toContain(">दिनांक</dt>");
    expect(hindiEvent).not.toContain(">Documents</h2>");
    expect(hindiEvent).not.toContain(">Attendance</a>");
    expect(hindiEvent).not.toContain(">Date</dt>");
  });

  it("says the search page's words in the page's language", async () => {
    const hindi = await page("/hi/search");
    expect(hindi).toContain("कुछ शब्द लिखें");
    expect(titleOf(hindi)).toMatch(/^खोज · /);
    expect(hindi).not.toContain("Type a few words");

    const marathi = await page("/mr/search?q=zzqqxxnothing");
    expect(marathi).toContain("साठी कोणतेही निकाल नाहीत");
    expect(marathi).not.toContain("No results for");
  });

  it("says the galleries' words in the page's language", async () => {
    const english = await page("/photo/gallery");
    const year = firstLink(english, /^\/photo\/gallery\/year\//);
    const englishYear = await page(year);
    expect(englishYear).toContain("Back to the Photo Gallery");
    const hindiYear = await page(`/hi${year}`);
    expect(hindiYear).toContain("फोटो गैलरी पर वापस जाएँ");
    expect(hindiYear).toContain('aria-label="श्रेणियाँ"');
    expect(hindiYear).toContain(">सभी</span>");
    expect(hindiYear).not.toContain("Back to the");
  });

  it("says the contact page's, the governing body's and their tables' words", async () => {
    const english = await page("/contact/us");
    expect(english).toContain("Head Office Address");
    const marathi = await page("/mr/contact/us");
    expect(marathi).toContain("मुख्य कार्यालयाचा पत्ता");
    expect(marathi).not.toContain("Head Office Address");
    expect(marathi).not.toContain(">Departments<");

    const governing = firstLink(await page("/"), /^\/governing\//);
    const englishGoverning = await page(governing);
    expect(englishGoverning).toContain(">Designation</th>");
    const hindiGoverning = await page(`/hi${governing}`);
    expect(hindiGoverning).toContain(">पदनाम</th>");
    expect(hindiGoverning).toContain(">विवरण</th>");
    expect(hindiGoverning).not.toContain(">Designation</th>");
    expect(hindiGoverning).not.toContain(">Description</th>");
  });

  it("says the disclosure report's words and its empty states in the page's language", async () => {
    const english = await page("/mandatory-disclosure");
    expect(english).toContain("Statutory committees and cells");
    expect(english).toMatch(/Required by: /);
    const hindi = await page("/hi/mandatory-disclosure");
    expect(hindi).toContain("वैधानिक समितियाँ और प्रकोष्ठ");
    expect(hindi).toContain("इनके अंतर्गत अनिवार्य: ");
    expect(titleOf(hindi)).toMatch(/^अनिवार्य प्रकटीकरण · /);
    expect(hindi).not.toContain("Statutory committees and cells");
    expect(hindi).not.toContain("Required by: ");
    expect(hindi).not.toMatch(/ items published, /);
  });

  it("gives the notices' feed and the events' calendar of a language in it, linked from its pages", async () => {
    const english = await page("/notice/feed.xml");
    expect(english).toMatch(/<title>Notices · /);
    const hindiPage = await page("/hi/notice");
    expect(hindiPage).toContain('href="/hi/notice/feed.xml"');
    const hindi = await page("/hi/notice/feed.xml");
    expect(hindi).toMatch(/<title>सूचनाएँ · /);
    expect(hindi).toMatch(/<link\b[^>]*href="http[^"]*\/hi\/notice"/);
    expect(hindi).not.toMatch(/<title>Notices · /);

    const marathiPage = await page("/mr/event");
    expect(marathiPage).toContain('href="/mr/event/calendar.ics"');
    const marathi = await page("/mr/event/calendar.ics");
    expect(marathi).toContain("X-WR-CALNAME:कार्यक्रम · ");
    expect(marathi).not.toContain("X-WR-CALNAME:Events");
  });

  it("serves the pages whose kind their address names under a language's prefix", async () => {
    const video = await page("/hi/video/gallery");
    expect(titleOf(video)).toMatch(/^वीडियो गैलरी · /);

    const home = await page("/");
    const tab = firstLink(home, /^\/iqac\/[^/]+\/tab\//);
    // page() fails on any status but 200.
    expect(await page(`/hi${tab}`)).toContain('lang="hi"');
    const custom = firstLink(home, /^\/[a-z]+\/custom\/[0-9a-f]+$/);
    expect(await page(`/mr${custom}`)).toContain('lang="mr"');
  });
});

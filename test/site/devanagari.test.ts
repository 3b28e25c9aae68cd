// A Devanagari institute over real HTTP (issue 22): an institute nobody has seen, every text a
// visitor reads in Marathi and Hindi words, imported beside the demo institutes. Every page
// reached from / by its links, and every page of its sitemap, answers 200 under 300 KB with
// every link named, and so does every file; its text is shown as written (the same code
// points, NFC, never turned into entities) in pages, titles, canonical addresses, Open Graph,
// the notices' feed and the events' calendar; long text is cut only between letters; search
// finds it on its host and nowhere else; the demo institutes stay as they were.
import { parseFeed } from "@rowanmanning/feed-parser";
import { Parser } from "htmlparser2";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { CUTS } from "#contract/constants.ts";
import { routes } from "#contract/links.ts";
import { fullName } from "#domain/staff.ts";
import { richTextToPlain } from "#site/lib/sanitize.server.ts";
import { demo, demoJson } from "#test/support/bundles.ts";
import { DEVANAGARI_HOST, devanagariTenant } from "#test/support/devanagari.ts";
import { crawlSite } from "#test/support/page-reader.ts";
import { onHost, sitemapPaths } from "#test/support/sitemap.ts";
import { backends } from "#test/support/stores.ts";
import { storeServer } from "#test/support/server.ts";
import { inEnglish, literal, word } from "#test/support/words.ts";

const source = devanagariTenant();
const json = source.json;
const host = DEVANAGARI_HOST;
const origin = `http://${host}`;
const demos = [demoJson(0), demoJson(1)];
const demoHosts = demos.map((b) => b.hosts.at(-1) ?? "");

/** A Devanagari letter written as a character reference: text a page should carry as is. */
const DEVANAGARI_REFERENCE = /&#(?:x0*9[0-7][0-9a-f]|0*(?:23\d\d|24[0-2]\d|243[01]));/i;

interface Head {
  title: string;
  canonical: string | undefined;
  /** Each `<meta>` by its name or property. */
  meta: Map<string, string>;
}

/** A page's text as a visitor reads it (entities decoded, no scripts), and its head. */
function read(html: string): { text: string; head: Head } {
  let text = "";
  let title = "";
  let canonical: string | undefined;
  const meta = new Map<string, string>();
  const open: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        open.push(name);
        const key = attributes.property ?? attributes.name;
        if (name === "meta" && key && attributes.content !== undefined) {
          meta.set(key, attributes.content);
        }
        if (name === "link" && attributes.rel === "canonical") canonical = attributes.href;
      },
      ontext(data) {
        const at = open.at(-1);
        if (at === "title") title += data;
        else if (at !== "script" && at !== "style") text += data;
      },
      onclosetag() {
        open.pop();
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return { text, head: { title, canonical, meta } };
}

/** Where a browser may break a line of text into user-perceived characters. */
const graphemes = new Intl.Segmenter("mr", { granularity: "grapheme" });
function isCutBetweenLetters(whole: string, shown: string): boolean {
  const kept = shown.replace(/…$/, "").trimEnd();
  if (!whole.startsWith(kept)) return false;
  const ends = new Set([...graphemes.segment(whole)].map((s) => s.index + s.segment.length));
  return ends.has(kept.length);
}

/**
 * Whether a text is well-formed XML as far as a feed needs: a prolog, then elements that
 * close in order, quoted attributes, text and CDATA without a stray `<` or `&`.
 */
function isWellFormedXml(xml: string): boolean {
  const token =
    /<!\[CDATA\[[^]*?\]\]>|<!--[^]*?-->|<\/([A-Za-z_][\w:.-]*)\s*>|<([A-Za-z_][\w:.-]*)((?:\s+[A-Za-z_][\w:.-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>|([^<]+)/y;
  const body = xml.replace(/^<\?xml [^?]*\?>\s*/, "");
  const open: string[] = [];
  let roots = 0;
  let at = 0;
  for (let m = token.exec(body); m; m = token.exec(body)) {
    at = token.lastIndex;
    const [, close, start, , selfClosing, text] = m;
    if (close && open.pop() !== close) return false;
    if (start) {
      if (open.length === 0) roots += 1;
      if (!selfClosing) open.push(start);
    }
    if (text && /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i.test(text)) return false;
    if (text && open.length === 0 && text.trim() !== "") return false;
  }
  return at === body.length && open.length === 0 && roots === 1;
}

/** Whether bytes are UTF-8 throughout. */
function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The notice with the longest title: longer than its banner shows. */
const notice = json.notices.reduce((a, b) => (b.insAnnTitle.length > a.insAnnTitle.length ? b : a));
/** A department without a type: the menu names it. */
const department = json.departments.find((d) => d.department_type === null)!;
const teacher = json.staff.find(
  (s) => s.teaching_type.startsWith("Teaching") && !s.current_designation.includes("&"),
)!;
const teacherName = fullName([
  teacher.staffFirstName,
  teacher.staffMiddleName,
  teacher.staffLastName,
]);

describe.each(backends)("a Devanagari institute on $name", (backend) => {
  const page = async (path: string, on = host) => {
    const reply = await running.get(path, { host: on });
    expect(reply.status, path).toBe(200);
    expect(reply.text, path).not.toMatch(DEVANAGARI_REFERENCE);
    return { html: reply.text, ...read(reply.text) };
  };

  const running = storeServer([demo(0), demo(1), source], {}, backend);

  it("is written in Devanagari, in NFC, with no English a visitor reads", () => {
    expect(json.institute.insName).toMatch(/^[\p{Script=Devanagari}\s,]+$/u);
    expect(JSON.stringify(json).normalize("NFC")).toBe(JSON.stringify(json));
    for (const n of json.notices) expect(n.insAnnTitle).not.toMatch(/[A-Za-z]/);
    expect(teacherName).not.toMatch(/[A-Za-z]/);
    expect(department.dName).not.toMatch(/[A-Za-z]/);
  });

  it("answers every page it links or lists, and every file, each page named and small", async () => {
    const listed = await sitemapPaths(onHost(running.server.port, host));
    expect(listed.length).toBeGreaterThan(10);
    const { seen, files, problems } = await crawlSite(running.server.port, host, [
      ["/", "the start"],
      ...listed.map((path) => [path, "the sitemap"] as const),
    ]);
    expect(seen.size).toBeGreaterThan(listed.length);
    // Names are in addresses: Devanagari percent-encoded, and each such page answered.
    expect([...seen.keys()].filter((path) => path.includes("%E0%A4")).length).toBeGreaterThan(10);

    const queue = [...files];
    while (queue.length > 0) {
      await Promise.all(
        queue.splice(0, 8).map(async ([file, from]) => {
          const reply = await running.get(file, { host });
          if (reply.status !== 200) problems.push(`${file} (on ${from}) answers ${reply.status}`);
        }),
      );
    }
    expect(files.size).toBeGreaterThan(20);
    expect(problems, problems.slice(0, 40).join("\n")).toEqual([]);
  }, 120_000);

  it("shows the institute's name as written in its header and title", async () => {
    const home = await page("/");
    expect(home.head.title).toBe(json.institute.insName);
    expect(home.head.meta.get("og:site_name")).toBe(json.institute.insName);
    expect(home.html).toContain(`<header>`);
    const header = read(home.html.slice(home.html.indexOf("<header>"))).text;
    expect(header).toContain(json.institute.insName);
    expect(home.html).toContain(json.institute.insName);
  });

  it("shows a notice's title and body on its page, its title and canonical address in the head", async () => {
    const path = routes.noticeDetail(notice._id);
    const detail = await page(path);
    // The banner's h1 gives a screen reader the whole title; its cut shows, and the whole
    // title once under it.
    expect(detail.html).toMatch(
      new RegExp(`<h1[^>]*>.*<span class="sr-only">${notice.insAnnTitle}</span></h1>`),
    );
    expect(detail.html).toMatch(new RegExp(`<p aria-hidden="true"[^>]*>${notice.insAnnTitle}</p>`));
    const body = read(notice.insAnnDescription).text;
    // A link of the text that opens a new tab says so to a screen reader (decision 088).
    const hints = (["en", "hi", "mr"] as const).flatMap((locale) => [
      word(locale, "frame_external_hint"),
      word(locale, "frame_new_tab_hint"),
    ]);
    expect(hints.reduce((text, hint) => text.replaceAll(hint, ""), detail.text)).toContain(body);
    expect(detail.head.title).toBe(`${notice.insAnnTitle} · ${json.institute.insName}`);
    expect(detail.head.meta.get("og:title")).toBe(notice.insAnnTitle);
    expect(detail.head.canonical).toBe(`${origin}${path}`);
    expect(detail.head.meta.get("og:url")).toBe(`${origin}${path}`);
  });

  it("cuts a long title, description and testimonial only between letters", async () => {
    const detail = await page(routes.noticeDetail(notice._id));
    expect([...graphemes.segment(notice.insAnnTitle)].length).toBeGreaterThan(CUTS.bannerTitle);
    const banner =
      /<h1[^>]*><span aria-hidden="true">([^<]*…)<\/span>/.exec(detail.html)?.[1] ?? "";
    expect(banner, "the banner cuts the title").not.toBe("");
    expect(isCutBetweenLetters(notice.insAnnTitle, banner), banner).toBe(true);

    const description = detail.head.meta.get("description") ?? "";
    expect(description).toMatch(/…$/);
    const body = richTextToPlain(notice.insAnnDescription);
    expect(isCutBetweenLetters(body, description), description).toBe(true);

    const home = await page("/");
    const bios = json.profile.testimonials.map((t) => t.bio);
    expect(bios.some((bio) => [...graphemes.segment(bio)].length > CUTS.testimonialBio)).toBe(true);
    const quotes = [...home.html.matchAll(/<blockquote [^>]*>([^<]*)<span hidden="">/g)];
    expect(quotes.length, "a testimonial is cut").toBeGreaterThan(0);
    for (const [, quote = ""] of quotes) {
      const bio = bios.find((b) => b.startsWith(quote)) ?? "";
      expect(isCutBetweenLetters(bio, quote), quote).toBe(true);
    }
  });

  it("gives browsers a short name of its search cut between letters", async () => {
    const reply = await running.get(routes.openSearch(), { host });
    expect(reply.status).toBe(200);
    const shortName = /<ShortName>([^<]*)<\/ShortName>/.exec(reply.text)?.[1] ?? "";
    expect([...shortName].length).toBeGreaterThan(0);
    expect([...shortName].length).toBeLessThanOrEqual(16);
    expect(isCutBetweenLetters(json.institute.insName, shortName), shortName).toBe(true);
    expect(reply.text).toContain(`Search the site of ${json.institute.insName}`);
  });

  it("lists a member of staff by name and designation, and finds them by a search for it", async () => {
    const row = new RegExp(`<th scope="row"[^>]*><a [^>]*>${teacherName}</a></th>`);
    const table = await page(routes.facultyTab("teaching"));
    expect(table.html).toMatch(row);
    const searched = await page(routes.facultyTab("teaching", { search: teacherName }));
    expect(searched.html).toMatch(row);
    expect(searched.html).toContain(`value="${teacherName}"`);

    // A designation is a filter of the table: in its address, title and canonical address.
    const designation = teacher.current_designation;
    const path = routes.facultyTab("teaching", { designation });
    expect(table.html).toContain(`href="${path}"`);
    const filtered = await page(path);
    expect(filtered.html).toMatch(row);
    expect(filtered.head.title).toBe(`Teaching Staff, ${designation} · ${json.institute.insName}`);
    expect(filtered.head.canonical).toBe(`${origin}${path}`);
    expect(new URL(filtered.head.canonical ?? origin).searchParams.get("designation")).toBe(
      designation,
    );
  });

  it("names a department in the menu and on its page, in its address percent-encoded", async () => {
    const href = routes.onedepartment(department._id, department.dName);
    expect(href).toContain(new URLSearchParams({ q: department.dName }).toString());
    const home = await page("/");
    expect(home.html).toContain(`href="${href}"`);
    expect(home.html).toMatch(new RegExp(`href="${literal(href)}"[^>]*>${department.dName}</a>`));
    const own = await page(href);
    expect(own.html).toMatch(new RegExp(`<h1[^>]*>${department.dName}`));
    expect(own.head.title.startsWith(department.dName)).toBe(true);
    const canonical = new URL(own.head.canonical ?? origin);
    expect(canonical.searchParams.get("q")).toBe(department.dName);
    expect(own.head.meta.get("og:url")).toBe(own.head.canonical);
  });

  it("names a gallery category and its year, with the year in the address", async () => {
    const category = json.photo_gallery.categories[0]!;
    const year = json.academic_years.find((y) => y._id === category.batch)!;
    const yearPage = await page(routes.galleryYear("photo", year._id));
    const href = routes.galleryCategory("photo", year._id, category._id, year.batchName);
    expect(href).toContain(new URLSearchParams({ q: year.batchName }).toString());
    expect(yearPage.html).toContain(`href="${href}"`);
    expect(yearPage.text).toContain(category.category);
    const own = await page(href);
    expect(own.head.title).toContain(`${category.category} · ${year.batchName}`);
    expect(new URL(own.head.canonical ?? origin).searchParams.get("q")).toBe(year.batchName);
  });

  it("shows the quality body's heading and a document's title", async () => {
    const iqac = json.committee.authorities.find((a) => a.name === "IQAC")!;
    const tab = json.quality_details.find((d) => d._id === iqac.iqac_detail)!.outer_tab_nested[0]!;
    const card = tab.inner_card.find((c) => c.pdf_key)!;
    const body = await page(routes.qualityBody("iqac", iqac.iqac_detail ?? ""));
    expect(body.text).toContain(tab.name);
    expect(body.text).toContain(card.name);
    expect(body.html).toContain(card.name);
  });

  it("has an Atom feed of UTF-8, well-formed, with the notices' titles as written", async () => {
    const reply = await running.get(routes.noticeFeed(), { host });
    expect(reply.status).toBe(200);
    expect(isUtf8(reply.body)).toBe(true);
    expect(isWellFormedXml(reply.text)).toBe(true);
    expect(reply.text).not.toMatch(DEVANAGARI_REFERENCE);
    const feed = parseFeed(reply.text);
    expect(feed.title).toBe(`Notices · ${json.institute.insName}`);
    expect(feed.items.map((item) => item.title).sort()).toEqual(
      json.notices.map((n) => n.insAnnTitle).sort(),
    );
  });

  it("has a calendar whose folded lines never split a character, with the events' names", async () => {
    const reply = await running.get(routes.eventCalendar(), { host });
    expect(reply.status).toBe(200);
    expect(isUtf8(reply.body)).toBe(true);
    const lines = reply.text.split("\r\n");
    const folded = lines.filter(
      (line) => line.startsWith(" ") && /\p{Script=Devanagari}/u.test(line),
    );
    expect(folded.length, "long Devanagari lines are folded").toBeGreaterThan(5);
    // Each physical line is whole UTF-8 on its own and at most 75 octets (RFC 5545, 3.1).
    let start = 0;
    for (const line of lines) {
      const bytes = reply.body.subarray(start, start + Buffer.byteLength(line));
      start += bytes.length + 2;
      expect(isUtf8(bytes), line).toBe(true);
      expect(bytes.length, line).toBeLessThanOrEqual(75);
    }
    const calendar = new ICAL.Component(ICAL.parse(reply.text));
    const summaries = calendar
      .getAllSubcomponents("vevent")
      .map((v) => new ICAL.Event(v).summary)
      .sort();
    expect(summaries).toEqual(json.events.map((e) => e.event_name).sort());
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(
      `Events · ${json.institute.insName}`,
    );
  });

  it("finds a notice by a word of its title and a member of staff by name, on this host only", async () => {
    const word = notice.insAnnTitle.split(" ").reduce((a, b) => (b.length > a.length ? b : a));
    const noticeHref = routes.noticeDetail(notice._id);
    const personHref = routes.staffMember(teacher._id);
    for (const [query, href] of [
      [word, noticeHref],
      [teacherName, personHref],
    ] as const) {
      const path = routes.search(query);
      expect(path).toContain("%E0%A4");
      expect(new URL(path, origin).searchParams.get("q")).toBe(query);
      const found = await page(path);
      expect(found.html, query).toContain(`href="${href.replaceAll("&", "&amp;")}"`);
      expect(found.text).toContain(query);
      for (const other of demoHosts) {
        const elsewhere = await page(path, other);
        expect(elsewhere.html, `${query} on ${other}`).not.toContain(href.replaceAll("&", "&amp;"));
        expect(elsewhere.html).not.toContain(json.institute.insName);
      }
    }
  });

  it("leaves the demo institutes as they were", async () => {
    for (const bundle of demos) {
      const home = await page(inEnglish(bundle, "/"), bundle.hosts.at(-1));
      expect(home.head.title).toBe(bundle.institute.insName);
      expect(home.text).toContain(bundle.institute.insName);
      // Nothing in Devanagari but the switcher's names of Hindi and Marathi (issue 24).
      expect(home.text.replace(/हिन्दी|मराठी/gu, "")).not.toMatch(/\p{Script=Devanagari}{3}/u);
    }
  });
});

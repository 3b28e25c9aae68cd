// The pages about the website (GIGW, decision 087) over real HTTP: the accessibility
// statement, help, the five policies and the site map answer 200 in each language of an
// institute, in that language, with its name and contact; the footer of every page links them
// (an institute's own page of a kind instead of ours) and a feedback link that names the page
// by its canonical address; the XML sitemap lists them; the site map lists only pages the XML
// sitemap lists, with no heading over nothing; an address of no such page is a 404.
import { describe, expect, it } from "vitest";
import { routes, WEBSITE_POLICIES } from "#contract/links.ts";
import type { Locale } from "#contract/locales.ts";
import { localePath } from "#site/i18n/locale.ts";
import { demo, demoJson, sparseTenant } from "#test/support/bundles.ts";
import { linksOf, textOf } from "#test/support/html.ts";
import { largeTenant, ownMedia, reId } from "#test/support/large.ts";
import { routeOf } from "#test/support/route-table.ts";
import { MAX_PAGE_BYTES, readPage } from "#test/support/page-reader.ts";
import { storeServer } from "#test/support/server.ts";
import { onHost, sitemapPaths } from "#test/support/sitemap.ts";
import { word } from "#test/support/words.ts";

// Krishna Valley speaks Marathi at its plain addresses, English and Hindi under their prefixes.
const krishna = demoJson(1);
const host = krishna.hosts[0] ?? "";
const origin = `http://${host}`;
const LANGUAGES: [Locale, string][] = [
  ["mr", ""],
  ["en", "/en"],
  ["hi", "/hi"],
];
const contactOf = (json: typeof krishna) => {
  const header = json.profile.landing_control.home_header_object;
  return { name: header.ins_name, email: header.ins_email, phone: header.ins_phone_number };
};

// An institute that publishes its own privacy policy (a custom module page) and copyright
// page (a top-bar dynamic tab, titled in Marathi: the tab's page is the page of that title, and
// its item, titled "copyright" too, one part of it), on a host of its own.
const own = reId(demoJson(1), "own-policies");
own.hosts = ["own-policies.example.in"];
const ownPrivacy = "0a0a0a0a0a0a0a0a0a0a0a01";
const ownCopyright = "0a0a0a0a0a0a0a0a0a0a0a02";
const ownItem = "0a0a0a0a0a0a0a0a0a0a0a03";
own.custom_modules.push({
  _id: ownPrivacy,
  name: "Privacy Policy",
  module_type: "OUR_COLLEGE",
  items: [],
});
own.dynamic_tabs.push({
  _id: ownCopyright,
  name: "कॉपीराइट धोरण",
  items: [{ _id: ownItem, name: "प्रताधिकार", description: "<p>आमचे धोरण</p>", children: [] }],
});

// A sparse institute with no e-mail anywhere, and one with no contact at all.
const sparse = sparseTenant();
const sparseHost = sparse.json.hosts[0] ?? "";
for (const part of [
  sparse.json.institute,
  sparse.json.profile,
  sparse.json.profile.landing_control.home_header_object,
]) {
  Object.assign(part, "ins_email" in part ? { ins_email: "" } : {});
  Object.assign(part, "insEmail" in part ? { insEmail: "" } : {});
}
const silent = sparseTenant();
silent.json = reId(silent.json, "silent");
silent.json.hosts = ["silent.example.in"];
for (const part of [
  silent.json.institute,
  silent.json.profile,
  silent.json.profile.landing_control.home_header_object,
]) {
  for (const key of [
    "ins_email",
    "insEmail",
    "ins_phone_number",
    "insPhoneNumber",
    "ins_address",
    "insAddress",
  ]) {
    if (key in part) Object.assign(part, { [key]: "" });
  }
}

const NEW_PAGES = [
  routes.accessibility(),
  routes.help(),
  ...WEBSITE_POLICIES.map((policy) => routes.websitePolicy(policy)),
  routes.siteMap(),
];

describe("the pages about the website", () => {
  const running = storeServer([
    demo(1),
    ownMedia(own, demo(1).media, "own"),
    { json: sparse.json, media: sparse.media },
    ownMedia(silent.json, silent.media, "silent"),
  ]);

  it.each(LANGUAGES)(
    "answers each in %s, in that language, with the institute's name and contact",
    async (locale, prefix) => {
      const { name, email, phone } = contactOf(krishna);
      for (const path of NEW_PAGES) {
        const page = await running.get(localePath(prefix, path), { host });
        expect(page.status, path).toBe(200);
        expect(page.text, path).toContain(`<html lang="${locale}"`);
        expect(page.body.length, path).toBeLessThan(MAX_PAGE_BYTES);
        const text = textOf(page.text);
        expect(text, path).toContain(name);
        expect(readPage(page.text).faults, path).toEqual([]);
        expect(page.text).toContain(
          `<link rel="canonical" href="${origin}${localePath(prefix, path)}"/>`,
        );
        if (path === routes.siteMap()) continue;
        expect(page.text, path).toContain(`href="mailto:${email}"`);
        expect(text, path).toContain(phone);
      }
      const say = (key: string, inputs: Record<string, string> = {}) => word(locale, key, inputs);
      const privacy = textOf(
        (await running.get(localePath(prefix, routes.websitePolicy("privacy")), { host })).text,
      );
      expect(privacy).toContain(say("website_title_privacy"));
      expect(privacy).toContain(say("website_privacy_cookie", { cookie: "prospectus-language" }));
      const statement = textOf(
        (await running.get(localePath(prefix, routes.accessibility()), { host })).text,
      );
      for (const key of [
        "website_a11y_standards",
        "website_a11y_feature_language",
        "website_a11y_feature_text_size",
        "website_a11y_feature_contrast",
        "website_a11y_feature_other_sites",
      ]) {
        expect(statement).toContain(say(key));
      }
      // The controls it names are on the page: the reading controls' group, and a marked link.
      const statementHtml = (
        await running.get(localePath(prefix, routes.accessibility()), { host })
      ).text;
      expect(statementHtml).toContain(`aria-label="${say("frame_reading_controls")}"`);
      expect(statementHtml).toContain("data-other-site");
      expect(statement).toContain(say("website_a11y_contact", { name }));
    },
    120_000,
  );

  it("links every page about the website from the footer, and a feedback link naming the page", async () => {
    for (const [locale, prefix] of LANGUAGES) {
      for (const path of ["/", routes.notice(), routes.websitePolicy("terms")]) {
        const address = localePath(prefix, path);
        const page = await running.get(address, { host });
        for (const target of NEW_PAGES) {
          expect(page.text, `${address} → ${target}`).toContain(
            `href="${localePath(prefix, target)}"`,
          );
        }
        const subject = encodeURIComponent(
          `${word(locale, "footer_feedback_subject")}: ${origin}${address}`,
        );
        expect(page.text, address).toContain(
          `href="mailto:${contactOf(krishna).email}?subject=${subject}"`,
        );
      }
    }
    // What a visitor adds to an address never reaches the subject: it is the canonical one.
    const asked = await running.get(`${routes.notice()}?utm_source=x%22y`, { host });
    expect(asked.text).toContain(encodeURIComponent(`${origin}${routes.notice()}`) + '"');
    expect(asked.text).not.toContain("utm_source");
  });

  it("names every template's page in the feedback subject by the page's canonical address", async () => {
    const listed = await sitemapPaths(onHost(running.server.port, host));
    const templates = new Map<string, string>();
    for (const path of listed) {
      const route = routeOf(path);
      if (route && !templates.has(route)) templates.set(route, path);
    }
    expect(templates.size).toBeGreaterThan(40);
    const subject = encodeURIComponent(`${word("mr", "footer_feedback_subject")}: `);
    for (const [route, path] of templates) {
      const page = await running.get(path, { host });
      expect(page.status, path).toBe(200);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(page.text)?.[1];
      expect(canonical, `${route}: ${path}`).toBeDefined();
      const href = (canonical ?? "").replaceAll("&amp;", "&");
      expect(page.text, `${route}: ${path}`).toContain(
        `?subject=${subject}${encodeURIComponent(href)}"`,
      );
    }
  }, 240_000);

  it("links the institute's own page of a kind instead of its own, in every language", async () => {
    const ownHost = own.hosts[0] ?? "";
    for (const [, prefix] of LANGUAGES) {
      const home = await running.get(localePath(prefix, "/"), { host: ownHost });
      const footer = home.text.slice(home.text.indexOf("<footer"));
      expect(footer).toContain(`href="${localePath(prefix, routes.instituteCustom(ownPrivacy))}"`);
      expect(footer).not.toContain(`href="${localePath(prefix, routes.websitePolicy("privacy"))}"`);
      expect(footer).toContain(`href="${localePath(prefix, routes.dynamic(ownCopyright))}"`);
      expect(footer).not.toContain(
        `href="${localePath(prefix, routes.dynamicLevel(ownCopyright, ownItem))}"`,
      );
      expect(footer).not.toContain(
        `href="${localePath(prefix, routes.websitePolicy("copyright"))}"`,
      );
      // The others stay the site's.
      expect(footer).toContain(`href="${localePath(prefix, routes.websitePolicy("terms"))}"`);
      // The site map lists the institute's page where the footer does.
      const map = await running.get(localePath(prefix, routes.siteMap()), { host: ownHost });
      expect(map.text).toContain(
        `href="${localePath(prefix, routes.instituteCustom(ownPrivacy))}"`,
      );
    }
    // The site's own page is still there for whoever has its address.
    const ours = await running.get(routes.websitePolicy("privacy"), { host: ownHost });
    expect(ours.status).toBe(200);
  });

  it("serves an institute without an e-mail: no feedback link, its other contact on the pages", async () => {
    const home = await running.get("/", { host: sparseHost });
    expect(home.text).not.toContain("mailto:");
    expect(home.text).toContain(`href="${routes.accessibility()}"`);
    const phone = sparse.json.profile.landing_control.home_header_object.ins_phone_number;
    for (const path of NEW_PAGES) {
      const page = await running.get(path, { host: sparseHost });
      expect(page.status, path).toBe(200);
      expect(page.text, path).not.toContain("mailto:");
      if (path !== routes.siteMap() && phone) expect(textOf(page.text), path).toContain(phone);
    }
    // With no contact at all, the pages lead to the contact page.
    const statement = await running.get(routes.accessibility(), { host: "silent.example.in" });
    expect(statement.status).toBe(200);
    const main = statement.text.slice(
      statement.text.indexOf("<main"),
      statement.text.indexOf("</main>"),
    );
    expect(main).toContain(`href="${routes.contactUs()}"`);
    expect(main).toContain(word("en", "website_contact_page"));
  });

  it("is in the XML sitemap, and the site map lists only pages the XML sitemap does, none under an empty heading", async () => {
    for (const target of [host, own.hosts[0] ?? "", sparseHost]) {
      const listed = await sitemapPaths(onHost(running.server.port, target));
      for (const path of NEW_PAGES) expect(listed, `${target} ${path}`).toContain(path);
      const map = await running.get(routes.siteMap(), { host: target });
      const main = map.text.slice(map.text.indexOf("<main"), map.text.indexOf("</main>"));
      const links = linksOf(main, /^\//);
      expect(links.length, target).toBeGreaterThan(10);
      for (const link of links) expect(listed, `${target}: ${link}`).toContain(link);
      // Every heading of a group or section has links under it, before the next heading of
      // its level or above (a group's heading stands over its sections' headings).
      const headings = [...main.matchAll(/<h([123])[^>]*>/g)].map((heading) => ({
        level: Number(heading[1]),
        at: heading.index,
      }));
      expect(headings.length, target).toBeGreaterThan(2);
      headings.forEach(({ level, at }, index) => {
        const end = headings.slice(index + 1).find((next) => next.level <= level)?.at;
        expect(main.slice(at, end), target).toMatch(/<a [^>]*href="\//);
      });
      expect(readPage(map.text).faults, target).toEqual([]);
    }
  });

  it("answers an address of no such page with a 404 inside the frame", async () => {
    for (const path of [
      "/policies/cookies",
      "/policies",
      "/policies/privacy/more",
      "/accessibility/statement",
      "/site-map/all",
      "/hi/policies/PRIVACY",
    ]) {
      const page = await running.get(path, { host });
      expect(page.status, path).toBe(404);
      expect(page.text, path).toContain("<footer");
    }
  });
});

describe("the site map of a large institute", () => {
  // The site map names the lists, not each notice: its size follows the menus (150
  // departments), not the notices (a smaller number here than 20,000, for the test's time).
  const large = largeTenant({
    notices: 500,
    events: 300,
    staff: 0,
    departments: 150,
    albums: 2,
    photos: 4,
  });
  const running = storeServer([large]);

  it("stays under 300 KB", async () => {
    const map = await running.get(routes.siteMap(), { host: large.json.hosts[0] ?? "" });
    expect(map.status).toBe(200);
    expect(map.body.length).toBeLessThan(MAX_PAGE_BYTES);
    expect(map.text).toContain(`href="${routes.notice()}"`);
    expect(map.text).not.toContain("/one/notice/");
  }, 120_000);
});

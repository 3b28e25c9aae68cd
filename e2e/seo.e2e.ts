// Search metadata per tenant: titles, descriptions, canonical and Open Graph URLs on the
// tenant's primary host whatever host the page was asked for, robots.txt and a valid sitemap
// (the index at sitemap.xml and every file it names) that lists only the tenant's own pages.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_INSTITUTES } from "#demo/generate.server.ts";
import { suiteBrowser, openPage, siteUrl } from "./support/browser.ts";
import { get, wordsAt } from "./support/site.ts";

const SAHYADRI = "Sahyadri Arts, Science and Commerce College, Pune";
const KRISHNA = "Krishna Valley College of Science and Commerce, Sangli";
/** Every host the demo serves Sahyadri on; the first, localhost, is its primary host. */
const SAHYADRI_HOSTS = DEMO_INSTITUTES[0]?.hosts ?? [];

async function api<T>(host: string, path: string, field: string): Promise<T> {
  const res = await get(host, `/api${path}`);
  expect(res.status).toBe(200);
  const body: Record<string, T> = JSON.parse(res.body);
  const value = body[field];
  if (value === undefined) throw new Error(`${path} answered without ${field}`);
  return value;
}

/** The ids of a tenant's notices and events, read from the API on its own host. */
async function contentOf(host: string): Promise<{ notices: string[]; events: string[] }> {
  const link = await api<{ link_up: { _id: string } }>(
    host,
    `/v1/admin/sub/domain/by/host?filter_by=${host}`,
    "all_domain",
  );
  const id = link.link_up._id;
  const notices = await api<{ _id: string }[]>(
    host,
    `/v1/ins/${id}/announcemnt?page=1&limit=1000`,
    "announcement",
  );
  const dash = await api<{ eventManagerDepart: string[] }>(host, `/v1/ins/${id}/dash`, "institute");
  const events = await api<{ _id: string }[]>(
    host,
    `/v1/event/process/manager/${dash.eventManagerDepart[0]}/all/events?page=1&limit=1000`,
    "all_events",
  );
  return { notices: notices.map((n) => n._id), events: events.map((e) => e._id) };
}

/** What the document's head says about the page. */
function head(page: Page) {
  return page.evaluate(() => {
    const attr = (selector: string, name: string) =>
      document.querySelector(selector)?.getAttribute(name) ?? null;
    return {
      title: document.title,
      lang: attr("html", "lang"),
      description: attr('meta[name="description"]', "content"),
      canonical: attr('link[rel="canonical"]', "href"),
      ogUrl: attr('meta[property="og:url"]', "content"),
      ogTitle: attr('meta[property="og:title"]', "content"),
      ogType: attr('meta[property="og:type"]', "content"),
      ogSiteName: attr('meta[property="og:site_name"]', "content"),
      ogImage: attr('meta[property="og:image"]', "content"),
      robots: attr('meta[name="robots"]', "content"),
    };
  });
}

describe("search metadata", () => {
  const browser = suiteBrowser();
  let sahyadri: { notices: string[]; events: string[] };
  let krishna: { notices: string[]; events: string[] };

  beforeAll(async () => {
    [sahyadri, krishna] = await Promise.all([
      contentOf("localhost"),
      contentOf("krishna.localhost"),
    ]);
  });
  async function headOf(host: string, path: string, status = 200) {
    const { page, errors, close } = await openPage(browser());
    try {
      const response = await page.goto(siteUrl(host, path));
      expect(response?.status()).toBe(status);
      const found = await head(page);
      if (status === 200) expect(errors).toEqual([]);
      return found;
    } finally {
      await close();
    }
  }

  it("serves Sahyadri on more than its primary host", () => {
    expect(SAHYADRI_HOSTS[0]).toBe("localhost");
    expect(SAHYADRI_HOSTS.length).toBeGreaterThan(1);
  });

  it.each(SAHYADRI_HOSTS)(
    "names the primary host in canonical and og:url when asked on %s",
    async (host) => {
      const found = await headOf(host, "/notice");
      expect(found.title).toBe(`Notices · ${SAHYADRI}`);
      expect(found.canonical).toBe("http://localhost/notice");
      expect(found.ogUrl).toBe("http://localhost/notice");
      expect(found.lang).toBe("en");
    },
  );

  it("gives a notice page its title, description, article type and picture", async () => {
    const id = sahyadri.notices[0];
    const found = await headOf("sahyadri.localhost", `/one/notice/${id}/detail`);
    expect(found.title).toMatch(new RegExp(` · ${SAHYADRI}$`));
    expect(found.ogTitle && found.title.startsWith(found.ogTitle)).toBe(true);
    expect(found.description?.length).toBeGreaterThan(20);
    expect(found.description?.length).toBeLessThanOrEqual(160);
    expect(found.canonical).toBe(`http://localhost/one/notice/${id}/detail`);
    expect(found.ogUrl).toBe(found.canonical);
    expect(found.ogType).toBe("article");
    expect(found.ogSiteName).toBe(SAHYADRI);
    expect(found.robots).toBeNull();
  });

  it("gives an event page its banner as og:image on the primary host", async () => {
    const id = krishna.events[0];
    const found = await headOf("krishna.localhost", `/one/event/${id}/detail`);
    expect(found.title).toMatch(new RegExp(` · ${KRISHNA}$`));
    expect(found.canonical).toBe(`http://krishna.localhost/one/event/${id}/detail/attendance`);
    expect(found.ogImage).toMatch(/^http:\/\/krishna\.localhost\/media\//);
  });

  it("describes the event list of each tenant", async () => {
    const found = await headOf("krishna.localhost", "/event");
    // In Marathi, the institute's default language.
    expect(found.title).toBe(`${wordsAt("krishna.localhost")("event_title")} · ${KRISHNA}`);
    expect(found.description).toContain(KRISHNA);
    expect(found.canonical).toBe("http://krishna.localhost/event");
  });

  it("keeps 404 pages out of the index", async () => {
    const found = await headOf("localhost", "/no/such/page", 404);
    expect(found.title).toBe(`Page not found · ${SAHYADRI}`);
    expect(found.robots).toBe("noindex");
    expect(found.canonical).toBeNull();
  });

  it.each([
    ...SAHYADRI_HOSTS.map((host) => [host, "http://localhost"]),
    ["krishna.localhost", "http://krishna.localhost"],
  ])("serves robots.txt for %s", async (host, origin) => {
    const res = await get(host, "/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    expect(res.body).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
  });

  it.each([
    ["localhost", "http://localhost", () => sahyadri, () => krishna],
    ["krishna.localhost", "http://krishna.localhost", () => krishna, () => sahyadri],
  ])("serves a valid sitemap.xml of %s's own pages", async (host, origin, own, other) => {
    const res = await get(host, "/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/xml/);
    const { page, close } = await openPage(browser());
    try {
      /** A sitemap document as the browser's XML parser reads it: its entries' loc and lastmod. */
      const parse = (xml: string, item: "sitemap" | "url") =>
        page.evaluate(
          ([text, tag]) => {
            const doc = new DOMParser().parseFromString(text, "application/xml");
            const ns = "http://www.sitemaps.org/schemas/sitemap/0.9";
            return {
              error: doc.getElementsByTagName("parsererror").length > 0,
              root: doc.documentElement.namespaceURI,
              name: doc.documentElement.localName,
              urls: Array.from(doc.getElementsByTagNameNS(ns, tag), (url) => ({
                loc: url.getElementsByTagNameNS(ns, "loc")[0]?.textContent ?? "",
                lastmod: url.getElementsByTagNameNS(ns, "lastmod")[0]?.textContent ?? null,
              })),
            };
          },
          [xml, item] as const,
        );
      const index = await parse(res.body, "sitemap");
      expect(index.error).toBe(false);
      expect(index.root).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
      expect(index.name).toBe("sitemapindex");
      expect(index.urls.map((file) => file.loc)).toContain(`${origin}/sitemap/pages.xml`);
      const files = await Promise.all(
        index.urls.map(async ({ loc }) => {
          expect(loc.startsWith(`${origin}/sitemap/`)).toBe(true);
          const file = await get(host, new URL(loc).pathname);
          expect(file.status, loc).toBe(200);
          expect(file.headers["content-type"], loc).toMatch(/^application\/xml/);
          return parse(file.body, "url");
        }),
      );
      const urls = files.flatMap((file) => file.urls);
      for (const file of files) {
        expect(file.error).toBe(false);
        expect(file.root).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
        expect(file.name).toBe("urlset");
      }
      const locs = urls.map((url) => url.loc);
      expect(new Set(locs).size).toBe(locs.length);
      expect(locs.every((loc) => loc.startsWith(`${origin}/`))).toBe(true);
      expect(locs).toEqual(
        expect.arrayContaining([
          `${origin}/`,
          `${origin}/notice`,
          `${origin}/event`,
          ...own().notices.map((id) => `${origin}/one/notice/${id}/detail`),
          ...own().events.map((id) => `${origin}/one/event/${id}/detail/attendance`),
        ]),
      );
      const foreign = [...other().notices, ...other().events];
      expect(locs.filter((loc) => foreign.some((id) => loc.includes(id)))).toEqual([]);
      for (const { lastmod } of [...index.urls, ...urls]) {
        if (lastmod !== null) expect(Number.isNaN(Date.parse(lastmod))).toBe(false);
      }
    } finally {
      await close();
    }
  });
});

// Structured data (issue 62) as search engines read it, over real HTTP: every ld+json block of
// one page of every template the landing page links to, in each language, parsed and held to
// schema.org's types and Google's rich-results rules. The institute as a CollegeOrUniversity
// on the landing and contact pages, an Event on an event's page, a BreadcrumbList (site,
// section, page) on every inner page; every address absolute on the institute's origin, every
// date ISO 8601. An institute's text that would close the script stays inside it.
import { describe, expect, it } from "vitest";
import type { Bundle } from "#contract/index.ts";
import { routes } from "#contract/links.ts";
import { minimalTenant } from "#demo/minimal.server.ts";
import { demo, demoJson, syntheticId } from "#test/support/bundles.ts";
import { linksOf } from "#test/support/html.ts";
import { NOT_PAGES, routeOf } from "#test/support/route-table.ts";
import { storeServer } from "#test/support/server.ts";
import { backends } from "#test/support/stores.ts";

type Item = Record<string, unknown>;

const HOSTILE = `Fête </script><script>window.__xss=1</script> & "quotes"`;

const demoHost = demoJson(0).hosts[0] ?? "";
const hostile = (() => {
  const { json, media } = minimalTenant(8);
  const events: Bundle["events"] = [
    {
      _id: syntheticId(7001),
      event_name: HOSTILE,
      event_date: "2026-12-20T05:00:00.000Z",
      event_guest: "",
      event_place: "",
      event_description: "",
      attendance: [],
      notice: [],
      permission_letter: [],
      report: [],
      other: [],
    },
  ];
  return { json: { ...json, events }, media };
})();
const hostileHost = hostile.json.hosts[0] ?? "";

/** Every ld+json block of a page, parsed; a block that does not parse fails the test. */
function structuredData(html: string): Item[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "") as Item,
  );
}

const ofType = (items: Item[], type: string) => items.filter((item) => item["@type"] === type);
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** An absolute address on the origin, or, for a picture or profile, any http(s) address. */
function expectUrl(value: unknown, origin?: string) {
  expect(typeof value).toBe("string");
  const url = new URL(String(value));
  expect(["http:", "https:"]).toContain(url.protocol);
  if (origin) expect(url.origin).toBe(origin);
}

function expectCollege(item: Item, name: string, origin: string) {
  expect(item.name).toBe(name);
  expectUrl(item.url, origin);
  if (item.logo !== undefined) expectUrl(item.logo);
  if (item.address !== undefined) {
    const address = item.address as Item;
    expect(address["@type"]).toBe("PostalAddress");
    expect(typeof address.streetAddress).toBe("string");
  }
  for (const key of ["telephone", "email"]) {
    if (item[key] !== undefined) expect(typeof item[key]).toBe("string");
  }
  for (const profile of (item.sameAs as unknown[] | undefined) ?? []) expectUrl(profile);
}

/** A BreadcrumbList: ListItems at positions 1…n, the site first, the page's canonical last. */
function expectTrail(item: Item, origin: string, home: string, canonical: string | undefined) {
  const steps = item.itemListElement as Item[];
  expect(steps.length).toBeGreaterThanOrEqual(2);
  expect(steps.length).toBeLessThanOrEqual(3);
  steps.forEach((step, i) => {
    expect(step["@type"]).toBe("ListItem");
    expect(step.position).toBe(i + 1);
    expect(typeof step.name).toBe("string");
    expect(String(step.name).length).toBeGreaterThan(0);
    expectUrl(step.item, origin);
  });
  expect(steps[0]?.item).toBe(home);
  if (canonical) expect(steps.at(-1)?.item).toBe(canonical);
}

const canonicalOf = (html: string) =>
  /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replaceAll("&amp;", "&");

describe.each(backends)("structured data ($name)", (backend) => {
  const running = storeServer([demo(0), hostile], {}, backend);
  const origin = `http://${demoHost}`;
  const name = demoJson(0).institute.insName;

  it("holds on one page of every template, in each language", async () => {
    // One page of every template the landing page, the events and the notices link to.
    const paths: string[] = [];
    for (const list of ["/", routes.event(), routes.notice()]) {
      const page = await running.get(list, { host: demoHost });
      paths.push(...linksOf(page.text, /^\/(?!api\/|media\/|assets\/)/));
    }
    const byTemplate = new Map<string, string>([[routeOf("/") ?? "", "/"]]);
    for (const path of paths) {
      const id = routeOf(path);
      if (id && !NOT_PAGES.has(id) && !byTemplate.has(id)) byTemplate.set(id, path);
    }
    expect(byTemplate.has("screens/event/detail")).toBe(true);
    for (const prefix of ["", "/hi", "/mr"]) {
      for (const [template, path] of byTemplate) {
        const at = path === "/" && prefix ? prefix : `${prefix}${path}`;
        const page = await running.get(at, { host: demoHost });
        // An address that sends on to another (a tab's old address) is no page of its own.
        if (page.status >= 300 && page.status < 400) continue;
        expect(page.status, at).toBe(200);
        const items = structuredData(page.text);
        for (const item of items) expect(item["@context"], at).toBe("https://schema.org");
        const home = `${origin}${prefix || "/"}`;
        const colleges = ofType(items, "CollegeOrUniversity");
        if (path === "/" || path === routes.contactUs()) {
          expect(colleges, at).toHaveLength(1);
          expectCollege(colleges[0] ?? {}, name, origin);
          expect(colleges[0]?.url).toBe(home);
        } else {
          expect(colleges, at).toHaveLength(0);
        }
        const trails = ofType(items, "BreadcrumbList");
        if (path === "/") {
          expect(trails, at).toHaveLength(0);
        } else {
          expect(trails, `${template} ${at}`).toHaveLength(1);
          expectTrail(trails[0] ?? {}, origin, home, canonicalOf(page.text));
        }
        if (template === "screens/event/detail") {
          const [event] = ofType(items, "Event");
          expect(event, at).toBeDefined();
          expectEvent(event ?? {}, origin, name);
          const steps = (trails[0]?.itemListElement ?? []) as Item[];
          expect(steps).toHaveLength(3);
          expect(steps[1]?.item).toBe(`${origin}${prefix}${routes.event()}`);
        }
      }
    }
  }, 600_000);

  it("keeps an institute's text that would close the script inside it", async () => {
    const page = await running.get(routes.eventDetail(syntheticId(7001)), { host: hostileHost });
    expect(page.status).toBe(200);
    const [event] = ofType(structuredData(page.text), "Event");
    expect(event?.name).toBe(HOSTILE);
    expect(event?.startDate).toBe("2026-12-20");
    // No place of its own: the institute is where it is held.
    expect((event?.location as Item).name).toBe(hostile.json.institute.insName);
    expect(page.text).not.toContain("<script>window.__xss");
  });
});

function expectEvent(event: Item, origin: string, college: string) {
  expect(typeof event.name).toBe("string");
  expect(event.startDate).toMatch(ISO_DAY);
  expect(event.endDate).toBe(event.startDate);
  expect(event.eventStatus).toBe("https://schema.org/EventScheduled");
  expect(event.eventAttendanceMode).toBe("https://schema.org/OfflineEventAttendanceMode");
  const location = event.location as Item;
  expect(location["@type"]).toBe("Place");
  expect(typeof location.name).toBe("string");
  expect(location.address).toBeDefined();
  const organizer = event.organizer as Item;
  expect(organizer.name).toBe(college);
  expectUrl(organizer.url, origin);
  expectUrl(event.url, origin);
  for (const image of (event.image as unknown[] | undefined) ?? []) expectUrl(image);
  if (event.description !== undefined) expect(typeof event.description).toBe("string");
}

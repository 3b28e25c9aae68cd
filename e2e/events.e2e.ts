// The events page as a visitor sees it (issue 62), in each language, on a server of its own
// whose clock is set to ten minutes before midnight of 7 December 2026 in India: it opens on
// what is next, soonest first; the past is a year's link away; each event offers "Add to
// calendar", a file a calendar app takes. The event page's structured data sits in the page
// under its script policy without a violation, and axe finds nothing at a phone's width.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Bundle } from "#contract/index.ts";
import { routes } from "#contract/links.ts";
import { minimalTenant } from "#demo/minimal.server.ts";
import { importBundle } from "#server/content/bundle-io.server.ts";
import type { Db } from "#server/store/db.server.ts";
import { syntheticId } from "#test/support/bundles.ts";
import { startTestServer, type TestServer } from "#test/support/http.ts";
import { backends } from "#test/support/stores.ts";
import { word } from "#test/support/words.ts";
import { openPage, suiteBrowser, withAxe, expectAccessible } from "./support/browser.ts";

const HOST = "events.localhost";
const IST = "+05:30";
const NOW = new Date(`2026-12-07T23:50:00${IST}`);

type EventRecord = Bundle["events"][number];
const event = (n: number, name: string, date: string): EventRecord => ({
  _id: syntheticId(8000 + n),
  event_name: name,
  event_date: new Date(date).toISOString(),
  event_guest: "",
  event_place: "Auditorium",
  event_description: `<p>${name}.</p>`,
  attendance: [],
  notice: [],
  permission_letter: [],
  report: [],
  other: [],
});
const PAST = event(1, "Annual Sports Day", `2025-03-10T10:00:00${IST}`);
const YESTERDAY = event(2, "Science Exhibition", `2026-12-06T10:00:00${IST}`);
const TODAY = event(3, "Founders' Day", `2026-12-07T10:00:00${IST}`);
const LATER = event(4, "Convocation", `2027-02-01T11:00:00${IST}`);

const LOCALES = [
  { locale: "en", prefix: "" },
  { locale: "hi", prefix: "/hi" },
  { locale: "mr", prefix: "/mr" },
] as const;

describe("the events page and Add to calendar", () => {
  const browser = suiteBrowser();
  let db: Db | undefined;
  let server: TestServer | undefined;
  const url = (path: string) => `http://${HOST}:${server?.port ?? 0}${path}`;

  beforeAll(async () => {
    const { json, media } = minimalTenant(9);
    const backend = backends[0];
    if (!backend) throw new Error("no store to test on");
    db = await backend.open();
    await importBundle(db, {
      json: { ...json, hosts: [HOST], events: [PAST, YESTERDAY, TODAY, LATER] },
      media,
    });
    server = await startTestServer(db, { wallClock: () => NOW });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  /** The page's script-policy violations, gathered from its first script on. */
  async function watchPolicy(page: Page) {
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { __violations: seen });
      document.addEventListener("securitypolicyviolation", (e) =>
        seen.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
  }
  const violations = (page: Page) =>
    page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

  for (const { locale, prefix } of LOCALES) {
    it(`opens on what is next, with the past a year away (${locale})`, async () => {
      const opened = await openPage(browser(), "mobile");
      try {
        const { page } = opened;
        await page.goto(url(`${prefix}${routes.event()}`));
        const upcoming = page.getByRole("heading", {
          level: 2,
          name: word(locale, "event_upcoming"),
        });
        await expect.poll(() => upcoming.isVisible()).toBe(true);
        const names = await page.locator("main ul li a[href*='/one/event/']").allTextContents();
        expect(names).toEqual([TODAY.event_name, LATER.event_name]);
        // The past: a year's link, newest first within it.
        const years = page.getByRole("navigation", { name: word(locale, "event_by_year") });
        await years.getByRole("link", { name: /2026/ }).click();
        await expect.poll(() => page.url()).toContain("year=2026");
        await expect
          .poll(() => page.locator("main ul li a[href*='/one/event/']").allTextContents())
          .toEqual([TODAY.event_name, YESTERDAY.event_name]);
        await years.getByRole("link", { name: /2025/ }).click();
        await expect
          .poll(() => page.locator("main ul li a[href*='/one/event/']").allTextContents())
          .toEqual([PAST.event_name]);
        expect(opened.errors).toEqual([]);
      } finally {
        await opened.close();
      }
    });

    it(`offers each event to a calendar, with its structured data in policy (${locale})`, async () => {
      const opened = await openPage(browser(), "mobile");
      try {
        const { page } = opened;
        await withAxe(opened.context);
        await watchPolicy(page);
        await page.goto(url(`${prefix}${routes.eventDetail(LATER._id)}`));
        const add = page.getByRole("link", {
          name: new RegExp(word(locale, "event_add_to_calendar")),
        });
        await expect.poll(() => add.isVisible()).toBe(true);
        const href = await add.getAttribute("href");
        expect(href).toBe(`${prefix}${routes.eventIcs(LATER._id)}`);
        // Fetched by the page, as its link would be: the browser alone resolves the test's host.
        const file = await page.evaluate(async (address) => {
          const reply = await fetch(address);
          return {
            status: reply.status,
            type: reply.headers.get("content-type"),
            text: await reply.text(),
          };
        }, href ?? "");
        expect(file.status).toBe(200);
        expect(file.type).toBe("text/calendar; charset=utf-8");
        const ics = file.text;
        expect(ics).toContain(`SUMMARY:${LATER.event_name}`);
        expect(ics).toContain("DTSTART;VALUE=DATE:20270201");

        const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
        const types = blocks.map((text) => (JSON.parse(text) as { "@type": string })["@type"]);
        expect(types.sort()).toEqual(["BreadcrumbList", "Event"]);
        expect(await violations(page)).toEqual([]);
        expect(opened.errors).toEqual([]);
        await expectAccessible(page);
      } finally {
        await opened.close();
      }
    });
  }

  it("keeps a year's page as it was, and puts the institute's data on the contact page", async () => {
    const opened = await openPage(browser(), "desktop");
    try {
      const { page } = opened;
      await withAxe(opened.context);
      for (const { locale, prefix } of LOCALES) {
        await page.goto(url(`${prefix}${routes.event({ year: 2025 })}`));
        await expect
          .poll(() => page.locator("main ul li a[href*='/one/event/']").allTextContents())
          .toEqual([PAST.event_name]);
        await page.goto(url(`${prefix}${routes.contactUs()}`));
        const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
        const types = blocks.map((text) => (JSON.parse(text) as { "@type": string })["@type"]);
        expect(types.sort(), locale).toEqual(["BreadcrumbList", "CollegeOrUniversity"]);
      }
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});

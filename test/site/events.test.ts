// The events page answers "what is next" (issue 62), over real HTTP on a real store, with the
// server's clock set: the events from today on (India's day), soonest first, a page at a time;
// every year's a link away; with none to come, the latest year's. A kept page, a shared
// cache's copy and a browser's validator all end when the day does, so no page goes on
// calling a past event upcoming. Each event's own iCalendar file ("Add to calendar") is
// parsed by a maintained parser and checked against RFC 5545's rules of lines.
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { Bundle } from "#contract/index.ts";
import { PAGE_SIZES } from "#contract/constants.ts";
import { routes } from "#contract/links.ts";
import { minimalTenant } from "#demo/minimal.server.ts";
import type { BundleSource } from "#server/content/bundle-io.server.ts";
import { linksOf, textOf } from "#test/support/html.ts";
import { syntheticId } from "#test/support/bundles.ts";
import { storeServer } from "#test/support/server.ts";
import { backends } from "#test/support/stores.ts";
import { word } from "#test/support/words.ts";

/** India is UTC+05:30 all year. */
const IST = "+05:30";
/** The server's clock starts ten minutes before midnight of 7 December 2026 in India. */
const START = new Date(`2026-12-07T23:50:00${IST}`);

const HOSTILE_NAME = `Talk; on "rights", law\\order </script><b>and</b> a name long enough to be folded over several lines of an iCalendar file`;

type EventRecord = Bundle["events"][number];

function event(n: number, name: string, date: string, place = "Auditorium"): EventRecord {
  return {
    _id: syntheticId(5000 + n),
    event_name: name,
    event_date: new Date(date).toISOString(),
    event_guest: n === 4 ? "Dr. A. Rao; Pune" : "",
    event_place: place,
    event_description: `<p>${name}: details.</p>`,
    attendance: [],
    notice: [],
    permission_letter: [],
    report: [],
    other: [],
  };
}

const PAST_YEAR = event(1, "Annual Sports Day", `2025-03-10T10:00:00${IST}`);
const YESTERDAY = event(2, "Science Exhibition", `2026-12-06T10:00:00${IST}`);
const TODAY = event(3, "Founders' Day", `2026-12-07T10:00:00${IST}`);
const TOMORROW = event(4, HOSTILE_NAME, `2026-12-08T00:30:00${IST}`, "Hall, 2nd floor; east wing");
const NEXT_YEAR = event(5, "Convocation", `2027-02-01T11:00:00${IST}`);
/** Enough later events for the upcoming ones to take a second page. */
const LECTURES = Array.from({ length: PAGE_SIZES.events }, (_, i) =>
  event(
    100 + i,
    `Guest Lecture ${i + 1}`,
    new Date(Date.parse(`2027-03-01T10:00:00${IST}`) + i * 86_400_000).toISOString(),
  ),
);
const UPCOMING = [TODAY, TOMORROW, NEXT_YEAR, ...LECTURES];

/** An institute of its own host with these events. */
function institute(n: number, events: EventRecord[]): BundleSource & { json: Bundle } {
  const { json, media } = minimalTenant(n);
  return { json: { ...json, events }, media };
}

const coming = institute(6, [PAST_YEAR, YESTERDAY, TODAY, TOMORROW, NEXT_YEAR, ...LECTURES]);
const past = institute(7, [
  event(11, "Annual Day", `2025-02-10T10:00:00${IST}`),
  event(12, "Quiz", `2026-12-06T10:00:00${IST}`),
  event(13, "Debate", `2026-01-15T10:00:00${IST}`),
]);
const hostOf = (bundle: Bundle) => bundle.hosts[0] ?? "";
const host = hostOf(coming.json);
const pastHost = hostOf(past.json);

/** The event pages a list links to, in order. */
const eventLinks = (html: string) =>
  linksOf(html, /^\/one\/event\/[0-9a-f]{24}\/detail/).map((href) => href.split("/")[3]);

/** An iCalendar file's unfolded content lines. */
const unfolded = (text: string) => text.replace(/\r\n[ \t]/g, "").split("\r\n");

describe.each(backends)("the events page and each event's calendar file ($name)", (backend) => {
  /** The server's two clocks, which move together: the caches' and the pages' wall clock. */
  let ticks = 1_000;
  let wall = START.getTime();
  async function later(ms: number) {
    ticks += ms;
    wall += ms;
    // lru-cache reuses a time it read for a millisecond of real time.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const running = storeServer(
    [coming, past],
    { clock: { now: () => ticks }, wallClock: () => new Date(wall) },
    backend,
  );

  it("opens on the events from today on, soonest first, and pages through them", async () => {
    const first = await running.get("/event", { host });
    expect(first.status).toBe(200);
    expect(eventLinks(first.text)).toEqual(UPCOMING.slice(0, PAGE_SIZES.events).map((e) => e._id));
    expect(first.text).not.toContain(YESTERDAY._id);
    expect(textOf(first.text)).toContain("Upcoming events");
    expect(first.text).toMatch(
      /<a[^>]+href="\/event\?page=2"[^>]*rel="next"|rel="next"[^>]+href="\/event\?page=2"/,
    );
    const second = await running.get("/event?page=2", { host });
    expect(second.status).toBe(200);
    expect(eventLinks(second.text)).toEqual(UPCOMING.slice(PAGE_SIZES.events).map((e) => e._id));
    expect((await running.get("/event?page=3", { host })).status).toBe(404);
    // Every year is a link away, past ones included, and each year's page is as before.
    for (const year of [2025, 2026, 2027])
      expect(first.text).toContain(`href="/event?year=${year}"`);
    const of2026 = await running.get(routes.event({ year: 2026 }), { host });
    expect(eventLinks(of2026.text)).toEqual([TOMORROW._id, TODAY._id, YESTERDAY._id]);
  });

  it("says so when nothing is to come, and shows the latest year's events", async () => {
    const page = await running.get("/event", { host: pastHost });
    expect(page.status).toBe(200);
    const text = textOf(page.text);
    expect(text).toContain("No events are coming up.");
    expect(page.text).not.toMatch(/<h2[^>]*>Upcoming events/);
    expect(page.text).toMatch(/<h2[^>]*>Events of 2026<\/h2>/);
    expect(eventLinks(page.text)).toEqual([syntheticId(5012), syntheticId(5013)]);
    expect(page.text).toContain('href="/event?year=2025"');
    expect((await running.get("/event?page=2", { host: pastHost })).status).toBe(404);
  });

  it("says it in each language", async () => {
    for (const locale of ["hi", "mr"] as const) {
      const page = await running.get(`/${locale}/event`, { host });
      expect(textOf(page.text)).toContain(word(locale, "event_upcoming"));
      const none = await running.get(`/${locale}/event`, { host: pastHost });
      expect(textOf(none.text)).toContain(word(locale, "event_none_to_come"));
    }
  });

  it("is kept, by the server and by shared caches, only until the day ends in India", async () => {
    const before = await running.get("/event", { host });
    // Ten minutes to midnight: a shared cache keeps it five, and serves it stale five more.
    expect(before.headers["cache-control"]).toBe(
      "public, max-age=0, s-maxage=300, stale-while-revalidate=300, stale-if-error=86400",
    );
    // A page that does not read the clock keeps the operator's policy.
    const notices = await running.get("/notice", { host });
    expect(notices.headers["cache-control"]).toContain("stale-while-revalidate=3600");
    const noticesTag = String(notices.headers.etag);
    // A year's page of the events reads no day either.
    const year = await running.get("/event?year=2026", { host });
    expect(year.status).toBe(200);
    expect(year.headers["cache-control"]).toContain("stale-while-revalidate=3600");
    const yearTag = String(year.headers.etag);
    const etag = String(before.headers.etag);
    const again = await running.get("/event", { host, headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);

    await later(11 * 60_000);
    // 8 December: the 7th's event is past, for the kept page, the validator and the cache.
    const after = await running.get("/event", { host, headers: { "if-none-match": etag } });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(eventLinks(after.text)[0]).toBe(TOMORROW._id);
    expect(after.text).not.toContain(`/one/event/${TODAY._id}/`);
    expect(after.headers["cache-control"]).toContain("s-maxage=300,");
    // A page that does not read the day is the same after midnight: its validator holds.
    const notices8 = await running.get("/notice", {
      host,
      headers: { "if-none-match": noticesTag },
    });
    expect(notices8.status).toBe(304);
    const year8 = await running.get("/event?year=2026", {
      host,
      headers: { "if-none-match": yearTag },
    });
    expect(year8.status).toBe(304);
  });

  it("offers each event as an iCalendar file of its own, linked from its page", async () => {
    for (const prefix of ["", "/hi", "/mr"]) {
      const page = await running.get(`${prefix}${routes.eventDetail(TOMORROW._id)}`, { host });
      expect(page.status).toBe(200);
      expect(linksOf(page.text, /\.ics$/)).toContain(`${prefix}${routes.eventIcs(TOMORROW._id)}`);
    }
    const reply = await running.get(routes.eventIcs(TOMORROW._id), { host });
    expect(reply.status).toBe(200);
    expect(reply.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    // RFC 5545 3.1: CRLF line ends, no line longer than 75 octets.
    expect(reply.text.endsWith("\r\n")).toBe(true);
    for (const line of reply.text.split("\r\n"))
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(unfolded(reply.text)).toContain("METHOD:PUBLISH");

    const calendar = new ICAL.Component(ICAL.parse(reply.text));
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("prodid")).toBeTruthy();
    const events = calendar.getAllSubcomponents("vevent");
    expect(events).toHaveLength(1);
    const one = new ICAL.Event(events[0]);
    expect(one.summary).toBe(HOSTILE_NAME);
    expect(one.location).toBe(TOMORROW.event_place);
    expect(one.uid).toBe(`${TOMORROW._id}@${host}`);
    // All day on its day in India (00:30 there is the 7th in UTC).
    expect(one.startDate.isDate).toBe(true);
    expect(one.startDate.toString()).toBe("2026-12-08");
    expect(events[0]?.getFirstPropertyValue("url")).toBe(
      `http://${host}${routes.eventDetail(TOMORROW._id)}`,
    );
    expect(one.description).toContain("Dr. A. Rao; Pune");
    expect(events[0]?.getFirstPropertyValue("dtstamp")).toBeTruthy();

    // The same UID in the calendar of all events, so an app holding both has one entry.
    const all = new ICAL.Component(
      ICAL.parse((await running.get("/event/calendar.ics", { host })).text),
    );
    const uids = all.getAllSubcomponents("vevent").map((v) => v.getFirstPropertyValue("uid"));
    expect(uids).toContain(one.uid);
    expect(uids).toHaveLength(coming.json.events.length);

    // In Hindi, the file's words and its page address are Hindi's.
    const hindi = new ICAL.Event(
      new ICAL.Component(
        ICAL.parse((await running.get(`/hi${routes.eventIcs(TOMORROW._id)}`, { host })).text),
      ).getFirstSubcomponent("vevent") ?? undefined,
    );
    expect(hindi.description).toContain(`${word("hi", "event_guest")}: Dr. A. Rao; Pune`);
    expect(hindi.uid).toBe(one.uid);
    expect(hindi.component.getFirstPropertyValue("url")).toBe(
      `http://${host}/hi${routes.eventDetail(TOMORROW._id)}`,
    );
  });

  it("answers 404 for the calendar file of an event that is not the institute's", async () => {
    for (const path of [
      routes.eventIcs(syntheticId(9999)),
      routes.eventIcs("not-an-id"),
      "/one/event/%3Cscript%3E/event.ics",
    ]) {
      expect((await running.get(path, { host })).status, path).toBe(404);
    }
    // Another institute's event, on this institute's host.
    expect((await running.get(routes.eventIcs(TODAY._id), { host: pastHost })).status).toBe(404);
  });
});

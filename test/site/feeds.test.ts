// The notice feed and the events calendar (issue "Site search, notice feed and events
// calendar"), read the way subscribers read them: each parsed by a maintained parser of its
// format, on every store. A third institute shares the demo's notice and event titles, so an
// entry from the wrong institute would not hide behind different words.
import { parseFeed } from "@rowanmanning/feed-parser";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { Bundle } from "#contract/index.ts";
import { importBundle, type BundleSource } from "#server/content/bundle-io.server.ts";
import { minimalTenant } from "#demo/minimal.server.ts";
import { FEED_NOTICES } from "#site/lib/feeds.server.ts";
import { demo, demoJson, lookalikeTenant, syntheticId } from "#test/support/bundles.ts";
import { backends } from "#test/support/stores.ts";
import { storeServer } from "#test/support/server.ts";
import { wordsOf } from "#test/support/words.ts";

const HOSTILE_TITLE = `<script>window.__xss=1</script> Fees & "dues" ]]> due`;

/** An institute with the first demo institute's notice and event titles under its own ids. */
function lookalike(): BundleSource & { json: Bundle } {
  return lookalikeTenant((source) => ({
    notices: [
      {
        _id: syntheticId(999),
        insAnnTitle: HOSTILE_TITLE,
        insAnnDescription: `<p>Pay <img src=x onerror="window.__xss=1">now</p><script>window.__xss=1</script>`,
        createdAt: "2030-01-01T00:00:00.000Z",
        announcementDocument: [],
      },
    ],
    events: source.events.map((event, i) => ({
      _id: syntheticId(2000 + i),
      event_name: event.event_name,
      event_date: event.event_date,
      event_guest: event.event_guest,
      event_place: event.event_place,
      event_description: event.event_description,
      attendance: [],
      notice: [],
      permission_letter: [],
      report: [],
      other: [],
    })),
  }));
}

const third = lookalike();
const institutes = [demoJson(0), demoJson(1), third.json] as const;
const hostOf = (bundle: Bundle) => bundle.hosts[0] ?? "";

/** The day an instant falls on in India, as the site shows it. */
function indianDay(iso: string): string {
  return new Date(new Date(iso).getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

describe.each(backends)("feeds ($name)", (backend) => {
  const running = storeServer([demo(0), demo(1), third], {}, backend);

  describe.each(institutes.map((bundle) => [bundle.institute.insName, bundle] as const))(
    "%s",
    (_name, bundle) => {
      const host = hostOf(bundle);
      const origin = `http://${host}`;
      const others = institutes.filter((other) => other !== bundle);
      // The site's words in the language of the institute's plain addresses.
      const say = wordsOf(bundle);

      it("has an Atom feed of its latest notices, newest first, linking its own pages", async () => {
        const reply = await running.get("/notice/feed.xml", { host });
        expect(reply.status).toBe(200);
        expect(reply.headers["content-type"]).toBe("application/atom+xml; charset=utf-8");
        const feed = parseFeed(reply.text);
        expect(feed.meta.type).toBe("atom");
        expect(feed.title).toBe(`${say("notice_title")} · ${bundle.institute.insName}`);
        expect(feed.url).toBe(`${origin}/notice`);
        expect(feed.self).toBe(`${origin}/notice/feed.xml`);
        // The reader shows the site's icon: /favicon.ico leads to it (favicon.test.ts).
        expect(reply.text).toContain(`<icon>${origin}/favicon.ico</icon>`);

        const newest = [...bundle.notices]
          .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
          .slice(0, FEED_NOTICES);
        expect(feed.items.map((item) => item.url)).toEqual(
          newest.map((notice) => `${origin}/one/notice/${notice._id}/detail`),
        );
        expect(feed.items.map((item) => item.published?.toISOString())).toEqual(
          newest.map((notice) => new Date(notice.createdAt).toISOString()),
        );
        // Nothing of another institute, though the lookalike's titles are the same.
        const foreign = others.flatMap((other) => other.notices.map((notice) => notice._id));
        expect(foreign.filter((id) => reply.text.includes(id))).toEqual([]);
      });

      it("gives each notice's text and its documents at absolute addresses", async () => {
        const feed = parseFeed((await running.get("/notice/feed.xml", { host })).text);
        const notice = bundle.notices.find((n) => n.announcementDocument.length > 0);
        if (!notice) return expect(bundle).toBe(institutes[2]);
        const item = feed.items.find((i) => i.url === `${origin}/one/notice/${notice._id}/detail`);
        for (const doc of notice.announcementDocument) {
          expect(item?.content).toContain(`href="${origin}/media/${doc.documentKey}"`);
        }
        const words = notice.insAnnDescription.replace(/<[^>]*>/g, " ").split(/\s+/);
        expect(item?.description).toContain(words.filter(Boolean).slice(0, 4).join(" "));
      });

      it("has an iCalendar feed of its events, each an all-day event on its Indian date", async () => {
        const reply = await running.get("/event/calendar.ics", { host });
        expect(reply.status).toBe(200);
        expect(reply.headers["content-type"]).toBe("text/calendar; charset=utf-8");
        const calendar = new ICAL.Component(ICAL.parse(reply.text));
        expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(
          `${say("event_title")} · ${bundle.institute.insName}`,
        );
        const events = calendar.getAllSubcomponents("vevent").map((v) => ({
          event: new ICAL.Event(v),
          url: v.getFirstPropertyValue("url"),
        }));
        const expected = [...bundle.events].sort((a, b) => a._id.localeCompare(b._id));
        events.sort((a, b) => a.event.uid.localeCompare(b.event.uid));
        expect(events.map(({ event }) => event.uid)).toEqual(
          expected.map((event) => `${event._id}@${host}`),
        );
        for (const [i, { event, url }] of events.entries()) {
          const source = expected[i];
          if (!source) throw new Error("no source event");
          expect(event.summary).toBe(source.event_name);
          expect(event.location ?? "").toBe(source.event_place);
          expect(event.startDate.isDate).toBe(true);
          expect(event.startDate.toString()).toBe(indianDay(source.event_date));
          expect(url).toBe(`${origin}/one/event/${source._id}/detail`);
          if (source.event_guest) expect(event.description).toContain(source.event_guest);
        }
      });

      it("names both feeds in the pages' metadata and links them visibly", async () => {
        for (const [path, type, href] of [
          ["/notice", "application/atom+xml", "/notice/feed.xml"],
          ["/event", "text/calendar", "/event/calendar.ics"],
        ] as const) {
          const page = (await running.get(path, { host })).text;
          expect(page).toContain(
            `<link rel="alternate" type="${type}" title="${say(type === "text/calendar" ? "event_calendar_title" : "notice_feed_title")}" href="${origin}${href}"/>`,
          );
          expect(page).toContain(`<a href="${href}" type="${type}"`);
        }
      });
    },
  );

  it("gives hostile notice text as text, and no markup that runs", async () => {
    const reply = await running.get("/notice/feed.xml", {
      host: hostOf(institutes[2]),
    });
    const item = parseFeed(reply.text).items[0];
    expect(item?.title).toBe(HOSTILE_TITLE);
    expect(item?.content).toContain("Pay");
    expect(item?.content).not.toMatch(/<script|onerror/i);
  });

  it("answers an institute without events with an empty calendar", async () => {
    const tenant = minimalTenant(4);
    await importBundle(running.db, tenant);
    running.server.invalidate();
    const reply = await running.get("/event/calendar.ics", {
      host: tenant.json.hosts[0],
    });
    expect(reply.status).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(reply.text));
    expect(calendar.getAllSubcomponents("vevent")).toEqual([]);
  });

  it("answers an unknown host with the 404 of every unknown host", async () => {
    const reply = await running.get("/notice/feed.xml", { host: "nobody.example.in" });
    expect(reply.status).toBe(404);
  });
});

// A page is kept, and its validator changes, only when a reading of the clock it shows turns
// (decisions 089 and 091), over real HTTP with the server's clock set: the disclosure page at
// the turn of the academic year (midnight in India, 1 July), every page's footer at the turn
// of the calendar year, and a page that reads neither, such as the notices, not at all in
// between. The events page's day is test/site/events.test.ts's.
import { describe, expect, it } from "vitest";
import { routes } from "#contract/links.ts";
import { minimalTenant } from "#demo/minimal.server.ts";
import { textOf } from "#test/support/html.ts";
import { storeServer } from "#test/support/server.ts";
import { backends } from "#test/support/stores.ts";

const IST = "+05:30";
/** Ten minutes before the academic year turns in India. */
const BEFORE_TURN = new Date(`2026-06-30T23:50:00${IST}`);
/** Ten minutes before the calendar year turns in India. */
const BEFORE_NEW_YEAR = new Date(`2026-12-31T23:50:00${IST}`);
const TEN_MINUTES_POLICY =
  "public, max-age=0, s-maxage=300, stale-while-revalidate=300, stale-if-error=86400";

const institute = minimalTenant(9);
const host = institute.json.hosts[0] ?? "";
const company = institute.json.institute.company_name;

describe.each(backends)("what a page reads of the clock ($name)", (backend) => {
  /** The server's two clocks, which move together: the caches' and the pages' wall clock. */
  let ticks = 1_000;
  let wall = BEFORE_TURN.getTime();
  async function later(ms: number) {
    ticks += ms;
    wall += ms;
    // lru-cache reuses a time it read for a millisecond of real time.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const running = storeServer(
    [institute],
    { clock: { now: () => ticks }, wallClock: () => new Date(wall) },
    backend,
  );
  const page = (path: string, etag?: string) =>
    running.get(path, { host, headers: etag ? { "if-none-match": etag } : {} });

  it("turns the disclosure page with the academic year, and a page that reads no date never", async () => {
    const disclosure = await page(routes.disclosure());
    expect(disclosure.status).toBe(200);
    expect(textOf(disclosure.text)).toContain("last complete academic year, 2024-25.");
    // Ten minutes to the turn: a shared cache keeps it five, and serves it stale five more.
    expect(disclosure.headers["cache-control"]).toBe(TEN_MINUTES_POLICY);
    const notices = await page(routes.notice());
    expect(notices.headers["cache-control"]).toContain("stale-while-revalidate=3600");
    const disclosureTag = String(disclosure.headers.etag);
    const noticesTag = String(notices.headers.etag);
    expect((await page(routes.disclosure(), disclosureTag)).status).toBe(304);

    await later(11 * 60_000);
    // 1 July: the kept page, the validator and the words are the new year's.
    const turned = await page(routes.disclosure(), disclosureTag);
    expect(turned.status).toBe(200);
    expect(turned.headers.etag).not.toBe(disclosureTag);
    expect(textOf(turned.text)).toContain("last complete academic year, 2025-26.");
    expect(turned.headers["cache-control"]).toContain("stale-while-revalidate=3600");
    // The notices read neither the day nor the academic year: the browser's copy still holds.
    const same = await page(routes.notice(), noticesTag);
    expect(same.status).toBe(304);
    expect(same.headers.etag).toBe(noticesTag);
  });

  it("turns every page's footer with the calendar year", async () => {
    await later(BEFORE_NEW_YEAR.getTime() - wall);
    const before = await page(routes.notice());
    expect(textOf(before.text)).toContain(`© 2026 All Rights Reserved by ${company}`);
    expect(before.headers["cache-control"]).toBe(TEN_MINUTES_POLICY);
    const tag = String(before.headers.etag);
    expect((await page(routes.notice(), tag)).status).toBe(304);

    await later(11 * 60_000);
    const after = await page(routes.notice(), tag);
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(tag);
    expect(textOf(after.text)).toContain(`© 2027 All Rights Reserved by ${company}`);
  });
});

// The landing page (spec 2.3) in a real browser: the columns list what the API answers and
// link where they should, the quick links open the right way, every moving area obeys the
// motion rules (pause control, hover and focus, reduced motion), the testimonial carousel
// shows the right count per width, and the page passes axe at both widths.
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { z } from "zod";
import {
  CUTS,
  DELAYS_MS,
  LIMITS,
  PICTURE_WIDTHS,
  TESTIMONIALS_PER_SLIDE,
} from "#contract/constants.ts";
import { endpointUrl, endpoints, quickLinkList } from "#contract/index.ts";
import { get } from "#test/support/http.ts";
import {
  expectAccessible,
  suiteBrowser,
  openPage,
  siteUrl,
  VIEWPORTS,
  type OpenedPage,
  type ViewportName,
} from "./support/browser.ts";
import { HOSTILE_HOST } from "./support/hostile.ts";

/** Longer than two steps of the slowest area (events, 1400 ms). */
const WATCH_MS = 3500;
/** The page clock's start, and a time past its load at which it stops. */
const CLOCK_START = Date.parse("2026-06-01T09:00:00Z");
const CLOCK_LOAD_MS = 60_000;
/** One step of every area at once: each steps once when their timers start together. */
const ONE_STEP_MS = Math.max(
  DELAYS_MS.banner,
  DELAYS_MS.testimonial,
  DELAYS_MS.notices,
  DELAYS_MS.events,
);

const envelope = z.record(z.string(), z.unknown());

/** One endpoint's data as `host` sees it, typed by the contract's own schema. */
async function read<F extends string, D extends z.ZodType>(
  host: string,
  endpoint: { field: F; data: D },
  url: string,
): Promise<z.output<D>> {
  const reply = await get(inject("port"), `/api${url}`, { host });
  expect(reply.status, url).toBe(200);
  return endpoint.data.parse(envelope.parse(reply.json())[endpoint.field]);
}

/** What the landing page of `host` is built from. */
async function landingContent(host: string) {
  const lookup = await read(
    host,
    endpoints.hostLookup,
    endpointUrl("hostLookup", {}, { filter_by: host }),
  );
  const id = lookup.link_up._id;
  const page = { page: 1, limit: LIMITS.landingList };
  const institute = await read(host, endpoints.instituteDash, endpointUrl("instituteDash", { id }));
  const managerId = institute.eventManagerDepart[0] ?? "";
  return {
    notices: await read(host, endpoints.noticeList, endpointUrl("noticeList", { id }, page)),
    events: await read(
      host,
      endpoints.eventList,
      endpointUrl("eventList", { id: managerId }, page),
    ),
    profile: await read(host, endpoints.landingProfile, endpointUrl("landingProfile", { id })),
  };
}

async function openLanding(page: Page, host = "localhost"): Promise<void> {
  const response = await page.goto(siteUrl(host, "/"));
  expect(response?.status()).toBe(200);
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.waitForLoadState("networkidle");
}

const AREA_NAMES = ["banner", "notices", "events", "testimonials"] as const;
type AreaName = (typeof AREA_NAMES)[number];

/** The auto-moving areas: the region that holds each, and what one item of it is. */
const AREAS: Record<AreaName, { region: string | RegExp; items: "img" | "li" | "figure" }> = {
  banner: { region: /^Welcome to /, items: "img" },
  notices: { region: "Notices", items: "li" },
  events: { region: "Events", items: "li" },
  testimonials: { region: "Testimonials", items: "figure" },
};

/** Presses an area's Play button and waits until it offers Pause. */
async function play(page: Page, area: AreaName): Promise<void> {
  await page.getByRole("button", { name: `Play ${area}` }).click();
  await page.getByRole("button", { name: `Pause ${area}` }).waitFor();
}

function region(page: Page, name: string | RegExp): Locator {
  return page.getByRole("region", { name, exact: true });
}

/** The element whose box is the visible window of the area. */
function viewOf(page: Page, area: AreaName): Locator {
  const { region: name, items } = AREAS[area];
  return items === "li" ? region(page, name).getByRole("list") : region(page, name);
}

/** Read in the page: the items wholly inside `container`'s box, in reading order. */
function wholeItems(container: Element, selector: string): string[] {
  const box = container.getBoundingClientRect();
  return Array.from(container.querySelectorAll(selector))
    .map((element) => ({ element, r: element.getBoundingClientRect() }))
    .filter(
      ({ r }) =>
        r.width > 0 &&
        r.top >= box.top - 1 &&
        r.bottom <= box.bottom + 1 &&
        r.left >= box.left - 1 &&
        r.right <= box.right + 1,
    )
    .sort((a, b) => a.r.top - b.r.top || a.r.left - b.r.left)
    .map(({ element }) => element.getAttribute("src") ?? element.textContent ?? "");
}

function shown(page: Page, area: AreaName): Promise<string[]> {
  return viewOf(page, area).evaluate(wholeItems, AREAS[area].items);
}

/**
 * Read in the page: how far the first item sits from the start of `container`, in pixels.
 * An area moves along one axis only, so the sum of both offsets changes exactly when it moves.
 */
function offsetOfFirst(container: Element, selector: string): number {
  const first = container.querySelector(selector)?.getBoundingClientRect();
  const box = container.getBoundingClientRect();
  return first ? Math.round(first.top - box.top + (first.left - box.left)) : Number.NaN;
}

function position(page: Page, area: AreaName): Promise<number> {
  return viewOf(page, area).evaluate(offsetOfFirst, AREAS[area].items);
}

/** Where every moving area stands now; equal snapshots mean nothing moved in between. */
function positions(page: Page): Promise<number[]> {
  return Promise.all(AREA_NAMES.map((area) => position(page, area)));
}

/** Resolves once the area stands somewhere other than `before`. */
async function expectMoves(page: Page, area: AreaName, before: number): Promise<void> {
  await expect
    .poll(() => position(page, area), {
      timeout: WATCH_MS * 2,
      message: `${area} should advance`,
    })
    .not.toBe(before);
}

describe("landing page", () => {
  const browser = suiteBrowser();
  let content: Awaited<ReturnType<typeof landingContent>>;
  const opened: OpenedPage[] = [];

  async function open(viewport: ViewportName, reducedMotion?: "reduce"): Promise<OpenedPage> {
    const page = await openPage(browser(), viewport, { reducedMotion });
    opened.push(page);
    return page;
  }

  /**
   * The landing page on a clock of its own, stopped once the page is ready: its areas' timers
   * fire only when a test runs the clock.
   */
  async function openOnClock(reducedMotion?: "reduce"): Promise<OpenedPage> {
    const opened = await open("desktop", reducedMotion);
    await opened.page.clock.install({ time: CLOCK_START });
    await openLanding(opened.page);
    await opened.page.clock.pauseAt(CLOCK_START + CLOCK_LOAD_MS);
    return opened;
  }

  beforeAll(async () => {
    content = await landingContent("localhost");
  });
  afterAll(async () => {
    for (const o of opened) await o.close();
  });

  it("has the demo content these tests need", () => {
    expect(content.notices.length).toBe(LIMITS.landingList);
    expect(content.events.length).toBeGreaterThan(LIMITS.landingVisible);
    expect(content.profile.testimonials.length).toBeGreaterThan(TESTIMONIALS_PER_SLIDE.desktop);
    expect(content.profile.testimonials.some((t) => t.bio.length > CUTS.testimonialBio)).toBe(true);
  });

  it("lists the fetched notices, 5 in view, linking to their detail pages", async () => {
    const { page, errors } = await open("desktop", "reduce");
    await openLanding(page);
    const notices = region(page, AREAS.notices.region);
    const hrefs = await notices
      .getByRole("list")
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(content.notices.map((n) => `/one/notice/${n._id}/detail`));
    const titles = await notices.locator("li span:first-child").allTextContents();
    expect(titles).toEqual(content.notices.map((n) => n.insAnnTitle));
    expect(await shown(page, "notices")).toHaveLength(LIMITS.landingVisible);
    const heading = notices.getByRole("heading", { name: "Notices" }).getByRole("link");
    expect(await heading.getAttribute("href")).toBe("/notice");
    expect(errors).toEqual([]);
  });

  it("lists the fetched events, 5 in view, linking to their attendance tab", async () => {
    const { page, errors } = await open("desktop", "reduce");
    await openLanding(page);
    const events = region(page, AREAS.events.region);
    const hrefs = await events
      .getByRole("list")
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(content.events.map((e) => `/one/event/${e._id}/detail/attendance`));
    expect(await shown(page, "events")).toHaveLength(LIMITS.landingVisible);
    const heading = events.getByRole("heading", { name: "Events" }).getByRole("link");
    expect(await heading.getAttribute("href")).toBe("/event");
    expect(errors).toEqual([]);
  });

  it("cuts event names longer than 70 characters with an ellipsis", async () => {
    // The hostile institute's event names run long; the demo colleges' fit.
    const hostile = await landingContent(HOSTILE_HOST);
    const long = hostile.events.filter((e) => e.event_name.length > CUTS.landingEventName);
    expect(long.length).toBeGreaterThan(0);
    const { page } = await open("desktop", "reduce");
    await openLanding(page, HOSTILE_HOST);
    const names = await viewOf(page, "events").locator("li span:first-child").allTextContents();
    expect(names).toHaveLength(hostile.events.length);
    hostile.events.forEach((event, k) => {
      const name = names[k] ?? "";
      if (Array.from(event.event_name).length <= CUTS.landingEventName) {
        expect(name).toBe(event.event_name);
      } else {
        expect(name.endsWith("…")).toBe(true);
        expect(Array.from(name).length).toBeLessThanOrEqual(CUTS.landingEventName + 1);
        expect(event.event_name.startsWith(name.slice(0, -1))).toBe(true);
      }
    });
  });

  it("opens web quick links in a new tab and file quick links in the viewer", async () => {
    const { page, errors } = await open("desktop", "reduce");
    await openLanding(page);
    const quick = region(page, "Quick Links");
    const links = quickLinkList(content.profile.landing_control.home_opener_quick_links);
    expect(links.some((l) => l.typo === "YES") && links.some((l) => l.typo === "NO")).toBe(true);
    for (const link of links) {
      if (link.typo === "YES") {
        const anchor = quick.getByRole("link", { name: link.name });
        expect(await anchor.getAttribute("href")).toBe(new URL(link.link_images).href);
        expect(await anchor.getAttribute("target")).toBe("_blank");
        expect(await anchor.getAttribute("rel")).toBe("noopener noreferrer");
      } else {
        await quick.getByRole("link", { name: link.name }).click();
        const dialog = page.getByRole("dialog", { name: link.name });
        await dialog.waitFor();
        await page.keyboard.press("Escape");
        await dialog.waitFor({ state: "detached" });
      }
    }
    expect(errors).toEqual([]);
  });

  it("advances every moving area on its own", async () => {
    const { page, errors } = await open("desktop");
    await openLanding(page);
    for (const area of AREA_NAMES) await expectMoves(page, area, await position(page, area));
    expect(errors).toEqual([]);
  });

  // The rules of when an area may move, on the page's clock: under reduced motion a step is a
  // jump, so where an area stands right after the clock has run is where its steps took it.
  it("holds each area still once paused, and moves it again on Play", async () => {
    const { page, errors } = await openOnClock("reduce");
    for (const area of AREA_NAMES) await play(page, area);
    const before = await positions(page);
    await page.clock.runFor(ONE_STEP_MS);
    const moved = await positions(page);
    AREA_NAMES.forEach((area, i) => expect(moved[i], area).not.toBe(before[i]));

    for (const area of AREA_NAMES) {
      await page.getByRole("button", { name: `Pause ${area}` }).click();
      await page.getByRole("button", { name: `Play ${area}` }).waitFor();
    }
    await page.clock.runFor(WATCH_MS);
    expect(await positions(page)).toEqual(moved);

    await play(page, "notices");
    await page.clock.runFor(ONE_STEP_MS);
    expect(await position(page, "notices")).not.toBe(moved[AREA_NAMES.indexOf("notices")]);
    expect(errors).toEqual([]);
  });

  it("holds an area still while the pointer is over it or focus is in it", async () => {
    const { page, errors } = await openOnClock("reduce");
    await play(page, "notices");
    await play(page, "events");
    await viewOf(page, "notices").hover();
    const hovered = await position(page, "notices");
    await page.clock.runFor(WATCH_MS);
    expect(await position(page, "notices")).toBe(hovered);
    await page.mouse.move(0, 0);
    await page.clock.runFor(ONE_STEP_MS);
    expect(await position(page, "notices")).not.toBe(hovered);

    await viewOf(page, "events").getByRole("link").first().focus();
    const focused = await position(page, "events");
    await page.clock.runFor(WATCH_MS);
    expect(await position(page, "events")).toBe(focused);
    expect(errors).toEqual([]);
  });

  it("moves nothing by itself under reduced motion, and plays on request", async () => {
    const { page, errors } = await openOnClock("reduce");
    const firstItems = async () =>
      Promise.all(AREA_NAMES.map(async (area) => (await shown(page, area))[0]));
    const start = await positions(page);
    const startItems = await firstItems();
    expect(startItems.every((item) => item !== undefined)).toBe(true);
    await page.clock.runFor(WATCH_MS);
    expect(await positions(page)).toEqual(start);
    expect(await firstItems()).toEqual(startItems);
    for (const area of AREA_NAMES) {
      await page.getByRole("button", { name: `Play ${area}` }).waitFor();
    }
    await play(page, "notices");
    await page.clock.runFor(ONE_STEP_MS);
    expect(await position(page, "notices")).not.toBe(start[AREA_NAMES.indexOf("notices")]);
    expect(errors).toEqual([]);
  });

  it.each([
    ["desktop", TESTIMONIALS_PER_SLIDE.desktop],
    ["mobile", TESTIMONIALS_PER_SLIDE.mobile],
  ] as const)("shows testimonials on %s %i at a time", async (viewport, count) => {
    const { page, errors } = await open(viewport, "reduce");
    await openLanding(page);
    const before = await shown(page, "testimonials");
    expect(before).toHaveLength(count);
    await page.getByRole("button", { name: "Next testimonials" }).click();
    // Even a jump lands on the next animation frame.
    await expect.poll(() => shown(page, "testimonials")).not.toEqual(before);
    const next = await shown(page, "testimonials");
    expect(next).toHaveLength(count);
    // A step moves on by a whole slide.
    const first = content.profile.testimonials[count];
    expect(next[0]).toContain(first?.name);
    expect(errors).toEqual([]);
  });

  it("cuts a long testimonial bio with a Read More / Read Less toggle", async () => {
    const { page, errors } = await open("mobile", "reduce");
    await openLanding(page);
    const index = content.profile.testimonials.findIndex((t) => t.bio.length > CUTS.testimonialBio);
    const testimonial = content.profile.testimonials[index];
    if (!testimonial) throw new Error("no long bio");
    const next = page.getByRole("button", { name: "Next testimonials" });
    for (let k = 0; k < index; k += 1) await next.click();
    const card = region(page, AREAS.testimonials.region).locator("figure", {
      hasText: testimonial.name,
    });
    const quote = card.locator("blockquote");
    const toggle = card.getByRole("button", { name: "Read More" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    const cut = await quote.innerText();
    expect(cut).not.toContain(testimonial.bio);
    expect(testimonial.bio.startsWith(cut.replace(/…$/, ""))).toBe(true);

    await toggle.click();
    const less = card.getByRole("button", { name: "Read Less" });
    expect(await less.getAttribute("aria-expanded")).toBe("true");
    expect(await quote.innerText()).toBe(testimonial.bio);

    await less.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await quote.innerText()).toBe(cut);
    expect(errors).toEqual([]);
  });

  it("sends every notice, event, quick link and testimonial in the server's HTML", async () => {
    const context = await browser().newContext({ ...VIEWPORTS.desktop, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(siteUrl("localhost", "/"));
      const text = await page.locator("main").textContent();
      const expected = [
        ...content.notices.map((n) => n.insAnnTitle),
        ...content.events.map((e) => e.event_name),
        ...quickLinkList(content.profile.landing_control.home_opener_quick_links).map(
          (l) => l.name,
        ),
        ...content.profile.testimonials.flatMap((t) => [t.name, t.bio]),
      ];
      expect(expected.filter((item) => !text?.includes(item))).toEqual([]);
      expect(await page.locator("h1").count()).toBe(1);
      const images = page.locator("main section img");
      expect(await images.first().getAttribute("fetchpriority")).toBe("high");
      expect(await images.nth(1).getAttribute("loading")).toBe("lazy");
    } finally {
      await context.close();
    }
  });

  it.each(["desktop", "mobile"] as const)(
    "loads the banner as a WebP copy sized for a %s screen",
    async (viewport) => {
      const { page, errors } = await open(viewport, "reduce");
      const webp: string[] = [];
      page.on("response", (response) => {
        if (response.headers()["content-type"] === "image/webp") webp.push(response.url());
      });
      await openLanding(page);
      const banner = page.locator("main section img").first();
      await expect
        .poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      const { currentSrc, needed } = await banner.evaluate((img: HTMLImageElement) => ({
        currentSrc: img.currentSrc,
        needed: img.getBoundingClientRect().width * devicePixelRatio,
      }));
      const width = Number(new URL(currentSrc).searchParams.get("w"));
      // A copy the screen needs: wide enough, and no wider than the next size up.
      expect(PICTURE_WIDTHS).toContain(width);
      expect(width * 1.5).toBeGreaterThanOrEqual(needed);
      expect(width).toBeLessThanOrEqual(PICTURE_WIDTHS.find((w) => w >= needed) ?? Infinity);
      expect(webp).toContain(currentSrc);
      expect(errors).toEqual([]);
    },
  );

  it.each(["desktop", "mobile"] as const)("passes axe on %s", async (viewport) => {
    const { page, errors } = await open(viewport, "reduce");
    await openLanding(page);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});

// Hostile content (e2e/support/hostile.ts) on every page that shows it: nothing runs, no dialog
// opens, nothing in the page can run on a click, and the payloads read as the text they are.
// Every payload would set window.__xss or open a dialog if it ever executed.
import type { Browser, Frame, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { z } from "zod";
import { PAGE_SIZES } from "#contract/constants.ts";
import { endpointUrl, endpoints } from "#contract/index.ts";
import { routes } from "#contract/links.ts";
import { get } from "#test/support/http.ts";
import {
  hydrationEnded,
  suiteBrowser,
  openPage,
  siteUrl,
  type OpenedPage,
} from "./support/browser.ts";
import { HOSTILE_HOST } from "./support/hostile.ts";

/** How long a click's navigation or new tab takes to begin, before what it ran is read. */
const CLICK_SETTLE_MS = 200;

/** A picture still loading after this long is left: the marker is read without it. */
const PICTURES_MS = 5_000;
/** The cover banner cuts titles at 70 characters (spec 2.4); every page shows at least that. */
const SHOWN_CHARACTERS = 70;
/** A page holds a handful of links in its description; more would mean a runaway list. */
const MAX_LINKS_PER_PAGE = 12;
/** Enough to see what broke; a sanitiser that lets everything through would otherwise make
 * every remaining page wait out its hydration timeout. */
const MAX_PROBLEMS = 20;

interface Item {
  id: string;
  title: string;
}

const envelope = z.record(z.string(), z.unknown());

/** The `data` of one endpoint's answer, typed by the contract's own schema. */
function dataOf<F extends string, D extends z.ZodType>(
  endpoint: { field: F; data: D },
  body: unknown,
): z.output<D> {
  return endpoint.data.parse(envelope.parse(body)[endpoint.field]);
}

async function api(path: string): Promise<unknown> {
  const reply = await get(inject("port"), `/api${path}`, { host: HOSTILE_HOST });
  if (reply.status !== 200) throw new Error(`${path}: ${reply.status} ${reply.text}`);
  return reply.json();
}

async function hostileContent(): Promise<{ notices: Item[]; events: Item[] }> {
  const lookup = dataOf(
    endpoints.hostLookup,
    await api(endpointUrl("hostLookup", {}, { filter_by: HOSTILE_HOST })),
  );
  const id = lookup.link_up._id;
  const notices = dataOf(
    endpoints.noticeList,
    await api(endpointUrl("noticeList", { id }, { page: 1, limit: 1000 })),
  );
  const institute = dataOf(
    endpoints.instituteDash,
    await api(endpointUrl("instituteDash", { id })),
  );
  const managerId = institute.eventManagerDepart[0];
  if (!managerId) throw new Error("the hostile institute has no event manager");
  const events = dataOf(
    endpoints.eventList,
    await api(endpointUrl("eventList", { id: managerId }, { page: 1, limit: 1000 })),
  );
  return {
    notices: notices.map((n) => ({ id: n._id, title: n.insAnnTitle })),
    events: events.map((e) => ({ id: e._id, title: e.event_name })),
  };
}

/** Read in the page: the marker every payload sets when it runs. */
function xssMarker(): unknown {
  return "__xss" in window ? window.__xss : undefined;
}

/** The script sources of a page's policy. */
function scriptSources(policy: string | undefined): string[] {
  return (
    /script-src ([^;]+)/
      .exec(policy ?? "")?.[1]
      ?.trim()
      .split(/\s+/) ?? []
  );
}

/**
 * Read in the page: markup that could run or navigate, wherever it sits in the document, and
 * any script the page's policy (its script sources, `allowed`) does not name by its hash.
 */
async function liveMarkup(allowed: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const element of Array.from(document.querySelectorAll("*"))) {
    for (const name of element.getAttributeNames()) {
      if (/^on/i.test(name)) found.push(`<${element.localName} ${name}>`);
    }
  }
  for (const link of Array.from(document.querySelectorAll<HTMLAnchorElement>("a[href]"))) {
    if (!/^(https?|mailto|tel):$/.test(link.protocol)) found.push(`link to ${link.href}`);
  }
  for (const element of Array.from(
    document.querySelectorAll("iframe[srcdoc], object, embed, form[action^='javascript' i]"),
  )) {
    found.push(`<${element.localName}>`);
  }
  for (const script of Array.from(document.scripts)) {
    // A JSON-LD data block runs nowhere (decision 089); the one the page writes holds no "<".
    if (script.type === "application/ld+json" && !script.textContent?.includes("<")) continue;
    const text = new TextEncoder().encode(script.textContent ?? "");
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", text));
    const hash = `'sha256-${btoa(String.fromCharCode(...digest))}'`;
    if (script.src || !allowed.includes(hash)) {
      found.push(`script the policy does not name: ${script.outerHTML.slice(0, 80)}`);
    }
  }
  return found;
}

/**
 * Read in a frame: resolves once every picture being fetched has loaded or failed (a payload's
 * error handler has run by then), and the tasks of one more frame have run. A lazy picture out
 * of the window is not fetched, so it is not waited for.
 */
async function picturesSettled(timeoutMs: number): Promise<void> {
  const fetching = Array.from(document.images).filter((img) => {
    if (img.complete) return false;
    if (img.loading !== "lazy") return true;
    const box = img.getBoundingClientRect();
    return box.width + box.height > 0 && box.bottom >= 0 && box.top <= innerHeight;
  });
  const loaded = Promise.all(
    fetching.map(
      (img) =>
        new Promise((resolve) => {
          img.addEventListener("load", resolve, { once: true });
          img.addEventListener("error", resolve, { once: true });
        }),
    ),
  );
  await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Every frame of the page settled (`picturesSettled`); a frame that went away, or that
 * cannot run a script in time (a document shown by a plugin), is left. */
async function settle(page: Page): Promise<void> {
  const bound = () => new Promise((resolve) => setTimeout(resolve, PICTURES_MS + 1_000));
  await Promise.all(
    page
      .frames()
      .map((frame) =>
        Promise.race([frame.evaluate(picturesSettled, PICTURES_MS).catch(() => {}), bound()]),
      ),
  );
}

/** The marker in a frame's document. A frame that is loading a new document (the viewer's
 * frame opening its file) is read once that document has loaded; a frame that went away
 * holds nothing. */
async function markerIn(frame: Frame): Promise<unknown> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await frame.evaluate(xssMarker);
    } catch (error) {
      if (frame.isDetached()) return undefined;
      if (attempt === 3 || !String(error).includes("context was destroyed")) throw error;
      await frame.waitForLoadState("load", { timeout: 5_000 }).catch(() => {});
    }
  }
}

function normalised(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** The part of a title that every page showing it displays, as the reader sees it. */
function shownPart(title: string): string {
  return normalised(Array.from(title).slice(0, SHOWN_CHARACTERS).join(""));
}

interface Visitor {
  opened: OpenedPage;
  /** Opens a path on the hostile host; answers its status and whatever ran there. */
  visit(path: string): Promise<{ status: number; problems: string[] }>;
  /** What ran since the last visit: the marker in any frame, dialogs, navigation away. */
  ranSince(path: string): Promise<string[]>;
  /** The script sources of the policy of the page last visited. */
  allowed(): string[];
}

async function visitor(browser: Browser): Promise<Visitor> {
  const opened = await openPage(browser);
  // A popup from a link leads nowhere (suiteBrowser's localOnly); closing it keeps the
  // context small.
  opened.context.on("page", (popup) => void popup.close());
  let dialogs: string[] = [];
  opened.page.on("dialog", (dialog) => {
    dialogs.push(`${dialog.type()} dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  const ranSince = async (path: string): Promise<string[]> => {
    const problems = dialogs.map((d) => `${path}: ${d}`);
    dialogs = [];
    for (const frame of opened.page.frames()) {
      const marker = await markerIn(frame);
      if (marker !== undefined) problems.push(`${path}: window.__xss set in ${frame.url()}`);
    }
    const now = new URL(opened.page.url());
    if (now.pathname !== path.split("?")[0]) problems.push(`${path}: navigated to ${now.href}`);
    return problems;
  };
  let allowed: string[] = [];
  return {
    opened,
    ranSince,
    allowed: () => allowed,
    async visit(path) {
      dialogs = [];
      const response = await opened.page.goto(siteUrl(HOSTILE_HOST, path), { waitUntil: "load" });
      allowed = scriptSources(response?.headers()["content-security-policy"]);
      // Client rendering is tested only if the page's scripts ran: a page that never hydrated
      // would pass for the wrong reason.
      const hydrated = await opened.page
        .waitForFunction(hydrationEnded, null, { timeout: 5_000 })
        .then(() => true)
        .catch(() => false);
      await settle(opened.page);
      const live = await opened.page.evaluate(liveMarkup, allowed);
      const problems = [...(await ranSince(path)), ...live.map((l) => `${path}: ${l}`)];
      if (!hydrated) problems.push(`${path}: the page did not hydrate`);
      return { status: response?.status() ?? 0, problems };
    },
  };
}

async function textOf(page: Page, selector: string): Promise<string> {
  return normalised((await page.locator(selector).allInnerTexts()).join(" | "));
}

describe(`hostile content on ${HOSTILE_HOST}`, () => {
  const browser = suiteBrowser({ localOnly: true });
  let content: { notices: Item[]; events: Item[] };
  let v: Visitor;

  beforeAll(async () => {
    content = await hostileContent();
    v = await visitor(browser());
  });
  afterAll(async () => {
    await v?.opened.close();
  });

  it("has the corpus to test", () => {
    expect(content.notices.length).toBeGreaterThanOrEqual(50);
    expect(content.events.length).toBeGreaterThanOrEqual(10);
  });

  it("runs nothing on the landing page", async () => {
    const { status, problems } = await v.visit("/");
    expect([200, 404]).toContain(status);
    expect(problems).toEqual([]);
  });

  it("lists every notice title as text, a page at a time, and runs nothing", async () => {
    let text = "";
    for (let n = 1; n <= Math.ceil(content.notices.length / PAGE_SIZES.notices); n++) {
      const { status, problems } = await v.visit(routes.notice({ page: n }));
      expect(status).toBe(200);
      expect(problems).toEqual([]);
      text += await textOf(v.opened.page, "main");
    }
    const missing = content.notices.filter((n) => !text.includes(shownPart(n.title)));
    expect(missing.map((n) => n.title)).toEqual([]);
  });

  it("shows each notice's title as text and runs nothing", { timeout: 240_000 }, async () => {
    const problems: string[] = [];
    for (const notice of content.notices) {
      if (problems.length >= MAX_PROBLEMS) break;
      const path = `/one/notice/${notice.id}/detail`;
      const visit = await v.visit(path);
      problems.push(...visit.problems);
      if (visit.status !== 200) problems.push(`${path}: status ${visit.status}`);
      const headings = await textOf(v.opened.page, "h1");
      if (!headings.includes(shownPart(notice.title))) {
        problems.push(`${path}: no h1 shows ${JSON.stringify(shownPart(notice.title))}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it(
    "keeps description links safe, and clicking them or opening a file runs nothing",
    { timeout: 120_000 },
    async () => {
      // The notices whose payload is itself a link, or tries to hook one.
      const linked = content.notices.filter((n) => /<a\b|href|onclick|onmouseover/i.test(n.title));
      expect(linked.length).toBeGreaterThanOrEqual(8);
      const problems: string[] = [];
      for (const notice of linked) {
        if (problems.length >= MAX_PROBLEMS) break;
        const path = `/one/notice/${notice.id}/detail`;
        problems.push(...(await v.visit(path)).problems);
        const page = v.opened.page;
        const links = await page.$$eval(".rich-text a[href]", (anchors) =>
          anchors.map((a) => ({
            href: a instanceof HTMLAnchorElement ? a.href : "",
            external: a instanceof HTMLAnchorElement && a.origin !== location.origin,
            rel: a.getAttribute("rel") ?? "",
          })),
        );
        // Every hostile description ends with one safe link: none at all means no description.
        if (links.length === 0) problems.push(`${path}: the description shows no link`);
        for (const link of links) {
          if (!/^(https?|mailto|tel):/.test(link.href)) problems.push(`${path}: href ${link.href}`);
          const rel = link.rel.split(/\s+/);
          if (link.external && !(rel.includes("noopener") && rel.includes("noreferrer"))) {
            problems.push(`${path}: ${link.href} opens with rel="${link.rel}"`);
          }
        }
        const anchors = page.locator(".rich-text a");
        const count = Math.min(await anchors.count(), MAX_LINKS_PER_PAGE);
        for (let i = 0; i < count; i++) {
          await anchors.nth(i).click({ timeout: 5_000 });
          await page.waitForTimeout(CLICK_SETTLE_MS);
          const ran = await v.ranSince(path);
          problems.push(...ran.map((r) => `click ${i + 1}: ${r}`));
          // A link that left the page (it should open a new tab instead) is reported above;
          // come back so the remaining links can be clicked.
          if (ran.length > 0) await v.visit(path);
        }
        // The file viewer renders the hostile document name in the browser only.
        await page
          .getByRole("link", { name: /View Detail/ })
          .first()
          .click({ timeout: 5_000 });
        await page.getByRole("dialog").waitFor({ timeout: 5_000 });
        await settle(page);
        problems.push(...(await v.ranSince(path)).map((r) => `viewer: ${r}`));
        problems.push(
          ...(await page.evaluate(liveMarkup, v.allowed())).map((l) => `viewer: ${path}: ${l}`),
        );
        await page.keyboard.press("Escape");
      }
      expect(problems).toEqual([]);
    },
  );

  it("runs nothing on the event list", async () => {
    const { status, problems } = await v.visit("/event");
    expect([200, 404]).toContain(status);
    expect(problems).toEqual([]);
  });

  it("shows each event's name as text and runs nothing", { timeout: 180_000 }, async () => {
    const problems: string[] = [];
    for (const [n, event] of content.events.entries()) {
      if (problems.length >= MAX_PROBLEMS) break;
      // The first few also on the tab that lists documents named by payloads.
      const paths = [`/one/event/${event.id}/detail`];
      if (n < 3) paths.push(`/one/event/${event.id}/detail/attendance`);
      for (const path of paths) {
        const visit = await v.visit(path);
        problems.push(...visit.problems);
        if (visit.status !== 200) problems.push(`${path}: status ${visit.status}`);
        const text = await textOf(v.opened.page, "main");
        if (!text.includes(shownPart(event.title))) {
          problems.push(
            `${path}: the page does not show ${JSON.stringify(shownPart(event.title))}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

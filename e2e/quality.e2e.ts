// Quality bodies (spec 2.6), R&D (2.7) and examination (2.10) in the browser: content in the
// server's HTML on every demo institute, tabs and the 'Quality Indicator Framework' tab buttons
// by keyboard and without JavaScript, PDFs in the viewer, 404s inside the frame, hostile
// content as text, and no accessibility violations at 1280 and 390 px.
import { beforeAll, describe, expect, it } from "vitest";
import { textOf } from "#test/support/html.ts";
import { literal } from "#test/support/words.ts";
import { expectAccessible, suiteBrowser, siteUrl, VIEWPORTS } from "./support/browser.ts";
import { HOSTILE_HOST } from "./support/hostile.ts";
import {
  api,
  AXE_HOSTS,
  DEMO_HOSTS,
  expectNotFoundInFrame,
  getHtml,
  inEnglishAt,
  instituteIdOf,
  titleOf,
  visit,
  visitHostile,
  wordsAt,
} from "./support/site.ts";

interface Card {
  _id: string;
  name: string;
  pdf_key?: string;
  [level: string]: unknown;
}
interface Tab extends Card {
  inner_card: Card[];
}
type Detail = Record<string, Tab[]> & { _id: string };
interface Authority {
  _id: string;
  name: string;
  iqac_detail: string | null;
}

/** The levels below a tab, outermost first. */
const LEVELS = [
  "inner_card",
  "nested_inner_card",
  "nested_nested_card",
  "nested_nested_nested_card",
  "nested4_card",
] as const;

const children = (card: Card, level: number): Card[] => {
  const list = card[LEVELS[level] ?? ""];
  return Array.isArray(list) ? (list as Card[]) : [];
};

const isFramework = (card: Card, level: number) =>
  card.name.trim().toLowerCase() === "quality indicator framework" &&
  children(card, level).length > 0;

interface Site {
  instituteId: string;
  detail: Detail;
  rndId: string;
}

async function siteOf(host: string): Promise<Site> {
  const instituteId = await instituteIdOf(host);
  const dash = await api<{ iqac_module: string[] }>(
    host,
    `/v1/ins/${instituteId}/dash`,
    "institute",
  );
  const committee = await api<{ authority: Authority[] }>(
    host,
    `/v2/committee/${dash.iqac_module[0]}/dashboard`,
    "iqac",
  );
  const iqac = committee.authority.find((a) => a.name === "IQAC");
  const rnd = committee.authority.find((a) => a.name === "RND");
  if (!iqac?.iqac_detail || !rnd) throw new Error(`${host} has no IQAC or RND authority`);
  const detail = await api<Detail>(
    host,
    `/v2/committee/new/iqac/detail/${iqac.iqac_detail}/all/things`,
    "q_detail",
  );
  return { instituteId, detail, rndId: rnd._id };
}

/** A tab of a list that holds a framework, with the framework and its first child. */
function frameworkIn(tabs: Tab[]) {
  for (const tab of tabs) {
    const found = findFramework(tab, 0);
    if (found) return { tab, ...found };
  }
  throw new Error("no 'Quality Indicator Framework' in the demo");
}
function findFramework(
  card: Card,
  level: number,
): { framework: Card; child: Card; childLevel: number } | undefined {
  for (const item of children(card, level)) {
    const child = children(item, level + 1)[0];
    if (isFramework(item, level + 1) && child) {
      return { framework: item, child, childLevel: level + 2 };
    }
    const below = findFramework(item, level + 1);
    if (below) return below;
  }
  return undefined;
}

describe("quality bodies, R&D and examination", () => {
  const browser = suiteBrowser();
  const sites = new Map<string, Site>();
  const site = (host: string): Site => {
    const found = sites.get(host);
    if (!found) throw new Error(`no site read for ${host}`);
    return found;
  };
  const naacIn = (host: string) => frameworkIn(site(host).detail.naac_outer_tab_nested ?? []);

  beforeAll(async () => {
    for (const host of [...DEMO_HOSTS, HOSTILE_HOST]) sites.set(host, await siteOf(host));
  });
  it.each(DEMO_HOSTS)(
    "sends 'NAAC And more' and every NAAC tab in the server's HTML on %s",
    async (host) => {
      const { instituteId, detail } = site(host);
      // The titles' words are read in English, on whichever host.
      const en = (path: string) => inEnglishAt(host, path);
      const naac = await getHtml(host, en(`/naac/${instituteId}`));
      expect(naac.status).toBe(200);
      expect(titleOf(naac.html).startsWith("NAAC And more · ")).toBe(true);
      for (const body of ["institutional", "special"]) {
        expect(naac.html).toContain(`href="${en(`/${body}/${detail._id}`)}"`);
      }
      for (const tab of detail.naac_outer_tab_nested ?? []) {
        const href = en(`/naac/${detail._id}/tab/${tab._id}`);
        expect(naac.html).toContain(`href="${href}"`);
        const page = await getHtml(host, href);
        expect(page.status).toBe(200);
        expect(titleOf(page.html).startsWith(`NAAC: ${tab.name} · `), titleOf(page.html)).toBe(
          true,
        );
        const text = textOf(page.html);
        for (const card of tab.inner_card) expect(text).toContain(card.name);
      }
    },
  );

  it("moves between a body's tabs by keyboard, the heading naming the body", async () => {
    const { detail } = site("localhost");
    const [first, second] = detail.outer_tab_nested ?? [];
    if (!first || !second) throw new Error("the demo IQAC has two tabs");
    await visit(browser(), "localhost", `/iqac/${detail._id}`, async ({ page }) => {
      const nav = page.getByRole("navigation", { name: "IQAC", exact: true });
      const current = nav.locator('a[aria-current="page"]');
      expect(await current.innerText()).toBe(first.name);
      expect(await page.locator("h1").innerText()).toBe(`IQAC: ${first.name}`);
      await nav.getByRole("link", { name: second.name, exact: true }).focus();
      await page.keyboard.press("Enter");
      await page.waitForURL(`**/iqac/${detail._id}/tab/${second._id}`);
      await expect.poll(() => current.innerText()).toBe(second.name);
      await expect.poll(() => page.locator("h1").innerText()).toBe(`IQAC: ${second.name}`);
    });
  });

  it("follows a framework's tab buttons without JavaScript", async () => {
    const { detail } = site("localhost");
    const { tab, framework, child, childLevel } = frameworkIn(detail.naac_outer_tab_nested ?? []);
    const context = await browser().newContext({ ...VIEWPORTS.desktop, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(siteUrl("localhost", `/naac/${detail._id}/tab/${tab._id}`));
      const buttons = page.getByRole("navigation", { name: framework.name, exact: true });
      await buttons.getByRole("link", { name: child.name, exact: true }).click();
      await page.waitForURL(`**/nested/${framework._id}/nxt/${child._id}`);
      const chosen = page
        .getByRole("navigation", { name: framework.name, exact: true })
        .locator('a[aria-current="page"]');
      expect(await chosen.innerText()).toBe(child.name);
      expect(await page.locator("h1").innerText()).toBe(`NAAC: ${child.name}`);
      const main = (await page.locator("main").textContent()) ?? "";
      for (const grandchild of children(child, childLevel)) expect(main).toContain(grandchild.name);
    } finally {
      await context.close();
    }
  });

  it("opens a quality document and an examination file in the viewer", async () => {
    const { detail } = site("localhost");
    const tab = (detail.outer_tab_nested ?? []).find((t) => t.inner_card.some((c) => c.pdf_key));
    const card = tab?.inner_card.find((c) => c.pdf_key);
    if (!tab || !card) throw new Error("the demo IQAC has a tab with a document");
    await visit(browser(), "localhost", `/iqac/${detail._id}/tab/${tab._id}`, async ({ page }) => {
      // Its name, then its type and size (decision 094).
      const button = page.getByRole("link", { name: new RegExp(`^${literal(card.name)} \\(`) });
      await button.focus();
      await page.keyboard.press("Enter");
      const frame = page.getByRole("dialog").locator("iframe");
      await expect.poll(() => frame.getAttribute("src")).toBe(`/media/${card.pdf_key}`);
      await page.keyboard.press("Escape");
      await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    });
    await visit(browser(), "localhost", "/examination/result", async ({ page }) => {
      await page
        .getByRole("link", { name: /^View Detail/ })
        .first()
        .click();
      await expect.poll(() => page.getByRole("dialog").locator("iframe").count()).toBe(1);
    });
  });

  it.each(DEMO_HOSTS)("shows the examination lists and R&D's pages on %s", async (host) => {
    const { rndId } = site(host);
    const exam = await getHtml(host, "/examination");
    expect(exam.status).toBe(200);
    expect(exam.html).toMatch(/aria-current="page"[^>]*>[^<]*<\/a>/);
    expect(textOf(exam.html)).toContain(wordsAt(host)("documents_view_detail"));
    for (const tab of ["about", "irins"]) {
      const page = await getHtml(host, `/research/development/${rndId}/${tab}`);
      expect(page.status).toBe(200);
      expect(page.html).not.toContain('href="#"');
    }
  });

  it("answers a 404 inside the frame for another institute's ids and malformed ones", async () => {
    const own = site("localhost");
    const other = site("krishna.localhost");
    for (const path of [
      `/iqac/${other.detail._id}`,
      `/naac/${other.instituteId}`,
      "/nirf/not-an-id",
      `/aqar/${own.detail._id}/tab/0123456789abcdef01234567`,
      `/research/development/${other.rndId}`,
      "/examination/hall-ticket",
    ]) {
      await expectNotFoundInFrame(browser(), "localhost", path);
    }
  });

  it("shows hostile quality, IRINS and examination content as text", async () => {
    const { detail, rndId } = site(HOSTILE_HOST);
    const { tab, framework, child } = frameworkIn(detail.naac_outer_tab_nested ?? []);
    await visitHostile(browser(), `/naac/${detail._id}/tab/${tab._id}`, async (page) => {
      await page
        .getByRole("navigation", { name: framework.name, exact: true })
        .getByRole("link")
        .first()
        .click();
      await page.waitForURL(`**/nxt/${child._id}`);
    });
    await visitHostile(browser(), `/research/development/${rndId}/irins`, async (page) => {
      expect(await page.locator("main h2").count()).toBeGreaterThan(0);
    });
    await visitHostile(browser(), "/examination", async (page) => {
      await page
        .getByRole("link", { name: /^View Detail/ })
        .first()
        .click();
      await expect.poll(() => page.getByRole("dialog").isVisible()).toBe(true);
    });
  });

  // One test per page: six pages under axe in one test came near its minute on a busy machine.
  const AXE_PAGES: [name: string, path: (host: string) => string][] = [
    ["NAAC", (host) => `/naac/${site(host).instituteId}`],
    ["a NAAC tab", (host) => `/naac/${site(host).detail._id}/tab/${naacIn(host).tab._id}`],
    [
      "a NAAC framework's child",
      (host) => {
        const { tab, framework, child } = naacIn(host);
        return `/naac/${site(host).detail._id}/tab/${tab._id}/nested/${framework._id}/nxt/${child._id}`;
      },
    ],
    ["IQAC", (host) => `/iqac/${site(host).detail._id}`],
    ["examination", () => "/examination"],
    ["IRINS", (host) => `/research/development/${site(host).rndId}/irins`],
  ];
  for (const viewport of ["desktop", "mobile"] as const) {
    for (const [name, pathOf] of AXE_PAGES) {
      it(`has no accessibility violations on ${name} (${viewport})`, async () => {
        for (const host of AXE_HOSTS) {
          await visit(
            browser(),
            host,
            pathOf(host),
            ({ page }) => expectAccessible(page),
            viewport,
          );
        }
      });
    }
  }
});

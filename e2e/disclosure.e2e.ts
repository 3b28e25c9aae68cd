// The mandatory disclosure page in the browser (issue "Mandatory disclosure"), on every demo
// host: reached from the footer, accessible at desktop and phone sizes, every link it gives
// answers, the "not published" list leads to its items, and it reads without JavaScript.
import { describe, expect, it } from "vitest";
import { routes } from "#contract/links.ts";
import {
  expectAccessible,
  suiteBrowser,
  openPage,
  siteUrl,
  type ViewportName,
} from "./support/browser.ts";
import { DEMO_HOSTS, get, wordsAt } from "./support/site.ts";
import { messagePattern, word } from "#test/support/words.ts";
import { academicYearName, lastAcademicYear } from "#domain/disclosure/dates.ts";

describe("mandatory disclosure", () => {
  const browser = suiteBrowser();

  const cases = DEMO_HOSTS.flatMap((host) =>
    (["desktop", "mobile"] as ViewportName[]).map((size) => [host, size] as const),
  );

  it.each(cases)("is reached from the footer and accessible on %s (%s)", async (host, size) => {
    const { page, errors, close } = await openPage(browser(), size);
    // In the host's language: the second demo institute speaks Marathi by default.
    const say = wordsAt(host);
    try {
      await page.goto(siteUrl(host, routes.contactUs()));
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: say("footer_disclosure") })
        .click();
      await page.waitForURL((url) => url.pathname === routes.disclosure());
      await expect
        .poll(() => page.getByRole("heading", { level: 1 }).innerText())
        .toBe(say("menu_disclosure"));
      const count = "\\d+";
      const counts = messagePattern(say, "disclosure_counts", {
        found: count,
        total: count,
        uncertain: count,
        stale: count,
        missing: count,
      });
      await expect.poll(() => page.locator("main").innerText()).toMatch(new RegExp(counts));
      await expectAccessible(page);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it.each(DEMO_HOSTS)(
    "gives links that answer, and its gaps lead to their items, on %s",
    async (host) => {
      const { page, errors, close } = await openPage(browser(), "desktop");
      try {
        await page.goto(siteUrl(host, routes.disclosure()));
        const hrefs = await page
          .locator("main a[href]")
          .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
        const own = [...new Set(hrefs.filter((h) => h.startsWith("/")))];
        expect(own.length).toBeGreaterThan(15);
        for (const href of own) expect((await get(host, href)).status, href).toBe(200);

        const gap = page.locator('main a[href^="#item-"]').first();
        const target = (await gap.getAttribute("href")) ?? "";
        await gap.click();
        await expect.poll(() => new URL(page.url()).hash).toBe(target);
        await expect.poll(() => page.locator(target).isVisible()).toBe(true);
        expect(await page.locator(target).innerText()).toContain(
          wordsAt(host)("disclosure_status_missing"),
        );
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
  );

  // The first demo institute's newest AQAR is for 2024-25: out of date from 1 July 2026 on.
  it.each([
    ["en", ""],
    ["hi", "/hi"],
    ["mr", "/mr"],
  ] as const)(
    "shows an AQAR out of date with its years, and leads to it, on a phone (%s)",
    async (locale, prefix) => {
      const host = DEMO_HOSTS[0];
      const say = (key: string, inputs?: Record<string, string>) => word(locale, key, inputs);
      const last = academicYearName(lastAcademicYear(new Date()));
      const { page, errors, close } = await openPage(browser(), "mobile");
      try {
        await page.goto(siteUrl(host, `${prefix}${routes.disclosure()}`));
        const main = page.locator("main");
        await expect
          .poll(() => main.innerText())
          .toContain(say("disclosure_dates", { year: last }));
        // The line of items out of date leads to the AQAR, which says so, with its years.
        const line = main.locator("p", { hasText: say("disclosure_out_of_date") });
        await line.locator('a[href="#item-aqar"]').click();
        await expect.poll(() => new URL(page.url()).hash).toBe("#item-aqar");
        const aqar = page.locator("#item-aqar");
        await expect.poll(() => aqar.isVisible()).toBe(true);
        const text = await aqar.innerText();
        expect(text).toContain(say("disclosure_status_stale"));
        expect(text).toContain(say("disclosure_reason_outdated"));
        expect(text).toContain(
          say("disclosure_years", { found: "2024-25, 2023-24, 2022-23", required: last }),
        );
        await expectAccessible(page);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
  );

  it("reads without JavaScript: every item and its links are in the server's HTML", async () => {
    const context = await browser().newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(siteUrl(DEMO_HOSTS[0], routes.disclosure()));
      const items = page.locator('main li[id^="item-"]');
      expect(await items.count()).toBeGreaterThan(20);
      const file = page.locator('main a[href^="/media/"]').first();
      const response = await context.request.get(
        new URL((await file.getAttribute("href")) ?? "", page.url()).toString(),
      );
      expect(response.status()).toBe(200);
    } finally {
      await context.close();
    }
  });
});

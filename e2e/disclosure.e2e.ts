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
import { messagePattern } from "#test/support/words.ts";

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

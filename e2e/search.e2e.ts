// Site search in the browser (issue "Site search, notice feed and events calendar"): from the
// header on a desktop, from the drawer on a phone, and without JavaScript; results reached by
// keyboard; accessible at both sizes; no console errors.
import { describe, expect, it } from "vitest";
import { instituteOf, readApi } from "./support/api.ts";
import { expectAccessible, suiteBrowser, openPage, siteUrl, VIEWPORTS } from "./support/browser.ts";
import { DEMO_HOSTS, wordsAt } from "./support/site.ts";
import { messagePattern } from "#test/support/words.ts";

/** The longest word of the newest notice's title: a word that finds that notice. */
async function noticeWord(host: string): Promise<{ word: string; href: string }> {
  const id = await instituteOf(host);
  const notices = await readApi("noticeList", { id }, { page: 1, limit: 1 });
  const notice = notices[0];
  if (!notice) throw new Error(`${host} has no notices`);
  const word = (notice.insAnnTitle.match(/[\p{L}\p{N}]+/gu) ?? []).reduce(
    (a, b) => (b.length > a.length ? b : a),
    "",
  );
  return { word, href: `/one/notice/${notice._id}/detail` };
}

/** What the status line says of some results for any query, in the language of `say`. */
function resultsLine(say: ReturnType<typeof wordsAt>): RegExp {
  const forms = (["one", "other"] as const).map((form) =>
    messagePattern(say, "search_results", { count: "\\d+", query: ".+" }, form),
  );
  return new RegExp(forms.join("|"));
}

describe("site search", () => {
  const browser = suiteBrowser();

  it.each(DEMO_HOSTS)(
    "searches from the header on a desktop and opens a result by keyboard on %s",
    async (host) => {
      const { word, href } = await noticeWord(host);
      // In the host's language: the second demo institute speaks Marathi by default.
      const say = wordsAt(host);
      const { page, errors, close } = await openPage(browser(), "desktop");
      try {
        await page.goto(siteUrl(host, "/"));
        const box = page.getByRole("search").getByRole("searchbox", { name: say("search_label") });
        await box.fill(word);
        await box.press("Enter");
        await page.waitForURL((url) => url.pathname === "/search");
        expect(new URL(page.url()).searchParams.get("q")).toBe(word);
        await expect.poll(() => page.getByRole("status").innerText()).toMatch(resultsLine(say));
        const result = page.locator(`main a[href="${href}"]`).first();
        expect(await result.locator("mark").count()).toBeGreaterThan(0);
        await expectAccessible(page);
        // Tab from the search button to the first chip and on until the result has focus.
        await page
          .getByRole("main")
          .getByRole("button", { name: say("search_button") })
          .focus();
        for (let i = 0; i < 40; i++) {
          await page.keyboard.press("Tab");
          if (await result.evaluate((el) => el === document.activeElement)) break;
        }
        expect(await result.evaluate((el) => el === document.activeElement)).toBe(true);
        await page.keyboard.press("Enter");
        await page.waitForURL((url) => url.pathname === href);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
  );

  it("searches from the drawer on a phone, with chips for each kind", async () => {
    const host = DEMO_HOSTS[1];
    // In Marathi, the second demo institute's default.
    const say = wordsAt(host);
    const { word } = await noticeWord(host);
    const { page, errors, close } = await openPage(browser(), "mobile");
    try {
      await page.goto(siteUrl(host, "/notice"));
      await page.getByRole("button", { name: say("frame_menu") }).tap();
      const drawer = page.getByRole("dialog", { name: say("frame_menu") });
      await drawer.waitFor({ state: "visible" });
      await drawer.getByRole("searchbox", { name: say("search_label") }).fill(word);
      await drawer.getByRole("button", { name: say("search_button") }).tap();
      await page.waitForURL((url) => url.pathname === "/search");
      await drawer.waitFor({ state: "detached" });
      const chips = page.getByRole("navigation", { name: say("search_kinds") });
      const notices = chips.getByRole("link", {
        name: new RegExp(`^${say("search_kind_notice")} \\(\\d+\\)$`),
      });
      await notices.tap();
      await page.waitForURL((url) => url.searchParams.get("kind") === "notice");
      await expect.poll(() => notices.getAttribute("aria-current")).toBe("page");
      await expectAccessible(page);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("works without JavaScript, and shows an empty search page and a no-result message", async () => {
    const host = DEMO_HOSTS[0];
    const { word, href } = await noticeWord(host);
    const context = await browser().newContext({ ...VIEWPORTS.desktop, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(siteUrl(host, "/search"));
      expect(await page.getByText("Type a few words").isVisible()).toBe(true);
      const box = page.getByRole("main").getByRole("searchbox", { name: "Search this site" });
      await box.fill(word, { timeout: 5000 });
      await box.press("Enter", { timeout: 5000 });
      await page.waitForURL((url) => url.searchParams.get("q") === word, { timeout: 10_000 });
      expect(await page.locator(`main a[href="${href}"]`).count()).toBeGreaterThan(0);
      await page.goto(siteUrl(host, "/search?q=zzqxjvk"));
      expect(await page.getByRole("status").innerText()).toContain("No results for zzqxjvk");
    } finally {
      await context.close();
    }
  });
});

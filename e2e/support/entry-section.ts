// The browser tests of a section whose tabs list other_data entries (infrastructure and the
// student zone, spec 2.17): content in the server's HTML on every demo institute, tabs as
// addresses with and without JavaScript, pictures in the viewer, custom pages, 404s inside
// the frame, and accessibility at both widths.
import { describe, expect, it } from "vitest";
import { textOf } from "#test/support/html.ts";
import {
  api,
  DEMO_HOSTS,
  expectNotFoundInFrame,
  expectPagesAccessible,
  getHtml,
  inEnglishAt,
  instituteIdOf,
  titleOf,
  visit,
  visitHostile,
} from "./site.ts";
import { suiteBrowser } from "./browser.ts";

interface Entry {
  _id: string;
  title: string;
  attachment?: string;
}
type OtherData = Record<string, { data_list: Entry[] } | string>;

export interface EntrySectionTab {
  slug: string;
  label: string;
  /** The other_data section it lists; none for a tab that shows something else. */
  field?: string;
}

export interface EntrySection {
  name: string;
  base: string;
  moduleType: string;
  tabs: readonly EntrySectionTab[];
  /** A tab with a picture entry on the first demo institute, to open in the viewer. */
  pictureTab: string;
}

/** The entries of each tab on a host, read from the API the site reads. */
async function entriesOf(host: string, section: EntrySection): Promise<Map<string, Entry[]>> {
  const id = await instituteIdOf(host);
  const other = await api<OtherData>(
    host,
    `/v1/site/other/model/${id}/query?is_flow=Institute`,
    "other_data",
  );
  return new Map(
    section.tabs.map((tab) => {
      const list = tab.field ? other[tab.field] : undefined;
      return [tab.slug, typeof list === "object" ? list.data_list : []];
    }),
  );
}

async function customTabsOf(host: string, type: string): Promise<{ _id: string; name: string }[]> {
  const id = await instituteIdOf(host);
  return api(
    host,
    `/v1/site/module/dynamic/${id}/list/query?is_flow=INSTITUTE&module_type=${type}`,
    "dynamic_tab",
  );
}

export function entrySectionSuite(section: EntrySection): void {
  describe(section.name, () => {
    const browser = suiteBrowser();

    it.each(DEMO_HOSTS)("shows every tab's entries in the server's HTML on %s", async (host) => {
      const entries = await entriesOf(host, section);
      let shown = 0;
      for (const tab of section.tabs.filter((t) => t.field)) {
        // The tabs' labels are read in English, on whichever host.
        const path = inEnglishAt(host, `${section.base}/${tab.slug}`);
        const { status, html } = await getHtml(host, path);
        expect(status).toBe(200);
        expect(html).toMatch(
          new RegExp(
            `<a[^>]*href="${path}"[^>]*aria-current="page"|<a[^>]*aria-current="page"[^>]*href="${path}"`,
          ),
        );
        expect(titleOf(html).startsWith(`${tab.label} · `), titleOf(html)).toBe(true);
        const text = textOf(html);
        for (const entry of entries.get(tab.slug) ?? []) {
          expect(text, `${tab.slug}: ${entry.title}`).toContain(entry.title);
          shown++;
        }
      }
      expect(shown).toBeGreaterThan(0);
    });

    it.each(DEMO_HOSTS)("lists its custom modules as tabs on %s, each a page", async (host) => {
      const tabs = await customTabsOf(host, section.moduleType);
      const { html } = await getHtml(host, section.base);
      for (const tab of tabs) {
        const href = `${section.base}/custom/${tab._id}`;
        expect(html).toContain(`href="${href}"`);
        const page = await getHtml(host, href);
        expect(page.status).toBe(200);
        expect(textOf(page.html)).toContain(tab.name);
      }
    });

    it("shows the first tab at its index and moves between tabs as addresses", async () => {
      const [first, second] = section.tabs;
      if (!first || !second) throw new Error("a section has at least two tabs");
      await visit(browser(), "localhost", section.base, async ({ page }) => {
        const nav = page.getByRole("navigation", { name: section.name });
        const current = nav.locator('a[aria-current="page"]');
        expect(await current.innerText()).toBe(first.label);
        expect(await page.locator("h1").innerText()).toBe(first.label);
        await nav.getByRole("link", { name: second.label, exact: true }).click();
        await page.waitForURL(`**${section.base}/${second.slug}`);
        await expect.poll(() => current.innerText()).toBe(second.label);
        await expect.poll(() => page.locator("h1").innerText()).toBe(second.label);
      });
    });

    it("opens an entry's picture in the viewer and gives focus back when it closes", async () => {
      await visit(
        browser(),
        "localhost",
        `${section.base}/${section.pictureTab}`,
        async ({ page }) => {
          const button = page.getByRole("link", { name: /^View Detail: .*, picture$/ }).first();
          await button.focus();
          await page.keyboard.press("Enter");
          const dialog = page.getByRole("dialog");
          await expect.poll(() => dialog.isVisible()).toBe(true);
          await page.keyboard.press("Escape");
          await expect.poll(() => dialog.count()).toBe(0);
          await expect
            .poll(() => button.evaluate((el) => el === document.activeElement))
            .toBe(true);
        },
      );
    });

    it("answers a 404 inside the frame for an unknown tab, a bad id or another institute's module", async () => {
      const [own, other] = await Promise.all(
        DEMO_HOSTS.map((host) => customTabsOf(host, section.moduleType)),
      );
      const foreign = other?.[0]?._id;
      if (!foreign || !own) throw new Error("the second demo institute has no custom module");
      for (const path of [
        `${section.base}/no-such-tab`,
        `${section.base}/custom/not-an-id`,
        `${section.base}/custom/0123456789abcdef01234567`,
        `${section.base}/custom/${foreign}`,
        `${section.base}/custom/nested/${foreign}/level/0123456789abcdef01234567`,
      ]) {
        await expectNotFoundInFrame(browser(), "localhost", path);
      }
    });

    it("shows hostile entries as text and opens their pictures safely", async () => {
      await visitHostile(browser(), `${section.base}/${section.pictureTab}`, async (page) => {
        const pictures = page.getByRole("link", { name: /^View Detail: .*, picture$/ });
        expect(await pictures.count()).toBeGreaterThan(0);
        await pictures.first().click();
        await expect.poll(() => page.getByRole("dialog").isVisible()).toBe(true);
      });
    });

    for (const viewport of ["desktop", "mobile"] as const) {
      it(`has no accessibility violations (${viewport})`, async () => {
        for (const host of DEMO_HOSTS) {
          const paths = [section.base, `${section.base}/${section.pictureTab}`];
          await expectPagesAccessible(browser(), host, paths, viewport);
        }
      });
    }
  });
}

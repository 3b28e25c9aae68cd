// Words wider than a phone (issue 23): on the institute whose every text ends in a web address
// of 100 characters, no page scrolls sideways or hides the end of a text in a box that clips
// it, at a phone's width, a tablet's, a small laptop's or a desktop's, on one page of every
// template and tab; nor does a menu scroll sideways, in the phone's drawer or a desktop panel.
// A tab strip and a carousel scroll sideways by design: only what the page itself would scroll
// counts.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage, siteUrl, suiteBrowser } from "./support/browser.ts";
import { LONG_WORDS_HOST } from "./support/long-words.ts";
import { samples, sitemapOf } from "./support/templates.ts";

const WIDTHS = [390, 768, 1024, 1280];

/**
 * Read in the page: nothing if the page is no wider than the window; otherwise how wide it is
 * and the first texts, or else the innermost elements, that reach past the window's right edge
 * outside a box that scrolls or clips them.
 */
function sideways(): string[] {
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth <= width) return [];
  const past = (rects: Iterable<DOMRect>) => [...rects].some((r) => r.right > width + 1);
  // Inside a box that scrolls or clips and itself ends within the window.
  const clipped = (el: Element) => {
    for (let box: Element | null = el; box && box !== document.body; box = box.parentElement) {
      const scrolls = /auto|scroll|hidden|clip/.test(getComputedStyle(box).overflowX);
      if (scrolls && !past(box.getClientRects())) return true;
    }
    return false;
  };
  const name = (el: Element) => `<${el.tagName.toLowerCase()} class="${el.getAttribute("class")}">`;
  const found: string[] = [];
  const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = texts.nextNode(); node && found.length < 5; node = texts.nextNode()) {
    const range = document.createRange();
    range.selectNodeContents(node);
    const el = node.parentElement;
    if (el && past(range.getClientRects()) && !clipped(el)) {
      found.push(`${name(el)} ${node.textContent}`);
    }
  }
  if (found.length === 0) {
    for (const el of document.body.querySelectorAll("*")) {
      const inner = ![...el.children].some((child) => past(child.getClientRects()));
      if (found.length < 5 && inner && past(el.getClientRects()) && !clipped(el)) {
        found.push(name(el));
      }
    }
  }
  return [`the page is ${document.documentElement.scrollWidth} px wide`, ...found];
}

/**
 * Read in the page: the first texts cut off at the right by a box that clips them (a card with
 * hidden overflow), each with its element. A box that ends its text with an ellipsis cuts it on
 * purpose (a chip), and one clipped to nothing hides it from sight (a screen reader's words, the
 * skip link until it has focus).
 */
function cutOff(): string[] {
  const found: string[] = [];
  const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = texts.nextNode(); node && found.length < 5; node = texts.nextNode()) {
    const el = node.parentElement;
    if (!el || !node.textContent?.trim()) continue;
    let box: Element | null = el;
    while (box && box !== document.body && !/hidden|clip/.test(getComputedStyle(box).overflowX)) {
      box = box.parentElement;
    }
    if (!box || box === document.body) continue;
    const style = getComputedStyle(box);
    if (style.textOverflow === "ellipsis" || style.clipPath !== "none") continue;
    const edge = box.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(node);
    if ([...range.getClientRects()].some((r) => r.width > 0 && r.right > edge.right + 1)) {
      found.push(
        `<${el.tagName.toLowerCase()} class="${el.getAttribute("class")}"> ${node.textContent}`,
      );
    }
  }
  return found;
}

/** Read in the page: the boxes inside `selector` that scroll sideways, with their texts. */
function scrollingBoxes(selector: string): string[] {
  return [...document.querySelectorAll(`${selector}, ${selector} *`)]
    .filter((el) => /auto|scroll/.test(getComputedStyle(el).overflowX))
    .filter((el) => el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1)
    .map((el) => `<${el.tagName.toLowerCase()}> ${el.textContent?.slice(0, 80)}`);
}

async function withPage(use: (page: Page) => Promise<void>): Promise<void> {
  const { page, errors, close } = await openPage(browser(), "mobile");
  try {
    await use(page);
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
}

const browser = suiteBrowser();

describe(`words wider than a phone, on ${LONG_WORDS_HOST}`, () => {
  it("never make a page scroll sideways or cut off, on one page of every template and tab", async () => {
    const paths = samples(await sitemapOf(LONG_WORDS_HOST)).map(([, path]) => path);
    expect(paths.length).toBeGreaterThan(100);
    await withPage(async (page) => {
      for (const path of paths) {
        await page.setViewportSize({ width: WIDTHS[0] ?? 390, height: 844 });
        const response = await page.goto(siteUrl(LONG_WORDS_HOST, path), { waitUntil: "load" });
        expect(response?.status(), path).toBe(200);
        // The word is on the page (in the header and footer's contacts at least): a page that
        // lost it could not fail.
        expect(await page.locator("body").innerText(), path).toContain("merit_list_round_01");
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 844 });
          expect.soft(await page.evaluate(sideways), `${path} at ${width} px`).toEqual([]);
          expect.soft(await page.evaluate(cutOff), `${path} at ${width} px`).toEqual([]);
        }
      }
    });
  }, 600_000);

  it("never make a menu scroll sideways, in the phone's drawer or a desktop panel", async () => {
    await withPage(async (page) => {
      await page.goto(siteUrl(LONG_WORDS_HOST, "/"), { waitUntil: "load" });
      await page.locator("header [aria-haspopup=dialog]").tap();
      const drawer = page.getByRole("dialog");
      await drawer.waitFor({ state: "visible" });
      await drawer.evaluate((el) => {
        for (const group of el.querySelectorAll("details")) group.open = true;
      });
      expect(await drawer.innerText()).toContain("merit_list_round_01");
      expect(await page.evaluate(scrollingBoxes, "[role=dialog]")).toEqual([]);

      await page.keyboard.press("Escape");
      await drawer.waitFor({ state: "detached" });
      await page.setViewportSize({ width: 1280, height: 800 });
      const panels = await page.locator(".menu-panel").count();
      expect(panels).toBeGreaterThan(10);
      for (let i = 0; i < panels; i++) {
        // Each panel shown in turn, as hovering its entry shows it.
        const panel = page.locator(".menu-panel").nth(i);
        await panel.evaluate((el) => el.setAttribute("data-open", ""));
        expect(await page.evaluate(scrollingBoxes, ".menu-panel[data-open]"), `panel ${i}`).toEqual(
          [],
        );
        await panel.evaluate((el) => el.removeAttribute("data-open"));
      }
    });
  }, 120_000);
});

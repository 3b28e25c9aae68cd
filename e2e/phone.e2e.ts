// A parent's phone on the institute imported from a hand-edited bundle (issue 23): the first
// screen is the page's on one page of every template (the smoke suite measures the demo's).
// Pictures as a parent sees them on a phone and a desktop: a picture of a page's
// content is never shown larger than its own pixels, the landing banner shows the whole of its
// picture, and on a phone the landing heading sits under the picture rather than over it. On
// the first demo institute and on the one imported from a hand-edited bundle, whose course
// has a portrait and a small picture and whose banner starts with a narrow panorama.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  suiteBrowser,
  openPage,
  siteUrl,
  VIEWPORTS,
  type ViewportName,
} from "./support/browser.ts";
import { EDITED_HOST } from "./support/edited.ts";
import { DEMO_HOSTS } from "./support/site.ts";
import { expectContentInFirstScreen, samples, sitemapOf } from "./support/templates.ts";

const HOSTS = [DEMO_HOSTS[0], EDITED_HOST] as const;
const WIDTHS = ["desktop", "mobile"] as const satisfies readonly ViewportName[];

/** The templates whose entries carry pictures: a course, the infrastructure tabs, achievements. */
const TEMPLATES = [
  /^\/academic\/course(\/type\/[^/]+\/about)?$/,
  /^\/infrastructure\/[a-z-]+$/,
  /^\/institute\/achievements$/,
];

/** What a picture takes on the page against what it holds. */
interface Shown {
  src: string;
  width: number;
  natural: number;
}

/**
 * Read in the page: every picture of the page's content once loaded (lazy ones are asked for
 * now), its rendered width and its natural width. A blurred fill is a frame's background.
 */
async function contentPictures(): Promise<Shown[]> {
  const pictures = [...document.querySelectorAll("main img:not(.picture-fill)")].filter(
    (img): img is HTMLImageElement => img instanceof HTMLImageElement,
  );
  for (const img of pictures) img.loading = "eager";
  await Promise.all(pictures.map((img) => img.decode().catch(() => undefined)));
  return pictures
    .filter((img) => img.naturalWidth > 0 && img.getBoundingClientRect().width > 0)
    .map((img) => ({
      src: img.currentSrc,
      width: img.getBoundingClientRect().width,
      natural: img.naturalWidth,
    }));
}

/** Read in the page: the landing banner's first picture, how it is fitted, and its boxes. */
function bannerPicture() {
  const img = document.querySelector<HTMLImageElement>("main section img");
  const heading = document.querySelector("h1");
  if (!img || !heading) return null;
  const box = img.getBoundingClientRect();
  return {
    fit: getComputedStyle(img).objectFit,
    aspect: box.width / box.height,
    naturalAspect: img.naturalWidth / img.naturalHeight,
    bottom: box.bottom,
    headingTop: heading.getBoundingClientRect().top,
  };
}

const browser = suiteBrowser();

async function withPage(viewport: ViewportName, use: (page: Page) => Promise<void>) {
  const { page, errors, close } = await openPage(browser(), viewport);
  try {
    await use(page);
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
}

describe.each(HOSTS)("pictures on %s", (host) => {
  it.each(WIDTHS)(
    "are never enlarged on the pages of entries at the %s width",
    async (viewport) => {
      const paths = (await sitemapOf(host)).filter((path) => TEMPLATES.some((t) => t.test(path)));
      await withPage(viewport, async (page) => {
        let checked = 0;
        for (const path of paths) {
          await page.goto(siteUrl(host, path));
          const shown = await page.evaluate(contentPictures);
          checked += shown.length;
          for (const picture of shown) {
            expect(picture.width, `${path}: ${picture.src}`).toBeLessThanOrEqual(
              picture.natural + 1,
            );
          }
        }
        // Each template was reached, and pictures were measured.
        for (const template of TEMPLATES) {
          expect(
            paths.some((path) => template.test(path)),
            String(template),
          ).toBe(true);
        }
        expect(checked).toBeGreaterThan(paths.length);
      });
    },
    120_000,
  );

  it.each(WIDTHS)("show the landing banner's whole picture at the %s width", async (viewport) => {
    await withPage(viewport, async (page) => {
      await page.goto(siteUrl(host, "/"));
      await page
        .locator("main section img")
        .first()
        .evaluate((img: HTMLImageElement) => img.decode());
      const banner = await page.evaluate(bannerPicture);
      expect(banner).not.toBeNull();
      if (!banner) return;
      // Fitted whole (contain), or in a box of the picture's own shape.
      const whole =
        ["contain", "scale-down"].includes(banner.fit) ||
        Math.abs(banner.aspect / banner.naturalAspect - 1) <= 0.02;
      expect(whole, `${banner.fit}, ${banner.aspect} against ${banner.naturalAspect}`).toBe(true);
      if (viewport === "mobile") {
        // The heading is under the picture, not over it.
        expect(banner.headingTop).toBeGreaterThanOrEqual(banner.bottom - 1);
        expect(banner.bottom).toBeLessThan(VIEWPORTS.mobile.viewport.height);
      }
    });
  });
});

describe(`the first screen on ${EDITED_HOST}`, () => {
  it("shows the heading and the start of the content on one page of every template", async () => {
    // One page per route template: its tabs are the same frame (the demo's smoke suite visits
    // every tab).
    const byRoute = new Map<string, string>();
    for (const [route, path] of samples(await sitemapOf(EDITED_HOST))) {
      if (!byRoute.has(route)) byRoute.set(route, path);
    }
    await withPage("mobile", async (page) => {
      for (const path of byRoute.values()) {
        const response = await page.goto(siteUrl(EDITED_HOST, path), { waitUntil: "load" });
        expect(response?.status(), path).toBe(200);
        await expectContentInFirstScreen(page, path);
      }
    });
  }, 300_000);
});

// The photo and video galleries (spec 2.12): years that read their categories when first
// opened (and open without JavaScript as their own pages), category chips, the breadcrumb,
// the photo lightbox and the video player by keyboard, and 404s inside the frame for any year
// or category that is not this institute's.
import { describe, expect, it } from "vitest";
import { textOf } from "#test/support/html.ts";
import { expectAccessible, suiteBrowser, serveVideoService } from "./support/browser.ts";
import {
  api,
  AXE_HOSTS,
  DEMO_HOSTS,
  expectNotFoundInFrame,
  get,
  getHtml,
  instituteIdOf,
  visit,
  visitHostile,
  wordsAt,
} from "./support/site.ts";

type Kind = "photo" | "video";
interface Year {
  _id: string;
  batchName: string;
}
interface Category {
  _id: string;
  category: string;
}
interface Item {
  _id: string;
  caption: string;
  image?: string;
  video_link?: string;
}

const ENDPOINTS = {
  photo: { categories: "image", items: "images", field: "image_list" },
  video: { categories: "video", items: "videos", field: "video_list" },
} as const;

/** A gallery as the API holds it: years, each year's categories, and the items of each. */
async function galleryOf(host: string, kind: Kind) {
  const id = await instituteIdOf(host);
  const e = ENDPOINTS[kind];
  const years = await api<Year[]>(
    host,
    `/v2/ins/${id}/all/universal/batch/query?page=1&limit=1000&search=`,
    "all_batch",
  );
  const categoriesOf = (year: Year) =>
    api<Category[]>(
      host,
      `/v2/committee/${e.categories}/gallery/institute/${id}/category/list?bid=${year._id}`,
      "gallery_category",
    );
  const itemsOf = (year: Year, categoryId: string) =>
    api<Item[]>(
      host,
      categoryId === "all"
        ? `/v2/committee/${e.categories}/gallery/${id}/category/${e.items}/list?flow=INSTITUTE&batchId=${year._id}`
        : `/v2/committee/${e.categories}/gallery/${categoryId}/category/${e.items}/list?flow=CATEGORY&batchId=${year._id}`,
      e.field,
    );
  return { years, categoriesOf, itemsOf };
}

const yearPath = (kind: Kind, year: Year) => `/${kind}/gallery/year/${year._id}`;
const categoryPath = (kind: Kind, year: Year, id: string) =>
  `${yearPath(kind, year)}/category/${id}?q=${encodeURIComponent(year.batchName)}`;
const escaped = (href: string) => href.replace(/&/g, "&amp;");

/** A year of the first demo institute with at least two categories, and one of them. */
async function richYear(kind: Kind) {
  const gallery = await galleryOf("localhost", kind);
  for (const year of gallery.years) {
    const categories = await gallery.categoriesOf(year);
    const [first, second] = categories;
    if (first && second) return { gallery, year, categories, first, second };
  }
  throw new Error(`the demo ${kind} gallery has no year with two categories`);
}

describe("galleries", () => {
  const browser = suiteBrowser();

  describe.each(["photo", "video"] as const)("the %s gallery", (kind) => {
    it.each(DEMO_HOSTS)(
      "has its years, categories and items in the server's HTML on %s",
      async (host) => {
        const label = wordsAt(host)("documents_pictures");
        const pictures = new RegExp(`<ul aria-label="${label}"[\\s\\S]*?<\\/ul>`);
        const gallery = await galleryOf(host, kind);
        expect(gallery.years.length).toBeGreaterThan(0);
        const home = await getHtml(host, `/${kind}/gallery`);
        expect(home.status).toBe(200);
        // Every year is a collapsible section whose body, without JavaScript, links its page.
        expect(home.html.match(/<details/g)?.length).toBe(gallery.years.length);
        let items = 0;
        for (const year of gallery.years) {
          expect(textOf(home.html)).toContain(year.batchName);
          expect(home.html).toContain(`href="${yearPath(kind, year)}"`);
          const categories = await gallery.categoriesOf(year);
          const page = await getHtml(host, yearPath(kind, year));
          expect(page.status).toBe(200);
          const chips = [
            ...page.html.matchAll(/href="(\/(?:photo|video)\/gallery\/[^"]*\/category\/[^"]*)"/g),
          ].map((m) => m[1]);
          expect(chips).toEqual(
            ["all", ...categories.map((c) => c._id)].map((id) =>
              escaped(categoryPath(kind, year, id)),
            ),
          );
          for (const id of ["all", ...categories.map((c) => c._id)]) {
            const list = await gallery.itemsOf(year, id);
            const category = await getHtml(host, categoryPath(kind, year, id));
            expect(category.status).toBe(200);
            const shown =
              kind === "photo"
                ? (pictures.exec(category.html)?.[0].match(/<li>/g)?.length ?? 0)
                : [...category.html.matchAll(/href="https:\/\/www\.youtube\.com\/watch\?v=/g)]
                    .length;
            expect(shown, `${year.batchName} ${id}`).toBe(list.length);
            items += list.length;
          }
        }
        expect(items).toBeGreaterThan(0);
      },
    );

    it("reads a year's categories once, when it is first opened, by keyboard", async () => {
      const gallery = await galleryOf("localhost", kind);
      const [year] = gallery.years;
      if (!year) throw new Error("no year");
      const categories = await gallery.categoriesOf(year);
      await visit(browser(), "localhost", `/${kind}/gallery`, async ({ page }) => {
        const reads: string[] = [];
        page.on("request", (request) => {
          if (request.url().includes("/gallery/year/")) reads.push(request.url());
        });
        await page.waitForLoadState("networkidle");
        expect(reads).toEqual([]);
        const summary = page.locator("summary", { hasText: year.batchName });
        // A photo year shows its first picture before it opens; videos are not fetched.
        expect(await summary.locator("img").count()).toBe(kind === "photo" ? 1 : 0);
        await summary.focus();
        await page.keyboard.press("Enter");
        const chips = page.getByRole("list", { name: `Categories of ${year.batchName}` });
        await expect
          .poll(() => chips.getByRole("link").allInnerTexts())
          .toEqual(["All", ...categories.map((c) => c.category)]);
        // Each card of a photo year has its category's first picture, loaded from our media.
        const covers = await chips
          .locator("img")
          .evaluateAll((imgs) =>
            imgs.map((img) => (img as HTMLImageElement).currentSrc || img.getAttribute("src")),
          );
        if (kind === "photo") {
          expect(covers.length).toBeGreaterThan(0);
          for (const src of covers) expect(new URL(src ?? "").pathname).toMatch(/^\/media\//);
        } else {
          expect(covers).toEqual([]);
        }
        expect(reads).toHaveLength(1);
        await page.keyboard.press("Enter");
        await page.keyboard.press("Enter");
        await expect.poll(() => chips.isVisible()).toBe(true);
        expect(reads).toHaveLength(1);
        await chips.getByRole("link", { name: "All", exact: true }).click();
        await page.waitForURL(`**${categoryPath(kind, year, "all")}`);
      });
    });

    it("moves between categories by chip, with the breadcrumb Gallery > year", async () => {
      const { year, first, second } = await richYear(kind);
      await visit(
        browser(),
        "localhost",
        categoryPath(kind, year, first._id),
        async ({ page }) => {
          const crumbs = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link");
          expect(await crumbs.allInnerTexts()).toEqual([
            kind === "photo" ? "Photo Gallery" : "Video Gallery",
            year.batchName,
          ]);
          const chips = page.getByRole("navigation", { name: "Categories" });
          const current = chips.locator('a[aria-current="page"]');
          expect(await current.innerText()).toBe(first.category);
          await chips.getByRole("link", { name: second.category, exact: true }).click();
          await page.waitForURL(`**${yearPath(kind, year)}/category/${second._id}?**`);
          await expect.poll(() => current.innerText()).toBe(second.category);
          await expect.poll(() => page.locator("h1").innerText()).toContain(second.category);
        },
        "desktop",
        serveVideoService,
      );
    });

    it("answers a 404 inside the frame for a year or category that is not this institute's", async () => {
      const { year, first } = await richYear(kind);
      const other = await galleryOf("krishna.localhost", kind);
      const [foreignYear] = other.years;
      if (!foreignYear) throw new Error("the second demo institute has no year");
      const [foreignCategory] = await other.categoriesOf(foreignYear);
      const own = await galleryOf("localhost", kind);
      const otherYear = own.years.find((y) => y._id !== year._id);
      if (!foreignCategory || !otherYear) throw new Error("the demo galleries are too small");
      for (const path of [
        `/${kind}/gallery/year/not-an-id`,
        `/${kind}/gallery/year/0123456789abcdef01234567`,
        yearPath(kind, foreignYear),
        categoryPath(kind, foreignYear, "all"),
        categoryPath(kind, year, "0123456789abcdef01234567"),
        categoryPath(kind, year, "ALL"),
        categoryPath(kind, year, foreignCategory._id),
        categoryPath(kind, otherYear, first._id),
      ]) {
        await expectNotFoundInFrame(browser(), "localhost", path);
      }
    });

    for (const viewport of ["desktop", "mobile"] as const) {
      it(`has no accessibility violations (${viewport})`, async () => {
        for (const host of AXE_HOSTS) {
          const gallery = await galleryOf(host, kind);
          const [year] = gallery.years;
          if (!year) throw new Error(`${host} has no year`);
          await visit(
            browser(),
            host,
            `/${kind}/gallery`,
            async ({ page }) => {
              await page.locator("summary", { hasText: year.batchName }).click();
              const chips = page.getByRole("list", {
                name: `Categories of ${year.batchName}`,
              });
              await expect.poll(() => chips.isVisible()).toBe(true);
              // The panel opens over 500 ms; check it once it is open.
              await page.waitForFunction(
                () =>
                  document.querySelector("details[open]")?.getAnimations({ subtree: true })
                    .length === 0,
              );
              await expectAccessible(page);
            },
            viewport,
          );
          await visit(
            browser(),
            host,
            categoryPath(kind, year, "all"),
            ({ page }) => expectAccessible(page),
            viewport,
            serveVideoService,
          );
        }
      });
    }
  });

  it("steps through a category's photos by keyboard and swipe, and gives focus back", async () => {
    const { gallery, year, first } = await richYear("photo");
    const photos = await gallery.itemsOf(year, first._id);
    expect(photos.length).toBeGreaterThan(1);
    await visit(
      browser(),
      "localhost",
      categoryPath("photo", year, first._id),
      async ({ page }) => {
        const grid = page.getByRole("list", { name: "Pictures" });
        const thumbnails = grid.locator("img");
        // Thumbnails load lazily in frames of a fixed shape, so nothing shifts as they arrive.
        expect(
          await thumbnails.evaluateAll((imgs) =>
            imgs.every(
              (img) =>
                img.getAttribute("loading") === "lazy" &&
                img.parentElement !== null &&
                getComputedStyle(img.parentElement).aspectRatio !== "auto",
            ),
          ),
        ).toBe(true);
        const firstButton = grid.getByRole("link").first();
        await firstButton.focus();
        await page.keyboard.press("Enter");
        const dialog = page.getByRole("dialog");
        await expect.poll(() => dialog.isVisible()).toBe(true);
        const title = dialog.getByRole("heading");
        await expect.poll(() => title.innerText()).toContain(`(1 of ${photos.length})`);
        await page.keyboard.press("ArrowRight");
        await expect.poll(() => title.innerText()).toContain(`(2 of ${photos.length})`);
        await page.keyboard.press("ArrowLeft");
        await page.keyboard.press("ArrowLeft");
        await expect
          .poll(() => title.innerText())
          .toContain(`(${photos.length} of ${photos.length})`);
        // A sideways swipe steps too: to the left for the next photo, to the right back.
        const swipe = async (by: number) => {
          const box = await dialog.getByRole("img").boundingBox();
          if (!box) throw new Error("no photo in the viewer");
          const y = box.y + box.height / 2;
          await page.mouse.move(box.x + box.width / 2, y);
          await page.mouse.down();
          await page.mouse.move(box.x + box.width / 2 + by, y, { steps: 5 });
          await page.mouse.up();
        };
        await swipe(-120);
        await expect.poll(() => title.innerText()).toContain(`(1 of ${photos.length})`);
        await swipe(120);
        await expect
          .poll(() => title.innerText())
          .toContain(`(${photos.length} of ${photos.length})`);
        expect(await dialog.count()).toBe(1);
        await page.keyboard.press("Escape");
        await expect.poll(() => dialog.count()).toBe(0);
        await expect
          .poll(() => firstButton.evaluate((el) => el === document.activeElement))
          .toBe(true);
      },
    );
  });

  it("plays a video in the privacy-enhanced player, closed by Escape or its button", async () => {
    const { gallery, year, first } = await richYear("video");
    const videos = await gallery.itemsOf(year, first._id);
    const [video] = videos;
    if (!video?.video_link) throw new Error("no video");
    const videoId = /(?:v=|shorts\/)([A-Za-z0-9_-]{11})/.exec(video.video_link)?.[1];
    await visit(
      browser(),
      "localhost",
      categoryPath("video", year, first._id),
      async ({ page }) => {
        const grid = page.getByRole("list", { name: "Videos" });
        const thumbnail = grid.getByRole("link").first();
        // Nothing of the video service is on the page until a video is asked for: no thumbnail
        // from its servers, no player.
        expect(await thumbnail.locator("img").count()).toBe(0);
        expect(await page.locator('img[src*="ytimg"], iframe').count()).toBe(0);
        // Every caption shows whole, so "part 1" and "part 2" stay apart.
        for (const tile of await grid.getByRole("link").all()) {
          const caption = tile.locator(":scope > span").last();
          const whole = await caption.evaluate(
            (el) =>
              el.scrollWidth <= el.clientWidth && getComputedStyle(el).textOverflow === "clip",
          );
          expect(whole, await caption.innerText()).toBe(true);
        }
        await thumbnail.focus();
        await page.keyboard.press("Enter");
        const dialog = page.getByRole("dialog");
        await expect.poll(() => dialog.isVisible()).toBe(true);
        expect(await dialog.locator("iframe").getAttribute("src")).toBe(
          `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1`,
        );
        expect(await dialog.locator("iframe").getAttribute("allow")).toContain("autoplay");
        expect(page.url()).toContain("/video/gallery/");
        await page.keyboard.press("Escape");
        await expect.poll(() => dialog.count()).toBe(0);
        await expect
          .poll(() => thumbnail.evaluate((el) => el === document.activeElement))
          .toBe(true);

        await page.keyboard.press("Enter");
        await expect.poll(() => dialog.isVisible()).toBe(true);
        await dialog.getByRole("button", { name: "Close" }).click();
        await expect.poll(() => dialog.count()).toBe(0);
        await expect
          .poll(() => thumbnail.evaluate((el) => el === document.activeElement))
          .toBe(true);
      },
      "desktop",
      serveVideoService,
    );
  });

  it.each(["photo", "video"] as const)(
    "shows hostile years, categories and captions of the %s gallery as text",
    async (kind) => {
      await visitHostile(browser(), `/${kind}/gallery`, async (page) => {
        await page.locator("summary").first().click();
        const chips = page.getByRole("list", { name: /^Categories of / });
        await chips.getByRole("link").nth(1).click();
        await page.waitForURL(`**/${kind}/gallery/year/**/category/**`);
        const grid = page.getByRole("list", { name: kind === "photo" ? "Pictures" : "Videos" });
        await grid.locator("button, a").first().click();
        await expect.poll(() => page.getByRole("dialog").isVisible()).toBe(true);
      });
    },
  );

  it("lets the player's frame come from the privacy-enhanced domain and nothing wider", async () => {
    const { year } = await richYear("video");
    const res = await get("localhost", categoryPath("video", year, "all"));
    expect(res.status).toBe(200);
    const frameSrc = String(res.headers["content-security-policy"])
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith("frame-src"));
    const origins = frameSrc?.split(/\s+/).slice(1) ?? [];
    expect(origins).toContain("https://www.youtube-nocookie.com");
    expect(origins.filter((o) => /youtube|\*|https:$/.test(o))).toEqual([
      "https://www.youtube-nocookie.com",
    ]);
  });
});

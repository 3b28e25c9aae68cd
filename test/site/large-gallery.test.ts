// The galleries and the student achievements of a large institute over real HTTP (issue 22), at
// sizes that keep the suite quick: every photo, video and achievement is reachable by links
// from its list's first page, page by page and by category or department; no page is over
// 300 KB of HTML nor holds in its data another page's items; a page or filter that does not
// exist is a 404.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { PAGE_SIZES } from "#contract/constants.ts";
import { bundle as bundleSchema } from "#contract/index.ts";
import { ALL_CATEGORIES, routes, type GalleryKind } from "#contract/links.ts";
import { mediaUrl } from "#site/lib/media.ts";
import { storeServer } from "#test/support/server.ts";
import { linksOf } from "#test/support/html.ts";
import { largeTenant } from "#test/support/large.ts";
import { backends } from "#test/support/stores.ts";
import { literal } from "#test/support/words.ts";

const MAX_PAGE_BYTES = 300 * 1024;
const VIDEOS = 130;

const large = largeTenant(
  { notices: 10, events: 10, staff: 10, departments: 12, albums: 12, photos: 300 },
  "gallery.large.example.in",
);
const host = large.json.hosts[0] ?? "";
const years = large.json.academic_years;

/** The demo's videos are few: the large institute's are its links again, most of them in the
 * first year's first category, so that a category runs to pages of its own. */
const videoCategories = large.json.video_gallery.categories;
const links = large.json.video_gallery.videos.map((v) => v.video_link);
const big = videoCategories[0];
if (!big) throw new Error("the demo has no video category");
const source = {
  ...large,
  json: bundleSchema.parse({
    ...large.json,
    video_gallery: {
      categories: videoCategories,
      videos: Array.from({ length: VIDEOS }, (_, i) => {
        const category = i % 3 === 0 ? (videoCategories[i % videoCategories.length] ?? big) : big;
        return {
          _id: createHash("sha256").update(`${host}-video-${i}`).digest("hex").slice(0, 24),
          video_link: links[i % links.length] ?? "",
          caption: `Video ${i + 1}`,
          category: category._id,
          batch: category.batch,
        };
      }),
    },
  }),
};
const photos = source.json.photo_gallery.images;
const videos = source.json.video_gallery.videos;
const departments = source.json.departments.filter((d) => d.student_achievements.length > 0);

const unescape = (text: string) =>
  text.replaceAll("&amp;", "&").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');

/** The photos of a page's grid: each one's caption and the picture it shows (whichever
 * smaller copy of it, `?w=`, the grid loads). */
function photosOf(html: string): { caption: string; src: string }[] {
  const grid = /<ul aria-label="Pictures"[\s\S]*?<\/ul>/.exec(html)?.[0] ?? "";
  return [
    ...grid.matchAll(/<img[^>]*?src="([^"]+)"[^>]*>(?:<\/span>)?<span[^>]*>([^<]*)<\/span>/g),
  ].map((m) => ({
    src: unescape(m[1] ?? "").replace(/\?w=\d+$/, ""),
    caption: unescape(m[2] ?? ""),
  }));
}

/** The captions of a page's videos. */
function videosOf(html: string): string[] {
  const grid = /<ul aria-label="Videos"[\s\S]*?<\/ul>/.exec(html)?.[0] ?? "";
  return [...grid.matchAll(/Play the video: <\/span>([^<]*)</g)].map((m) => unescape(m[1] ?? ""));
}

/** The achievements of a page: its department's id and its title, one string each. */
function achievementsOf(html: string): string[] {
  return [
    ...html.matchAll(/<section aria-labelledby="department-(\w+)"[\s\S]*?<\/section>/g),
  ].flatMap((section) =>
    [...(section[0].matchAll(/<h3[^>]*>([^<]*)<\/h3>/g) ?? [])].map(
      (m) => `${section[1]} ${unescape(m[1] ?? "")}`,
    ),
  );
}

/** Where a page's Previous or Next link leads; none when it has none. */
const relLink = (html: string, rel: "prev" | "next") =>
  new RegExp(`<a rel="${rel}"[^>]*href="([^"]+)"`).exec(html)?.[1]?.replaceAll("&amp;", "&");

const categoryPath = (kind: GalleryKind, yearId: string, categoryId: string, page?: number) => {
  const year = years.find((y) => y._id === yearId);
  return routes.galleryCategory(kind, yearId, categoryId, year?.batchName ?? "", page);
};

describe.each(backends)("a large institute's galleries and achievements on $name", (backend) => {
  const running = storeServer([source], {}, backend);

  /**
   * Every page reached from `start` by the links matching `pages`, each checked to be 200 and
   * within the size limit, and the items `itemsOf` finds on them, by the page they are on.
   */
  async function crawl<T>(start: string, pages: RegExp, itemsOf: (html: string) => T[]) {
    const seen = new Set([start]);
    const queue = [start];
    const found = new Map<string, T[]>();
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const page = await running.get(path, { host });
      expect(page.status, path).toBe(200);
      expect(Buffer.byteLength(page.text), path).toBeLessThan(MAX_PAGE_BYTES);
      found.set(path, itemsOf(page.text));
      for (const next of linksOf(page.text, pages)) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    return found;
  }

  it("reaches every photo from the photo gallery by its years, categories and pages", async () => {
    const found = await crawl("/photo/gallery", /^\/photo\/gallery(\/|$)/, photosOf);
    const shown = [...found.values()].flat();
    // Each photo shows its own picture under its caption, on its category's page and on its
    // year's "All" pages.
    const expected = photos.map((p) => ({ caption: p.caption, src: mediaUrl("/media/", p.image) }));
    const key = (p: { caption: string; src: string }) => `${p.caption} ${p.src}`;
    expect([...new Set(shown.map(key))].sort()).toEqual(expected.map(key).sort());
    expect(shown).toHaveLength(photos.length * 2);
    for (const items of found.values()) {
      expect(items.length).toBeLessThanOrEqual(PAGE_SIZES.photos);
    }
  }, 120_000);

  it("pages a year's photos, 48 to a page, with only the page's photos in its data", async () => {
    for (const year of years) {
      const ofYear = photos.filter((p) => p.batch === year._id);
      const pages = Math.ceil(ofYear.length / PAGE_SIZES.photos);
      expect(pages).toBeGreaterThan(1);
      const all = (page?: number) => categoryPath("photo", year._id, ALL_CATEGORIES, page);
      const found = await crawl(all(), new RegExp(`^${literal(all())}(&|$)`), photosOf);
      expect([...found.keys()].sort()).toEqual(
        Array.from({ length: pages }, (_, i) => all(i + 1)).sort(),
      );
      const captions = [...found.values()].flat().map((p) => p.caption);
      expect(captions.sort()).toEqual(ofYear.map((p) => p.caption).sort());

      const first = await running.get(all(), { host });
      expect(relLink(first.text, "next")).toBe(all(2));
      expect(relLink(first.text, "prev")).toBeUndefined();
      // The lightbox steps through the page's photos: no other page's are in its data.
      const onFirst = new Set(photosOf(first.text).map((p) => p.caption));
      expect(onFirst.size).toBe(PAGE_SIZES.photos);
      const later = ofYear.map((p) => p.caption).filter((caption) => !onFirst.has(caption));
      for (const caption of later) {
        expect(first.text).not.toMatch(new RegExp(`${literal(caption)}(?!\\d)`));
      }

      const last = await running.get(all(pages), { host });
      expect(relLink(last.text, "prev")).toBe(all(pages - 1));
      expect(relLink(last.text, "next")).toBeUndefined();
      expect(last.text).toContain(`<title>All photos · ${year.batchName}, page ${pages} ·`);
      expect(last.text).toContain(`rel="canonical" href="http://${host}${escapeHtml(all(pages))}"`);
    }
  }, 120_000);

  it("links every category of a year from a category's page, in a strip that scrolls", async () => {
    const [year] = years;
    if (!year) throw new Error("no year");
    const categories = source.json.photo_gallery.categories.filter((c) => c.batch === year._id);
    const [category] = categories;
    if (!category) throw new Error("no category");
    const page = await running.get(categoryPath("photo", year._id, category._id), {
      host,
    });
    const chips = /<nav aria-label="Categories"[^>]*>[\s\S]*?<\/nav>/.exec(page.text)?.[0] ?? "";
    expect(chips).toContain('<ul class="year-links"');
    expect(linksOf(chips, /category/)).toEqual(
      [ALL_CATEGORIES, ...categories.map((c) => c._id)].map((id) =>
        categoryPath("photo", year._id, id),
      ),
    );
  });

  it("reaches every video from the video gallery, a long category by its pages", async () => {
    const found = await crawl("/video/gallery", /^\/video\/gallery(\/|$)/, videosOf);
    const shown = [...found.values()].flat();
    expect([...new Set(shown)].sort()).toEqual(videos.map((v) => v.caption).sort());
    const inBig = videos.filter((v) => v.category === big._id).length;
    const pages = Math.ceil(inBig / PAGE_SIZES.videos);
    expect(pages).toBeGreaterThan(1);
    for (let page = 1; page <= pages; page++) {
      const path = categoryPath("video", big.batch, big._id, page);
      expect(found.get(path)?.length, path).toBe(
        page < pages ? PAGE_SIZES.videos : inBig - (pages - 1) * PAGE_SIZES.videos,
      );
    }
  }, 120_000);

  it("reaches every achievement from /institute/achievements by its pages and departments", async () => {
    const found = await crawl(
      routes.achievements(),
      /^\/institute\/achievements(\?|$)/,
      achievementsOf,
    );
    const expected = departments.flatMap((d) =>
      d.student_achievements.map((a) => `${d._id} ${a.title}`),
    );
    const all = Math.ceil(expected.length / PAGE_SIZES.achievements);
    expect(all).toBeGreaterThan(1);
    expect([...new Set([...found.values()].flat())].sort()).toEqual(expected.sort());
    // Every page of every department's, and of all departments'.
    expect(found.size).toBe(all + departments.length);
    for (const page of found.values()) {
      expect(page.length).toBeLessThanOrEqual(PAGE_SIZES.achievements);
    }
  }, 120_000);

  it("shows a page of achievements, a department's alone, and no other page's in its data", async () => {
    const first = await running.get(routes.achievements(), { host });
    expect(achievementsOf(first.text)).toHaveLength(PAGE_SIZES.achievements);
    expect(relLink(first.text, "next")).toBe("/institute/achievements?page=2");
    const onFirst = new Set(achievementsOf(first.text));
    const later = departments.flatMap((d) =>
      d.student_achievements.filter((a) => !onFirst.has(`${d._id} ${a.title}`)),
    );
    expect(later.length).toBeGreaterThan(0);
    // Each one's text names its student and department: none of another page's is sent.
    for (const a of later) expect(first.text).not.toContain(a.description.slice(3, 60));
    const second = await running.get(routes.achievements({ page: 2 }), { host });
    expect(second.text).toContain("<title>Student Achievements, page 2");

    const [department] = departments;
    if (!department) throw new Error("no department with achievements");
    const path = routes.achievements({ department: department._id });
    const one = await running.get(path, { host });
    expect(one.status).toBe(200);
    expect(one.text).toContain(`<title>Student Achievements: ${department.dName}`);
    expect(one.text).toContain(`rel="canonical" href="http://${host}${path}"`);
    expect(achievementsOf(one.text)).toEqual(
      department.student_achievements.map((a) => `${department._id} ${a.title}`),
    );
    expect(/<a aria-current="page" class="chip" href="([^"]+)"/.exec(one.text)?.[1]).toBe(path);
    // A department's achievements fit one page: no pager.
    expect(one.text).not.toContain('aria-label="Pages of achievements"');
  });

  it("answers 404 for a page, category or department the lists do not have", async () => {
    const [year] = years;
    if (!year) throw new Error("no year");
    const ofYear = photos.filter((p) => p.batch === year._id).length;
    const past = Math.ceil(ofYear / PAGE_SIZES.photos) + 1;
    const [category] = source.json.photo_gallery.categories.filter((c) => c.batch === year._id);
    const achievementPages = Math.ceil(
      departments.reduce((n, d) => n + d.student_achievements.length, 0) / PAGE_SIZES.achievements,
    );
    for (const path of [
      categoryPath("photo", year._id, ALL_CATEGORIES, past),
      `${categoryPath("photo", year._id, ALL_CATEGORIES)}&page=0`,
      `${categoryPath("photo", year._id, ALL_CATEGORIES)}&page=abc`,
      `${categoryPath("photo", year._id, ALL_CATEGORIES)}&page=-1`,
      categoryPath("photo", year._id, category?._id ?? "", 2),
      categoryPath("photo", year._id, "0123456789abcdef01234567"),
      categoryPath("video", big.batch, big._id, Math.ceil(VIDEOS / PAGE_SIZES.videos) + 1),
      routes.achievements({ page: achievementPages + 1 }),
      "/institute/achievements?page=1.5",
      "/institute/achievements?department=physics",
      "/institute/achievements?department=0123456789abcdef01234567",
      routes.achievements({ department: departments[0]?._id, page: 2 }),
    ]) {
      const reply = await running.get(path, { host });
      expect(reply.status, path).toBe(404);
      expect(reply.text, path).toContain("This page does not exist");
    }
  });
});

function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;");
}

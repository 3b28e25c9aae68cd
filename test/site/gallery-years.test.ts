// The galleries' academic years (spec 2.12) in the order a visitor looks for them: this year's
// first, whatever order the institute created them in and in whichever digits it wrote them;
// a year whose name holds no year comes after the others.
import { describe, expect, it } from "vitest";
import { counter, demoJson, withJson } from "#test/support/bundles.ts";
import { textOf } from "#test/support/html.ts";
import { storeServer } from "#test/support/server.ts";

const json = demoJson(0);
const host = json.hosts[0] ?? "";
/** The order the institute created its years in: not by year, one of them in Devanagari digits
 * and one without a year. A year the demo lacks is added, with a category in each gallery. */
const created = ["Archive", "2023-24", "२०२५-२६", "2024-25"];
const newestFirst = ["२०२५-२६", "2024-25", "2023-24", "Archive"];
const newId = counter(70_000);
const [first] = json.academic_years;
if (!first) throw new Error("the demo has no academic year");
json.academic_years = created.map((batchName, i) => ({
  ...(json.academic_years[i] ?? { ...first, _id: newId() }),
  batchName,
}));
for (const gallery of [json.photo_gallery, json.video_gallery]) {
  const [category] = gallery.categories;
  if (!category) throw new Error("the demo's gallery has no category");
  const yearsWithCategories = new Set(gallery.categories.map((c) => c.batch));
  for (const year of json.academic_years) {
    if (!yearsWithCategories.has(year._id)) {
      gallery.categories.push({ ...category, _id: newId(), batch: year._id });
    }
  }
}

/** The years a gallery's page lists, in its order: each collapsible section's name. */
const yearsOn = (html: string) =>
  [...html.matchAll(/<summary\b[^>]*>([\s\S]*?)<\/summary>/g)].map((m) =>
    textOf(m[1] ?? "").trim(),
  );

describe("the galleries' years", () => {
  const running = storeServer([withJson(0, json)]);

  it.each(["/photo/gallery", "/video/gallery", "/hi/photo/gallery", "/mr/video/gallery"])(
    "lists this year's first on %s",
    async (path) => {
      const page = await running.get(path, { host });
      expect(page.status).toBe(200);
      expect(yearsOn(page.text)).toEqual(newestFirst);
    },
  );
});

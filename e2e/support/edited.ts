// An institute imported from a bundle edited by hand (issue 23): the first demo institute's
// bundle written out as a folder under ids, keys and a host of its own, its bundle.json then
// edited as an operator would edit it, pictures of its own added to media/, and the folder
// read back as `prospectus import` reads one. What the demo never has, it has: a portrait
// picture for a course, a small one for an achievement, a narrow panorama first in the landing
// banner, two notices of one title and two teachers of one name.
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { bundle as bundleSchema } from "#contract/index.ts";
import {
  BUNDLE_FILE,
  MEDIA_DIR,
  readBundleDir,
  writeBundleDir,
  type BundleSource,
} from "#server/content/bundle-io.server.ts";
import { mediaFile } from "#demo/media.ts";
import { pngRecipe } from "#demo/recipe.ts";
import { demo, demoJson } from "#test/support/bundles.ts";
import { ownMedia, reId } from "#test/support/large.ts";

export const EDITED_HOST = "edited.localhost";

/** The pictures the operator added, by key, with their sizes. */
export const EDITED_PICTURES = {
  portrait: { key: "edited/photos/library-portrait.png", width: 180, height: 320 },
  small: { key: "edited/photos/lab-small.png", width: 120, height: 90 },
  panorama: { key: "edited/home/panorama.png", width: 1600, height: 400 },
} as const;

export async function editedTenant(): Promise<BundleSource> {
  const dir = await mkdtemp(path.join(tmpdir(), "prospectus-edited-"));
  try {
    const moved = ownMedia(reId(demoJson(0), EDITED_HOST), demo(0).media, "edited");
    await writeBundleDir(moved, dir);
    for (const { key, width, height } of Object.values(EDITED_PICTURES)) {
      const file = path.join(dir, MEDIA_DIR, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(
        file,
        await mediaFile(pngRecipe(key, { width, height, kind: "photo", label: key })),
      );
    }

    // The operator's edits, made to the JSON text as an editor would make them.
    const json = bundleSchema.parse(
      JSON.parse(await readFile(path.join(dir, BUNDLE_FILE), "utf8")),
    );
    json.hosts = [EDITED_HOST];
    const name = "Vidya Prasarak Mandal's Arts, Commerce and Science College, Nashik Road";
    json.institute.insName = name;
    json.institute.ins_name = name;
    const lc = json.profile.landing_control;
    lc.home_background_object.images.unshift(EDITED_PICTURES.panorama.key);
    const course = lc.academic_courses_desk[0];
    if (!course) throw new Error("the demo has no course to edit");
    course.head_images = [EDITED_PICTURES.portrait.key];
    const achievement = json.departments.flatMap((d) => d.student_achievements)[0];
    if (!achievement) throw new Error("the demo has no achievement to edit");
    achievement.image = EDITED_PICTURES.small.key;
    const [first, second] = json.notices;
    if (!first || !second) throw new Error("the demo has fewer than two notices");
    second.insAnnTitle = first.insAnnTitle;
    const teachers = json.staff.filter((s) => s.staff_technicality === "Teaching");
    const [one, two] = teachers;
    if (!one || !two) throw new Error("the demo has fewer than two teachers");
    two.staffFirstName = one.staffFirstName;
    two.staffMiddleName = one.staffMiddleName;
    two.staffLastName = one.staffLastName;
    await writeFile(path.join(dir, BUNDLE_FILE), `${JSON.stringify(json, null, 2)}\n`);

    return await readBundleDir(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

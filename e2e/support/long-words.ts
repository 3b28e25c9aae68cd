// An institute whose texts hold words wider than a phone (issue 23): the first demo institute
// under ids, media keys and a host of its own, with a web address of 100 characters, as an
// operator pastes one into a notice, after every text of its bundle that holds a space (titles,
// names, designations, descriptions, rich text, addresses). The values the platform reads from
// a fixed list (an activity's type, a member of staff's) are left as they are, so the bundle
// stays valid; so are texts without a space (ids, keys, dates, numbers).
import type { BundleSource } from "#server/content/bundle-io.server.ts";
import { demo, demoJson } from "#test/support/bundles.ts";
import { ownMedia, reId } from "#test/support/large.ts";

export const LONG_WORDS_HOST = "long.localhost";

/** One word of 100 characters: no space or hyphen for a browser to break it at. */
export const LONG_WORD =
  "https://admissions.example.edu.in/2026_27/first_year/provisional_merit_list_round_01_all_courses.pdf";

const FIXED_LIST = /_type$/;

function lengthen(value: unknown, key: string): unknown {
  if (typeof value === "string") {
    return value.includes(" ") && !FIXED_LIST.test(key) ? `${value} ${LONG_WORD}` : value;
  }
  if (Array.isArray(value)) return value.map((item) => lengthen(item, key));
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, lengthen(v, k)]));
  }
  return value;
}

export function longWordsTenant(): BundleSource {
  const moved = ownMedia(reId(demoJson(0), LONG_WORDS_HOST), demo(0).media, "long");
  const json = lengthen(moved.json, "") as typeof moved.json;
  json.hosts = [LONG_WORDS_HOST];
  return { json, media: moved.media };
}

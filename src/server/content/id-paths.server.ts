// The JSON path of a document's id in its bundle, for problems found on the store's rows
// (a duplicate, an id another institute holds), which know only a kind and an id.
import { jsonPath } from "#contract/index.ts";
import type { Kind } from "./project.server.ts";

/** Where each kind of document lives in a bundle. */
const SECTION: Record<Kind, string> = {
  institute: "$.institute",
  profile: "$.profile",
  landing_control: "$.profile.landing_control",
  staff: "$.staff",
  notice: "$.notices",
  event_manager: "$.institute.eventManagerDepart",
  event: "$.events",
  admission_dashboard: "$.admission.dashboard",
  admission_site: "$.admission.site",
  application: "$.admission.application_groups",
  library: "$.library",
  department: "$.departments",
  department_activity: "$.department_activities",
  department_mou: "$.departments",
  committee: "$.committee",
  authority_content: "$.committee.authorities",
  composition: "$.committee.authorities",
  committee_activity: "$.committee.authorities",
  irins: "$.committee.authorities",
  quality_detail: "$.quality_details",
  student_corner: "$.student_corner",
  dynamic_tab: "$.dynamic_tabs",
  dynamic_item: "$.dynamic_tabs",
  module_tab: "$.custom_modules",
  module_item: "$.custom_modules",
  academic_year: "$.academic_years",
  photo_category: "$.photo_gallery.categories",
  photo: "$.photo_gallery.images",
  video_category: "$.video_gallery.categories",
  video: "$.video_gallery.videos",
  governing_category: "$.governing_body",
  governing_member: "$.governing_body",
  society_category: "$.society_governing_body",
  society_member: "$.society_governing_body",
  other_data: "$.other_data",
  examination: "$.examination",
  activity_category: "$.activity_categories",
  activity_entry: "$.activity_categories",
  home_about: "$.home_about_list",
  principal_message: "$.principal_message_list",
};

/** Every place a string equal to `id` stands in a value, in document order. */
function placesOf(value: unknown, id: string, path: PropertyKey[], out: PropertyKey[][]): void {
  if (value === id) out.push(path);
  else if (Array.isArray(value)) value.forEach((v, i) => placesOf(v, id, [...path, i], out));
  else if (typeof value === "object" && value !== null) {
    for (const [key, v] of Object.entries(value)) placesOf(v, id, [...path, key], out);
  }
}

function within(path: string, section: string): boolean {
  return path === section || path.startsWith(`${section}.`) || path.startsWith(`${section}[`);
}

/**
 * The paths of a document's id in a bundle, in document order: its `_id` fields in the
 * section of its kind, or, when the kind names its documents otherwise (the event manager),
 * any place in that section; "$" when the id stands nowhere there.
 */
export function idPaths(bundle: unknown, kind: Kind, id: string): string[] {
  const places: PropertyKey[][] = [];
  placesOf(bundle, id, [], places);
  const inSection = places.map(jsonPath).filter((p) => within(p, SECTION[kind]));
  const ids = inSection.filter((p) => p.endsWith("._id"));
  if (ids.length > 0) return ids;
  return inSection.length > 0 ? inSection : ["$"];
}

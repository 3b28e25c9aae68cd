// The entry sections of the institute's other_data that infrastructure and the student zone
// show (spec 2.17): each a list of entries with title, description and an optional attachment.
import type { AppLoadContext } from "react-router";
import type { INFRASTRUCTURE_SECTIONS, STUDENT_ZONE_SECTIONS } from "#contract/entities.ts";
import { sectionEntries } from "./entries.server.ts";
import { optional } from "./load.server.ts";
import type { Entry } from "./view-models.ts";

export type OtherDataSection =
  (typeof INFRASTRUCTURE_SECTIONS)[number] | (typeof STUDENT_ZONE_SECTIONS)[number];

/** One section's entries; none when the institute has no such data (spec 5: missing is empty). */
export async function otherDataEntries(
  context: AppLoadContext,
  section: OtherDataSection,
): Promise<Entry[]> {
  const other = optional(
    await context.platform.read("otherData", { id: context.tenant._id }, { is_flow: "Institute" }),
  );
  return sectionEntries(context.mediaBaseUrl, other?.[section].data_list ?? []);
}

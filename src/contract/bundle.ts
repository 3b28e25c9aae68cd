// The content bundle: one tenant's whole content as `bundle.json` beside a `media/` folder of
// the files its keys name. The read API serves exactly this content (docs/content-bundle.md).
import { z } from "zod";
import { MODULE_TYPES } from "./constants.ts";
import * as e from "./entities.ts";
import { languages } from "./languages.ts";
import { aboutEntry, fileKey, hostName, id, richText, text } from "./fields.ts";

export const BUNDLE_FORMAT = "prospectus-bundle/1";

/** An item of a dynamic tab or custom module with its children; is_nested is derived. */
export interface CustomItemNode {
  _id: string;
  name: string;
  description: string;
  pdf_key?: string | undefined;
  children: CustomItemNode[];
}
const customItemNode: z.ZodType<CustomItemNode> = z.strictObject({
  _id: id,
  name: text,
  description: richText,
  pdf_key: fileKey.optional(),
  get children() {
    return z.array(customItemNode);
  },
});

/** A composition member names a staff member by id, or carries a student inline. */
const compositionEntry = z.union([
  z.strictObject({ _id: id, designation: text, staff_id: id }),
  z.strictObject({
    _id: id,
    designation: text,
    student: e.compositionMember.shape.student.unwrap(),
  }),
]);

const bundleAuthority = e.authority.extend({
  about: z.array(aboutEntry),
  meetings: e.committeeContent.shape.meetings,
  composition: z.array(compositionEntry),
  activities: z.array(e.committeeActivity),
  irins: z.array(e.irinsItem),
});
export type BundleAuthority = z.infer<typeof bundleAuthority>;

/** A department activity names its staff by id; the API serves them resolved, the first as
 * the platform's one `activity_staff` and all in `activity_staff_list`. */
const bundleDepartmentActivity = e.departmentActivity.omit({ activity_staff_list: true }).extend({
  activity_staff: z.array(z.strictObject({ _id: id, staffFirstName: text, staffLastName: text })),
});

export type BundleDepartmentActivity = z.infer<typeof bundleDepartmentActivity>;

const governingBody = z.array(e.governingCategory.extend({ members: z.array(e.governingMember) }));

export const bundle = z.strictObject({
  format: z.literal(BUNDLE_FORMAT),
  /** The hosts the site is served on; the first is the primary host of canonical URLs. */
  hosts: z.array(hostName).min(1).max(50),
  /** The languages of the site's own words; English by default, with Hindi and Marathi. */
  languages: languages.optional(),
  institute: e.institute,
  profile: e.landingProfile,
  staff: z.array(e.staff),
  notices: z.array(e.notice),
  events: z.array(e.event),
  admission: z.strictObject({
    dashboard: e.admissionDashboard,
    site: e.admissionSite,
    application_groups: z.array(z.strictObject({ group_name: text, apps: z.array(e.application) })),
  }),
  library: e.librarySite,
  departments: z.array(e.department),
  department_activities: z.array(bundleDepartmentActivity),
  committee: z.strictObject({ _id: id, authorities: z.array(bundleAuthority) }),
  quality_details: z.array(e.qualityDetail),
  student_corner: z.array(e.studentCornerItem),
  dynamic_tabs: z.array(e.dynamicTab.extend({ items: z.array(customItemNode) })),
  custom_modules: z.array(
    z.strictObject({
      _id: id,
      name: text,
      module_type: z.enum(MODULE_TYPES),
      items: z.array(customItemNode),
    }),
  ),
  academic_years: z.array(e.academicYear),
  photo_gallery: z.strictObject({
    categories: z.array(e.galleryCategory),
    images: z.array(e.galleryImage),
  }),
  video_gallery: z.strictObject({
    categories: z.array(e.galleryCategory),
    videos: z.array(e.galleryVideo),
  }),
  governing_body: governingBody,
  society_governing_body: governingBody,
  other_data: e.otherData,
  examination: e.examinationObject,
  activity_categories: z.array(e.activityCategory.extend({ entries: z.array(e.activityEntry) })),
  home_about_list: z.array(aboutEntry),
  principal_message_list: z.array(e.principalMessage),
});
export type Bundle = z.infer<typeof bundle>;

/** The JSON Schema of bundle.json, for editors and other tools (`prospectus schema`). */
export function bundleJsonSchema(): object {
  return z.toJSONSchema(bundle, { target: "draft-2020-12", io: "input" });
}

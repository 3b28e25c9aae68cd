// Which staff a faculty tab lists (spec 5): teaching and non-teaching by teaching_type or
// staff_technicality, everyone else under other; junior or senior college by one custom field.
import {
  COLLEGE_LEVELS,
  NON_TEACHING_VALUES,
  STAFF_COLLEGE_FIELD,
  TEACHING_VALUES,
} from "#contract/constants.ts";
import type { Staff } from "#contract/entities.ts";
import type { FacultyTab } from "#contract/links.ts";

export type CollegeLevel = keyof typeof COLLEGE_LEVELS;

type Classified = Pick<Staff, "teaching_type" | "staff_technicality">;

const hasValue = (staff: Classified, values: readonly string[]) =>
  values.includes(staff.teaching_type) || values.includes(staff.staff_technicality);

function isTeachingStaff(staff: Classified): boolean {
  return hasValue(staff, TEACHING_VALUES);
}

function isNonTeachingStaff(staff: Classified): boolean {
  return hasValue(staff, NON_TEACHING_VALUES);
}

export function staffOfTab(tab: FacultyTab, staff: Classified): boolean {
  if (tab === "teaching") return isTeachingStaff(staff);
  if (tab === "non-teaching") return isNonTeachingStaff(staff);
  return !isTeachingStaff(staff) && !isNonTeachingStaff(staff);
}

export function isOfCollege(staff: Pick<Staff, "staff_dynamic_field">, level: CollegeLevel) {
  return staff.staff_dynamic_field.some(
    (field) => field.key === STAFF_COLLEGE_FIELD && field.value === COLLEGE_LEVELS[level],
  );
}

export function collegeLevelOf(value: string | null): CollegeLevel | undefined {
  return value === "junior" || value === "senior" ? value : undefined;
}

export function fullName(parts: readonly (string | undefined)[]): string {
  return parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
}

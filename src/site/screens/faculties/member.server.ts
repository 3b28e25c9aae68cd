// One member of staff as their page shows them (issue 62): what the platform holds for them,
// in its order, and the page's schema.org ProfilePage for search engines.
import { STAFF_COLLEGE_FIELD } from "#contract/constants.ts";
import type { Staff } from "#contract/entities.ts";
import { FACULTY_TABS, type FacultyTab } from "#contract/links.ts";
import { fullName, staffOfTab } from "#domain/staff.ts";
import type { StructuredItem } from "../../components/JsonLd.tsx";
import { absoluteUrl } from "../../lib/seo.ts";

/** One of the institute's own fields of a member of staff, as it names and fills it. */
export interface StaffField {
  key: string;
  value: string;
}

/** The faculty tab that lists a member of staff. */
export function tabOfMember(member: Staff): FacultyTab {
  return FACULTY_TABS.find((tab) => staffOfTab(tab.slug, member))?.slug ?? "other";
}

export const memberName = (s: Staff) =>
  fullName([s.staffFirstName, s.staffMiddleName, s.staffLastName]);

/** The institute's own fields that say something, in the order the platform gives them. */
export function fieldsOf(member: Staff): StaffField[] {
  return (
    member.staff_dynamic_field
      .map((field) => ({ key: field.key.trim(), value: field.value.trim() }))
      // The platform's junior or senior college tag is the faculty list the member is on, not
      // a field of theirs: the list's own link names it, in the page's language.
      .filter((field) => field.key && field.value && field.key !== STAFF_COLLEGE_FIELD)
  );
}

/**
 * The page's structured data: a ProfilePage whose main entity is the person, with their
 * designation, photo, institute and department. Addresses are absolute, on the tenant's own
 * origin and in the page's language.
 */
export function profilePage({
  url,
  origin,
  institute,
  name,
  designation,
  photo,
  department,
}: {
  url: string;
  origin: string;
  institute: { name: string; url: string };
  name: string;
  designation: string;
  photo: string | undefined;
  department: { name: string; url: string | undefined } | undefined;
}): StructuredItem {
  const image = photo ? absoluteUrl(origin, photo) : undefined;
  const unit = department
    ? {
        "@type": "Organization",
        name: department.name,
        ...(department.url && { url: department.url }),
      }
    : undefined;
  return {
    "@type": "ProfilePage",
    url,
    mainEntity: {
      "@type": "Person",
      name,
      url,
      ...(designation && { jobTitle: designation }),
      ...(image && { image }),
      worksFor: {
        "@type": "CollegeOrUniversity",
        name: institute.name,
        url: institute.url,
        ...(unit && { department: unit }),
      },
      ...(unit && { affiliation: unit }),
    },
  };
}

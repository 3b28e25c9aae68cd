// The academic courses (spec 2.16, screen-data-map): the landing control's course desk. A
// course type is a desk item; its tabs are about and one per sub-heading.
import type { AppLoadContext } from "react-router";
import { ID_PATTERN } from "#contract/constants.ts";
import { ACADEMIC_ABOUT_TAB, routes } from "#contract/links.ts";
import type { AcademicCourseDeskItem } from "#contract/entities.ts";
import { pageNotFound } from "../../lib/page-not-found.ts";
import { must } from "../../lib/load.server.ts";
import type { TabLink } from "../../lib/section.ts";
import { aboutTabLabel } from "../../lib/section-text.server.ts";
import type { Locale } from "../../i18n/locale.ts";
import { m } from "../../i18n/generated/messages.js";

/** The institute's course types, in the platform's order. */
export async function courseTypes(context: AppLoadContext): Promise<AcademicCourseDeskItem[]> {
  const profile = must(await context.platform.read("landingProfile", { id: context.tenant._id }));
  return profile.landing_control.academic_courses_desk;
}

/** One of the institute's course types; anything else is a 404. */
export async function courseType(
  context: AppLoadContext,
  typeId: string,
): Promise<AcademicCourseDeskItem> {
  if (!ID_PATTERN.test(typeId)) throw pageNotFound();
  const type = (await courseTypes(context)).find((item) => item._id === typeId);
  if (!type) throw pageNotFound();
  return type;
}

/** A sub-heading's title; an untitled one is called by its place, as an untitled document is. */
export function subHeadingTitle(
  type: AcademicCourseDeskItem,
  subId: string,
  locale: Locale,
): string {
  const index = type.sub_head.findIndex((sub) => sub._id === subId);
  return (
    type.sub_head[index]?.sub_head_title_main.trim() ||
    m.academic_part({ number: String(index + 1) }, { locale })
  );
}

/** A course type's tabs: about, then its sub-headings. */
export function courseTypeTabs(type: AcademicCourseDeskItem, locale: Locale): TabLink[] {
  return [
    { label: aboutTabLabel(locale), href: routes.academicType(type._id, ACADEMIC_ABOUT_TAB) },
    ...type.sub_head.map((sub) => ({
      label: subHeadingTitle(type, sub._id, locale),
      href: routes.academicType(type._id, sub._id),
    })),
  ];
}

// /academic/course (spec 2.16): the course types, each with its first picture and a link to
// its pages. The index has no tab of its own: it is the list the tabs are made of.
import { ACADEMIC_ABOUT_TAB, routes } from "#contract/links.ts";
import { EntryList } from "../../components/entries/EntryList.tsx";
import { courseTypes } from "./academic.server.ts";
import { sectionMeta } from "../../lib/section.ts";
import { metaDescription } from "../../lib/seo.ts";
import { m } from "../../i18n/generated/messages.js";

import type { Route } from "./+types/index.ts";
import { siteFile, type Entry } from "../../lib/view-models.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const o = { locale: context.locale };
  const types = await courseTypes(context);
  const entries: Entry[] = types.map((type) => {
    const image = type.head_images[0];
    return {
      id: type._id,
      title: type.head_name,
      ...(image
        ? {
            picture: siteFile(context.mediaBaseUrl, {
              id: type._id,
              name: type.head_name,
              key: image,
            }),
          }
        : {}),
      link: {
        href: routes.academicType(type._id, ACADEMIC_ABOUT_TAB),
        label: m.academic_about_course({}, o),
        external: false,
      },
    };
  });
  return {
    title: m.menu_academic_courses({}, o),
    description: metaDescription(
      m.academic_courses_description(
        { name: context.tenant.insName, courses: types.map((t) => t.head_name).join(", ") },
        o,
      ),
    ),
    empty: m.academic_no_courses({}, o),
    path: routes.academicCourse(),
    entries,
  };
}

export const meta = sectionMeta;

export default function AcademicCourses({ loaderData }: Route.ComponentProps) {
  return <EntryList entries={loaderData.entries} empty={loaderData.empty} />;
}

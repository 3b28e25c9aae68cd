// /academic/course (spec 2.16): the course types, each with its first picture and a link to
// its pages. The index has no tab of its own: it is the list the tabs are made of.
import { ACADEMIC_ABOUT_TAB, routes } from "#contract/links.ts";
import { EntryList } from "../../components/entries/EntryList.tsx";
import { courseTypes } from "./academic.server.ts";
import { sectionMeta } from "../../lib/section.ts";
import { metaDescription } from "../../lib/seo.ts";
import type { Route } from "./+types/index.ts";
import { siteFile, type Entry } from "../../lib/view-models.ts";

export async function loader({ context }: Route.LoaderArgs) {
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
        label: "About the course",
        external: false,
      },
    };
  });
  return {
    title: "Academic Courses",
    description: metaDescription(
      `The courses of ${context.tenant.insName}: ${types.map((t) => t.head_name).join(", ")}.`,
    ),
    path: routes.academicCourse(),
    entries,
  };
}

export const meta = sectionMeta;

export default function AcademicCourses({ loaderData }: Route.ComponentProps) {
  return <EntryList entries={loaderData.entries} empty="No courses have been added yet." />;
}

// /institute/achievements: the student achievements of every department, by department. The
// spec's menu leaves Achievements a placeholder; this page is what it leads to.
import { pinnedDepartmentList, pinnedTypeNames } from "#contract/index.ts";
import { routes } from "#contract/routes.ts";
import { siteFile } from "../../components/documents/files.ts";
import { EntryList } from "../../components/entries/EntryList.tsx";
import { PageError } from "../../components/PageError.tsx";
import { PageFrame } from "../../components/section/PageFrame.tsx";
import { optional } from "../../lib/load.server.ts";
import { sanitizeRichText } from "../../lib/sanitize.server.ts";
import { entriesDescription } from "../../lib/section.server.ts";
import { sectionMeta } from "../../lib/section.ts";
import type { Route } from "./+types/achievements.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { platform, tenant, mediaBaseUrl } = context;
  const byInstitute = { id: tenant._id };
  const [types, independent] = await Promise.all([
    platform.read("pinnedDepartments", byInstitute, { flow: "DEPENDENT" }).then(optional),
    platform.read("pinnedDepartments", byInstitute, { flow: "INDEPENDENT" }).then(optional),
  ]);
  const ofTypes = await Promise.all(
    pinnedTypeNames(types ?? []).map(async (type) => {
      const read = await platform.read("pinnedDepartmentsOfType", byInstitute, { type });
      return optional(read) ?? [];
    }),
  );
  const summaries = [...ofTypes.flat(), ...pinnedDepartmentList(independent ?? [])];
  const sites = await Promise.all(
    summaries.map(async (d) => optional(await platform.read("departmentSite", { id: d._id }))),
  );
  const departments = sites.flatMap((site) =>
    !site || site.student_achievements.length === 0
      ? []
      : {
          id: site._id,
          name: site.dName,
          entries: site.student_achievements.map((a) => ({
            id: a._id,
            title: a.title,
            body: sanitizeRichText(a.description),
            ...(a.image
              ? {
                  picture: siteFile(mediaBaseUrl, {
                    id: `${a._id}-image`,
                    name: a.title,
                    key: a.image,
                  }),
                }
              : {}),
            ...(a.attach
              ? { file: siteFile(mediaBaseUrl, { id: a._id, name: a.title, key: a.attach }) }
              : {}),
          })),
        },
  );
  return {
    title: "Student Achievements",
    description: entriesDescription(
      departments.flatMap((d) => d.entries),
      `Student achievements of ${tenant.insName}, by department.`,
    ),
    path: routes.achievements(),
    departments,
  };
}

export const meta = sectionMeta;
export const ErrorBoundary = PageError;

export default function Achievements({ loaderData }: Route.ComponentProps) {
  const { title, departments } = loaderData;
  return (
    <PageFrame title={title}>
      {departments.length === 0 ? (
        <p>No achievements have been added yet.</p>
      ) : (
        <div className="space-y-14">
          {departments.map((department) => (
            <section
              key={department.id}
              aria-labelledby={`department-${department.id}`}
              className="space-y-6"
            >
              <h2 id={`department-${department.id}`} className="text-2xl font-semibold">
                {department.name}
              </h2>
              <EntryList entries={department.entries} empty="" headingLevel={3} />
            </section>
          ))}
        </div>
      )}
    </PageFrame>
  );
}

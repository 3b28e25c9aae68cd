// /department and /department/type/{typeId} (spec 2.15): every department grouped by type
// (those without a type last), or the departments of one type; each links to its own page.
// The type segment is the type's name, as the platform names types; an unknown one is a 404.
import { Link } from "../../components/Link.tsx";
import { LinkCards } from "../../components/ui/LinkCards.tsx";
import { routes } from "#contract/links.ts";
import {
  departmentGroups,
  departmentsOfType,
  type DepartmentGroup,
  type DepartmentLink,
} from "./department.server.ts";
import { sectionMeta } from "../../lib/section.ts";
import { metaDescription } from "../../lib/seo.ts";
import type { Route } from "./+types/list.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  const type = params.typeId;
  if (type !== undefined) {
    const departments = await departmentsOfType(context, type);
    return {
      title: type,
      description: metaDescription(
        `${type} departments of ${context.tenant.insName}: ${departments.map((d) => d.name).join(", ")}.`,
      ),
      path: routes.departmentType(type),
      groups: [{ type, departments }] satisfies DepartmentGroup[],
      isIndex: false,
    };
  }
  const groups = await departmentGroups(context);
  return {
    title: "Departments",
    description: metaDescription(
      `The departments of ${context.tenant.insName}: ${groups
        .flatMap((g) => g.departments.map((d) => d.name))
        .join(", ")}.`,
    ),
    path: routes.department(),
    groups,
    isIndex: true,
  };
}

export const meta = sectionMeta;

export default function DepartmentList({ loaderData }: Route.ComponentProps) {
  const { groups, isIndex } = loaderData;
  if (groups.every((group) => group.departments.length === 0)) {
    return <p>No departments have been added yet.</p>;
  }
  if (!isIndex) return <Departments departments={groups[0]?.departments ?? []} />;
  return (
    <div className="space-y-10">
      {groups.map((group) => (
        <section key={group.type ?? ""} className="space-y-4">
          <h2 className="text-xl font-semibold break-words">
            {group.type === null ? (
              "Other Departments"
            ) : (
              <Link
                to={routes.departmentType(group.type)}
                className="underline-offset-4 hover:underline"
              >
                {group.type}
                {/* A department may bear its type's name: the link to the type says so. */}
                <span className="sr-only"> departments</span>
              </Link>
            )}
          </h2>
          <Departments departments={group.departments} />
        </section>
      ))}
    </div>
  );
}

function Departments({ departments }: { departments: readonly DepartmentLink[] }) {
  if (departments.length === 0) return <p>No departments have been added yet.</p>;
  return <LinkCards cards={departments} />;
}

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
import { m } from "../../i18n/generated/messages.js";

import type { Route } from "./+types/list.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  const o = { locale: context.locale };
  const text = {
    none: m.department_none({}, o),
    other: m.department_other({}, o),
    typeSuffix: m.department_type_suffix({}, o),
  };
  const type = params.typeId;
  if (type !== undefined) {
    const departments = await departmentsOfType(context, type);
    return {
      title: type,
      description: metaDescription(
        m.department_type_description(
          {
            type,
            name: context.tenant.insName,
            departments: departments.map((d) => d.name).join(", "),
          },
          o,
        ),
      ),
      text,
      path: routes.departmentType(type),
      groups: [{ type, departments }] satisfies DepartmentGroup[],
      isIndex: false,
    };
  }
  const groups = await departmentGroups(context);
  return {
    title: m.department_title({}, o),
    description: metaDescription(
      m.department_list_description(
        {
          name: context.tenant.insName,
          departments: groups.flatMap((g) => g.departments.map((d) => d.name)).join(", "),
        },
        o,
      ),
    ),
    text,
    path: routes.department(),
    groups,
    isIndex: true,
  };
}

export const meta = sectionMeta;

export default function DepartmentList({ loaderData }: Route.ComponentProps) {
  const { groups, isIndex, text } = loaderData;
  if (groups.every((group) => group.departments.length === 0)) {
    return <p>{text.none}</p>;
  }
  if (!isIndex) return <Departments departments={groups[0]?.departments ?? []} none={text.none} />;
  return (
    <div className="space-y-10">
      {groups.map((group) => (
        <section key={group.type ?? ""} className="space-y-4">
          <h2 className="text-xl font-semibold">
            {group.type === null ? (
              text.other
            ) : (
              <Link
                to={routes.departmentType(group.type)}
                className="underline-offset-4 hover:underline"
              >
                {group.type}
                {/* A department may bear its type's name: the link to the type says so. */}
                <span className="sr-only"> {text.typeSuffix}</span>
              </Link>
            )}
          </h2>
          <Departments departments={group.departments} none={text.none} />
        </section>
      ))}
    </div>
  );
}

function Departments({
  departments,
  none,
}: {
  departments: readonly DepartmentLink[];
  none: string;
}) {
  if (departments.length === 0) return <p>{none}</p>;
  return <LinkCards cards={departments} />;
}

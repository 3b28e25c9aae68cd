// /institute/faculties/staff/{staffId} (issue 62): one member of staff's page, linked from the
// faculty tables, a department's faculty and search: photo, name, designation, department and
// the institute's own fields (qualification, experience …) in the order the platform gives
// them, with a ProfilePage for search engines. Phone and e-mail stay off it, as they are off
// every screen of the platform. A name alone still makes a page: the photo is the default
// avatar and nothing stands empty.
import { ID_PATTERN, LIMITS } from "#contract/constants.ts";
import { FACULTY_TABS, routes } from "#contract/links.ts";
import { JsonLd } from "../../components/JsonLd.tsx";
import { Link } from "../../components/Link.tsx";
import { Avatar } from "../../components/people/Avatar.tsx";
import { PageFrame } from "../../components/section/PageFrame.tsx";
import { PageError } from "../../components/PageError.tsx";
import { FramedPicture } from "../../components/ui/FramedPicture.tsx";
import { localePath } from "../../i18n/locale.ts";
import { tabLabel } from "../../i18n/tab-words.ts";
import { m } from "../../i18n/generated/messages.js";
import { must, optional } from "../../lib/load.server.ts";
import { mediaUrl } from "../../lib/media.ts";
import { pageNotFound } from "../../lib/page-not-found.ts";
import { sectionMeta } from "../../lib/section.ts";
import { metaDescription } from "../../lib/seo.ts";
import { fieldsOf, memberName, profilePage, tabOfMember } from "./member.server.ts";
import type { Route } from "./+types/member.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  // A malformed id names nobody: answer at once, without asking the platform.
  if (!ID_PATTERN.test(params.staffId)) throw pageNotFound();
  // The institute's own staff: another institute's member is not among them.
  const staff = must(
    await context.platform.read(
      "staffList",
      { id: context.tenant._id },
      { page: 1, limit: LIMITS.maxRows },
    ),
  );
  const member = staff.find((s) => s._id === params.staffId);
  if (!member) throw pageNotFound();

  const { locale, origin, basename } = context;
  const o = { locale };
  const name = memberName(member);
  const designation = member.current_designation.trim();
  const unit = member.staff_department;
  const unitName = unit?.dName.trim() ?? "";
  // The department's page, where the platform serves it.
  const served =
    unit && unitName && ID_PATTERN.test(unit._id)
      ? optional(await context.platform.read("departmentSite", { id: unit._id }))
      : null;
  const department = unitName
    ? {
        name: unitName,
        href: served && unit ? routes.onedepartment(unit._id, unitName) : undefined,
      }
    : undefined;
  const photo = member.staffProfilePhoto
    ? mediaUrl(context.mediaBaseUrl, member.staffProfilePhoto)
    : undefined;
  const tab = tabOfMember(member);
  const path = routes.staffMember(member._id);
  const absolute = (to: string) => `${origin}${localePath(basename, to)}`;
  return {
    title: name,
    description: metaDescription(
      [name, designation, unitName, context.tenant.insName].filter(Boolean).join(", "),
    ),
    path,
    name,
    designation,
    department,
    photo,
    fields: fieldsOf(member),
    list: { label: tabLabel(FACULTY_TABS, tab, locale), href: routes.facultyTab(tab) },
    text: {
      designation: m.people_designation({}, o),
      department: m.people_department({}, o),
      faculties: m.menu_faculties({}, o),
    },
    structured: profilePage({
      url: absolute(path),
      origin,
      institute: { name: context.tenant.insName, url: absolute(routes.home()) },
      name,
      designation,
      photo,
      department: department && {
        name: department.name,
        url: department.href && absolute(department.href),
      },
    }),
  };
}

export const meta = sectionMeta;
export const ErrorBoundary = PageError;

export default function StaffMember({ loaderData }: Route.ComponentProps) {
  const { name, designation, department, photo, fields, list, text, structured } = loaderData;
  const facts = [
    ...(designation ? [{ term: text.designation, value: designation }] : []),
    ...(department
      ? [
          {
            term: text.department,
            value: department.href ? (
              <Link to={department.href} className="text-accent underline underline-offset-4">
                {department.name}
              </Link>
            ) : (
              department.name
            ),
          },
        ]
      : []),
    ...fields.map((field) => ({ term: field.key, value: field.value })),
  ];
  return (
    <>
      <JsonLd item={structured} />
      <PageFrame title={name}>
        <article className="grid grid-cols-1 gap-6 sm:grid-cols-[12rem_minmax(0,1fr)]">
          <div className="flex justify-center sm:justify-start">
            {photo ? (
              <FramedPicture
                url={photo}
                widest={640}
                eager
                className="aspect-[3/4] w-40 rounded-lg sm:w-48"
              />
            ) : (
              <Avatar photo={undefined} size={160} />
            )}
          </div>
          <div className="min-w-0 space-y-6">
            {facts.length > 0 ? (
              <dl className="grid grid-cols-1 gap-y-1 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] sm:gap-x-6 sm:gap-y-2">
                {facts.map((fact, index) => (
                  <div key={index} className="contents">
                    <dt className="font-medium wrap-anywhere">{fact.term}</dt>
                    <dd className="mb-2 wrap-anywhere sm:mb-0">{fact.value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            <nav aria-label={text.faculties} className="print:hidden">
              <Link
                to={list.href}
                className="inline-flex max-w-full items-center gap-1 text-accent underline underline-offset-4"
              >
                <span aria-hidden="true">←</span>
                {list.label}
              </Link>
            </nav>
          </div>
        </article>
      </PageFrame>
    </>
  );
}

// The departments of the request's institute (spec 2.15): their types, the departments of a
// type and those without one, one department by id and one of its activities. A department
// is the institute's only when the institute lists it (under its type, or among those without
// one), so an id of another tenant is a 404 even where the platform would answer for it.
import type { AppLoadContext } from "react-router";
import { LIMITS, ID_PATTERN } from "#contract/constants.ts";
import type { Department, DepartmentActivity } from "#contract/entities.ts";
import { pinnedDepartmentList, pinnedTypeNames } from "#contract/endpoints.ts";
import { DEPARTMENT_TABS, routes, type DepartmentTab } from "#contract/links.ts";
import { pageNotFound } from "../../lib/page-not-found.ts";
import { must, optional } from "../../lib/load.server.ts";
import { formatLongDate } from "../../lib/text.ts";
import type { TabLink } from "../../lib/section.ts";
import { tabLabel } from "../../i18n/tab-words.ts";
import type { Locale } from "../../i18n/locale.ts";
import { m } from "../../i18n/generated/messages.js";

import { isNamedType } from "#domain/department.ts";

export interface DepartmentLink {
  id: string;
  name: string;
  href: string;
}

const linkOf = (d: { _id: string; dName: string }): DepartmentLink => ({
  id: d._id,
  name: d.dName,
  href: routes.onedepartment(d._id, d.dName),
});

/** An activity's name; an unnamed one is called by its kind and day, which every activity has. */
export function activityName(
  activity: {
    activity_name: string;
    activity_type: string;
    activity_date: string;
  },
  locale: Locale,
): string {
  const name = activity.activity_name.trim();
  if (name) return name;
  const o = { locale };
  const kind = activity.activity_type.trim() || m.department_activity({}, o);
  const day = formatLongDate(activity.activity_date, locale);
  return day ? m.department_activity_on({ kind, day }, o) : kind;
}

/** The institute's department type names; none when they cannot be read. */
export async function departmentTypes(context: AppLoadContext): Promise<string[]> {
  const read = await context.platform.read(
    "pinnedDepartments",
    { id: context.tenant._id },
    { flow: "DEPENDENT" },
  );
  return pinnedTypeNames(optional(read) ?? []).filter(isNamedType);
}

/** The departments without a type. */
async function independentDepartments(context: AppLoadContext): Promise<DepartmentLink[]> {
  const read = await context.platform.read(
    "pinnedDepartments",
    { id: context.tenant._id },
    { flow: "INDEPENDENT" },
  );
  return pinnedDepartmentList(optional(read) ?? []).map(linkOf);
}

/** The departments of one type, or null when the institute has no such type. */
async function listOfType(context: AppLoadContext, type: string) {
  if (type.length === 0 || type.length > 200) return null;
  const read = await context.platform.read(
    "pinnedDepartmentsOfType",
    { id: context.tenant._id },
    { type },
  );
  if (!read.ok && read.status === 404) return null;
  return must<"pinnedDepartmentsOfType">(read).map(linkOf);
}

/** The departments of one type; a type the institute does not have is a 404. */
export async function departmentsOfType(
  context: AppLoadContext,
  type: string,
): Promise<DepartmentLink[]> {
  const list = await listOfType(context, type);
  if (!list) throw pageNotFound();
  return list;
}

/** Whether the institute lists the department, under its type or among those without one. */
async function isListed(context: AppLoadContext, department: Department): Promise<boolean> {
  const type = department.department_type;
  const listed = isNamedType(type)
    ? await listOfType(context, type)
    : pinnedDepartmentList(
        must(
          await context.platform.read(
            "pinnedDepartments",
            { id: context.tenant._id },
            { flow: "INDEPENDENT" },
          ),
        ),
      ).map(linkOf);
  return (listed ?? []).some((d) => d.id === department._id);
}

async function readDepartment(context: AppLoadContext, id: string): Promise<Department> {
  // The platform's department site record has an id of its own: the department's is the
  // route's.
  const department = { ...must(await context.platform.read("departmentSite", { id })), _id: id };
  if (!(await isListed(context, department))) throw pageNotFound();
  return department;
}

// The layout and the page of one request ask for the same department: read it once.
const perRequest = new WeakMap<AppLoadContext, Map<string, Promise<Department>>>();

/** One department of the institute by its route id; anything else is a 404. */
export function departmentOf(context: AppLoadContext, id: string | undefined): Promise<Department> {
  if (!id || !ID_PATTERN.test(id)) return Promise.reject(pageNotFound());
  let reads = perRequest.get(context);
  if (!reads) {
    reads = new Map();
    perRequest.set(context, reads);
  }
  let read = reads.get(id);
  if (!read) {
    read = readDepartment(context, id);
    reads.set(id, read);
  }
  return read;
}

/** Laboratory and MoU are tabs only for a department with content there (the spec's are blank). */
export function hasTab(department: Department, tab: DepartmentTab): boolean {
  if (tab === "laboratory") return (department.laboratory ?? []).length > 0;
  if (tab === "mou-collabration") return (department.mou_collaboration ?? []).length > 0;
  return true;
}

/** The tabs a department shows, in the spec's order. */
export function departmentTabs(department: Department, locale: Locale): TabLink[] {
  return DEPARTMENT_TABS.filter((tab) => hasTab(department, tab.slug)).map((tab) => ({
    label: tabLabel(DEPARTMENT_TABS, tab.slug, locale),
    href: routes.onedepartmentTab(department._id, tab.slug, department.dName),
  }));
}

/** Every activity of a department, newest first (spec 9: up to 10000). */
export async function departmentActivities(context: AppLoadContext, department: Department) {
  const read = await context.platform.read(
    "departmentActivities",
    {},
    { page: 1, limit: LIMITS.departmentList, search: "", sid: department._id, flow: "DEPARTMENT" },
  );
  return must(read);
}

/** One activity of the department; an activity of another department is a 404. */
export async function activityOf(
  context: AppLoadContext,
  department: Department,
  activityId: string | undefined,
): Promise<DepartmentActivity> {
  if (!activityId || !ID_PATTERN.test(activityId)) throw pageNotFound();
  const activity = must(await context.platform.read("departmentActivityOne", { id: activityId }));
  if (activity.activity_department._id !== department._id) throw pageNotFound();
  return activity;
}

export interface DepartmentGroup {
  /** The type's name; null for the departments without one. */
  type: string | null;
  departments: DepartmentLink[];
}

/** Every department of the institute, grouped by type, those without a type last. */
export async function departmentGroups(context: AppLoadContext): Promise<DepartmentGroup[]> {
  const [types, independent] = await Promise.all([
    departmentTypes(context),
    independentDepartments(context),
  ]);
  const lists = await Promise.all(types.map((type) => listOfType(context, type)));
  return [
    ...types.map((type, i) => ({ type, departments: lists[i] ?? [] })),
    ...(independent.length > 0 ? [{ type: null, departments: independent }] : []),
  ];
}

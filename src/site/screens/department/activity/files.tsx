// /one/{departmentId}/activity/{activityId}/{tabName}?q={name} (spec 2.15): what the activity
// was (type, date, academic year, department, staff) and the files of one group: attendance,
// notice, permission-letter, activity-report or other. Chips (All plus one per file) filter
// them; pictures show as a grid that opens the viewer, other files as cards with View Detail.
import { Link } from "../../../components/Link.tsx";
import { DEPARTMENT_ACTIVITY_TABS, routes, tabOf } from "#contract/links.ts";
import { DocumentFilter } from "../../../components/documents/DocumentFilter.tsx";
import { pageNotFound } from "../../../lib/page-not-found.ts";
import { activityName, activityOf, departmentOf } from "../department.server.ts";
import { sectionMeta } from "../../../lib/section.ts";
import { metaDescription } from "../../../lib/seo.ts";
import { tabLabel } from "../../../i18n/tab-words.ts";
import { fill } from "../../../i18n/use-text.ts";
import { m } from "../../../i18n/generated/messages.js";

import { fullName } from "#domain/staff.ts";
import { formatLongDate } from "../../../lib/text.ts";
import { useLocale } from "../../../i18n/use-text.ts";
import { Facts } from "../../../components/ui/Facts.tsx";
import type { Route } from "./+types/files.ts";
import { siteFile } from "../../../lib/view-models.ts";
import { withFileFacts } from "../../../lib/file-facts.server.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  const tab = tabOf(DEPARTMENT_ACTIVITY_TABS, params.tabName ?? DEPARTMENT_ACTIVITY_TABS[0].slug);
  if (!tab) throw pageNotFound();
  const department = await departmentOf(context, params.departmentId);
  const activity = await activityOf(context, department, params.activityId);
  const { locale } = context;
  const o = { locale };
  const name = activityName(activity, locale);
  const label = tabLabel(DEPARTMENT_ACTIVITY_TABS, tab.slug, locale);
  // Every staff member of the activity (decision 060); the platform's backend sends only its
  // one reference, which a remote platform's answer leaves us with.
  const list = activity.activity_staff_list;
  const staff = (list.length > 0 ? list : [activity.activity_staff])
    .map((s) => (s ? fullName([s.staffFirstName, s.staffMiddleName, s.staffLastName]) : ""))
    .filter(Boolean);
  return withFileFacts(context, {
    title: name,
    description: metaDescription(
      m.department_activity_description(
        {
          name,
          type: activity.activity_type,
          department: department.dName,
          date: formatLongDate(activity.activity_date, locale),
        },
        o,
      ),
    ),
    path: routes.departmentActivity(department._id, activity._id, department.dName, tab.slug),
    label,
    text: {
      department: m.department_fact_department({}, o),
      date: m.department_fact_date({}, o),
      noDocuments: m.department_no_documents({ label: "{label}" }, o),
      filter: m.department_filter_documents({ label: "{label}" }, o),
    },
    facts: [
      { term: m.department_fact_type({}, o), value: activity.activity_type },
      { term: m.department_fact_year({}, o), value: activity.activity_batch.batchName },
      { term: m.department_fact_staff({}, o), value: staff.join(", ") },
    ].filter((fact) => fact.value.trim()),
    date: activity.activity_date,
    department: {
      name: department.dName,
      href: routes.onedepartmentTab(department._id, "activity", department.dName),
    },
    files: activity[tab.group].map((item) =>
      siteFile(context.mediaBaseUrl, { id: item._id, name: item.name, key: item.attach }),
    ),
  });
}

export const meta = sectionMeta;

export default function ActivityFiles({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const { facts, date, department, files, label, text } = loaderData;
  return (
    <div className="space-y-8">
      <Facts
        facts={[
          {
            term: text.department,
            value: (
              <Link to={department.href} className="text-accent underline underline-offset-4">
                {department.name}
              </Link>
            ),
          },
          { term: text.date, value: <time dateTime={date}>{formatLongDate(date, locale)}</time> },
          ...facts,
        ]}
      />
      <section aria-labelledby="activity-files" className="space-y-6">
        <h2 id="activity-files" className="text-xl font-semibold">
          {label}
        </h2>
        {files.length === 0 ? (
          <p>{fill(text.noDocuments, { label })}</p>
        ) : (
          <DocumentFilter files={files} label={fill(text.filter, { label })} />
        )}
      </section>
    </div>
  );
}

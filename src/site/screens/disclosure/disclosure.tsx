// /mandatory-disclosure: every item regulators require a college to publish, each with where
// it is on this site or a plain "not published" (docs/disclosure.md). It stands beside the
// institute's own disclosure section, if it keeps one, and links to it.
import { Fragment, type ReactElement } from "react";
import { data } from "react-router";
import { DISCLOSURE_GROUPS, type DisclosureStatus } from "#contract/disclosure.ts";
import { routes } from "#contract/links.ts";
import { Link } from "../../components/Link.tsx";
import { PageError } from "../../components/PageError.tsx";
import { PageFrame } from "../../components/section/PageFrame.tsx";
import type { ReadFailure } from "../../lib/load.server.ts";
import { mediaUrl } from "../../lib/media.ts";
import { pageNotFound } from "../../lib/page-not-found.ts";
import { sectionMeta } from "../../lib/section.ts";
import { metaDescription } from "../../lib/seo.ts";
import type { Route } from "./+types/disclosure.ts";
import { disclosureText } from "./disclosure-text.server.ts";
import {
  academicYearName,
  indianDay,
  lastAcademicYear,
  startOfIndianDay,
} from "#domain/disclosure/dates.ts";
import { fill, useText } from "../../i18n/use-text.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { tenant } = context;
  // A live platform has no disclosure report: the address is not one of its site's.
  if (context.livePlatform) throw pageNotFound();
  // The rules on dates are judged on today in India: a new day is a new read, and the page is
  // kept no longer than the academic year it judged (decision 091).
  const result = await context.platform.read(
    "disclosure",
    { id: tenant._id },
    { on: indianDay(new Date()) },
  );
  // A report that could not be read is unavailable, not gone.
  if (!result.ok) {
    throw data<ReadFailure>(
      { status: 503, message: "The disclosure report is not available just now." },
      { status: 503, headers: { "retry-after": "60" } },
    );
  }
  const report = result.data;
  const text = disclosureText(context.locale, tenant.insName);
  return {
    title: text.title,
    description: metaDescription(text.description),
    // The words of what the page shows, and no others.
    text: {
      ...text.page,
      own: report.ownSections.length > 0 ? text.page.own : "",
      dates: text.dates(academicYearName(lastAcademicYear(startOfIndianDay(report.on)))),
    },
    path: routes.disclosure(),
    institute: tenant.insName,
    counts: { ...report.counts, total: report.items.length },
    ownSections: report.ownSections,
    groups: DISCLOSURE_GROUPS.map((group) => ({
      id: group,
      title: text.groups[group],
      items: report.items
        .filter((item) => item.group === group)
        .map((item) => ({
          id: item.id,
          title: text.itemName(item.id, item.title),
          status: item.status,
          label: text.statuses[item.status],
          note: item.reason ? text.reasons[item.reason] : null,
          // The years of an item with a rule on dates, when it is not plainly published.
          years:
            item.years && item.status !== "found"
              ? text.years(item.years.found, item.years.required)
              : null,
          sources: item.sources.map((s) => `${s.name} (${s.year})`),
          evidence: item.evidence.map((e) => ({
            // A page of the site's own, named after the item, is named in the page's language.
            title: e.title === item.title ? text.itemName(item.id, item.title) : e.title,
            href: e.href,
            file: e.file ? mediaUrl(context.mediaBaseUrl, e.file) : null,
          })),
        })),
    })).filter((group) => group.items.length > 0),
  };
}

export const meta = sectionMeta;
export const ErrorBoundary = PageError;

const FOCUS = "focus-visible:outline-accent";
const LINK = `font-medium text-accent underline underline-offset-2 ${FOCUS}`;

const BADGE: Record<DisclosureStatus, { className: string; mark: string }> = {
  found: { className: "bg-emerald-50 text-emerald-900 ring-emerald-700", mark: "✓" },
  uncertain: { className: "bg-amber-50 text-amber-900 ring-amber-700", mark: "?" },
  stale: { className: "bg-orange-50 text-orange-900 ring-orange-700", mark: "!" },
  missing: { className: "bg-rose-50 text-rose-900 ring-rose-700", mark: "✕" },
};

function Status({ status, label }: { status: DisclosureStatus; label: string }) {
  const badge = BADGE[status];
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ${badge.className}`}
    >
      <span aria-hidden="true">{badge.mark}</span>
      {label}
    </span>
  );
}

/** A pattern of words with its `{name}`s filled in, each value a text of its own. */
function Filled({ pattern, values }: { pattern: string; values: Record<string, string | number> }) {
  return (
    <>
      {pattern
        .split(/(\{\w+\})/)
        .filter(Boolean)
        .map((part, i) => {
          const name = /^\{(\w+)\}$/.exec(part)?.[1];
          return <Fragment key={i}>{name && name in values ? values[name] : part}</Fragment>;
        })}
    </>
  );
}

/** Links in a sentence: "a, b, c." */
function Joined({ items }: { items: readonly ReactElement[] }) {
  return (
    <>
      {items.map((item, i) => (
        <Fragment key={item.key}>
          {i > 0 ? ", " : null}
          {item}
        </Fragment>
      ))}
      .
    </>
  );
}

type Item = Route.ComponentProps["loaderData"]["groups"][number]["items"][number];
type Words = Route.ComponentProps["loaderData"]["text"];

/** Whether more than one of the item's citations bears `title`. */
function shared(item: Item, title: string): boolean {
  return item.evidence.filter((e) => e.title === title).length > 1;
}

function DisclosureItem({
  item,
  text,
}: {
  item: Item;
  text: Pick<Words, "citation" | "requiredBy">;
}) {
  const frame = useText();
  // The regulations keep their official English titles, marked as English for a screen reader.
  const [before, after] = text.requiredBy.split("{sources}");
  return (
    <li id={`item-${item.id}`} className="scroll-mt-4 card p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-base font-semibold">{item.title}</h3>
        <Status status={item.status} label={item.label} />
      </div>
      {item.note ? <p className="mt-2 text-slate-700">{item.note}</p> : null}
      {item.years ? <p className="mt-1 text-slate-700">{item.years}</p> : null}
      {item.evidence.length > 0 ? (
        <ul className="mt-2 space-y-1">
          {item.evidence.map((e, index) => (
            <li key={`${e.href} ${e.file ?? ""} ${e.title}`}>
              {/* Several items may cite one page or file: the hidden end says for which, and
                  which of the item's citations it is when they share a title. */}
              <Link to={e.href} className={LINK}>
                {e.title}
                <span className="sr-only">
                  , {item.title}
                  {shared(item, e.title)
                    ? fill(text.citation, { position: index + 1, total: item.evidence.length })
                    : ""}
                </span>
              </Link>
              {e.file ? (
                <>
                  {" · "}
                  <a href={e.file} className={LINK}>
                    {frame.documents_view_detail}
                    <span className="sr-only">
                      : {e.title}, {item.title}
                      {shared(item, e.title)
                        ? fill(text.citation, { position: index + 1, total: item.evidence.length })
                        : ""}
                    </span>
                  </a>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-2 text-sm text-slate-600">
        {before}
        <span lang="en">{item.sources.join("; ")}</span>
        {after}
      </p>
    </li>
  );
}

export default function Disclosure({ loaderData }: Route.ComponentProps) {
  const { title, counts, ownSections, groups, text } = loaderData;
  const items = groups.flatMap((g) => g.items);
  const unpublished = items.filter((item) => item.status === "missing");
  const outdated = items.filter((item) => item.status === "stale");
  return (
    <PageFrame title={title}>
      <div className="space-y-8">
        <div className="max-w-3xl space-y-3">
          <p>{text.intro}</p>
          <p className="font-medium">
            <Filled pattern={text.counts} values={counts} />
          </p>
          <p>{text.dates}</p>
          {unpublished.length > 0 ? (
            <p>
              {text.notPublished}{" "}
              <Joined
                items={unpublished.map((item) => (
                  <a key={item.id} href={`#item-${item.id}`} className={LINK}>
                    {item.title}
                  </a>
                ))}
              />
            </p>
          ) : null}
          {outdated.length > 0 ? (
            <p>
              {text.outdated}{" "}
              <Joined
                items={outdated.map((item) => (
                  <a key={item.id} href={`#item-${item.id}`} className={LINK}>
                    {item.title}
                  </a>
                ))}
              />
            </p>
          ) : null}
          {ownSections.length > 0 ? (
            <p>
              {text.own}{" "}
              <Joined
                items={ownSections.map((section) => (
                  <Link key={section.href} to={section.href} className={LINK}>
                    {section.title}
                  </Link>
                ))}
              />
            </p>
          ) : null}
        </div>
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={`group-${group.id}`} className="space-y-3">
            <h2 id={`group-${group.id}`} className="text-xl font-semibold">
              {group.title}
            </h2>
            <ul className="grid gap-3 grid-cols-1 lg:grid-cols-2">
              {group.items.map((item) => (
                <DisclosureItem key={item.id} item={item} text={text} />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </PageFrame>
  );
}

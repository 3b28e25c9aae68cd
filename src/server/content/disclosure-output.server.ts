// `prospectus disclosure`: the reports as lines for a person or JSON for a program, and an
// exit status a scheduled job can act on (docs/disclosure.md).
import { DISCLOSURE_STATUSES, type DisclosureStatus } from "#contract/disclosure.ts";
import { DISCLOSURE_REASON_TEXT } from "#domain/disclosure/items.ts";
import type { InstituteDisclosure } from "./disclosure.server.ts";

/** Every item found everywhere: 0; something to confirm but nothing missing or stale: 2;
 * else 3. */
const DISCLOSURE_EXIT = { complete: 0, uncertain: 2, missing: 3 } as const;

/** An address on the institute's site, or of one of its files. */
function urls(institute: InstituteDisclosure, mediaBase: string) {
  const media = /^https?:\/\//.test(mediaBase) ? mediaBase : `${institute.origin}${mediaBase}`;
  return {
    page: (href: string) => `${institute.origin}${href}`,
    file: (key: string) => `${media}${key.split("/").map(encodeURIComponent).join("/")}`,
  };
}

export function disclosureExitCode(list: readonly InstituteDisclosure[]): number {
  const counts = summary(list);
  if (counts.missing + counts.stale > 0) return DISCLOSURE_EXIT.missing;
  if (counts.uncertain > 0) return DISCLOSURE_EXIT.uncertain;
  return DISCLOSURE_EXIT.complete;
}

interface ItemSummary {
  id: string;
  title: string;
  missing: number;
  stale: number;
  uncertain: number;
}

function summary(list: readonly InstituteDisclosure[]) {
  const items = new Map<string, ItemSummary>();
  const totals = { found: 0, uncertain: 0, stale: 0, missing: 0 };
  for (const { report } of list) {
    for (const item of report.items) {
      totals[item.status] += 1;
      const entry = items.get(item.id) ?? {
        id: item.id,
        title: item.title,
        missing: 0,
        stale: 0,
        uncertain: 0,
      };
      if (item.status !== "found") entry[item.status] += 1;
      items.set(item.id, entry);
    }
  }
  const gaps = [...items.values()]
    .filter((i) => i.missing + i.stale + i.uncertain > 0)
    .sort((a, b) => b.missing - a.missing || b.stale - a.stale || b.uncertain - a.uncertain);
  return { institutes: list.length, ...totals, gaps };
}

export function disclosureJson(list: readonly InstituteDisclosure[], mediaBase: string): object {
  return {
    institutes: list.map((institute) => {
      const url = urls(institute, mediaBase);
      return {
        id: institute.id,
        name: institute.name,
        host: institute.host,
        on: institute.report.on,
        counts: institute.report.counts,
        items: institute.report.items.map(({ evidence, ...item }) => ({
          ...item,
          evidence: evidence.map(({ href, file, ...e }) => ({
            ...e,
            url: url.page(href),
            ...(file ? { file: url.file(file) } : {}),
          })),
        })),
      };
    }),
    summary: summary(list),
  };
}

const STATUS_WIDTH = Math.max(...DISCLOSURE_STATUSES.map((s) => s.length));
const pad = (status: DisclosureStatus) => status.padEnd(STATUS_WIDTH);

export function disclosureLines(list: readonly InstituteDisclosure[], mediaBase: string): string[] {
  const lines: string[] = [];
  for (const institute of list) {
    const url = urls(institute, mediaBase);
    const { counts, items } = institute.report;
    lines.push(`${institute.name} (${institute.host})`);
    lines.push(
      `  ${counts.found} found, ${counts.uncertain} uncertain, ${counts.stale} stale, ${counts.missing} missing of ${items.length} items (dates judged on ${institute.report.on})`,
    );
    for (const item of items) {
      const first = item.evidence[0];
      const where = first ? url.page(first.href) : "";
      const why = [
        item.reason ? DISCLOSURE_REASON_TEXT[item.reason] : "",
        item.years && item.status !== "found"
          ? `Found for ${item.years.found.join(", ") || "no year"}; required for ${item.years.required.join(", ")}.`
          : "",
      ]
        .filter(Boolean)
        .join(" ");
      lines.push(`  ${pad(item.status)}  ${item.title}  ${[why, where].filter(Boolean).join(" ")}`);
    }
    lines.push("");
  }
  const all = summary(list);
  lines.push(
    `${all.institutes} institute(s): ${all.found} found, ${all.uncertain} uncertain, ${all.stale} stale, ${all.missing} missing`,
  );
  for (const gap of all.gaps) {
    lines.push(
      `  ${gap.title}: missing at ${gap.missing}, stale at ${gap.stale}, uncertain at ${gap.uncertain} of ${all.institutes}`,
    );
  }
  return lines;
}

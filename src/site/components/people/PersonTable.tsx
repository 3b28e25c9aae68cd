// A table of people (spec 2.9): Sr. No., Photo, Name, Designation and one more column
// (department, description), with the default avatar when there is no photo. On phones the
// rows become cards. A long list is one page of it (StaffList.tsx): its numbers run on. A
// member of staff's name links to their page (issue 62).
import { Link } from "../Link.tsx";
import { Avatar } from "./Avatar.tsx";
import type { PersonRow } from "../../lib/view-models.ts";
import { useText } from "../../i18n/use-text.ts";

export function PersonTable({
  rows,
  start = 0,
  detailLabel,
  caption,
}: {
  rows: readonly PersonRow[];
  /** How many rows earlier pages hold: the first row's number follows them. */
  start?: number;
  detailLabel: string;
  /** What the table lists, for screen readers. */
  caption: string;
}) {
  const text = useText();
  if (rows.length === 0) return null;
  // Two people of one name link to two pages: each link then names its row as well.
  const count = new Map<string, number>();
  for (const row of rows) count.set(row.name, (count.get(row.name) ?? 0) + 1);
  const label = (row: PersonRow, number: number) =>
    (count.get(row.name) ?? 0) > 1
      ? [row.name, row.designation, row.detail, String(number)].filter(Boolean).join(", ")
      : undefined;
  return (
    <>
      <table className="hidden w-full border-collapse text-left md:table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2 pr-4">
              {text.people_sr_no}
            </th>
            <th scope="col" className="py-2 pr-4">
              {text.people_photo}
            </th>
            <th scope="col" className="py-2 pr-4">
              {text.people_name}
            </th>
            <th scope="col" className="py-2 pr-4">
              {text.people_designation}
            </th>
            <th scope="col" className="py-2">
              {detailLabel}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.id} className="border-b border-slate-200 align-top">
              <td className="py-3 pr-4">{start + index + 1}</td>
              <td className="py-3 pr-4">
                <Avatar photo={row.photo} size={48} />
              </td>
              {/* An institute's words may be longer than a column: they break, the table fits. */}
              <th scope="row" className="py-3 pr-4 font-medium wrap-anywhere">
                <PersonName row={row} label={label(row, start + index + 1)} />
              </th>
              <td className="py-3 pr-4 wrap-anywhere">{row.designation}</td>
              <td className="py-3 wrap-anywhere">{row.detail}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-3 md:hidden" aria-label={caption}>
        {rows.map((row, index) => (
          <li key={row.id} className="flex gap-4 card p-4">
            <Avatar photo={row.photo} size={56} />
            <div className="min-w-0">
              <p className="font-semibold">
                <span className="sr-only">{start + index + 1}. </span>
                <PersonName row={row} label={label(row, start + index + 1)} />
              </p>
              {row.designation ? <p>{row.designation}</p> : null}
              {row.detail ? (
                <p className="text-sm text-slate-700">
                  <span className="sr-only">{detailLabel}: </span>
                  {row.detail}
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/** A person's name: a link to their page where they have one. */
function PersonName({ row, label }: { row: PersonRow; label: string | undefined }) {
  return row.href ? (
    <Link
      to={row.href}
      aria-label={label}
      className="text-accent underline-offset-4 hover:underline"
    >
      {row.name}
    </Link>
  ) : (
    row.name
  );
}

// The members of a governing body (the institute's or its society's): how many, then the table.
import { SearchCount } from "../NameSearch.tsx";
import type { PersonRow } from "../../lib/view-models.ts";
import { PersonTable } from "./PersonTable.tsx";

export function GoverningMembers({
  rows,
  counted,
  caption,
  empty,
  detailLabel,
}: {
  rows: readonly PersonRow[];
  /** How many rows, in words: "12 people" (staff.server.ts's peopleCount). */
  counted: string;
  caption: string;
  /** "No members have been added yet." */
  empty: string;
  /** The heading of the table's last column: "Description". */
  detailLabel: string;
}) {
  return rows.length === 0 ? (
    <p>{empty}</p>
  ) : (
    <div className="space-y-6">
      <SearchCount shown={rows.length} of={rows.length} counted={counted} query="" />
      <PersonTable rows={rows} detailLabel={detailLabel} caption={caption} />
    </div>
  );
}

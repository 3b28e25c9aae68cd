// The members of a governing body (the institute's or its society's): how many, then the table.
import { SearchCount } from "../NameSearch.tsx";
import type { PersonRow } from "../../lib/view-models.ts";
import { PersonTable } from "./PersonTable.tsx";

export function GoverningMembers({
  rows,
  caption,
}: {
  rows: readonly PersonRow[];
  caption: string;
}) {
  return rows.length === 0 ? (
    <p>No members have been added yet.</p>
  ) : (
    <div className="space-y-6">
      <SearchCount shown={rows.length} of={rows.length} one="person" many="people" query="" />
      <PersonTable rows={rows} detailLabel="Description" caption={caption} />
    </div>
  );
}

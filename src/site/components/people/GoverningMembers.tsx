// The members of a governing body (the institute's or its society's): how many, then the table.
import { SearchCount } from "../NameSearch.tsx";
import type { PersonRow } from "../../lib/view-models.ts";
import { PersonTable } from "./PersonTable.tsx";
import { useText } from "../../i18n/use-text.ts";

export function GoverningMembers({
  rows,
  caption,
  empty,
  detailLabel,
}: {
  rows: readonly PersonRow[];
  caption: string;
  /** "No members have been added yet." */
  empty: string;
  /** The heading of the table's last column: "Description". */
  detailLabel: string;
}) {
  const text = useText();
  return rows.length === 0 ? (
    <p>{empty}</p>
  ) : (
    <div className="space-y-6">
      <SearchCount
        shown={rows.length}
        of={rows.length}
        one={text.people_person}
        many={text.people_people}
        query=""
      />
      <PersonTable rows={rows} detailLabel={detailLabel} caption={caption} />
    </div>
  );
}

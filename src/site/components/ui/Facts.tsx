// A page's facts as label and value pairs (an event's guest, place and date; an activity's
// department, date, type and staff): side by side at every width, so a phone scans them as a
// table rather than as a column of alternating lines.
import type { ReactNode } from "react";

export interface Fact {
  term: string;
  value: ReactNode;
}

export function Facts({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1 sm:gap-x-6">
      {facts.map((fact) => (
        <div key={fact.term} className="contents">
          <dt className="font-medium">{fact.term}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

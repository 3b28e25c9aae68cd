// "Last updated 3 December 2026" at the end of every page's content (GIGW 5.2, decision 092):
// the deepest route's date (a page of dated items gives its own), else the frame's (the
// institute's last import). A page that did not load (a 404, an error) says nothing.
import { useMatches } from "react-router";
import { updatedOf } from "../lib/last-updated.ts";
import { usePageAddress } from "../lib/use-page-address.ts";

export function LastUpdated() {
  const loaded = usePageAddress() !== null;
  const updated = useMatches()
    .map((match) => updatedOf(match.loaderData))
    .findLast((value) => value !== undefined);
  if (!loaded || !updated) return null;
  return (
    <p className="mx-auto max-w-6xl px-4 pb-6 text-sm text-slate-600">
      {updated.before}
      <time dateTime={updated.datetime}>{updated.date}</time>
      {updated.after}
    </p>
  );
}

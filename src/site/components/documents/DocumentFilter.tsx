// Documents with an "All" chip plus one chip per group, filtering what is shown (spec 2.4,
// 4: a filter is 'all' or one item). Each document of a list is its own group. Chips are links
// (?chip={id}), so a filter has an address and works without JavaScript.
import { useLocation, useSearchParams } from "react-router";
import { Link } from "../Link.tsx";
import { Documents } from "./Documents.tsx";
import type { SiteFile } from "../../lib/view-models.ts";
import { useText } from "../../i18n/use-text.ts";

export const CHIP_PARAM = "chip";

/** The address of the same page with one chip chosen (none: All). */
function chipHref(pathname: string, params: URLSearchParams, chip: string | null): string {
  const next = new URLSearchParams(params);
  if (chip) next.set(CHIP_PARAM, chip);
  else next.delete(CHIP_PARAM);
  const search = next.toString();
  return search ? `${pathname}?${search}` : pathname;
}

export function DocumentFilter({ files, label }: { files: readonly SiteFile[]; label: string }) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const chosen = params.get(CHIP_PARAM);
  // A chip that names no document of this list (an old link) shows them all.
  const selected = files.some((file) => file.id === chosen) ? chosen : null;
  const shown = selected ? files.filter((file) => file.id === selected) : files;
  const text = useText();
  const chips = [{ id: null, name: text.list_all }, ...files];
  return (
    <div className="space-y-6">
      <nav aria-label={label} className="print:hidden">
        <ul className="flex flex-wrap gap-2">
          {chips.map((chip) => (
            <li key={chip.id ?? "all"} className="max-w-full">
              <Link
                to={chipHref(pathname, params, chip.id)}
                replace
                preventScrollReset
                aria-current={chip.id === selected ? "true" : undefined}
                className="chip"
              >
                {chip.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Documents files={shown} />
    </div>
  );
}

// Documents with an "All" chip plus one chip per group, filtering what is shown (spec 2.4, 4:
// a filter is 'all' or one item). Each document of a list is its own group. The choice is
// local to the page; remount (a `key`) to start again from All.
import { useState } from "react";
import { Documents } from "./Documents.tsx";
import type { SiteFile } from "./files.ts";

const ALL = "all";

export function DocumentFilter({ files, label }: { files: readonly SiteFile[]; label: string }) {
  const [selected, setSelected] = useState<string>(ALL);
  const shown = selected === ALL ? files : files.filter((file) => file.id === selected);
  const chips = [{ id: ALL, name: "All" }, ...files];
  return (
    <div className="space-y-6">
      <div role="group" aria-label={label} className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <button
            key={chip.id}
            type="button"
            aria-pressed={selected === chip.id}
            onClick={() => setSelected(chip.id)}
            className="max-w-full truncate rounded-full border border-accent px-4 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 aria-pressed:bg-accent aria-pressed:text-accent-ink"
          >
            {chip.name}
          </button>
        ))}
      </div>
      <Documents files={shown} />
    </div>
  );
}

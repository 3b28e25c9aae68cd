// An accordion panel (spec 4): the browser's own <details>, so it opens by keyboard and works
// without JavaScript; app.css animates it (500 ms, spec 9). Panels that share a `name` form
// an accordion where one is open at a time. `onOpen` runs whenever the panel opens (a gallery
// year reads its categories then). `open` renders it expanded from the server (an address that
// names the panel, for visitors without JavaScript).
import type { ReactNode } from "react";

export function Disclosure({
  summary,
  name,
  open,
  onOpen,
  children,
}: {
  summary: ReactNode;
  name?: string;
  open?: boolean;
  onOpen?: () => void;
  children: ReactNode;
}) {
  return (
    <details
      name={name}
      open={open}
      className="disclosure group card"
      onToggle={(event) => {
        if (event.currentTarget.open) onOpen?.();
      }}
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 font-medium [&::-webkit-details-marker]:hidden">
        <span className="min-w-0">{summary}</span>
        <svg
          viewBox="0 0 20 20"
          width="20"
          height="20"
          aria-hidden="true"
          className="shrink-0 transition-transform duration-500 group-open:rotate-180"
        >
          <path
            fill="currentColor"
            d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z"
          />
        </svg>
      </summary>
      <div className="border-t border-slate-200 px-4 py-3">{children}</div>
    </details>
  );
}

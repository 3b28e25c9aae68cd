// The inside of a menu group: its sections, each an optional title over a list of entries. The
// desktop dropdowns and the mobile drawer both show groups this way.
import { useId } from "react";
import type { MenuGroup, MenuSection } from "../../lib/menu.ts";
import { MenuItemView } from "./MenuItemView.tsx";

const PANEL_ITEM =
  "flex min-h-8 w-full items-center rounded px-2 py-1 text-sm text-slate-800 hover:bg-slate-100 hover:text-slate-950 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-accent";

function Section({
  section,
  onNavigate,
}: {
  section: MenuSection;
  onNavigate: (() => void) | undefined;
}) {
  const titleId = useId();
  return (
    <div className="mb-3 break-inside-avoid last:mb-0">
      {section.title ? (
        <p
          id={titleId}
          className="px-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase"
        >
          {section.title}
        </p>
      ) : null}
      <ul
        aria-labelledby={section.title ? titleId : undefined}
        className={section.maxHeight ? "overflow-y-auto overscroll-contain" : undefined}
        style={section.maxHeight ? { maxHeight: section.maxHeight } : undefined}
      >
        {section.items.map((item, i) => (
          <li key={i}>
            <MenuItemView item={item} className={PANEL_ITEM} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function MenuSections({
  group,
  className,
  onNavigate,
}: {
  group: MenuGroup;
  className?: string;
  onNavigate?: () => void;
}) {
  return (
    <div className={className}>
      {group.sections.map((section, i) => (
        <Section key={i} section={section} onNavigate={onNavigate} />
      ))}
    </div>
  );
}

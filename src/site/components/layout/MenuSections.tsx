// The inside of a menu group: its sections, each an optional title over a list of entries. The
// desktop dropdowns and the mobile drawer both show groups this way.
import { useId } from "react";
import type { MenuGroup, MenuSection } from "../../lib/menu-model.ts";
import { MenuItemView } from "./MenuItemView.tsx";

/** A menu's entry (app.css): one class for the hundreds of entries on every page. */
const PANEL_ITEM = "menu-entry";

function Section({
  section,
  onNavigate,
}: {
  section: MenuSection;
  onNavigate: (() => void) | undefined;
}) {
  const titleId = useId();
  return (
    <div className="menu-section">
      {section.title ? (
        <p id={titleId} className="menu-section-title">
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

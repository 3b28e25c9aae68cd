// A row that scrolls sideways on a phone (a section's tabs, a year's category chips) shows its
// current item ([aria-current]) once the page is ready. Only the row scrolls: the page stays
// where the visitor is. The hook gives the ref to put on the row.
import { useEffect, useRef, type RefObject } from "react";

export function useCurrentInRow<T extends HTMLElement>(current: unknown): RefObject<T | null> {
  const row = useRef<T>(null);
  useEffect(() => {
    const el = row.current;
    const item = el?.querySelector<HTMLElement>("[aria-current]");
    if (!el || !item || el.scrollWidth <= el.clientWidth) return;
    const from = item.getBoundingClientRect().left - el.getBoundingClientRect().left;
    const width = item.getBoundingClientRect().width;
    if (from < 0 || from + width > el.clientWidth) {
      el.scrollLeft += from - (el.clientWidth - width) / 2;
    }
  }, [current]);
  return row;
}

// The motion rules every auto-advancing area of the site follows (WCAG 2.2.2):
// - it moves on its own only while the visitor has not paused it and has not asked their
//   system for reduced motion; under reduced motion it moves only after they press Play;
// - it holds still while a pointer is over it or focus is inside it, and resumes after.
import { useEffect, useEffectEvent, useState, type FocusEvent } from "react";
import { usePrefersReducedMotion } from "../../../lib/motion.ts";

export interface AutoAdvance {
  playing: boolean;
  toggle(): void;
  /** True when steps should jump rather than animate (reduced motion). */
  instant: boolean;
  /** Spread on the moving area: hovering it or focusing inside it holds it still. */
  holdProps: {
    onPointerEnter(): void;
    onPointerLeave(): void;
    onFocus(): void;
    onBlur(event: FocusEvent<HTMLElement>): void;
  };
}

/** Calls `step` every `delayMs` while the area may move. */
export function useAutoAdvance(delayMs: number, step: (instant: boolean) => void): AutoAdvance {
  const reducedMotion = usePrefersReducedMotion();
  // The visitor's own choice, once they press the toggle, wins over the system setting.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = chosen ?? !reducedMotion;
  const onTick = useEffectEvent(() => step(reducedMotion));

  useEffect(() => {
    if (!playing || hovered || focused) return;
    const timer = window.setInterval(onTick, delayMs);
    return () => window.clearInterval(timer);
  }, [playing, hovered, focused, delayMs]);

  return {
    playing,
    toggle: () => setChosen(!playing),
    instant: reducedMotion,
    holdProps: {
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        // Focus moving between two items of the area does not let it go.
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      },
    },
  };
}

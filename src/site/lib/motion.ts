// Whether the visitor asked their system for less motion (WCAG 2.2.2, 2.3.3).
import { useBrowserValue } from "./use-hydrated.ts";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

const reducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;

/** True on the server and during hydration: nothing should start moving before we know. */
export function usePrefersReducedMotion(): boolean {
  return useBrowserValue(true, reducedMotion, subscribe);
}

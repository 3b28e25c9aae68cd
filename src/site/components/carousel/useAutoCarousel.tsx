// An Embla carousel that advances by itself under the site's motion rules (useAutoAdvance).
// We time the steps ourselves instead of using embla-carousel-autoplay: that plugin resumes on
// mouse leave and after a drag, which would override a visitor who pressed Pause.
import { lazy, Suspense, useState, type ReactNode } from "react";
import type useEmblaCarousel from "embla-carousel-react";
import { useAutoAdvance, type AutoAdvance } from "./useAutoAdvance.ts";

export type CarouselOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;
export type CarouselApi = NonNullable<ReturnType<typeof useEmblaCarousel>[1]>;

// Embla stays out of the page's first download (see EmblaEngine).
const EmblaEngine = lazy(() => import("./EmblaEngine.tsx"));

export interface AutoCarousel extends AutoAdvance {
  /** Goes on the carousel's viewport: the element that clips the sliding track. */
  viewportRef(viewport: HTMLElement | null): void;
  /** Render it anywhere in the carousel: it runs Embla once the viewport is in the browser. */
  engine: ReactNode;
  /** False until the carousel runs in the browser: stepping it does nothing before. */
  ready: boolean;
  previous(): void;
  next(): void;
}

export function useAutoCarousel(options: CarouselOptions, delayMs: number): AutoCarousel {
  // Refs are set only in the browser, so the server renders no engine.
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [carousel, setCarousel] = useState<CarouselApi>();
  const motion = useAutoAdvance(delayMs, (instant) => carousel?.scrollNext(instant));
  return {
    ...motion,
    viewportRef: setViewport,
    engine: viewport ? (
      <Suspense fallback={null}>
        <EmblaEngine viewport={viewport} options={options} onReady={setCarousel} />
      </Suspense>
    ) : null,
    ready: carousel !== undefined,
    previous: () => carousel?.scrollPrev(motion.instant),
    next: () => carousel?.scrollNext(motion.instant),
  };
}

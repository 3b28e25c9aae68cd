// Embla, attached to a viewport that is already on the page. It is loaded on its own after
// the page is interactive: the server's HTML already shows the first slides, and Embla is
// needed only to move them.
import useEmblaCarousel from "embla-carousel-react";
import { useEffect } from "react";
import type { CarouselApi, CarouselOptions } from "./useAutoCarousel.tsx";

export default function EmblaEngine({
  viewport,
  options,
  onReady,
}: {
  viewport: HTMLElement;
  options: CarouselOptions;
  onReady(carousel: CarouselApi | undefined): void;
}) {
  const [attach, carousel] = useEmblaCarousel(options);
  useEffect(() => attach(viewport), [attach, viewport]);
  useEffect(() => onReady(carousel), [carousel, onReady]);
  return null;
}

// A gallery year's categories as cards (issue 23): "All" first, each with the first of its
// photos as its cover, so a year's page shows pictures rather than only names; a category of
// videos, or one without photos, has a plain tile (nothing is fetched from the video service
// before a visitor asks for a video). Each card is a link to its category's page.
import { Link } from "../../components/Link.tsx";
import { usePicture } from "../../lib/use-layout.ts";
import type { CategoryLink } from "../../lib/view-models.ts";

export interface CoverCard extends CategoryLink {
  /** The address of the cover picture, if the category has a photo. */
  cover?: string | undefined;
}

export function CoverCards({ cards, label }: { cards: readonly CoverCard[]; label: string }) {
  const picture = usePicture();
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {cards.map((card) => (
        <li key={card.id}>
          <Link to={card.href} className="group block h-full overflow-hidden card">
            {card.cover ? (
              <img
                {...picture(card.cover, "(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw")}
                alt=""
                width={400}
                height={300}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] w-full bg-slate-100 object-cover transition group-hover:opacity-90"
              />
            ) : (
              <span aria-hidden="true" className="block aspect-[4/3] bg-slate-800" />
            )}
            <span className="block px-3 py-2 font-medium">{card.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

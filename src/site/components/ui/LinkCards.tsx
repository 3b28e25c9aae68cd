// A grid of cards, each a link to one page of a list (the departments, the committees).
import { Link } from "../Link.tsx";

export interface LinkCard {
  readonly id: string;
  readonly href: string;
  readonly name: string;
}

export function LinkCards({ cards }: { cards: readonly LinkCard[] }) {
  return (
    <ul className="grid gap-4 grid-cols-1 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.id}>
          <Link to={card.href} className="link-card">
            <span className="min-w-0">{card.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

// The principal message list (spec 2.3 fetches it without placing it): a short excerpt beside
// the about text, leading to the full message page.
import { useId } from "react";
import { Link } from "../../components/Link.tsx";
import { routes } from "#contract/links.ts";
import { usePicture } from "../../lib/use-layout.ts";
import { fill } from "../../i18n/use-text.ts";
import type { HomeText } from "./home-text.server.ts";

export interface PrincipalItem {
  id: string;
  name: string;
  designation: string;
  /** Plain text, already cut to length. */
  excerpt: string;
  imageUrl?: string;
}

export function PrincipalMessages({
  items,
  text,
}: {
  items: PrincipalItem[];
  text: Pick<HomeText, "principalMessage" | "readFullMessage" | "readFullMessageOf">;
}) {
  const picture = usePicture();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {text.principalMessage}
      </h2>
      {items.map((item) => (
        <article key={item.id} className="mt-6 card bg-slate-50 p-6 shadow-sm">
          <div className="flex items-center gap-4">
            {item.imageUrl ? (
              // The name beside the photo says who it is.
              <img
                {...picture(item.imageUrl, "5rem")}
                alt=""
                loading="lazy"
                className="size-20 rounded-full object-cover"
              />
            ) : null}
            <div className="min-w-0">
              <h3 className="text-lg font-semibold text-slate-900">{item.name}</h3>
              <p className="text-slate-600">{item.designation}</p>
            </div>
          </div>
          <p className="mt-4 text-slate-700">{item.excerpt}</p>
          <Link
            to={routes.principalMessage()}
            aria-label={fill(text.readFullMessageOf, { name: item.name })}
            className="mt-4 inline-block font-semibold text-accent underline underline-offset-4"
          >
            {text.readFullMessage}
          </Link>
        </article>
      ))}
    </section>
  );
}

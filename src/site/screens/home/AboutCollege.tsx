// The home about list (spec 2.3 fetches it without placing it): what a visitor new to the
// college reads first, right under the notice, event and quick link columns.
import { useId } from "react";
import type { SafeHtml } from "../../lib/sanitize.server.ts";
import { RichText } from "../../components/RichText.tsx";
import { usePicture } from "../../lib/use-layout.ts";

export interface AboutItem {
  id: string;
  title: string;
  html: SafeHtml;
  imageUrl?: string;
}

export function AboutCollege({ items }: { items: AboutItem[] }) {
  const picture = usePicture();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        About the college
      </h2>
      <div className="mt-6 space-y-8">
        {items.map((item) => (
          <article key={item.id} className="flex flex-col gap-4 sm:flex-row">
            {item.imageUrl ? (
              // Illustrative: the heading and text beside it carry the meaning.
              <img
                {...picture(item.imageUrl, "(min-width: 640px) 14rem, calc(100vw - 2rem)")}
                alt=""
                loading="lazy"
                className="aspect-video w-full rounded-lg object-cover sm:w-56 sm:shrink-0"
              />
            ) : null}
            <div>
              <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
              <RichText html={item.html} className="mt-2 text-slate-700" />
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}

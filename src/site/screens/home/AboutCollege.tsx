// The home about list (spec 2.3 fetches it without placing it): what a visitor new to the
// college reads first, right under the notice, event and quick link columns.
import { useId } from "react";
import type { SafeHtml } from "../../lib/sanitize.server.ts";
import { RichText } from "../../components/RichText.tsx";
import { FramedPicture } from "../../components/ui/FramedPicture.tsx";

export interface AboutItem {
  id: string;
  title: string;
  html: SafeHtml;
  imageUrl?: string;
}

export function AboutCollege({ items, title }: { items: AboutItem[]; title: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-6 space-y-8">
        {items.map((item) => (
          <article key={item.id} className="flex flex-col gap-4 sm:flex-row">
            {item.imageUrl ? (
              // Illustrative: the heading and text beside it carry the meaning.
              <FramedPicture
                url={item.imageUrl}
                widest={1080}
                className="aspect-video w-full rounded-lg sm:w-56 sm:shrink-0"
              />
            ) : null}
            <div className="min-w-0">
              <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
              <RichText html={item.html} className="mt-2 text-slate-700" />
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}

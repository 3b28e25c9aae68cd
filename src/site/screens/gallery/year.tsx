// /{photo|video}/gallery/year/{yearId}: one academic year's categories, "All" first, each a
// card with its cover. The gallery page reads it when a year is first opened; without
// JavaScript it is a page.
import { Link } from "../../components/Link.tsx";
import { routes } from "#contract/links.ts";
import { PageError } from "../../components/PageError.tsx";
import { PageFrame } from "../../components/section/PageFrame.tsx";
import { CoverCards } from "./CoverCards.tsx";
import { coverCards, galleryCategories, galleryKindOf, galleryYear } from "./gallery.server.ts";
import { sectionMeta } from "../../lib/section.ts";
import { metaDescription } from "../../lib/seo.ts";
import type { Route } from "./+types/year.ts";
import { galleryText, galleryTitle, galleryWords } from "./gallery-text.server.ts";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const kind = galleryKindOf(request, context);
  const year = await galleryYear(context, params.yearId);
  const categories = await galleryCategories(context, kind, year._id);
  const gallery = galleryTitle(context.locale, kind);
  const text = galleryText(context.locale, kind);
  const words = galleryWords(context.locale, kind);
  return {
    title: `${gallery} ${year.batchName}`,
    description: metaDescription(
      words.year({
        gallery,
        institute: context.tenant.insName,
        year: year.batchName,
        categories: categories.map((c) => c.category).join(", ") || words.allLower,
      }),
    ),
    text,
    path: routes.galleryYear(kind, year._id),
    gallery: {
      title: gallery,
      href: kind === "photo" ? routes.photoGallery() : routes.videoGallery(),
    },
    cards: await coverCards(context, kind, year, categories, text.all),
  };
}

export const meta = sectionMeta;
export const ErrorBoundary = PageError;

export default function GalleryYear({ loaderData }: Route.ComponentProps) {
  const { title, gallery, cards, text } = loaderData;
  return (
    <PageFrame title={title}>
      <div className="space-y-6">
        <CoverCards cards={cards} label={text.categories} />
        <p>
          <Link to={gallery.href} className="text-accent underline underline-offset-4">
            {text.back}
          </Link>
        </p>
      </div>
    </PageFrame>
  );
}

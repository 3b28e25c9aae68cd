// /{photo|video}/gallery/year/{yearId}: one academic year's categories, "All" first, each a
// card with its cover. The gallery page reads it when a year is first opened; without
// JavaScript it is a page.
import { Link } from "../../components/Link.tsx";
import { routes } from "#contract/links.ts";
import { PageError } from "../../components/PageError.tsx";
import { PageFrame } from "../../components/section/PageFrame.tsx";
import { CoverCards } from "./CoverCards.tsx";
import {
  coverCards,
  galleryCategories,
  galleryKindOf,
  galleryYear,
  GALLERY_TITLES,
} from "./gallery.server.ts";
import { sectionMeta } from "../../lib/section.ts";
import { metaDescription } from "../../lib/seo.ts";
import type { Route } from "./+types/year.ts";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const kind = galleryKindOf(request, context);
  const year = await galleryYear(context, params.yearId);
  const categories = await galleryCategories(context, kind, year._id);
  const gallery = GALLERY_TITLES[kind];
  return {
    title: `${gallery} ${year.batchName}`,
    description: metaDescription(
      `${gallery} of ${context.tenant.insName}, ${year.batchName}: ${
        categories.map((c) => c.category).join(", ") || "all"
      }.`,
    ),
    path: routes.galleryYear(kind, year._id),
    gallery: {
      title: gallery,
      href: kind === "photo" ? routes.photoGallery() : routes.videoGallery(),
    },
    cards: await coverCards(context, kind, year, categories),
  };
}

export const meta = sectionMeta;
export const ErrorBoundary = PageError;

export default function GalleryYear({ loaderData }: Route.ComponentProps) {
  const { title, gallery, cards } = loaderData;
  return (
    <PageFrame title={title}>
      <div className="space-y-6">
        <CoverCards cards={cards} label="Categories" />
        <p>
          <Link to={gallery.href} className="text-accent underline underline-offset-4">
            Back to the {gallery.title}
          </Link>
        </p>
      </div>
    </PageFrame>
  );
}

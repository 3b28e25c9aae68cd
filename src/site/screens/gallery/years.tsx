// /photo/gallery and /video/gallery (spec 2.12): the institute's academic years as collapsible
// sections. A year reads its categories when it is first opened (spec 4), from the year's own
// page, which is also where a visitor without JavaScript goes from the opened section. Years
// with nothing in this gallery are left out.
import { Link } from "../../components/Link.tsx";
import { routes } from "#contract/links.ts";
import { Disclosure } from "../../components/entries/Disclosure.tsx";
import { CategoryChips } from "../../components/CategoryChips.tsx";
import { PageError } from "../../components/PageError.tsx";
import { PageFrame } from "../../components/section/PageFrame.tsx";
import { filledYears, galleryKindOf, GALLERY_TITLES } from "./gallery.server.ts";
import { sectionMeta } from "../../lib/section.ts";
import { metaDescription } from "../../lib/seo.ts";
import { useLazyRead } from "../../lib/use-lazy-read.ts";
import type { Route } from "./+types/years.ts";
import type { loader as yearLoader } from "./year.tsx";

export async function loader({ context, request }: Route.LoaderArgs) {
  const kind = galleryKindOf(request);
  const years = await filledYears(context, kind);
  const title = GALLERY_TITLES[kind];
  return {
    title,
    description: metaDescription(
      `The ${kind === "photo" ? "photos" : "videos"} of ${context.tenant.insName}, by academic year.`,
    ),
    path: kind === "photo" ? routes.photoGallery() : routes.videoGallery(),
    years: years.map(({ year }) => ({
      id: year._id,
      name: year.batchName,
      href: routes.galleryYear(kind, year._id),
    })),
  };
}

export const meta = sectionMeta;
export const ErrorBoundary = PageError;

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { title, years } = loaderData;
  return (
    <PageFrame title={title}>
      {years.length === 0 ? (
        <p>Nothing has been added to the gallery yet.</p>
      ) : (
        <ul className="space-y-3">
          {years.map((year) => (
            <li key={year.id}>
              <GalleryYear year={year} />
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}

function GalleryYear({ year }: { year: { id: string; name: string; href: string } }) {
  const categories = useLazyRead<typeof yearLoader>(year.href);
  return (
    <Disclosure summary={year.name} onOpen={categories.load}>
      {categories.data ? (
        <CategoryChips links={categories.data.links} label={`Categories of ${year.name}`} />
      ) : categories.loading ? (
        <p role="status">Loading the categories…</p>
      ) : (
        <Link to={year.href} className="text-accent underline underline-offset-4">
          See the categories of {year.name}
        </Link>
      )}
    </Disclosure>
  );
}

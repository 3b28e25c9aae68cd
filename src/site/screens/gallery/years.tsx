// /photo/gallery and /video/gallery (spec 2.12): the institute's academic years, newest first,
// as collapsible sections. A year reads its categories when it is first opened (spec 4), from
// the year's own page, which is also where a visitor without JavaScript goes from the opened
// section. Years with nothing in this gallery are left out.
import { Link } from "../../components/Link.tsx";
import { ALL_CATEGORIES, routes } from "#contract/links.ts";
import { Disclosure } from "../../components/entries/Disclosure.tsx";
import { PageError } from "../../components/PageError.tsx";
import { PageFrame } from "../../components/section/PageFrame.tsx";
import { CoverCards } from "./CoverCards.tsx";
import { coverOf, filledYears, galleryKindOf } from "./gallery.server.ts";
import { usePicture } from "../../lib/use-layout.ts";
import { sectionMeta } from "../../lib/section.ts";
import { metaDescription } from "../../lib/seo.ts";
import { useLazyRead } from "../../lib/use-lazy-read.ts";
import type { Route } from "./+types/years.ts";
import type { loader as yearLoader } from "./year.tsx";
import {
  galleryText,
  galleryTitle,
  galleryWords,
  type GalleryText,
} from "./gallery-text.server.ts";
import { fill } from "../../i18n/use-text.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const kind = galleryKindOf(request, context);
  const years = await filledYears(context, kind);
  const title = galleryTitle(context.locale, kind);
  return {
    title,
    description: metaDescription(galleryWords(context.locale, kind).years(context.tenant.insName)),
    text: galleryText(context.locale, kind),
    path: kind === "photo" ? routes.photoGallery() : routes.videoGallery(),
    years: await Promise.all(
      years.map(async ({ year }) => ({
        id: year._id,
        name: year.batchName,
        href: routes.galleryYear(kind, year._id),
        cover: await coverOf(context, kind, year._id, ALL_CATEGORIES),
      })),
    ),
  };
}

export const meta = sectionMeta;
export const ErrorBoundary = PageError;

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { title, years, text } = loaderData;
  return (
    <PageFrame title={title}>
      {years.length === 0 ? (
        <p>{text.nothing}</p>
      ) : (
        <ul className="space-y-3">
          {years.map((year) => (
            <li key={year.id}>
              <GalleryYear year={year} text={text} />
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}

function GalleryYear({
  year,
  text,
}: {
  year: { id: string; name: string; href: string; cover: string | undefined };
  text: Pick<GalleryText, "categoriesOf" | "loading" | "seeCategoriesOf">;
}) {
  const categories = useLazyRead<typeof yearLoader>(year.href);
  const picture = usePicture();
  // The year's first photo beside its name: the gallery shows pictures before a year opens.
  const summary = (
    <span className="flex items-center gap-3">
      {year.cover ? (
        <img
          {...picture(year.cover, "6rem")}
          alt=""
          width={96}
          height={72}
          loading="lazy"
          decoding="async"
          className="h-12 w-16 shrink-0 rounded bg-slate-100 object-cover sm:h-18 sm:w-24"
        />
      ) : null}
      {year.name}
    </span>
  );
  return (
    <Disclosure summary={summary} onOpen={categories.load}>
      {categories.data ? (
        <CoverCards
          cards={categories.data.cards}
          label={fill(text.categoriesOf, { year: year.name })}
        />
      ) : categories.loading ? (
        <p role="status">{text.loading}</p>
      ) : (
        <Link to={year.href} className="text-accent underline underline-offset-4">
          {fill(text.seeCategoriesOf, { year: year.name })}
        </Link>
      )}
    </Disclosure>
  );
}

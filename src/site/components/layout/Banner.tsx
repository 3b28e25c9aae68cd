// The institute banner under the top bar: logo, affiliation, name, accreditations and address,
// and on desktop a phone and e-mail block. On a phone, the logo and name alone: the first
// screen is for the page. The name is the banner's title but not a heading:
// every page's own <h1> is its title.
import { Link } from "../Link.tsx";
import type { LayoutData } from "../../lib/layout.server.ts";
import { CONTACT_LINK, ContactItems } from "./ContactItems.tsx";
import { Emblem } from "./icons.tsx";
import { usePicture } from "../../lib/use-layout.ts";
import { fill, useText } from "../../i18n/use-text.ts";

export function Banner({ layout }: { layout: LayoutData }) {
  const picture = usePicture();
  const text = useText();
  return (
    <div className="bg-white">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 sm:gap-4 sm:py-4">
        <Link to="/" className="shrink-0 rounded focus-visible:outline-accent">
          {layout.logoUrl ? (
            <img
              {...picture(layout.logoUrl, "(min-width: 1024px) 6rem, 4rem")}
              alt={fill(text.frame_home_of, { name: layout.name })}
              width={96}
              height={96}
              className="size-12 object-contain sm:size-16 lg:size-24"
              // A small picture, never the page's largest paint: at the default priority React
              // would preload it in the head, where it competes with the stylesheet and the
              // landing page's banner on a slow link.
              fetchPriority="low"
            />
          ) : (
            <>
              <Emblem className="size-12 text-accent sm:size-16 lg:size-24" />
              <span className="sr-only">{fill(text.frame_home_of, { name: layout.name })}</span>
            </>
          )}
        </Link>
        <div className="min-w-0 flex-1">
          {layout.affiliation ? (
            <p className="hidden text-xs text-slate-600 sm:block lg:text-sm">
              {layout.affiliation}
            </p>
          ) : null}
          <p className="text-lg leading-tight font-bold text-balance text-accent sm:text-xl lg:text-3xl">
            {layout.name}
          </p>
          {layout.accreditations ? (
            <p className="mt-1 hidden text-xs font-medium text-slate-700 sm:block lg:text-sm">
              {layout.accreditations}
            </p>
          ) : null}
          {layout.address ? (
            <p className="hidden text-xs text-slate-600 sm:block lg:text-sm">{layout.address}</p>
          ) : null}
        </div>
        {layout.phone || layout.email ? (
          <ul className="hidden max-w-xs shrink-0 space-y-1 border-l border-slate-200 pl-4 text-sm text-slate-800 lg:block">
            <ContactItems
              phone={layout.phone}
              email={layout.email}
              linkClassName={`${CONTACT_LINK} focus-visible:outline-accent`}
            />
          </ul>
        ) : null}
      </div>
    </div>
  );
}

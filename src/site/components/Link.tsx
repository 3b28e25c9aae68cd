// A link to a page of this site: a plain <a> in the server's HTML, followed by the client
// router once the page has hydrated.
//
// React Router's <Link> resolves its target, builds a click handler and reads the router's
// state for every link it renders: on the landing page's 200 links that was a tenth of a
// full render's time (issue 10). Our targets are already absolute addresses, so a link needs
// none of that; one listener on the window (useLinkNavigation) turns a click on any of them
// into a client navigation, with React Router's own rules for which clicks it takes.
//
// A page in Hindi or Marathi is served under its language's prefix (`/hi`), React Router's
// basename there: a link's target is written without it and shown with it, so every link of
// a page stays in the page's language.
import { useLayoutEffect, type AnchorHTMLAttributes } from "react";
import { useNavigate } from "react-router";
import { localePath } from "../i18n/locale.ts";
import { useBasename } from "../i18n/use-text.ts";

// A link's attributes: `data-discover` marks the links the client router follows (React
// Router's lazy route discovery reads it too, to fetch the routes of the links on the page);
// `data-replace`, that the navigation replaces the current history entry instead of adding
// one; `data-keep-scroll`, that the window keeps its scroll position (a tab or chip that
// changes part of the page).
const ROUTED = "data-discover";
const REPLACE = "data-replace";
const KEEP_SCROLL = "data-keep-scroll";

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** An absolute path of this site, with its query and fragment if any. */
  to: string;
  replace?: boolean;
  preventScrollReset?: boolean;
}

export function Link({ to, replace, preventScrollReset, ...attributes }: LinkProps) {
  const basename = useBasename();
  return (
    <a
      {...attributes}
      href={to.startsWith("/") ? localePath(basename, to) : to}
      data-discover="true"
      data-replace={replace ? "" : undefined}
      data-keep-scroll={preventScrollReset ? "" : undefined}
    />
  );
}

/** The click a browser would follow in this tab: the main button, no modifier key. */
export function plainClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/**
 * Follows clicks on this site's links with the client router. Called once, by the root route.
 * It listens on the window, after React's own handlers (on the document), so a link's
 * `onClick` runs first and may cancel the navigation. It starts in a layout effect, in the
 * commit that ends hydration: a click that makes React finish hydrating at once is then still
 * taken, since the window's listeners are read when the click reaches the window. A click
 * before that is the browser's own navigation, as without JavaScript.
 */
export function useLinkNavigation(): void {
  const navigate = useNavigate();
  const basename = useBasename();
  useLayoutEffect(() => {
    function onClick(event: MouseEvent) {
      if (!plainClick(event) || !(event.target instanceof Element)) return;
      const link = event.target.closest<HTMLAnchorElement>(`a[${ROUTED}]`);
      if (!link || (link.target && link.target !== "_self") || link.hasAttribute("download")) {
        return;
      }
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      // The router's addresses are the page's language's: a link out of it (the switcher's,
      // which carries no data-discover) loads as a new page.
      const pathname = inBasename(url.pathname, basename);
      if (pathname === null) return;
      event.preventDefault();
      const to = `${pathname}${url.search}${url.hash}`;
      const there = `${url.pathname}${url.search}${url.hash}`;
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      void navigate(to, {
        // Following a link to the page already shown does not add a history entry.
        replace: link.hasAttribute(REPLACE) || there === here,
        preventScrollReset: link.hasAttribute(KEEP_SCROLL),
      });
    }
    window.addEventListener("click", onClick);
    return () => window.removeEventListener("click", onClick);
  }, [navigate, basename]);
}

/** A path of the site without the page's basename; null when it is outside it. */
function inBasename(pathname: string, basename: string): string | null {
  if (!basename) return pathname;
  if (pathname === basename) return "/";
  return pathname.startsWith(`${basename}/`) ? pathname.slice(basename.length) : null;
}

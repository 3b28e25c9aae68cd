// The document shell: language, title, favicon, accent colour (the page's, and the one a phone's
// browser gives its address bar); the site frame around every page; and the last-resort error
// page when even the frame cannot load.
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { PageStyles } from "./components/layout/PageStyles.tsx";
import { ReadingScript } from "./components/layout/ReadingControls.tsx";
import { useLinkNavigation } from "./components/Link.tsx";
import { SiteFrame } from "./components/layout/SiteFrame.tsx";
import { loadLayout, type LayoutData } from "./lib/layout.server.ts";
import type { Route } from "./+types/root.ts";

export async function loader({ context }: Route.LoaderArgs) {
  return loadLayout(context);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const layout = useRouteLoaderData<LayoutData>("root");
  return (
    <html lang={layout?.locale ?? "en"} style={layout?.themeStyle}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {layout ? <meta name="theme-color" content={layout.accent} /> : null}
        <PageStyles />
        <ReadingScript />
        {layout?.faviconUrl ? <link rel="icon" href={layout.faviconUrl} /> : null}
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const layout = useLoaderData<typeof loader>();
  useLinkNavigation();
  return (
    <SiteFrame layout={layout}>
      <Outlet />
    </SiteFrame>
  );
}

/** The frame's words, or English when even the frame did not load (this page's `lang`). */
const LAST_RESORT = {
  error_not_found_title: "Page not found",
  error_site_title: "The site could not be loaded just now",
  error_no_page: "There is no page at this address.",
  error_try_later: "Please try again in a moment.",
  error_try_again: "Try again",
};

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 503;
  const text = useRouteLoaderData<LayoutData>("root")?.text ?? LAST_RESORT;
  return (
    <main className="mx-auto max-w-xl p-8">
      <h1 className="text-2xl font-semibold">
        {status === 404 ? text.error_not_found_title : text.error_site_title}
      </h1>
      <p className="mt-4">{status === 404 ? text.error_no_page : text.error_try_later}</p>
      <a className="mt-6 inline-block underline" href="">
        {text.error_try_again}
      </a>
    </main>
  );
}

// The document shell: language, title, favicon, accent colour; the site frame around every
// page; and the last-resort error page when even the frame cannot load.
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
    <html lang="en" style={layout?.themeStyle}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <PageStyles />
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

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 503;
  return (
    <main className="mx-auto max-w-xl p-8">
      <h1 className="text-2xl font-semibold">
        {status === 404 ? "Page not found" : "The site could not be loaded just now"}
      </h1>
      <p className="mt-4">
        {status === 404 ? "There is no page at this address." : "Please try again in a moment."}
      </p>
      <a className="mt-6 inline-block underline" href="">
        Try again
      </a>
    </main>
  );
}

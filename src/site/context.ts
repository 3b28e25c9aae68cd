// What the server hands every loader: the tenant the host resolved to, the content reader
// bound to that host, and the nonce of this response's Content-Security-Policy.
import type { HostLink, Languages, Locale } from "#contract/index.ts";
import type { PlatformClient } from "./platform/client.server.ts";

/** The server's logger (pino's), for what goes wrong while a page is made. */
export interface SiteLog {
  error(details: object, message: string): void;
  debug(details: object, message: string): void;
}

// A type, not an interface: React Router's context has an index signature it must meet.
export type SiteContext = {
  platform: PlatformClient;
  tenant: HostLink;
  /** The normalised host of the request. */
  host: string;
  /** The tenant's primary host, and the origin built from it: canonical and Open Graph URLs
   * come from here, never from request headers. */
  primaryHost: string;
  origin: string;
  nonce: string;
  /** The site's own settings. */
  mediaBaseUrl: string;
  /** The media base serves this store's pictures, with their smaller copies (decision 028);
   * not when the site reads a live platform. */
  pictureCopies: boolean;
  /** The site reads a live platform, which has no search and no disclosure report: neither
   * is offered, and their addresses are not found. */
  livePlatform: boolean;
  https: boolean;
  /** Vite development server: its scripts carry no nonce. */
  development: boolean;
  log: SiteLog;
  /** The page's language, from its address (issue 24), and the languages the site offers. */
  locale: Locale;
  languages: Languages;
  /** The prefix of the page's language in its address (`/hi`), or "" for the default's. */
  basename: string;
  /** When the institute's content last came into the store (ISO 8601), an import or a mirror's
   * pass that found it changed: what a page without dated items says it was last updated
   * (decision 092). Null when the site reads a live platform, which does not say. */
  importedAt: string | null;
};

declare module "react-router" {
  // React Router's load context is an open interface; ours is SiteContext.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends SiteContext {}
}

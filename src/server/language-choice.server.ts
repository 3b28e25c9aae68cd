// A visitor's choice of language, remembered for their next visit (issue 24) while every page
// stays the same bytes for every visitor (decision 068). The switcher's links carry a flag
// (`/hi/notice?remember`); the server answers such an address with a cookie and a redirect to
// the address without the flag. The cookie is set only for a language other than the
// institute's default (choosing the default clears it), so a request that carries it is one
// of the few to look at: a plain (default-language) address asked with it is sent to the same
// page in the chosen language. No page reads the cookie: the redirect is made before any page
// is looked up, here and in the shared cache's configuration (deploy/varnish/default.vcl),
// and a kept page is never answered at the door to a request that carries it.
import type { Languages, Locale } from "#contract/locales.ts";
import { localePath, REMEMBER_PARAM } from "#site/i18n/locale.ts";

const LANGUAGE_COOKIE = "prospectus-language";

const COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`);
const A_YEAR_S = 365 * 24 * 60 * 60;
/** A redirect that depends on the visitor is kept by no cache. */
const PRIVATE = { "cache-control": "no-store", vary: "Cookie" };

/**
 * A path and query of this site, for a redirect's Location. A request's path may begin with
 * several slashes (`//evil.example`, or `/en//evil.example` once its prefix is taken off),
 * which a browser reads as another site's address: every redirect made from a request's
 * path goes through here, and stays on the host it was asked on.
 */
export function onThisSite(pathAndQuery: string): string {
  return `/${pathAndQuery.replace(/^[/\\]+/, "")}`;
}

/** Whether a request's cookies hold a choice of language. */
export function choseLanguage(cookies: string | undefined): boolean {
  return cookies !== undefined && COOKIE_VALUE.test(cookies);
}

/** The answer to an address with the switcher's flag: remember its language, go to it. */
export function rememberChoice(
  url: URL,
  locale: Locale,
  languages: Languages,
  https: boolean,
): Response | null {
  if (!url.searchParams.has(REMEMBER_PARAM)) return null;
  const to = new URL(url);
  to.searchParams.delete(REMEMBER_PARAM);
  const value = locale === languages.default ? "" : locale;
  const cookie = [
    `${LANGUAGE_COOKIE}=${value}`,
    "Path=/",
    `Max-Age=${value ? A_YEAR_S : 0}`,
    "SameSite=Lax",
    "HttpOnly",
    ...(https ? ["Secure"] : []),
  ].join("; ");
  return new Response(null, {
    status: 303,
    headers: {
      location: onThisSite(`${to.pathname}${to.search}`),
      "set-cookie": cookie,
      ...PRIVATE,
    },
  });
}

/** A plain address asked by a visitor who chose another offered language: that page in it. */
export function toChosenLanguage(
  url: URL,
  cookies: string | undefined,
  languages: Languages,
): Response | null {
  const chosen = cookies === undefined ? undefined : COOKIE_VALUE.exec(cookies)?.[1];
  const locale = languages.offered.find((l) => l === chosen && l !== languages.default);
  if (!locale) return null;
  return new Response(null, {
    status: 302,
    headers: {
      location: onThisSite(`${localePath(`/${locale}`, url.pathname)}${url.search}`),
      ...PRIVATE,
    },
  });
}

// The language switch on every page (issue 24; GIGW asks for one on every page of a bilingual
// site): a plain link to this same page in each other language the institute offers, each
// name written in its own language and script. A plain link, not the client router's: the
// other language is another basename, so the browser loads its page, with or without
// JavaScript; the server remembers the choice for the visitor's next visit
// (server/language-choice.server.ts). A page that did not load (a 404, an error) is in no language: the links go to
// each language's home page, and its address is never written back into the page.
import { usePageAddress } from "../../lib/use-page-address.ts";
import { choiceHref, ENDONYMS } from "../../i18n/locale.ts";
import type { LayoutData } from "../../lib/layout.server.ts";

export function LanguageSwitcher({ layout }: { layout: LayoutData }) {
  // The location the router gives is the page's address within its language, without prefix.
  const { pathname, search } = usePageAddress() ?? { pathname: "/", search: "" };
  const { locale, languages } = layout;
  if (languages.length < 2) return null;
  return (
    <nav
      aria-label={layout.text.frame_language}
      className="bg-slate-100 text-sm text-slate-800 print:hidden"
    >
      <ul className="mx-auto flex max-w-7xl flex-wrap justify-end gap-x-4 px-3 py-1">
        {languages.map((language) =>
          language.locale === locale ? (
            <li
              key={language.locale}
              lang={language.locale}
              aria-current="true"
              className="font-semibold"
            >
              {ENDONYMS[language.locale]}
            </li>
          ) : (
            <li key={language.locale}>
              <a
                href={choiceHref(language.prefix, pathname, search)}
                lang={language.locale}
                hrefLang={language.locale}
                className="underline-offset-2 hover:underline focus-visible:outline-accent"
              >
                {ENDONYMS[language.locale]}
              </a>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

// The frame of every page (spec 2.1): skip link, header (top bar, banner, main menu), the page
// in <main>, footer; all inside the file viewer, which any part of the page can open.
import type { ReactNode } from "react";
import type { LayoutData } from "../../lib/layout.server.ts";
import { usePageAddress } from "../../lib/use-page-address.ts";
import { FileViewerProvider } from "../FileViewer.tsx";
import { LastUpdated } from "../LastUpdated.tsx";
import { Banner } from "./Banner.tsx";
import { Footer } from "./Footer.tsx";
import { LanguageSwitcher } from "./LanguageSwitcher.tsx";
import { MainMenu } from "./MainMenu.tsx";
import { TopBar } from "./TopBar.tsx";

export function SiteFrame({ layout, children }: { layout: LayoutData; children: ReactNode }) {
  return (
    <FileViewerProvider>
      <a href="#main" className="skip-link print:hidden">
        {layout.text.frame_skip_link}
      </a>
      <header>
        <LanguageSwitcher layout={layout} />
        <TopBar
          social={layout.social}
          top={layout.topBar}
          main={layout.mainMenu}
          search={!layout.livePlatform}
        />
        <Banner layout={layout} />
        <MainMenu entries={layout.mainMenu} />
      </header>
      <main id="main" tabIndex={-1} className="focus:outline-none">
        {children}
        <LastUpdated />
      </main>
      <Footer layout={layout} />
      <PrintedAddress origin={layout.origin} />
    </FileViewerProvider>
  );
}

/**
 * Printed only: the page's own address under its content, so a paper copy leads back. A page
 * that did not load (a 404, an error) has no address of its own to give.
 */
function PrintedAddress({ origin }: { origin: string }) {
  const address = usePageAddress();
  if (!address) return null;
  return (
    <p className="hidden px-4 pt-4 text-sm break-all print:block">
      {origin}
      {address.pathname}
      {address.search}
    </p>
  );
}

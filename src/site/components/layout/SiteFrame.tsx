import type { ReactNode } from "react";
import type { LayoutData } from "../../lib/layout.server.ts";

export function SiteFrame({ layout, children }: { layout: LayoutData; children: ReactNode }) {
  return (
    <>
      <header>
        <p>{layout.name}</p>
      </header>
      <main id="main">{children}</main>
    </>
  );
}

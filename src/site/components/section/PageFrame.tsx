// The frame of an inner screen without tabs: the cover banner with its title, then the page.
// Such a page's loader returns PageData and the route exports `meta = sectionMeta`.
import type { ReactNode } from "react";
import { CoverBanner } from "../CoverBanner.tsx";

export function PageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <CoverBanner title={title} />
      <div className="page-body">{children}</div>
    </>
  );
}

// A visible link to a page's feed, beside the <link rel="alternate"> of its metadata: a file
// for feed readers and calendar apps, so a plain link rather than a client-side navigation.
import type { ReactNode } from "react";
import type { PageFeed } from "../lib/seo.ts";

export function FeedLink({ feed, children }: { feed: PageFeed; children: ReactNode }) {
  return (
    <p className="mb-4 text-right text-sm">
      <a
        href={feed.path}
        type={feed.type}
        className="text-accent underline underline-offset-4 hover:no-underline"
      >
        {children}
      </a>
    </p>
  );
}

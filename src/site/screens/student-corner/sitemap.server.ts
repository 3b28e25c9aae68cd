// The student corner in the sitemap: its page, and each entry's without a file (an entry with
// one opens the file in the viewer).
import { routes } from "#contract/links.ts";
import { present } from "../../lib/resource.server.ts";
import { paths, type SitemapSource } from "../../lib/sitemap.server.ts";

export const sitemap: SitemapSource = {
  routes: ["student-corner/index", "screens/student-corner/items"],
  pages: async ({ platform }, { lcid }) => {
    if (!lcid) return [];
    const corner = present(await platform.read("studentCorner", { id: lcid })) ?? [];
    return paths([
      routes.studentCorner(lcid),
      ...corner.filter((i) => !i.pdf_key).map((i) => routes.studentCornerLevel(lcid, i._id)),
    ]);
  },
};

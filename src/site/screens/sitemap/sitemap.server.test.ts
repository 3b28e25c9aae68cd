// The sitemap's sources against the route table (src/site/routes.ts): walking the table's
// routes, every one that answers an address has a screen family's source that lists its pages,
// or is named among the routes with none in the pages files; and the sources stand in the
// table's order, which is the order of the sitemap's pages. A screen added to the table and
// not to the sitemap fails here.
import { describe, expect, it } from "vitest";
import { LEAF_ROUTES } from "#test/support/route-table.ts";
import { NOT_IN_PAGES_FILES, SITEMAP_SOURCES } from "./sitemap.server.ts";

const claimed = SITEMAP_SOURCES.flatMap((source) => source.routes);
const notListed = new Set<string>(Object.keys(NOT_IN_PAGES_FILES));

describe("the sitemap's sources", () => {
  it("list the pages of every route of the table, or say why they have none", () => {
    const sourced = new Set<string>(claimed);
    const without = LEAF_ROUTES.filter((id) => !sourced.has(id) && !notListed.has(id));
    expect(without, "routes with no sitemap source").toEqual([]);
  });

  it("name only routes of the table, each once", () => {
    const table = new Set(LEAF_ROUTES);
    expect([...claimed, ...notListed].filter((id) => !table.has(id))).toEqual([]);
    expect(claimed.filter((id, i) => claimed.indexOf(id) !== i || notListed.has(id))).toEqual([]);
  });

  it("stand in the order of the route table", () => {
    expect(claimed).toEqual(LEAF_ROUTES.filter((id) => !notListed.has(id)));
  });
});

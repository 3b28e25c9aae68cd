// The projection and its inverse undo each other: every demo institute, projected into the
// rows the API serves and read back, is the bundle it was.
import { describe, expect, it } from "vitest";
import { bundle as bundleSchema, type Bundle, type MouCollab } from "#contract/index.ts";
import { demoBundles } from "#demo/generate.server.ts";
import { minimalTenant } from "#demo/minimal.server.ts";
import { bundleOfRows, mouEntry, projectBundle } from "./project.server.ts";

const institutes: Bundle[] = [
  ...(await demoBundles()).map((source) => bundleSchema.parse(source.json)),
  minimalTenant(0).json,
];

describe("the projection inverted", () => {
  it.each(institutes.map((b) => [b.institute.insName, b] as const))(
    "gives %s back from its rows",
    (_name, bundle) => {
      const rows = projectBundle(bundle);
      const site = {
        hosts: bundle.hosts,
        ...(bundle.languages ? { languages: bundle.languages } : {}),
      };
      expect(bundleOfRows(rows, site)).toEqual(bundle);
    },
  );

  it("reads a department's MOUs from the MOU call, all but their link labels", () => {
    const bundle = institutes[0]!;
    const served = projectBundle(bundle).filter((r) => r.kind === "department_mou");
    const entries = bundle.departments.flatMap((d) => d.mou_collaboration ?? []);
    expect(served.length).toBeGreaterThan(0);
    expect(served.map((r) => mouEntry(r.body as MouCollab))).toEqual(
      entries.map(({ link_label: _label, ...entry }) => entry),
    );
  });
});

// Demo bundles to change in tests: deep copies, so no test sees another's edits.
import { bundle as bundleSchema, type Bundle } from "#contract/index.ts";
import type { BundleSource } from "#server/content/bundle-io.server.ts";
import { demoBundles, type DemoBundle } from "#server/demo/generate.server.ts";
import { minimalTenant } from "#server/demo/minimal.server.ts";

const demos: DemoBundle[] = demoBundles();

export function demo(index: number): DemoBundle {
  const source = demos[index];
  if (!source) throw new Error(`no demo institute ${index}`);
  return source;
}

/** A copy of a demo bundle's JSON, typed, for a test to change. */
export function demoJson(index: number): Bundle {
  return bundleSchema.parse(structuredClone(demo(index).json));
}

export function withJson(index: number, json: unknown, media = demo(index).media): BundleSource {
  return { json, media };
}

/** A 24-hex id derived from a number, for synthetic documents. */
export function syntheticId(n: number): string {
  return `e${n.toString(16).padStart(23, "0")}`;
}

/**
 * A third institute (minimal, on a host of its own) with the first demo institute's notices
 * under its own ids: its words overlap the demo's, so content of the wrong institute could not
 * hide behind different words. `more` adds to or replaces its content.
 */
export function lookalikeTenant(more: (source: Bundle) => Partial<Bundle>): BundleSource & {
  json: Bundle;
} {
  const { json: tenant, media } = minimalTenant(3);
  const source = demoJson(0);
  const notices = source.notices.map((notice, i) => ({
    ...notice,
    _id: syntheticId(1000 + i),
    announcementDocument: [],
  }));
  const extra = more(source);
  return {
    json: { ...tenant, ...extra, notices: [...notices, ...(extra.notices ?? [])] },
    media,
  };
}

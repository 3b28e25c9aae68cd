// Demo bundles to change in tests: deep copies, so no test sees another's edits.
import { bundle as bundleSchema, type Bundle } from "#contract/index.ts";
import type { BundleSource } from "#server/content/bundle-io.server.ts";
import { demoBundles, type DemoBundle } from "#server/demo/generate.server.ts";

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

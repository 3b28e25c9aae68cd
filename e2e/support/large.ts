// A large institute for the browser tests (issue 22), at sizes where its lists run to pages and
// a year's gallery categories and the departments overflow a phone's width: photos, albums
// and departments of the first demo institute repeated (test/support/large.ts), its files
// under keys of its own, as the demo institute served beside it holds the demo's.
import type { BundleSource } from "#server/content/bundle-io.server.ts";
import { largeTenant } from "#test/support/large.ts";

export const LARGE_HOST = "large.localhost";

export function largeE2eTenant() {
  const source = largeTenant(
    { notices: 10, events: 10, staff: 10, departments: 30, albums: 45, photos: 300 },
    LARGE_HOST,
  );
  const rekey = (key: string) => `large/${key}`;
  const rekeyed = (value: unknown): unknown => {
    if (typeof value === "string") return source.media.has(value) ? rekey(value) : value;
    if (Array.isArray(value)) return value.map(rekeyed);
    if (typeof value === "object" && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rekeyed(v)]));
    }
    return value;
  };
  return {
    json: source.json,
    bundle: {
      json: rekeyed(source.json),
      media: new Map([...source.media].map(([key, bytes]) => [rekey(key), bytes])),
    } satisfies BundleSource,
  };
}

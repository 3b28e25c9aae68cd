// A large institute for the browser tests (issue 22), at sizes where its lists run to pages and
// a year's gallery categories and the departments overflow a phone's width: photos, albums
// and departments of the first demo institute repeated (test/support/large.ts), its files
// under keys of its own, as the demo institute served beside it holds the demo's.
import { largeTenant } from "#test/support/large.ts";

export const LARGE_HOST = "large.localhost";

export function largeE2eTenant() {
  const source = largeTenant(
    { notices: 10, events: 10, staff: 10, departments: 30, albums: 45, photos: 300 },
    LARGE_HOST,
  );
  return { json: source.json, bundle: source };
}

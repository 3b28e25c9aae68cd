// The campus screens of an institute that has added nothing to them (spec 5: missing data
// renders empty): infrastructure, student zone, activities and both galleries answer 200 with
// their empty states on every store, and addresses naming nothing of it answer 404.
import { describe, expect, it } from "vitest";
import { minimalTenant } from "#demo/minimal.server.ts";
import { backends } from "#test/support/stores.ts";
import { storeServer } from "#test/support/server.ts";

const EMPTY_PAGES: [string, RegExp][] = [
  ["/infrastructure", /Nothing has been added here yet\./],
  ["/infrastructure/botanical-garden", /Nothing has been added here yet\./],
  ["/student/zone/alumni", /Nothing has been added here yet\./],
  ["/student/zone/notice", /There are no notices yet\./],
  ["/institute/activity/sport", /No activities have been added yet\./],
  ["/institute/activity/other", /No activities have been added yet\./],
  ["/photo/gallery", /Nothing has been added to the gallery yet\./],
  ["/video/gallery", /Nothing has been added to the gallery yet\./],
];

const MISSING = [
  "/institute/activity/sport/detail/0123456789abcdef01234567",
  "/photo/gallery/year/0123456789abcdef01234567",
  "/video/gallery/year/0123456789abcdef01234567/category/all",
  "/infrastructure/custom/0123456789abcdef01234567",
];

describe.each(backends)("the campus screens of an empty institute ($name)", (backend) => {
  const tenant = minimalTenant(7);
  const host = tenant.json.hosts[0] ?? "";

  const running = storeServer([tenant], {}, backend);

  it.each(EMPTY_PAGES)("%s renders its empty state", async (path, empty) => {
    const reply = await running.get(path, { host });
    expect(reply.status).toBe(200);
    expect(reply.text).toMatch(empty);
  });

  it.each(MISSING)("%s is a 404 inside the frame", async (path) => {
    const reply = await running.get(path, { host });
    expect(reply.status).toBe(404);
    expect(reply.text).toContain("Page not found");
    expect(reply.text).toContain(tenant.json.institute.insName);
  });
});

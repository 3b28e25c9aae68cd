// The host decides the institute: each demo host shows its own college and never another's,
// and a host no college owns gets a plain 404 page with no tenant's data.
import { describe, expect, it } from "vitest";
import { suiteBrowser, openPage, siteUrl } from "./support/browser.ts";

const SAHYADRI = "Sahyadri Arts, Science and Commerce College, Pune";
const KRISHNA = "Krishna Valley College of Science and Commerce, Sangli";

describe("tenancy", () => {
  const browser = suiteBrowser();

  it.each([
    ["localhost", SAHYADRI, KRISHNA],
    ["krishna.localhost", KRISHNA, SAHYADRI],
  ])("%s shows its own institute only", async (host, own, other) => {
    const { page, errors, close } = await openPage(browser());
    try {
      const response = await page.goto(siteUrl(host, "/notice"));
      expect(response?.status()).toBe(200);
      const text = await page.locator("body").innerText();
      expect(text).toContain(own);
      expect(text).not.toContain(other);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("answers an unknown host with a plain 404 page", async () => {
    const { page, close } = await openPage(browser());
    try {
      const response = await page.goto(siteUrl("no-such-college.localhost", "/"));
      expect(response?.status()).toBe(404);
      const text = await page.locator("body").innerText();
      expect(text).toContain("No college is served at this address");
      expect(text).not.toContain(SAHYADRI);
      expect(text).not.toContain(KRISHNA);
    } finally {
      await close();
    }
  });
});

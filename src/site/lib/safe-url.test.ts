// Which links lead to another site (issue 62): an institute's own site and its media host, where
// its files are kept, are not another site; addresses that are not web pages stay here too.
import { describe, expect, it } from "vitest";
import { isOtherSite } from "./safe-url.ts";

const OWN = ["https://college.example.in", "https://media.example.net/files"];

describe("isOtherSite", () => {
  it("is true for a web page on any other host", () => {
    expect(isOtherSite("https://ugc.gov.in/page", OWN)).toBe(true);
    expect(isOtherSite("http://www.college.example.in/", OWN)).toBe(true);
    expect(isOtherSite("https://example.in.evil.test/college.example.in", OWN)).toBe(true);
  });

  it("is false for the institute's own site and its media host, whatever the path", () => {
    expect(isOtherSite("https://college.example.in/notice", OWN)).toBe(false);
    expect(isOtherSite("http://college.example.in:8080/", OWN)).toBe(false);
    expect(isOtherSite("https://media.example.net/other/prospectus.pdf", OWN)).toBe(false);
  });

  it("is false for a relative address, mail, a phone number or what does not parse", () => {
    expect(isOtherSite("/notice", OWN)).toBe(false);
    expect(isOtherSite("mailto:office@college.example.in", OWN)).toBe(false);
    expect(isOtherSite("tel:+911234567890", OWN)).toBe(false);
    expect(isOtherSite("http://", OWN)).toBe(false);
  });
});

// Over real HTTP (issue 62, decision 088): every page of any institute carries the text size
// and contrast controls and the head script that applies the visitor's choice, allowed by its
// hash and the same bytes for every visitor; a link to another site carries a visible mark and
// says so in the page's language, a link of the institute's own does not.
import { createHash } from "node:crypto";
import { DomUtils, parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { PLATFORM_LOGIN_URL } from "#contract/links.ts";
import type { Locale } from "#contract/locales.ts";
import { sparseTenant } from "#test/support/bundles.ts";
import { storeServer } from "#test/support/server.ts";
import { word } from "#test/support/words.ts";

const PAGES: { locale: Locale; path: string }[] = [
  { locale: "en", path: "/" },
  { locale: "hi", path: "/hi/notice" },
  { locale: "mr", path: "/mr/contact/us" },
];

describe("text size and contrast controls, and links to other sites", () => {
  const sparse = sparseTenant();
  const host = sparse.json.hosts[0] ?? "";
  const running = storeServer([sparse]);

  it("every page carries the controls and the script that applies the choice before the body", async () => {
    for (const { locale, path } of PAGES) {
      const page = await running.get(path, { host });
      expect(page.status, path).toBe(200);
      const again = await running.get(path, { host });
      expect(again.text, path).toBe(page.text);

      const head = page.text.slice(0, page.text.indexOf("</head>"));
      const script =
        /<script[^>]*>(\(function\(\)\{var d=document\.documentElement.*?)<\/script>/.exec(
          head,
        )?.[1];
      expect(script, path).toBeDefined();
      const hash = createHash("sha256")
        .update(script ?? "")
        .digest("base64");
      expect(page.headers["content-security-policy"], path).toContain(`'sha256-${hash}'`);

      const doc = parseDocument(page.text);
      const groups = DomUtils.findAll(
        (el) => el.attribs.role === "group" && el.attribs["aria-label"] !== undefined,
        doc.children,
      ).filter((el) => el.attribs["aria-label"] === word(locale, "frame_reading_controls"));
      // The desktop bar's and the phone's.
      expect(groups, path).toHaveLength(2);
      for (const group of groups) {
        const buttons = DomUtils.findAll((el) => el.name === "button", group.children);
        expect(
          buttons.map((b) => DomUtils.textContent(b)),
          path,
        ).toEqual([
          `A− ${word(locale, "frame_text_smaller")}`,
          `A ${word(locale, "frame_text_normal")}`,
          `A+ ${word(locale, "frame_text_larger")}`,
          word(locale, "frame_high_contrast"),
        ]);
        expect(
          buttons.map((b) => b.attribs["aria-pressed"]),
          path,
        ).toEqual(["false", "true", "false", "false"]);
      }
    }
  });

  it("a link to another site is marked, in the page's language; the site's own links are not", async () => {
    for (const { locale, path } of PAGES) {
      const page = await running.get(path, { host });
      const doc = parseDocument(page.text);
      const links = DomUtils.findAll((el) => el.name === "a", doc.children);
      const login = links.filter((a) => a.attribs.href === PLATFORM_LOGIN_URL);
      expect(login.length, path).toBeGreaterThan(0);
      for (const a of login) {
        expect(
          DomUtils.findOne((el) => "data-other-site" in el.attribs, a.children),
          path,
        ).not.toBeNull();
        expect(DomUtils.textContent(a), path).toContain(word(locale, "frame_external_hint"));
      }
      const marked = links.filter((a) =>
        DomUtils.findOne((el) => "data-other-site" in el.attribs, a.children),
      );
      for (const a of marked) {
        expect(new URL(a.attribs.href ?? "/", "http://x.invalid").hostname, path).not.toBe(host);
        expect(a.attribs.href ?? "", path).toMatch(/^https?:\/\//);
      }
      const own = links.filter((a) => (a.attribs.href ?? "").startsWith("/"));
      expect(own.length, path).toBeGreaterThan(0);
      for (const a of own) {
        expect(DomUtils.textContent(a), path).not.toContain(word(locale, "frame_external_hint"));
      }
    }
  });
});

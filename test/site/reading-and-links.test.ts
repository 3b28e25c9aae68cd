// Over real HTTP (issue 62, decision 088): every page of any institute carries the text size
// and contrast controls and the head script that applies the visitor's choice, allowed by its
// hash and the same bytes for every visitor; a link to another site carries a visible mark and
// says so in the page's language, a link of the institute's own does not.
import { createHash } from "node:crypto";
import { DomUtils, parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import type { Locale } from "#contract/locales.ts";
import { PLATFORM_LOGIN_URL, routes } from "#contract/links.ts";
import { demoJson, sparseTenant, withJson } from "#test/support/bundles.ts";
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

describe("links in an institute's own text", () => {
  const json = demoJson(0);
  const host = json.hosts[0] ?? "";
  const notice = json.notices[0]!;
  notice.insAnnDescription = [
    `<p>Apply on <a href="https://scholarships.gov.in/apply?a=1&amp;b=2">the <b>NSP</b> portal</a>,`,
    `read <a href="https://${host}/admission" title="Admission">our admission page</a>,`,
    `<a href="/contact/us">write to us</a> or <a href="mailto:office@example.in">mail</a>.</p>`,
  ].join(" ");
  const running = storeServer([withJson(0, json)]);

  it("mark a link to another site, in the page's language; the site's own and mail say nothing of it", async () => {
    for (const locale of ["en", "hi", "mr"] as const) {
      const path = `${locale === "en" ? "" : `/${locale}`}${routes.noticeDetail(notice._id)}`;
      const page = await running.get(path, { host });
      expect(page.status, path).toBe(200);
      const doc = parseDocument(page.text);
      const texts = DomUtils.findAll(
        (el) => (el.attribs.class ?? "").split(" ").includes("rich-text"),
        doc.children,
      );
      const links = texts.flatMap((box) => DomUtils.findAll((el) => el.name === "a", box.children));
      const byWords = (words: string) =>
        links.find((a) => DomUtils.textContent(a).startsWith(words));
      const portal = byWords("the NSP portal");
      expect(portal?.attribs.href, path).toBe("https://scholarships.gov.in/apply?a=1&b=2");
      expect(portal?.attribs.class, path).toBe("other-site");
      expect(portal?.attribs.target, path).toBe("_blank");
      expect(DomUtils.textContent(portal!), path).toBe(
        `the NSP portal${word(locale, "frame_external_hint")}`,
      );
      const own = byWords("our admission page");
      expect(own?.attribs.class, path).toBeUndefined();
      expect(own?.attribs.title, path).toBe("Admission");
      expect(DomUtils.textContent(own!), path).toBe(
        `our admission page${word(locale, "frame_new_tab_hint")}`,
      );
      for (const words of ["write to us", "mail"]) {
        const plain = byWords(words);
        expect(plain?.attribs.target, path).toBeUndefined();
        expect(DomUtils.textContent(plain!), path).toBe(words);
      }
    }
  });
});

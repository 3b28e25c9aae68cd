// The site's icon over real HTTP: every page names one, the institute's logo or, for an
// institute without a logo, the banner's emblem as an SVG file in the institute's accent; and
// /favicon.ico, where browsers and feed readers look without a page, leads to it. Every page
// also names its accent as the colour of a phone's address bar.
import { DomUtils, parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { routes } from "#contract/links.ts";
import { accessibleAccent, DEFAULT_ACCENT } from "#site/lib/theme.ts";
import { demo, demoJson, sparseTenant } from "#test/support/bundles.ts";
import { storeServer } from "#test/support/server.ts";
import { word } from "#test/support/words.ts";

/** The href of a page's icon link (one, or the test fails). */
function iconOf(html: string): string {
  const links = [...html.matchAll(/<link rel="icon" href="([^"]*)"\/>/g)];
  expect(links).toHaveLength(1);
  return links[0]?.[1] ?? "";
}

/** The colour a page asks a phone's browser to give its address bar (one, or the test fails). */
function themeColourOf(html: string): string {
  const metas = [...html.matchAll(/<meta name="theme-color" content="([^"]*)"\/>/g)];
  expect(metas).toHaveLength(1);
  return metas[0]?.[1] ?? "";
}

describe("the site's icon", () => {
  // An institute without a logo, with a colour too light for white text (darkened for it).
  const plain = sparseTenant();
  const colour = "#ffd700";
  plain.json.profile.landing_control.home_background_object.color_theme = colour;
  const plainHost = plain.json.hosts[0] ?? "";
  // The second demo institute (the sparse one is the first's, on a host of its own).
  const logoHost = demoJson(1).hosts[0] ?? "";
  const running = storeServer([plain, demo(1)]);

  it("is the emblem, in the institute's accent, for an institute without a logo", async () => {
    const accent = accessibleAccent(colour);
    for (const path of ["/", "/hi/notice", "/mr/contact/us"]) {
      const page = await running.get(path, { host: plainHost });
      expect(page.status, path).toBe(200);
      expect(iconOf(page.text), path).toBe(routes.emblemIcon());
      expect(page.text, path).toContain(`--accent:${accent}`);
      expect(themeColourOf(page.text), path).toBe(accent);
    }

    const icon = await running.get(routes.emblemIcon(), { host: plainHost });
    expect(icon.status).toBe(200);
    expect(icon.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect(icon.headers["cache-control"]).toBe("public, max-age=3600");
    const roots = parseDocument(icon.text, { xmlMode: true }).children.filter(DomUtils.isTag);
    expect(roots.map((root) => [root.name, root.attribs])).toEqual([
      [
        "svg",
        expect.objectContaining({
          xmlns: "http://www.w3.org/2000/svg",
          viewBox: "0 0 64 64",
          color: accent,
        }),
      ],
    ]);

    const ico = await running.get(routes.favicon(), { host: plainHost });
    expect(ico.status).toBe(302);
    expect(ico.headers.location).toBe(routes.emblemIcon());
  });

  it("names the emblem's home link in the page's language", async () => {
    for (const locale of ["en", "hi", "mr"] as const) {
      const page = await running.get(locale === "en" ? "/" : `/${locale}`, { host: plainHost });
      const name = word(locale, "frame_home_of", { name: plain.json.institute.insName });
      expect(page.text, locale).toContain(`<span class="sr-only">${name}</span>`);
    }
  });

  it("is the logo of an institute that has one, and /favicon.ico leads to it", async () => {
    const page = await running.get("/", { host: logoHost });
    const logo = iconOf(page.text);
    expect(logo).toMatch(/^\/media\/.+\.png$/);
    // An institute with no colour of its own: the site's default accent.
    expect(demoJson(1).profile.landing_control.home_background_object.color_theme).toBeFalsy();
    expect(themeColourOf(page.text)).toBe(DEFAULT_ACCENT);

    const ico = await running.get(routes.favicon(), { host: logoHost });
    expect(ico.status).toBe(302);
    expect(ico.headers.location).toBe(logo);
    const picture = await running.get(logo, { host: logoHost });
    expect(picture.status).toBe(200);
    expect(picture.headers["content-type"]).toBe("image/png");
  });

  it("is not found for a host the site does not serve", async () => {
    for (const path of [routes.favicon(), routes.emblemIcon()]) {
      expect((await running.get(path, { host: "unknown.example.org" })).status).toBe(404);
    }
  });
});

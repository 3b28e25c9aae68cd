import { describe, expect, it } from "vitest";
import { PICTURE_WIDTHS } from "#contract/constants.ts";
import { mediaUrl, picture } from "./media.ts";

describe("picture", () => {
  it("offers the smaller copies of a raster picture under a base that makes them", () => {
    for (const base of ["/media/", "https://cdn.example.org/media/"]) {
      const url = mediaUrl(base, "inst/home/Banner One.JPG");
      expect(picture(url, "100vw", base)).toEqual({
        src: `${base}inst/home/Banner%20One.JPG`,
        srcSet: PICTURE_WIDTHS.map((w) => `${base}inst/home/Banner%20One.JPG?w=${w} ${w}w`).join(
          ", ",
        ),
        sizes: "100vw",
      });
    }
  });

  it("offers none for a base without copies, a vector picture, an animation or a document", () => {
    const cases: [string, string | null][] = [
      [mediaUrl("https://s3.example.org/", "inst/home/banner.png"), null],
      [mediaUrl("https://s3.example.org/", "inst/home/banner.png"), "/media/"],
      [mediaUrl("/media/", "inst/logo.svg"), "/media/"],
      [mediaUrl("/media/", "inst/notices/circular.pdf"), "/media/"],
      [mediaUrl("/media/", "inst/animated.gif"), "/media/"],
      ["/media/inst/banner.png?v=2", "/media/"],
    ];
    for (const [url, base] of cases) expect(picture(url, "100vw", base), url).toEqual({ src: url });
  });
});
